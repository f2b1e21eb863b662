// printf-style formatting, "..." % args, with a constant format string: each conversion
// specifier becomes a part formatted through __format__ with the equivalent format spec.
package types

import (
	"fmt"
	"strings"

	"kiln/syntax"
)

// percentFormat checks fmtStr % e.Right and reports whether it handled e.
func (c *Checker) percentFormat(inst *Instance, e *syntax.BinOp, k *syntax.Constant) Type {
	inst.Info.Types[k] = c.u.Str
	fi := &FormatInfo{}
	var types []Type
	rt := c.expr(inst, e.Right)
	if !known(rt) {
		return rt
	}
	switch r := e.Right.(type) {
	case *syntax.Tuple:
		fi.Args = r.Elts
		types = rt.(*Tuple).Elems
	default:
		if tup, ok := rt.(*Tuple); ok {
			fi.Tuple = e.Right
			types = tup.Elems
		} else {
			if cls := classOf(rt); cls != nil && cls.Origin != nil && cls.Origin.Name == "dict" {
				c.unsupported(inst, e, "% formatting with a mapping")
				return invalid
			}
			fi.Args = []syntax.Expr{e.Right}
			types = []Type{rt}
		}
	}
	parts, msg := c.percentParts(inst, k.Str, fi, types)
	if msg != "" {
		c.errorHint(inst, e.Pos(), "CPython raises this error when it runs the expression", "%s", msg)
		return invalid
	}
	if parts == nil && len(types) > 0 {
		return invalid
	}
	fi.Parts = parts
	c.joiner(fi)
	inst.Info.Formats[e] = fi
	return c.u.Str
}

// percentParts parses the format string s; it returns CPython's message for a malformed string
// or a wrong argument count, or nil parts after reporting an error itself.
func (c *Checker) percentParts(inst *Instance, s string, fi *FormatInfo, types []Type) ([]*FormatPart, string) {
	parts := []*FormatPart{}
	var lit strings.Builder
	arg := 0
	for i := 0; i < len(s); i++ {
		if s[i] != '%' {
			lit.WriteByte(s[i])
			continue
		}
		start := i
		i++
		flags := ""
		for i < len(s) && strings.IndexByte("-+ #0", s[i]) >= 0 {
			flags += string(s[i])
			i++
		}
		width := ""
		for i < len(s) && s[i] >= '0' && s[i] <= '9' {
			width += string(s[i])
			i++
		}
		prec := ""
		hasPrec := false
		if i < len(s) && s[i] == '.' {
			hasPrec = true
			i++
			for i < len(s) && s[i] >= '0' && s[i] <= '9' {
				prec += string(s[i])
				i++
			}
		}
		for i < len(s) && (s[i] == 'h' || s[i] == 'l' || s[i] == 'L') {
			i++
		}
		if i >= len(s) {
			return nil, "incomplete format"
		}
		code := s[i]
		if code == '(' || code == '*' {
			c.unsupported(inst, fi.pos(), "% formatting with "+map[byte]string{'(': "mapping keys", '*': "'*' widths"}[code])
			return nil, ""
		}
		if code == '%' {
			lit.WriteByte('%')
			continue
		}
		if strings.IndexByte("diuoxXeEfFgGcrsa", code) < 0 {
			r := []rune(s[i:])[0]
			return nil, fmt.Sprintf("unsupported format character '%c' (0x%x) at index %d", r, r, len([]rune(s[:i])))
		}
		_ = start
		if arg >= len(types) {
			return nil, "not enough arguments for format string"
		}
		if lit.Len() > 0 {
			parts = append(parts, &FormatPart{Lit: lit.String(), Arg: -1})
			lit.Reset()
		}
		if hasPrec && prec == "" {
			prec = "0"
		}
		part, ok := c.percentPart(inst, fi, arg, types[arg], code, flags, width, prec, hasPrec)
		if !ok {
			return nil, ""
		}
		parts = append(parts, part)
		arg++
	}
	if lit.Len() > 0 {
		parts = append(parts, &FormatPart{Lit: lit.String(), Arg: -1})
	}
	if arg < len(types) {
		return nil, "not all arguments converted during string formatting"
	}
	return parts, ""
}

// pos is where errors about the arguments of fi are reported.
func (fi *FormatInfo) pos() syntax.Node {
	if fi.Tuple != nil {
		return fi.Tuple
	}
	return fi.Args[0]
}

// percentPart makes the part of one conversion specifier of argument arg, of type t.
func (c *Checker) percentPart(inst *Instance, fi *FormatInfo, arg int, t Type, code byte, flags, width, prec string, hasPrec bool) (*FormatPart, bool) {
	var at syntax.Node = fi.pos()
	var e syntax.Expr
	if fi.Tuple != nil {
		e = fi.Tuple
	} else {
		e = fi.Args[arg]
		at = e
	}
	has := func(f byte) bool { return strings.IndexByte(flags, f) >= 0 }
	part := &FormatPart{Arg: arg}
	spec := ""
	if has('-') && width != "" {
		spec += "<"
	}
	conv := -1
	switch code {
	case 's', 'r', 'a':
		conv = int(code)
		if width != "" && !has('-') {
			spec += ">"
		}
		spec += width
		if hasPrec {
			spec += "." + prec
		}
	case 'c':
		if t != c.u.Int {
			c.unsupported(inst, at, "%c of a "+t.String())
			return nil, false
		}
		spec += width + "c"
	default:
		isInt := strings.IndexByte("diuoxX", code) >= 0
		switch {
		case t == c.u.Int || t == c.u.Bool:
		case t == c.u.Float && isInt && strings.IndexByte("diu", code) >= 0:
			part.ToNum = c.method(inst, c.u.Int, "__new__", []Type{c.u.Float})
			part.Type = c.u.Int
		case t == c.u.Float && !isInt:
		default:
			what := "a real number is required"
			if strings.IndexByte("oxX", code) >= 0 {
				what = "an integer is required"
			}
			c.errorHint(inst, at.Pos(), "CPython raises TypeError when it runs the expression",
				"%%%c format: %s, not %s", code, what, typeName(t))
			return nil, false
		}
		if isInt && hasPrec {
			c.unsupported(inst, at, "a precision with %"+string(code))
			return nil, false
		}
		if has('+') {
			spec += "+"
		} else if has(' ') {
			spec += " "
		}
		if has('#') && code != 'd' && code != 'i' && code != 'u' {
			spec += "#"
		}
		if has('0') && !has('-') {
			spec += "0"
		}
		spec += width
		if hasPrec {
			spec += "." + prec
		}
		if code == 'i' || code == 'u' {
			code = 'd'
		}
		spec += string(code)
	}
	part.SpecConst = spec
	tt := t
	if part.ToNum != nil {
		tt = part.Type
	}
	if !c.formatPart(inst, e, tt, conv, part) {
		return nil, false
	}
	if part.ToNum != nil {
		part.Type = c.u.Int
	}
	return part, true
}
