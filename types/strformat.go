// str.format with a constant format string: the string is parsed at compile time (CPython's
// MarkupIterator) and the call becomes the parts of an f-string over the call's arguments.
package types

import (
	"strconv"
	"strings"

	"kiln/syntax"
)

// strFormatCall checks "...".format(args) and reports whether e is such a call. A format
// string that is not a constant is not supported yet.
func (c *Checker) strFormatCall(inst *Instance, e *syntax.Call, a *syntax.Attribute) (Type, bool) {
	k, ok := a.Value.(*syntax.Constant)
	if !ok {
		if t := c.expr(inst, a.Value); t == c.u.Str {
			c.unsupported(inst, a, "str.format() on a format string that is not a constant")
			return invalid, true
		}
		return nil, false
	}
	if k.Kind != syntax.StrConst {
		return nil, false
	}
	inst.Info.Types[k] = c.u.Str
	fi := &FormatInfo{}
	var types []Type
	ok = true
	for _, arg := range e.Args {
		if _, star := arg.(*syntax.Starred); star {
			c.unsupported(inst, arg, "*arguments to str.format()")
			return invalid, true
		}
		fi.Args = append(fi.Args, arg)
	}
	for _, kw := range e.Keywords {
		if kw.Name == "" {
			c.unsupported(inst, kw, "**arguments to str.format()")
			return invalid, true
		}
		fi.Args = append(fi.Args, kw.Value)
	}
	for _, arg := range fi.Args {
		t := c.expr(inst, arg)
		if !known(t) {
			if t == pending {
				c.markPending(inst, arg.Pos())
			}
			ok = false
		}
		types = append(types, t)
	}
	if !ok {
		return invalid, true
	}
	fi.Vars = make([]*Var, len(fi.Args))
	p := &markup{c: c, inst: inst, e: e, pos: k.Pos(), fi: fi, types: types, auto: 0}
	parts, msg := p.parse(k.Str, 2)
	if msg != "" {
		c.errorHint(inst, k.Pos(), "CPython raises this error when it runs the call", "%s", msg)
		return invalid, true
	}
	if p.failed {
		return invalid, true
	}
	fi.Parts = parts
	c.joiner(fi)
	inst.Info.Formats[e] = fi
	return c.u.Str, true
}

// markup parses one str.format string into the parts of a FormatInfo.
type markup struct {
	c       *Checker
	inst    *Instance
	e       *syntax.Call
	pos     syntax.Pos
	fi      *FormatInfo
	types   []Type
	auto    int  // the next automatic field number; -1 once fields were numbered by hand
	manual  bool // a field was numbered by hand
	failed  bool // an error was reported already
	lookups int  // the fields with lookups so far: each has its expression (fmtlookup.go)
}

// parse splits s into literal text and fields; it returns CPython's ValueError message for a
// malformed string.
func (p *markup) parse(s string, depth int) ([]*FormatPart, string) {
	if depth <= 0 {
		return nil, "Max string recursion exceeded"
	}
	var parts []*FormatPart
	var lit strings.Builder
	for i := 0; i < len(s); {
		ch := s[i]
		switch {
		case ch == '{' && i+1 < len(s) && s[i+1] == '{', ch == '}' && i+1 < len(s) && s[i+1] == '}':
			lit.WriteByte(ch)
			i += 2
		case ch == '}':
			return nil, "Single '}' encountered in format string"
		case ch == '{':
			if i+1 == len(s) {
				return nil, "Single '{' encountered in format string"
			}
			end, msg := fieldEnd(s, i+1)
			if msg != "" {
				return nil, msg
			}
			if lit.Len() > 0 {
				parts = append(parts, &FormatPart{Lit: lit.String(), Arg: -1})
				lit.Reset()
			}
			part, msg := p.field(s[i+1:end], depth)
			if msg != "" || part == nil {
				return nil, msg
			}
			parts = append(parts, part)
			i = end + 1
		default:
			lit.WriteByte(ch)
			i++
		}
	}
	if lit.Len() > 0 {
		parts = append(parts, &FormatPart{Lit: lit.String(), Arg: -1})
	}
	return parts, ""
}

// fieldEnd returns the index of the '}' closing the field that starts at s[i], as CPython's
// parse_field finds it: a bracket in the field name hides braces up to its ']', the spec
// counts nested braces; or CPython's ValueError message for a malformed field.
func fieldEnd(s string, i int) (int, string) {
	for i < len(s) {
		c := s[i]
		i++
		switch c {
		case '{':
			return 0, "unexpected '{' in field name"
		case '[':
			for i < len(s) && s[i] != ']' {
				i++
			}
		case '}':
			return i - 1, ""
		case '!', ':':
			if c == '!' {
				if i >= len(s) {
					return 0, "end of string while looking for conversion specifier"
				}
				i++ // the conversion character
				if i < len(s) {
					c = s[i]
					i++
					if c == '}' {
						return i - 1, ""
					}
					if c != ':' {
						return 0, "expected ':' after conversion specifier"
					}
				}
			}
			nest := 1
			for ; i < len(s); i++ {
				switch s[i] {
				case '{':
					nest++
				case '}':
					if nest--; nest == 0 {
						return i, ""
					}
				}
			}
			return 0, "unmatched '{' in format spec"
		}
	}
	return 0, "expected '}' before end of string"
}

// field resolves one replacement field "name!conv:spec".
func (p *markup) field(f string, depth int) (*FormatPart, string) {
	name, conv, spec := f, -1, ""
	hasSpec := false
	if i := nameEnd(f); i < len(f) {
		name = f[:i]
		rest := f[i:]
		if rest[0] == '!' {
			if len(rest) < 2 {
				return nil, "end of string while looking for conversion specifier"
			}
			conv = int(rest[1])
			if len(rest) > 2 && rest[2] != ':' {
				return nil, "expected ':' after conversion specifier"
			}
			if conv != 's' && conv != 'r' && conv != 'a' {
				return nil, "Unknown conversion specifier " + string(rune(conv))
			}
			rest = rest[2:]
		}
		if len(rest) > 0 {
			spec, hasSpec = rest[1:], true
		}
	}
	first, steps, msg := splitFieldName(name)
	if msg != "" {
		return nil, msg
	}
	arg, msg := p.argIndex(first)
	if msg != "" || arg < 0 {
		return nil, msg
	}
	part := &FormatPart{Arg: arg}
	value, t := p.fi.Args[arg], p.types[arg]
	if len(steps) > 0 {
		// "{0.x[1]}" reads args[0].x[1] when the field is formatted.
		v := p.c.fmtVar(p.inst, p.e, arg, t)
		p.fi.Vars[arg] = v
		value = p.c.fmtNode(p.e, p.lookups, func() syntax.Expr {
			return lookupExpr(p.e.Span, v.Name, steps)
		})
		p.lookups++
		t = p.c.checkOver(p.inst, []*Var{v}, value)
		if !known(t) {
			if t == pending {
				p.c.markPending(p.inst, p.e.Pos())
			}
			p.failed = true
			return nil, ""
		}
		part = &FormatPart{Value: value, Arg: -1}
	}
	if hasSpec {
		if strings.ContainsAny(spec, "{}") {
			inner, msg := p.parse(spec, depth-1)
			if msg != "" || p.failed {
				return nil, msg
			}
			part.SpecParts = &FormatInfo{Args: p.fi.Args, Tuple: p.fi.Tuple, Parts: inner} // the arguments of the whole call
			p.c.joiner(part.SpecParts)
		} else {
			part.SpecConst = spec
		}
	}
	if !p.c.formatPart(p.inst, value, t, conv, part) {
		p.failed = true
		return nil, ""
	}
	return part, ""
}

// argIndex resolves a field name to the index of its argument in fi.Args.
func (p *markup) argIndex(name string) (int, string) {
	npos := len(p.e.Args)
	if name == "" {
		if p.manual {
			return -1, "cannot switch from manual field specification to automatic field numbering"
		}
		i := p.auto
		p.auto++
		if i >= npos {
			p.c.errorHint(p.inst, p.pos, "CPython raises IndexError when it runs the call",
				"Replacement index %d out of range for positional args tuple", i)
			p.failed = true
			return -1, ""
		}
		return i, ""
	}
	if allDigits(name) {
		n, err := strconv.Atoi(name)
		if err != nil {
			return -1, "Too many decimal digits in format string"
		}
		if p.auto > 0 {
			return -1, "cannot switch from automatic field numbering to manual field specification"
		}
		p.manual = true
		if n >= npos {
			p.c.errorHint(p.inst, p.pos, "CPython raises IndexError when it runs the call",
				"Replacement index %d out of range for positional args tuple", n)
			p.failed = true
			return -1, ""
		}
		return n, ""
	}
	for i, kw := range p.e.Keywords {
		if kw.Name == name {
			return npos + i, ""
		}
	}
	p.c.errorHint(p.inst, p.pos, "CPython raises KeyError when it runs the call", "KeyError: '%s'", name)
	p.failed = true
	return -1, ""
}

// formatMapCall checks "...".format_map(m) as "...".format(a=m["a"], b=m["b"], ...) over the
// names of the constant string's fields, checked in its place (Info.Stands), m evaluated once
// into a hidden variable first. It reports whether e is such a call.
func (c *Checker) formatMapCall(inst *Instance, e *syntax.Call, a *syntax.Attribute) (Type, bool) {
	k, ok := a.Value.(*syntax.Constant)
	if !ok || k.Kind != syntax.StrConst {
		if !ok && c.expr(inst, a.Value) == c.u.Str {
			c.unsupported(inst, a, "str.format_map() on a format string that is not a constant")
			return invalid, true
		}
		return nil, false
	}
	if len(e.Args) != 1 || len(e.Keywords) > 0 {
		c.errorf(inst, e.Pos(), "format_map() takes exactly one argument (%d given)", len(e.Args)+len(e.Keywords))
		return invalid, true
	}
	if _, star := e.Args[0].(*syntax.Starred); star {
		c.unsupported(inst, e.Args[0], "*arguments to str.format_map()")
		return invalid, true
	}
	mt := c.expr(inst, e.Args[0])
	if !known(mt) {
		if mt == pending {
			c.markPending(inst, e.Args[0].Pos())
		}
		return invalid, true
	}
	m := c.fmtVar(inst, e, -1, mt)
	x := c.stands[e]
	if x == nil {
		var names []string
		if msg := formatFieldNames(k.Str, 2, &names); msg != "" {
			c.errorHint(inst, k.Pos(), "CPython raises this error when it runs the call", "%s", msg)
			return invalid, true
		}
		call := &syntax.Call{Span: e.Span, Func: &syntax.Attribute{Span: a.Span, Value: k, Attr: "format", AttrPos: a.AttrPos}}
		seen := map[string]bool{}
		span := e.Args[0].(syntax.Node)
		for _, name := range names {
			if seen[name] {
				continue
			}
			seen[name] = true
			key := &syntax.Constant{Span: k.Span, Kind: syntax.StrConst, Str: name}
			sp := syntax.Span{From: span.Pos(), To: span.End()}
			call.Keywords = append(call.Keywords, &syntax.Keyword{Span: sp, Name: name, Value: &syntax.Subscript{Span: sp, Value: &syntax.Name{Span: sp, Id: m.Name}, Slice: key}})
		}
		x = call
		c.stands[e] = x
	}
	inst.Info.Stands[e] = x
	t := c.checkOver(inst, []*Var{m}, x)
	if fi := inst.Info.Formats[x]; fi != nil {
		fi.Map, fi.MapVar = e.Args[0], m
	}
	return t, true
}

// nameEnd returns the index of the '!' or ':' ending the name of field f, or len(f): a
// bracket hides them up to its ']'.
func nameEnd(f string) int {
	for i := 0; i < len(f); i++ {
		switch f[i] {
		case '[':
			for i+1 < len(f) && f[i+1] != ']' {
				i++
			}
		case '!', ':':
			return i
		}
	}
	return len(f)
}

// formatFieldNames appends the names of s's replacement fields (those of nested format
// specs too) to names, in order; it returns CPython's ValueError message for a malformed
// string or a positional field.
func formatFieldNames(s string, depth int, names *[]string) string {
	if depth <= 0 {
		return "Max string recursion exceeded"
	}
	for i := 0; i < len(s); i++ {
		ch := s[i]
		switch {
		case (ch == '{' || ch == '}') && i+1 < len(s) && s[i+1] == ch:
			i++
		case ch == '}':
			return "Single '}' encountered in format string"
		case ch == '{':
			if i+1 == len(s) {
				return "Single '{' encountered in format string"
			}
			end, msg := fieldEnd(s, i+1)
			if msg != "" {
				return msg
			}
			f := s[i+1 : end]
			name, spec := f, ""
			if j := nameEnd(f); j < len(f) {
				name = f[:j]
				if k := strings.IndexByte(f[j:], ':'); k >= 0 {
					spec = f[j+k+1:]
				}
			}
			first := name
			if j := strings.IndexAny(name, ".["); j >= 0 {
				first = name[:j]
			}
			if allDigits(first) || first == "" {
				return "Format string contains positional fields"
			}
			*names = append(*names, first)
			if strings.ContainsAny(spec, "{}") {
				if msg := formatFieldNames(spec, depth-1, names); msg != "" {
					return msg
				}
			}
			i = end
		}
	}
	return ""
}
