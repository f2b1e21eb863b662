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
		if _, ok := t.(*Tuple); !ok {
			c.unsupported(inst, a, "*arguments other than tuples (here "+t.String()+")")
			return invalid
		}
		if _, ok := s.Value.(*syntax.Name); !ok {
			c.unsupported(inst, a, "*arguments other than variables")
			return invalid
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
