// Divisibility tests: x % c == 0 and x % c != 0, for an int constant c other than 0 and -1,
// compare the truncating remainder (int._srem) with 0 instead. It is 0 exactly when Python's
// remainder is, and LLVM turns it into a multiply and a compare; through int.__mod__ it would
// not, since __mod__ branches on the operands' signs (its unsigned fast path).
package passes

import (
	"math"

	"kiln/ir"
)

// DivTest rewrites divisibility tests.
func DivTest(m *ir.Module, ctx *Context) bool {
	if ctx.Realizer == nil {
		return false
	}
	var srem *ir.Func
	changed := false
	for _, f := range m.Funcs {
		rewriteFunc(f, func(v ir.Value) ir.Value {
			c, ok := v.(*ir.Call)
			if !ok || len(c.Args) != 2 || (c.Func.Name != "int.__eq__[int,int]" && c.Func.Name != "int.__ne__[int,int]") {
				return v
			}
			for i := range 2 {
				mod, ok := c.Args[i].(*ir.Call)
				if !ok || !isIntConst(c.Args[1-i], 0) || mod.Func.Name != "int.__mod__[int,int]" {
					continue
				}
				d, ok := mod.Args[1].(*ir.Const)
				if !ok || d.T != ir.Int || d.Int == 0 || d.Int == -1 {
					continue
				}
				if t := oddTest(ctx.Realizer, mod.Args[0], d.Int, c.Func.Name == "int.__eq__[int,int]"); t != nil {
					changed = true
					t.Pos = c.Pos
					return t
				}
				if srem == nil {
					fn, err := ctx.Realizer.RealizeMethod(ir.Int, "_srem", []ir.Type{ir.Int})
					if err != nil {
						return v
					}
					srem = fn
				}
				changed = true
				args := []ir.Value{&ir.Call{Func: srem, Args: mod.Args, Pos: mod.Pos}, &ir.Const{T: ir.Int}}
				return &ir.Call{Func: c.Func, Args: args, Pos: c.Pos}
			}
			return v
		})
	}
	return changed
}

func isIntConst(v ir.Value, n int64) bool {
	c, ok := v.(*ir.Const)
	return ok && c.T == ir.Int && c.Int == n
}

// oddTest tests x % d == 0 (eq) or x % d != 0 for an odd d other than 1 and -1 without a
// division: with m = |d|, inv the inverse of m modulo 2**64 and a = (2**63 - 1) // m, m
// divides x exactly when x * inv + a, wrapping, is at most 2 * a as an unsigned number
// (Hacker's Delight 10-17). The multiples of m in int's range are k * m for -a <= k <= a (as
// m is odd, 2**63 is no multiple of it), and x * inv is k modulo 2**64 for x = k * m; the other
// way, a k in [-a, a] with k * m = x modulo 2**64 is k * m = x exactly, as |k * m| < 2**63.
// Python's x % d is 0 exactly when m divides x. LLVM makes the same multiply and compare of a
// srem it sees compared with 0, but only when it selects instructions: its vectorizer counts
// the srem as a division and leaves the loop scalar; written as a multiply it vectorizes.
func oddTest(r Realizer, x ir.Value, d int64, eq bool) *ir.Call {
	if d%2 == 0 || d == 1 || d == -1 || d == math.MinInt64 {
		return nil
	}
	m := uint64(d)
	if d < 0 {
		m = uint64(-d)
	}
	inv := m // correct to 3 bits; each step doubles them
	for range 5 {
		inv *= 2 - m*inv
	}
	name := "_odd_divides"
	if !eq {
		name = "_odd_not_divides"
	}
	fn, err := r.RealizeMethod(ir.Int, name, []ir.Type{ir.Int, ir.Int})
	if err != nil || fn.Ret != ir.Bool {
		return nil
	}
	a := int64(math.MaxInt64 / m)
	return &ir.Call{Func: fn, Args: []ir.Value{x, &ir.Const{T: ir.Int, Int: int64(inv)}, &ir.Const{T: ir.Int, Int: a}}}
}
