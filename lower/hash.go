// The body of a tuple type's synthesized __hash__: CPython's tuplehash over the elements'
// hashes.
package lower

import (
	"kiln/ir"
	"kiln/types"
)

// tupleHash writes acc = start; acc = step(acc, hash(elem)) per element; return
// finish(acc, n), with the parts the checker realized (types.Checker.tupleHashParts).
func (b *fn) tupleHash(inst *types.Instance, self ir.Value, n int) {
	start, step, finish := inst.Parts[n], inst.Parts[n+1], inst.Parts[n+2]
	acc := b.call(start, b.f.Pos)
	for i := 0; i < n; i++ {
		lane := b.call(inst.Parts[i], b.f.Pos, &ir.Extract{Value: self, Index: i})
		acc = b.call(step, b.f.Pos, acc, lane)
	}
	b.f.Body.Append(&ir.Return{Value: b.call(finish, b.f.Pos, acc, &ir.Const{T: ir.Int, Int: int64(n)})})
}
