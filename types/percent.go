// printf-style formatting, "..." % args, with a constant format string: each conversion
// specifier becomes a part formatted through __format__ with the equivalent format spec.
// A mapping key ("%(name)s") reads the mapping after it is evaluated (fmtlookup.go); a '*'
// width or precision and a precision with an integer conversion make their spec or str at
// run time (stdlib/percent.py).
package types

import (
	"fmt"
	"math/big"
	"strconv"
	"strings"

	"kiln/syntax"
)

// percentFormat checks fmtStr % e.Right and reports whether it handled e.
func (c *Checker) percentFormat(inst *Instance, e *syntax.BinOp, k *syntax.Constant) Type {
	inst.Info.Types[k] = c.u.Str
	fi := &FormatInfo{}
	var types []Type
	st := &pctState{c: c, inst: inst, e: e, fi: fi}
	if d, ok := e.Right.(*syntax.Dict); ok && percentKeyed(k.Str) && constStrKeys(d) {
		// {"name": n, "age": a}: each key names its value, which may have its own type.
		st.keys = map[string]int{}
		for i, v := range d.Values {
			t := c.expr(inst, v)
			if !known(t) {
				return t
			}
			fi.Args = append(fi.Args, v)
			types = append(types, t)
			st.keys[d.Keys[i].(*syntax.Constant).Str] = i
		}
		st.mapping = true
	} else {
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
				fi.Args = []syntax.Expr{e.Right}
				types = []Type{rt}
				st.mapping = c.isMapping(rt)
			}
		}
	}
	fi.Vars = make([]*Var, len(types))
	st.types = types
	parts, msg := st.parts(k.Str)
	if msg != "" {
		c.errorHint(inst, e.Pos(), "CPython raises this error when it runs the expression", "%s", msg)
		return invalid
	}
	if parts == nil {
		return invalid
	}
	fi.Parts = parts
	c.joiner(fi)
	inst.Info.Formats[e] = fi
	return c.u.Str
}

// percentKeyed reports whether the format string s has a mapping key ("%(name)s").
func percentKeyed(s string) bool {
	for i := 0; i+1 < len(s); i++ {
		if s[i] == '%' {
			if s[i+1] == '(' {
				return true
			}
			i++
		}
	}
	return false
}

// constStrKeys reports whether every key of d is a str constant (and d has no **).
func constStrKeys(d *syntax.Dict) bool {
	for _, k := range d.Keys {
		if k, ok := k.(*syntax.Constant); !ok || k.Kind != syntax.StrConst {
			return false
		}
	}
	return true
}

// isMapping reports whether CPython's % takes a value of type t as a mapping: it has
// __getitem__ and is neither a tuple nor a str.
func (c *Checker) isMapping(t Type) bool {
	if _, ok := t.(*Tuple); ok || t == c.u.Str {
		return false
	}
	return len(methodsOf(t, "__getitem__")) > 0
}

// pctState parses one % format string into the parts of fi.
type pctState struct {
	c     *Checker
	inst  *Instance
	e     *syntax.BinOp
	fi    *FormatInfo
	types []Type
	// mapping: the right operand is a mapping (no "not all arguments converted"); keys, for
	// a dict literal, gives the argument of each key.
	mapping bool
	keys    map[string]int
	// The values the next conversions take, in order: the arguments, or after a key its
	// value alone (CPython's getnextarg).
	cur  []pctVal
	next int
	n    int // the expressions made up so far (fmtlookup.go)
}

// pctVal is a value a conversion takes: argument arg, or x (a mapping lookup) of type t.
type pctVal struct {
	arg int
	x   syntax.Expr
	t   Type
}

// parts parses s; it returns CPython's message for a malformed string or a wrong argument
// count, or nil parts after reporting an error itself.
func (p *pctState) parts(s string) ([]*FormatPart, string) {
	for i, t := range p.types {
		p.cur = append(p.cur, pctVal{arg: i, t: t})
	}
	if p.keys != nil {
		p.cur = nil // a dict literal's values are reached through keys only
	}
	parts := []*FormatPart{}
	var lit strings.Builder
	for i := 0; i < len(s); i++ {
		if s[i] != '%' {
			lit.WriteByte(s[i])
			continue
		}
		i++
		if i < len(s) && s[i] == '(' {
			if !p.mapping {
				return nil, "format requires a mapping"
			}
			depth := 1
			i++
			start := i
			for ; i < len(s) && depth > 0; i++ {
				if s[i] == '(' {
					depth++
				} else if s[i] == ')' {
					depth--
				}
			}
			if depth > 0 {
				return nil, "incomplete format key"
			}
			v, msg := p.key(s[start : i-1])
			if msg != "" || v == nil {
				return nil, msg
			}
			p.cur, p.next = []pctVal{*v}, 0
		}
		flags := ""
		for i < len(s) && strings.IndexByte("-+ #0", s[i]) >= 0 {
			flags += string(s[i])
			i++
		}
		var starW, starP *pctVal
		width := ""
		if i < len(s) && s[i] == '*' {
			v, msg := p.star()
			if msg != "" || v == nil {
				return nil, msg
			}
			starW = v
			i++
		}
		for starW == nil && i < len(s) && s[i] >= '0' && s[i] <= '9' {
			width += string(s[i])
			i++
		}
		prec := ""
		hasPrec := false
		if i < len(s) && s[i] == '.' {
			hasPrec = true
			i++
			if i < len(s) && s[i] == '*' {
				v, msg := p.star()
				if msg != "" || v == nil {
					return nil, msg
				}
				starP = v
				i++
			}
			for starP == nil && i < len(s) && s[i] >= '0' && s[i] <= '9' {
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
		if code == '%' {
			lit.WriteByte('%')
			continue
		}
		if strings.IndexByte("diuoxXeEfFgGcrsa", code) < 0 {
			r := []rune(s[i:])[0]
			return nil, fmt.Sprintf("unsupported format character '%c' (0x%x) at index %d", r, r, len([]rune(s[:i])))
		}
		v, msg := p.take()
		if msg != "" || v == nil {
			return nil, msg
		}
		if lit.Len() > 0 {
			parts = append(parts, &FormatPart{Lit: lit.String(), Arg: -1})
			lit.Reset()
		}
		if hasPrec && prec == "" {
			prec = "0"
		}
		var part *FormatPart
		var ok bool
		if starW != nil || starP != nil || (hasPrec && strings.IndexByte("diuoxX", code) >= 0) {
			part, ok = p.runtimePart(v, code, flags, width, prec, hasPrec, starW, starP)
		} else {
			part, ok = p.c.percentPart(p.inst, p.fi, v, code, flags, width, prec, hasPrec)
		}
		if !ok {
			return nil, ""
		}
		parts = append(parts, part)
	}
	if lit.Len() > 0 {
		parts = append(parts, &FormatPart{Lit: lit.String(), Arg: -1})
	}
	if p.next < len(p.cur) && !p.mapping {
		return nil, "not all arguments converted during string formatting"
	}
	return parts, ""
}

// take returns the value the next conversion takes.
func (p *pctState) take() (*pctVal, string) {
	if p.next >= len(p.cur) {
		if p.keys != nil && p.next == 0 {
			p.c.unsupported(p.inst, p.e, "% formatting of a dict literal itself, when keys name its values")
			return nil, ""
		}
		return nil, "not enough arguments for format string"
	}
	p.next++
	return &p.cur[p.next-1], ""
}

// star returns the value a '*' width or precision takes: an int.
func (p *pctState) star() (*pctVal, string) {
	v, msg := p.take()
	if msg != "" || v == nil {
		return nil, msg
	}
	if v.t != p.c.u.Int && v.t != p.c.u.Bool {
		return nil, "* wants int"
	}
	return v, ""
}

// key returns the value of a mapping key: a dict literal's value, or a lookup in the
// mapping made up over its hidden variable.
func (p *pctState) key(name string) (*pctVal, string) {
	if p.keys != nil {
		i, ok := p.keys[name]
		if !ok {
			p.c.errorHint(p.inst, p.e.Pos(), "CPython raises KeyError when it runs the expression", "KeyError: %s", pyRepr(name))
			return nil, ""
		}
		return &pctVal{arg: i, t: p.types[i]}, ""
	}
	m := p.c.fmtVar(p.inst, p.e, 0, p.types[0])
	p.fi.Vars[0] = m
	x := p.c.fmtNode(p.e, p.n, func() syntax.Expr {
		k := &syntax.Constant{Span: p.e.Span, Kind: syntax.StrConst, Str: name}
		return &syntax.Subscript{Span: p.e.Span, Value: &syntax.Name{Span: p.e.Span, Id: m.Name}, Slice: k}
	})
	p.n++
	t := p.c.checkOver(p.inst, []*Var{m}, x)
	if !known(t) {
		if t == pending {
			p.c.markPending(p.inst, p.e.Pos())
		}
		return nil, ""
	}
	return &pctVal{arg: -1, x: x, t: t}, ""
}

// pyRepr is repr() of a str without quotes or backslashes in it.
func pyRepr(s string) string {
	if strings.ContainsAny(s, "'\\") || !strconv.CanBackquote(s) {
		return strconv.Quote(s)
	}
	return "'" + s + "'"
}

// valueExpr returns the expression that reads v after the arguments are evaluated: its
// lookup, or its argument's hidden variable.
func (p *pctState) valueExpr(v *pctVal) (syntax.Expr, *Var) {
	if v.x != nil {
		return v.x, p.fi.Vars[0]
	}
	h := p.c.fmtVar(p.inst, p.e, v.arg, v.t)
	p.fi.Vars[v.arg] = h
	return &syntax.Name{Span: p.e.Span, Id: h.Name}, h
}

// runtimePart makes the part of a conversion with a '*' width or precision, or a precision
// with an integer conversion: the stdlib makes its spec (_pct_spec) or its str (_pct_int)
// from the values when they are formatted.
func (p *pctState) runtimePart(v *pctVal, code byte, flags, width, prec string, hasPrec bool, starW, starP *pctVal) (*FormatPart, bool) {
	c := p.c
	t := v.t
	isInt := strings.IndexByte("diuoxX", code) >= 0
	switch {
	case code == 's' || code == 'r' || code == 'a':
	case code == 'c':
		if t != c.u.Int && t != c.u.Str {
			c.errorHint(p.inst, p.e.Pos(), "CPython raises TypeError when it runs the expression", "%%c requires int or char")
			return nil, false
		}
	case t == c.u.Int || t == c.u.Bool:
	case t == c.u.Float && (!isInt || strings.IndexByte("diu", code) >= 0):
	default:
		return nil, c.percentTypeError(p.inst, p.e, code, t)
	}
	// The hidden variables the made-up expressions read (made once, checked each time).
	var vars []*Var
	for _, sv := range []*pctVal{v, starW, starP} {
		if sv != nil {
			_, h := p.valueExpr(sv)
			vars = append(vars, h)
		}
	}
	num := func(sv *pctVal, digits string) syntax.Expr {
		if sv == nil {
			n := int64(0)
			if digits != "" {
				n, _ = strconv.ParseInt(digits, 10, 64)
			}
			return &syntax.Constant{Span: p.e.Span, Kind: syntax.IntConst, Int: big.NewInt(n)}
		}
		x, _ := p.valueExpr(sv)
		if sv.t == c.u.Bool {
			x = &syntax.Call{Span: p.e.Span, Func: c.stdName(p.e.Pos(), p.e.End(), "int"), Args: []syntax.Expr{x}}
		}
		return x
	}
	str := func(s string) syntax.Expr { return &syntax.Constant{Span: p.e.Span, Kind: syntax.StrConst, Str: s} }
	call := func(fn string, args ...syntax.Expr) syntax.Expr {
		return &syntax.Call{Span: p.e.Span, Func: c.stdName(p.e.Pos(), p.e.End(), fn), Args: args}
	}
	x, _ := p.valueExpr(v)
	if isInt && hasPrec {
		// The digits, sign, prefix and padding at once: a spec cannot ask for leading zeros.
		y := p.c.fmtNode(p.e, p.n, func() syntax.Expr {
			if t != c.u.Int {
				x = call("int", x)
			}
			return call("_pct_int", x, str(flags), num(starW, width), num(starP, prec), str(string(code)))
		})
		p.n++
		if st := c.checkOver(p.inst, vars, y); st != c.u.Str {
			return nil, false
		}
		part := &FormatPart{Value: y, Arg: -1}
		return part, c.formatPart(p.inst, y, c.u.Str, -1, part)
	}
	part := &FormatPart{Value: x, Arg: -1}
	conv := -1
	specCode := string(code)
	switch {
	case code == 's' || code == 'r' || code == 'a':
		conv = int(code)
	case code == 'c' && t == c.u.Str:
		part.ToNum = c.realize(c.stdlibFunc("_pct_char"), []Type{c.u.Str})
		specCode = "s"
	case t == c.u.Float && isInt:
		part.ToNum = c.method(p.inst, c.u.Int, "__new__", []Type{c.u.Float})
		t = c.u.Int
	}
	spec := p.c.fmtNode(p.e, p.n, func() syntax.Expr {
		hp := &syntax.Constant{Span: p.e.Span, Kind: syntax.FalseConst}
		if hasPrec {
			hp = &syntax.Constant{Span: p.e.Span, Kind: syntax.TrueConst}
		}
		if code == 'c' && t == c.u.Str {
			hp = &syntax.Constant{Span: p.e.Span, Kind: syntax.FalseConst}
		}
		return call("_pct_spec", str(flags), num(starW, width), hp, num(starP, prec), str(specCode))
	})
	p.n++
	if st := c.checkOver(p.inst, vars, spec); st != c.u.Str {
		return nil, false
	}
	if c.checkOver(p.inst, vars, x) != v.t {
		return nil, false
	}
	part.SpecExpr = spec
	part.Type = t
	return part, c.formatPart(p.inst, x, t, conv, part)
}

// percentTypeError reports CPython's TypeError for conversion code of a value of type t.
func (c *Checker) percentTypeError(inst *Instance, at syntax.Node, code byte, t Type) bool {
	what := "a real number is required"
	if strings.IndexByte("oxX", code) >= 0 {
		what = "an integer is required"
	}
	c.errorHint(inst, at.Pos(), "CPython raises TypeError when it runs the expression",
		"%%%c format: %s, not %s", code, what, typeName(t))
	return false
}

// pos is where errors about the arguments of fi are reported.
func (fi *FormatInfo) pos() syntax.Node {
	if fi.Tuple != nil {
		return fi.Tuple
	}
	return fi.Args[0]
}

// percentPart makes the part of one conversion specifier of value v, with a constant spec.
func (c *Checker) percentPart(inst *Instance, fi *FormatInfo, v *pctVal, code byte, flags, width, prec string, hasPrec bool) (*FormatPart, bool) {
	t := v.t
	var at syntax.Node = fi.pos()
	var e syntax.Expr
	part := &FormatPart{Arg: v.arg}
	switch {
	case v.x != nil:
		e = v.x
		at = e
	case fi.Tuple != nil:
		e = fi.Tuple
	default:
		e = fi.Args[v.arg]
		at = e
	}
	if v.x != nil {
		part = &FormatPart{Value: v.x, Arg: -1}
	}
	has := func(f byte) bool { return strings.IndexByte(flags, f) >= 0 }
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
		switch t {
		case c.u.Int:
			spec += width + "c"
		case c.u.Str:
			// One character, padded as a str: right-justified unless '-'.
			part.ToNum = c.realize(c.stdlibFunc("_pct_char"), []Type{c.u.Str})
			part.Type = c.u.Str
			if width != "" && !has('-') {
				spec += ">"
			}
			spec += width
		default:
			c.errorHint(inst, at.Pos(), "CPython raises TypeError when it runs the expression", "%%c requires int or char")
			return nil, false
		}
	default:
		isInt := strings.IndexByte("diuoxX", code) >= 0
		switch {
		case t == c.u.Int || t == c.u.Bool:
		case t == c.u.Float && isInt && strings.IndexByte("diu", code) >= 0:
			part.ToNum = c.method(inst, c.u.Int, "__new__", []Type{c.u.Float})
			part.Type = c.u.Int
		case t == c.u.Float && !isInt:
		default:
			return nil, c.percentTypeError(inst, at, code, t)
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
		part.Type = tt
	}
	return part, true
}
