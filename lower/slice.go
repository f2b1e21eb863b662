// Lowering of tuple slices with constant bounds (other slices are __getitem__ calls).
package lower

import (
	"kiln/ir"
	"kiln/syntax"
)

// tupleSlice builds the tuple of the elements at idx of the sliced tuple, evaluated once.
func (b *fn) tupleSlice(e *syntax.Subscript, idx []int) ir.Value {
	t := b.irType(b.info.Types[e]).(*ir.Tuple)
	pre := &ir.Series{}
	src := b.settle(pre, b.expr(e.Value))
	var agg ir.Value
	for i, k := range idx {
		agg = &ir.Insert{T: t, Agg: agg, Index: i, Elem: &ir.Extract{Value: src, Index: k}}
	}
	if agg == nil {
		agg = &ir.Const{T: t} // the empty tuple
	}
	return flow(pre, agg)
}
