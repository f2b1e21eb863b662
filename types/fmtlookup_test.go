package types

import (
	"fmt"
	"testing"
)

// TestSplitFieldName compares splitFieldName with CPython's FieldNameIterator, and fieldEnd
// with its parse_field, on valid and malformed fields.
func TestSplitFieldName(t *testing.T) {
	cases := []struct{ name, first, steps, msg string }{
		{"0", "0", "[]", ""},
		{"0.x", "0", "[{x  false false}]", ""},
		{"p.name[1].y", "p", "[{name  false false} { 1 true true} {y  false false}]", ""},
		{"d[key]", "d", "[{ key true false}]", ""},
		{"[0]", "", "[{ 0 true true}]", ""},
		{"d[-1]", "d", "[{ -1 true false}]", ""},
		{"0.", "", "", "Empty attribute in format string"},
		{"0[]", "", "", "Empty attribute in format string"},
		{"0[1", "", "", "Missing ']' in format string"},
		{"0[1]x", "", "", "Only '.' or '[' may follow ']' in format field specifier"},
		{"0[99999999999999999999]", "", "", "Too many decimal digits in format string"},
	}
	for _, c := range cases {
		first, steps, msg := splitFieldName(c.name)
		if msg != c.msg || (msg == "" && (first != c.first || fmt.Sprint(steps) != c.steps)) {
			t.Errorf("splitFieldName(%q) = %q, %v, %q; want %q, %s, %q", c.name, first, steps, msg, c.first, c.steps, c.msg)
		}
	}
	ends := []struct {
		s   string
		end int
		msg string
	}{
		{"0}", 1, ""},
		{"0[}]}", 4, ""},
		{"0:{1}}x", 5, ""},
		{"0!r}", 3, ""},
		{"0!r:>{w}}", 8, ""},
		{"0", 0, "expected '}' before end of string"},
		{"0:", 0, "unmatched '{' in format spec"},
		{"0!", 0, "end of string while looking for conversion specifier"},
		{"0!rx}", 0, "expected ':' after conversion specifier"},
		{"a{b}", 0, "unexpected '{' in field name"},
	}
	for _, c := range ends {
		end, msg := fieldEnd(c.s, 0)
		if end != c.end || msg != c.msg {
			t.Errorf("fieldEnd(%q) = %d, %q; want %d, %q", c.s, end, msg, c.end, c.msg)
		}
	}
}
