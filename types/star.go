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
	spread := c.spread[e]
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
		c.spread[e] = spread
	}
	t := c.call(inst, spread)
	if ci := inst.Info.Calls[spread]; ci != nil {
		inst.Info.Calls[e] = ci
	}
	return t
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
