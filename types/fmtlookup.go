// Lookups in string formatting: a str.format field "{0.x[1]}", a % mapping key "%(name)s" and
// format_map's mapping read their argument after every argument is evaluated, as CPython
// does. The argument is held in a hidden variable and each lookup is an expression the checker
// makes up over it (an Attribute or Subscript), checked and lowered as any other.
package types

import (
	"math/big"
	"strconv"

	"kiln/syntax"
)

// fmtLookups holds the hidden variables (per realization) and the expressions made up over
// them (shared by the realizations).
type fmtLookups struct {
	vars  map[fmtVarKey]*Var
	nodes map[fmtNodeKey]syntax.Expr
}

type fmtVarKey struct {
	inst *Instance
	e    syntax.Node
	i    int
}

type fmtNodeKey struct {
	e syntax.Node
	n int
}

func (c *Checker) lookups() *fmtLookups {
	if c.fmtLook == nil {
		c.fmtLook = &fmtLookups{vars: map[fmtVarKey]*Var{}, nodes: map[fmtNodeKey]syntax.Expr{}}
	}
	return c.fmtLook
}

// fmtVar returns the hidden variable holding argument i (-1: format_map's mapping) of the
// formatting e in inst, typed t. Its name is no identifier, so no user code sees it.
func (c *Checker) fmtVar(inst *Instance, e syntax.Node, i int, t Type) *Var {
	key := fmtVarKey{inst, e, i}
	l := c.lookups()
	v := l.vars[key]
	if v == nil {
		v = &Var{Name: "$fmt" + strconv.Itoa(i), Pos: e.Pos(), Comp: true}
		l.vars[key] = v
	}
	if v.Type == nil {
		c.setVarType(inst, v, t, e.Pos())
	}
	return v
}

// fmtNode returns the expression number n made up for the formatting e, made by mk on first
// use.
func (c *Checker) fmtNode(e syntax.Node, n int, mk func() syntax.Expr) syntax.Expr {
	key := fmtNodeKey{e, n}
	l := c.lookups()
	x := l.nodes[key]
	if x == nil {
		x = mk()
		l.nodes[key] = x
	}
	return x
}

// checkOver checks x, an expression made up over the hidden variables vars.
func (c *Checker) checkOver(inst *Instance, vars []*Var, x syntax.Expr) Type {
	scope := map[string]*Var{}
	for _, v := range vars {
		scope[v.Name] = v
	}
	depth := len(inst.comps)
	inst.comps = append(inst.comps, scope)
	defer func() { inst.comps = inst.comps[:depth] }()
	return c.expr(inst, x)
}

// fieldStep is one lookup of a str.format field name: .attr, or [key] (an int index when the
// key is all digits).
type fieldStep struct {
	attr  string
	key   string
	index bool
	isInt bool
}

// splitFieldName splits a field name into its first part and its lookups, as CPython's
// FieldNameIterator does; it returns CPython's ValueError message for a malformed name.
func splitFieldName(name string) (string, []fieldStep, string) {
	i := 0
	for i < len(name) && name[i] != '.' && name[i] != '[' {
		i++
	}
	first := name[:i]
	var steps []fieldStep
	for i < len(name) {
		var st fieldStep
		switch name[i] {
		case '.':
			i++
			j := i
			for i < len(name) && name[i] != '.' && name[i] != '[' {
				i++
			}
			st.attr = name[j:i]
			if st.attr == "" {
				return "", nil, "Empty attribute in format string"
			}
		case '[':
			i++
			j := i
			for i < len(name) && name[i] != ']' {
				i++
			}
			if i == len(name) {
				return "", nil, "Missing ']' in format string"
			}
			st.key, st.index = name[j:i], true
			i++
			if st.key == "" {
				return "", nil, "Empty attribute in format string"
			}
			if st.isInt = allDigits(st.key); st.isInt && !fitsInt(st.key) {
				return "", nil, "Too many decimal digits in format string"
			}
			if i < len(name) && name[i] != '.' && name[i] != '[' {
				return "", nil, "Only '.' or '[' may follow ']' in format field specifier"
			}
		}
		steps = append(steps, st)
	}
	return first, steps, ""
}

// allDigits reports whether s is a non-empty run of ASCII digits (CPython's get_integer).
func allDigits(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			return false
		}
	}
	return s != ""
}

// fitsInt reports whether the digits s make an int CPython's get_integer accepts.
func fitsInt(s string) bool {
	_, err := strconv.ParseInt(s, 10, 64)
	return err == nil
}

// lookupExpr makes the expression reading steps from the variable called name, at span.
func lookupExpr(span syntax.Span, name string, steps []fieldStep) syntax.Expr {
	var x syntax.Expr = &syntax.Name{Span: span, Id: name}
	for _, st := range steps {
		if !st.index {
			x = &syntax.Attribute{Span: span, Value: x, Attr: st.attr, AttrPos: span.From}
			continue
		}
		k := &syntax.Constant{Span: span, Kind: syntax.StrConst, Str: st.key}
		if st.isInt {
			n, _ := strconv.ParseInt(st.key, 10, 64)
			k = &syntax.Constant{Span: span, Kind: syntax.IntConst, Int: big.NewInt(n)}
		}
		x = &syntax.Subscript{Span: span, Value: x, Slice: k}
	}
	return x
}
