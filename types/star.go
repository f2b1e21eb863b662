// Star arguments: f(*t) spreads a tuple over the parameters, and a loop over a tuple of one
// element type iterates a list of its elements.
package types

import (
	"math/big"
	"strings"

	"kiln/syntax"
)

// starCall checks a call with *arguments: each `*t`, t a tuple variable, becomes t[0], t[1], ...
// in a copy of the call that the checker makes once; the original call records its CallInfo.
func (c *Checker) starCall(inst *Instance, e *syntax.Call) Type {
	for _, a := range e.Args {
		s, ok := a.(*syntax.Starred)
		if !ok {
			continue
		}
		t := c.expr(inst, s.Value)
		if !known(t) {
			c.argTypes(inst, &syntax.Call{Span: e.Span, Func: e.Func, Keywords: e.Keywords})
			if t == pending {
				c.markPending(inst, s.Pos())
			}
			return t
		}
		if _, ok := s.Value.(*syntax.Name); !ok && isTuple(t) {
			c.unsupported(inst, a, "*arguments other than variables")
			return invalid
		}
	}
	for _, a := range e.Args {
		if s, ok := a.(*syntax.Starred); ok {
			if _, ok := c.expr(inst, s.Value).(*Tuple); !ok {
				return c.listStarCall(inst, e)
			}
		}
	}
	// A call has one copy per number of arguments its tuples spread to: realizations of one
	// function (`def call(f, *args): return f(*args)`) spread tuples of different lengths.
	key := spreadKey{e, 0}
	for _, a := range e.Args {
		if s, ok := a.(*syntax.Starred); ok {
			key.n += len(c.expr(inst, s.Value).(*Tuple).Elems)
		} else {
			key.n++
		}
	}
	spread := c.spread[key]
	if spread == nil {
		copy := *e
		copy.Args = nil
		for _, a := range e.Args {
			s, ok := a.(*syntax.Starred)
			if !ok {
				copy.Args = append(copy.Args, a)
				continue
			}
			for i := range c.expr(inst, s.Value).(*Tuple).Elems {
				copy.Args = append(copy.Args, &syntax.Subscript{Span: s.Span, Value: s.Value,
					Slice: &syntax.Constant{Span: s.Span, Kind: syntax.IntConst, Int: big.NewInt(int64(i))}})
			}
		}
		spread = &copy
		c.spread[key] = spread
	}
	t := c.call(inst, spread)
	if ci := inst.Info.Calls[spread]; ci != nil {
		inst.Info.Calls[e] = ci
	}
	return t
}

// spreadKey identifies a copy of a call with *arguments: the call and how many arguments the
// copy passes.
type spreadKey struct {
	call *syntax.Call
	n    int
}

// tupleAsList returns how to make a list of a tuple's elements, which must share one type.
func (c *Checker) tupleAsList(inst *Instance, iter syntax.Expr, t *Tuple) *ListInfo {
	for _, et := range t.Elems[1:] {
		if et != t.Elems[0] {
			var names []string
			for _, x := range t.Elems {
				names = append(names, x.String())
			}
			c.errorHint(inst, iter.Pos(), "a loop variable has one type",
				"not supported yet: iterating over a tuple of different types (%s)", strings.Join(names, ", "))
			return nil
		}
	}
	return c.listInfo(inst, c.instantiate(c.listTemplate(), []Type{t.Elems[0]}), true)
}

// unpackStarred checks `a, *rest, z = t` for a tuple t: rest receives a list of the elements
// the other targets leave, which must share one type.
func (c *Checker) unpackStarred(inst *Instance, target syntax.Expr, targets []syntax.Expr, star int, s *syntax.Starred, t Type, value syntax.Node) {
	for _, x := range targets[star+1:] {
		if _, ok := x.(*syntax.Starred); ok {
			c.errorf(inst, x.Pos(), "multiple starred expressions in assignment")
			return
		}
	}
	if !known(t) {
		for _, x := range targets {
			if x == syntax.Expr(s) {
				x = s.Value
			}
			c.assign(inst, x, t, value)
		}
		return
	}
	tup, ok := t.(*Tuple)
	if !ok {
		if c.namedTupleValue(nil, t) != nil {
			c.unsupported(inst, s, "starred targets unpacking "+t.String()+" (a named tuple)")
			return
		}
		c.unpackIterable(inst, target, targets, star, t, value)
		return
	}
	after := len(targets) - star - 1
	if len(tup.Elems) < len(targets)-1 {
		c.errorf(inst, value.Pos(), "not enough values to unpack (expected at least %d, got %d)", len(targets)-1, len(tup.Elems))
		return
	}
	rest := tup.Elems[star : len(tup.Elems)-after]
	var elem Type
	for _, et := range rest {
		if elem != nil && et != elem {
			c.errorHint(inst, s.Pos(), "containers hold one type",
				"the starred target would hold a list of %s and %s", elem, et)
			return
		}
		elem = et
	}
	if elem == nil {
		// Nothing is left for it: the variable's type must come from elsewhere.
		if n, ok := s.Value.(*syntax.Name); ok {
			if v := c.variable(inst, n); v != nil {
				if k := classOf(v.Type); k != nil && k.Origin == c.listTemplate() {
					elem = k.TypeArgs[0]
				}
			}
		}
		if elem == nil {
			c.errorHint(inst, s.Pos(), "annotate the variable before: rest: list[int] = []",
				"cannot infer the element type of the starred target, which receives no values")
			return
		}
	}
	cls := c.instantiate(c.listTemplate(), []Type{elem})
	inst.Info.Lists[s] = c.listInfo(inst, cls, true)
	for i, x := range targets {
		switch {
		case i < star:
			c.assign(inst, x, tup.Elems[i], value)
		case i == star:
			c.assign(inst, s.Value, cls, value)
		default:
			c.assign(inst, x, tup.Elems[len(tup.Elems)-(len(targets)-i)], value)
		}
	}
}

// unpackIterable checks `a, *rest, z = it` (star the starred target's index, or -1) for a list,
// or another iterable made a list first: its length is checked when it runs, raising
// CPython's ValueError.
func (c *Checker) unpackIterable(inst *Instance, target syntax.Expr, targets []syntax.Expr, star int, t Type, value syntax.Node) {
	elem := c.elemType(inst, t)
	switch {
	case elem == nil:
		c.errorf(inst, value.Pos(), "cannot unpack non-iterable %s object", t)
		return
	case !known(elem):
		if elem == pending {
			c.markPending(inst, value.Pos())
		}
		return
	}
	info := &UnpackInfo{}
	cls := c.instantiate(c.listTemplate(), []Type{elem})
	if k := classOf(t); k == nil || k.Origin != c.listTemplate() {
		f := c.prog.Lookup("_unpack_list")
		if f == nil {
			panic("stdlib lacks _unpack_list")
		}
		info.ToList = c.realize(f, []Type{t})
	}
	if star < 0 {
		info.Check = c.method(inst, cls, "_unpack", []Type{cls, c.u.Int})
	} else {
		info.Rest = c.method(inst, cls, "_unpack_rest", []Type{cls, c.u.Int, c.u.Int})
	}
	info.Item = c.method(inst, cls, "_unpack_item", []Type{cls, c.u.Int})
	if info.Item == nil || (info.Check == nil && info.Rest == nil) {
		panic("stdlib: list lacks _unpack, _unpack_rest or _unpack_item")
	}
	inst.Info.Unpacks[target] = info
	for i, x := range targets {
		if i == star {
			c.assign(inst, x.(*syntax.Starred).Value, cls, value)
		} else {
			c.assign(inst, x, elem, value)
		}
	}
}

// listStarCall checks a call with a *argument that is not a tuple: print(a, *xs, sep=s) becomes
// print(_star_join(s, _star_str(a) + _star_strs(xs))), and f(*xs), for a function f of
// positional parameters without defaults, becomes f(_star_arg(xs, 0, ...), _star_arg(xs, 1,
// ...), ...), whose first call checks the list's length (stdlib/star.py).
func (c *Checker) listStarCall(inst *Instance, e *syntax.Call) Type {
	key := spreadKey{e, -1}
	spread := c.spread[key]
	if spread == nil {
		var ok bool
		if spread, ok = c.listSpread(inst, e); !ok {
			return invalid
		}
		c.spread[key] = spread
	}
	t := c.call(inst, spread)
	if ci := inst.Info.Calls[spread]; ci != nil {
		inst.Info.Calls[e] = ci
	}
	return t
}

// listSpread makes the copy of a call with a list as *argument that listStarCall checks, or
// reports why it cannot.
func (c *Checker) listSpread(inst *Instance, e *syntax.Call) (*syntax.Call, bool) {
	name, _ := e.Func.(*syntax.Name)
	var what Type
	for _, a := range e.Args {
		if s, ok := a.(*syntax.Starred); ok {
			if t := c.expr(inst, s.Value); what == nil {
				if _, ok := t.(*Tuple); !ok {
					what = t
				}
			}
		}
	}
	call := func(fn string, args ...syntax.Expr) *syntax.Call {
		return &syntax.Call{Span: e.Span, Func: c.stdName(e.Pos(), e.Pos(), fn), Args: args}
	}
	intConst := func(n int) syntax.Expr {
		return &syntax.Constant{Span: e.Span, Kind: syntax.IntConst, Int: big.NewInt(int64(n))}
	}
	strConst := func(s string) syntax.Expr {
		return &syntax.Constant{Span: e.Span, Kind: syntax.StrConst, Str: s}
	}
	if name != nil {
		switch o := c.lookup(inst, name).(type) {
		case *builtinFunc:
			if o.name == "zip" && len(e.Args) == 1 && len(e.Keywords) == 0 {
				// zip(*rows): tuples whose length is that of rows, known when it runs.
				copy := *e
				copy.Func = c.stdName(e.Func.Pos(), e.Func.End(), "_zip_rows")
				copy.Args = []syntax.Expr{e.Args[0].(*syntax.Starred).Value}
				return &copy, true
			}
			if o.name != "print" {
				break
			}
			var parts syntax.Expr
			for _, a := range e.Args {
				var p syntax.Expr
				if s, ok := a.(*syntax.Starred); ok {
					if tup, ok := c.expr(inst, s.Value).(*Tuple); ok {
						for i := range tup.Elems {
							p = call("_star_str", &syntax.Subscript{Span: s.Span, Value: s.Value, Slice: intConst(i)})
							parts = concatExpr(parts, p)
						}
						continue
					}
					p = call("_star_strs", s.Value)
				} else {
					p = call("_star_str", a)
				}
				parts = concatExpr(parts, p)
			}
			if parts == nil {
				parts = call("_star_strs", strConst(""))
			}
			var sep syntax.Expr = strConst(" ")
			copy := *e
			copy.Keywords = nil
			for _, k := range e.Keywords {
				if k.Name == "sep" {
					if x, ok := k.Value.(*syntax.Constant); !ok || x.Kind != syntax.NoneConst {
						sep = k.Value
					}
					continue
				}
				copy.Keywords = append(copy.Keywords, k)
			}
			copy.Args = []syntax.Expr{call("_star_join", sep, parts)}
			return &copy, true
		case *Func:
			return c.funcSpread(inst, e, o, what, call, intConst, strConst)
		case *Var:
			if ft, ok := c.name(inst, name).(*FuncType); ok {
				return c.funcSpread(inst, e, ft.Func, what, call, intConst, strConst)
			}
		}
	}
	c.errorHint(inst, e.Pos(), "spread a tuple, or pass the list itself",
		"not supported yet: *arguments other than tuples (here %s) in calls other than print(), zip(*rows) and functions of positional parameters without defaults", what)
	return nil, false
}

// concatExpr makes the list concatenation a + b, or b alone when a is nil.
func concatExpr(a, b syntax.Expr) syntax.Expr {
	if a == nil {
		return b
	}
	return &syntax.BinOp{Span: syntax.Span{From: a.Pos(), To: b.End()}, Left: a, Op: syntax.Add, Right: b}
}

// funcSpread makes f(_star_arg(xs, 0, k, before, "f", "a b"), ...) of f(x, *xs).
func (c *Checker) funcSpread(inst *Instance, e *syntax.Call, f *Func, what Type,
	call func(string, ...syntax.Expr) *syntax.Call, intConst func(int) syntax.Expr, strConst func(string) syntax.Expr) (*syntax.Call, bool) {
	c.resolveSignature(f)
	refuse := func(why string) (*syntax.Call, bool) {
		c.errorHint(inst, e.Pos(), "spread a tuple, or pass the list itself",
			"not supported yet: *arguments other than tuples (here %s) in a call of %s, %s", what, f.PyName, why)
		return nil, false
	}
	if f.Recv != nil || f.Kind != PlainFunc {
		return refuse("a method")
	}
	var names []string
	for _, p := range f.params {
		if p.kind != positional || p.def != nil {
			return refuse("which has parameters other than positional ones without defaults")
		}
		names = append(names, p.name)
	}
	if len(e.Keywords) > 0 {
		return refuse("with keyword arguments")
	}
	star := -1
	for i, a := range e.Args {
		if _, ok := a.(*syntax.Starred); ok {
			if star >= 0 {
				return refuse("with more than one *argument")
			}
			star = i
		}
	}
	if star != len(e.Args)-1 {
		return refuse("with positional arguments after the *argument")
	}
	s := e.Args[star].(*syntax.Starred)
	if _, ok := s.Value.(*syntax.Name); !ok {
		return refuse("other than a variable")
	}
	if k := classOf(what); k == nil || k.Origin != c.listTemplate() {
		return refuse("of a " + what.String())
	}
	k := len(names) - star
	if k <= 0 {
		return refuse("which takes no parameter the list would fill")
	}
	fname := f.PyName
	if f.QualName != "" {
		fname = f.QualName
	}
	copy := *e
	copy.Args = append([]syntax.Expr(nil), e.Args[:star]...)
	for i := 0; i < k; i++ {
		copy.Args = append(copy.Args, call("_star_arg", s.Value, intConst(i), intConst(k), intConst(star),
			strConst(fname), strConst(strings.Join(names, " "))))
	}
	return &copy, true
}
