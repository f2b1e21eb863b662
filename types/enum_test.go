package types

import (
	"testing"

	"kiln/syntax"
)

// TestEnumLiteral checks the literals, keys and types of constant member values: equal values
// share a key (so the later member is an alias), and what is no constant has none.
func TestEnumLiteral(t *testing.T) {
	for _, tc := range []struct{ src, lit, key, typ string }{
		{"1", "1", "i1", "int"},
		{"-7", "-7", "i-7", "int"},
		{"0x10", "16", "i16", "int"},
		{"1.5", "1.5", "f1.5", "float"},
		{"2.0", "2.0", "f2.0", "float"},
		{"-1e300", "-1e+300", "f-1e+300", "float"},
		{"'a\"b'", `"a\"b"`, `sa"b`, "str"},
		{"-'a'", "", "", ""},
		{"[1]", "", "", ""},
		{"True", "", "", ""},
		{"x", "", "", ""},
	} {
		m, errs := syntax.ParseFile(syntax.NewFileSet(), "t.py", []byte("v = "+tc.src+"\n"))
		if len(errs) > 0 {
			t.Fatalf("%s: %v", tc.src, errs)
		}
		lit, key, typ := enumLiteral(m.Body[0].(*syntax.Assign).Value)
		if lit != tc.lit || key != tc.key || typ != tc.typ {
			t.Errorf("enumLiteral(%s) = %q, %q, %q; want %q, %q, %q", tc.src, lit, key, typ, tc.lit, tc.key, tc.typ)
		}
	}
}
