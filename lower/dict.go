// Lowering of dict and set literals, of comprehensions, and of del obj[k].
package lower

import (
	"kiln/ir"
	"kiln/syntax"
)

// dictLiteral lowers {k: v, ...}: a new dict, reserved, then each pair stored in order (a
// repeated key keeps its first position and takes the last value, as in CPython).
func (b *fn) dictLiteral(e *syntax.Dict) ir.Value {
	li := b.info.Lists[e]
	pre, d := b.newList(li, e.Pos())
	if li.Reserve != nil {
		pre.Append(b.call(li.Reserve, e.Pos(), d, &ir.Const{T: ir.Int, Int: int64(len(e.Keys))}))
	}
	for i, k := range e.Keys {
		pre.Append(b.call(li.SetItem, k.Pos(), d, b.expr(k), b.expr(e.Values[i])))
	}
	return &ir.FlowInstr{Flow: pre, Result: d}
}

// setLiteral lowers {a, b, ...}: a new set, each element added in order; a literal of
// constants is then copied, as CPython copies its frozenset constant.
func (b *fn) setLiteral(e *syntax.Set) ir.Value {
	li := b.info.Lists[e]
	pre, s := b.newList(li, e.Pos())
	for _, x := range e.Elts {
		pre.Append(b.call(li.Append, x.Pos(), s, b.expr(x)))
	}
	if li.Const != nil {
		return &ir.FlowInstr{Flow: pre, Result: b.call(li.Const, e.Pos(), s)}
	}
	return &ir.FlowInstr{Flow: pre, Result: s}
}

// comprehension lowers the loops of a list, set or dict comprehension around emit, which
// stores one item into the container c.
func (b *fn) comprehension(e syntax.Expr, gens []*syntax.Comprehension, emit func(out *ir.Series, c ir.Value)) ir.Value {
	li := b.info.Lists[e]
	pre, c := b.newList(li, e.Pos())
	var gen func(out *ir.Series, i int)
	gen = func(out *ir.Series, i int) {
		if i == len(gens) {
			emit(out, c)
			return
		}
		g := gens[i]
		b.iterate(out, b.info.Fors[g.Iter], g.Iter, func(body *ir.Series, item ir.Value) {
			if item != nil {
				b.assign(body, g.Target, item)
			}
			inner := body
			for _, cond := range g.Ifs {
				s := &ir.Series{}
				inner.Append(&ir.If{Cond: b.cond(cond), Then: s, Else: &ir.Series{}})
				inner = s
			}
			gen(inner, i+1)
		}, nil)
	}
	gen(pre, 0)
	return &ir.FlowInstr{Flow: pre, Result: c}
}

func (b *fn) setComp(e *syntax.SetComp) ir.Value {
	li := b.info.Lists[e]
	return b.comprehension(e, e.Generators, func(out *ir.Series, s ir.Value) {
		out.Append(b.call(li.Append, e.Elt.Pos(), s, b.expr(e.Elt)))
	})
}

func (b *fn) dictComp(e *syntax.DictComp) ir.Value {
	li := b.info.Lists[e]
	return b.comprehension(e, e.Generators, func(out *ir.Series, d ir.Value) {
		out.Append(b.call(li.SetItem, e.Key.Pos(), d, b.expr(e.Key), b.expr(e.Value)))
	})
}

// deleteStmt lowers del obj[k], ...: each target in order, through __delitem__.
func (b *fn) deleteStmt(out *ir.Series, s *syntax.Delete) {
	for _, t := range s.Targets {
		e := t.(*syntax.Subscript)
		out.Append(b.call(b.info.Subscripts[e], e.Pos(), b.expr(e.Value), b.expr(e.Slice)))
	}
}
