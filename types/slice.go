// Slices: x[a:b:c] is x.__getitem__(slice(a, b, c)) with the stdlib's slice class (omitted
// bounds are None); a tuple sliced by constants is the tuple of the elements chosen.
package types

import "kiln/syntax"

// sliceExpr checks a:b:c as the call slice(a, b, c) that lowering makes of it.
func (c *Checker) sliceExpr(inst *Instance, e *syntax.Slice) Type {
	call := inst.Info.Slices[e]
	if call == nil {
		call = sliceCall(e)
		inst.Info.Slices[e] = call
	}
	cls, _ := c.builtins.lookup("slice").(*Class)
	if cls == nil {
		panic("stdlib lacks class slice")
	}
	return c.construct(inst, call, cls)
}

// sliceCall is the constructor call a:b:c stands for.
func sliceCall(e *syntax.Slice) *syntax.Call {
	call := &syntax.Call{Span: e.Span, Func: &syntax.Name{Span: e.Span, Id: "slice"}}
	for _, x := range []syntax.Expr{e.Lower, e.Upper, e.Step} {
		if x == nil {
			x = &syntax.Constant{Span: e.Span, Kind: syntax.NoneConst}
		}
		call.Args = append(call.Args, x)
	}
	return call
}

// tupleSlice checks t[a:b:c] for a tuple t and constant (or omitted) bounds: the result is the
// tuple of the elements CPython's slice.indices selects.
func (c *Checker) tupleSlice(inst *Instance, e *syntax.Subscript, tup *Tuple, s *syntax.Slice) Type {
	var bounds [3]*int64
	for i, x := range []syntax.Expr{s.Lower, s.Upper, s.Step} {
		if x == nil {
			continue
		}
		v, ok := constInt(x)
		if !ok {
			c.expr(inst, x)
			c.unsupported(inst, x, "tuple slices with bounds other than integer constants")
			return invalid
		}
		inst.Info.Types[x] = c.u.Int
		bounds[i] = &v
	}
	if bounds[2] != nil && *bounds[2] == 0 {
		c.errorf(inst, s.Step.Pos(), "slice step cannot be zero")
		return invalid
	}
	start, stop, step := sliceIndices(bounds, int64(len(tup.Elems)))
	var idx []int
	var elems []Type
	for i := start; (step > 0 && i < stop) || (step < 0 && i > stop); i += step {
		idx = append(idx, int(i))
		elems = append(elems, tup.Elems[i])
	}
	inst.Info.TupleSlices[e] = idx
	return c.u.TupleOf(elems)
}

// sliceIndices is CPython's slice.indices(n) for bounds that may be omitted (nil); the step is
// not zero.
func sliceIndices(b [3]*int64, n int64) (start, stop, step int64) {
	step = 1
	if b[2] != nil {
		step = *b[2]
	}
	lower, upper := int64(0), n
	if step < 0 {
		lower, upper = -1, n-1
	}
	clamp := func(v *int64, def int64) int64 {
		if v == nil {
			return def
		}
		x := *v
		if x < 0 {
			x += n
			if x < lower {
				x = lower
			}
		} else if x > upper {
			x = upper
		}
		return x
	}
	if step < 0 {
		return clamp(b[0], upper), clamp(b[1], lower), step
	}
	return clamp(b[0], lower), clamp(b[1], upper), step
}

// sliceTargetType is the type a value assigned to x[a:b] must have when x is a list: x's own
// (so `x[1:] = []` needs no annotation); nil otherwise.
func (c *Checker) sliceTargetType(inst *Instance, e *syntax.Subscript) Type {
	if _, ok := e.Slice.(*syntax.Slice); !ok {
		return nil
	}
	ot := c.expr(inst, e.Value)
	if cls := classOf(ot); cls != nil && cls.Origin == c.listTemplate() {
		return ot
	}
	return nil
}

// sliceShort checks slice(stop) and slice(start, stop) as slice(None, stop, None) and
// slice(start, stop, None); ok is false for other calls.
func (c *Checker) sliceShort(inst *Instance, e *syntax.Call, cls *Class) (Type, bool) {
	if slice, _ := c.builtins.lookup("slice").(*Class); cls != slice || len(e.Keywords) > 0 || hasStar(e.Args) {
		return nil, false
	}
	switch n := len(e.Args); {
	case n == 0:
		c.errorf(inst, e.Pos(), "slice expected at least 1 argument, got 0")
		return invalid, true
	case n > 3:
		c.argTypes(inst, e)
		c.errorf(inst, e.Pos(), "slice expected at most 3 arguments, got %d", n)
		return invalid, true
	case n == 3:
		return nil, false
	}
	return c.standIn(inst, e, func() syntax.Expr {
		none := func() syntax.Expr { return &syntax.Constant{Span: e.Span, Kind: syntax.NoneConst} }
		call := *e
		call.Args = []syntax.Expr{none(), e.Args[0], none()}
		if len(e.Args) == 2 {
			call.Args = []syntax.Expr{e.Args[0], e.Args[1], none()}
		}
		return &call
	}), true
}
