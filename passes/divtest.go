// Divisibility tests: x % c == 0 and x % c != 0, for an int constant c other than 0 and -1,
// compare the truncating remainder (int._srem) with 0 instead. It is 0 exactly when Python's
// remainder is, and LLVM turns it into a multiply and a compare; through int.__mod__ it would
// not, since __mod__ branches on the operands' signs (its unsigned fast path).
package passes

import "kiln/ir"

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
