// Starred tuple displays: (*a, b) with a a tuple stands for a + (b,), so its type is the
// concatenation of the operands' element types and the elements are evaluated in CPython's
// order, each starred operand once.
package types

import (
	"kiln/syntax"
)

// starTuple checks a tuple display with *operands. Each operand must be a tuple: a list's (or
// another iterable's) length is not static, and a tuple's length is part of its type.
func (c *Checker) starTuple(inst *Instance, e *syntax.Tuple) Type {
	for _, x := range e.Elts {
		s, ok := x.(*syntax.Starred)
		if !ok {
			continue
		}
		t := c.expr(inst, s.Value)
		if !known(t) {
			if t == pending {
				c.markPending(inst, s.Pos())
			}
			return t
		}
		if _, ok := t.(*Tuple); !ok {
			c.unsupported(inst, x, "*"+t.String()+" in a tuple display (a tuple's length is part of its type: only a tuple can be unpacked into one)")
			return invalid
		}
	}
	return c.standIn(inst, e, func() syntax.Expr { return starTupleStand(e) })
}

// starTupleStand returns the concatenation (*a, b, c, *d) stands for: a + (b, c) + d.
func starTupleStand(e *syntax.Tuple) syntax.Expr {
	var parts []syntax.Expr
	var run *syntax.Tuple
	for _, x := range e.Elts {
		if s, ok := x.(*syntax.Starred); ok {
			run = nil
			parts = append(parts, s.Value)
			continue
		}
		if run == nil {
			run = &syntax.Tuple{Span: syntax.Span{From: x.Pos(), To: x.End()}}
			parts = append(parts, run)
		}
		run.Elts = append(run.Elts, x)
	}
	sum := parts[0]
	for _, p := range parts[1:] {
		sum = &syntax.BinOp{Span: e.Span, Left: sum, Op: syntax.Add, Right: p}
	}
	return sum
}
