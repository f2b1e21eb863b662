// Range reservations: a counted loop that appends to a local list once per iteration,
//
//	for i in range(n):                    xs._reserve_range(n)
//	    ...                         ->    for i in range(n):
//	    xs.append(f(i))                       ...
//	                                          xs.append(f(i))
//
// sizes the list's array once before the loop instead of growing it as it goes (by an eighth,
// then by half past 4096 items: a list of a million ints allocated, copied and paged in about
// twice its final size). The reservation is only a capacity, which a program cannot observe:
// the items, the exceptions and the order of evaluation are the loop's. The loop must start at
// the constant 0 with step 1 and stop at a constant or a local read (evaluated once, before the
// loop, so the reservation reads the same count without evaluating anything twice), and its
// body must end with the append at its top level with no break or continue anywhere in it,
// so the append runs on every iteration that completes. If the loop raises, the room reserved
// stays unused; list._reserve_range reserves nothing past 1 << 22 items, so such a loop holds
// at most that much unused room, and a range too large to finish is not reserved at all.
package passes

import (
	"strings"

	"kiln/ir"
	"kiln/ir/analysis"
)

// RangeReserve reserves room before counted loops that append once per iteration.
func RangeReserve(m *ir.Module, ctx *Context) bool {
	if ctx.Realizer == nil {
		return false
	}
	changed := false
	for _, f := range m.Funcs {
		if f.Body == nil {
			continue
		}
		analysis.Visit(f.Body, func(n ir.Node) bool {
			s, ok := n.(*ir.Series)
			if !ok {
				return true
			}
			for i := 0; i < len(s.Items); i++ {
				if res := rangeReservation(f, s.Items[i], ctx.Realizer); res != nil {
					s.Items = append(s.Items[:i], append([]ir.Node{res}, s.Items[i:]...)...)
					i++
					changed = true
				}
			}
			return true
		})
	}
	return changed
}

// rangeReservation returns `out._reserve_range(stop)` for a loop n of the shape the package
// comment describes, nil for any other node.
func rangeReservation(f *ir.Func, n ir.Node, r Realizer) ir.Node {
	loop, ok := n.(*ir.ImperativeFor)
	if !ok || len(loop.Body.Items) == 0 || !isIntConst(loop.Start, 0) || !isIntConst(loop.Step, 1) {
		return nil
	}
	switch stop := loop.Stop.(type) {
	case *ir.Const:
	case *ir.VarValue:
		if !isLocal(f, stop.Var) {
			return nil
		}
	default:
		return nil
	}
	c, ok := loop.Body.Items[len(loop.Body.Items)-1].(*ir.Call)
	if !ok || len(c.Args) != 2 {
		return nil
	}
	out, ok := c.Args[0].(*ir.VarValue)
	if !ok || !isLocal(f, out.Var) {
		return nil // a global could be unassigned before the loop
	}
	ot, ok := out.Var.T.(*ir.Class)
	if !ok || !strings.HasPrefix(ot.Name, "list[") || c.Func.Name != ot.Name+".append["+ot.Name+","+c.Args[1].Type().String()+"]" {
		return nil
	}
	jumps := false
	analysis.Visit(loop.Body, func(n ir.Node) bool {
		switch n.(type) {
		case *ir.Break, *ir.Continue:
			jumps = true
		}
		return !jumps
	})
	if jumps {
		return nil // a break or continue (perhaps of an inner loop: not told apart here)
	}
	fn, err := r.RealizeMethod(ot, "_reserve_range", []ir.Type{ir.Int})
	if err != nil {
		return nil
	}
	return &ir.Call{Func: fn, Args: []ir.Value{&ir.VarValue{Var: out.Var}, loop.Stop}, Pos: c.Pos}
}

// isLocal reports whether v is a local or a parameter of f.
func isLocal(f *ir.Func, v *ir.Var) bool {
	for _, l := range f.Locals {
		if l == v {
			return true
		}
	}
	for _, p := range f.Params {
		if p == v {
			return true
		}
	}
	return false
}
