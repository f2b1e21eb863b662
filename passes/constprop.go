// Constant propagation: a local assigned a constant exactly once, where that assignment
// dominates every read, is replaced by the constant at its reads.
package passes

import (
	"kiln/ir"
	"kiln/ir/analysis"
)

// ConstProp propagates the constants of single-assignment locals.
func ConstProp(m *ir.Module, ctx *Context) bool {
	changed := false
	for _, f := range m.Funcs {
		if f.Body != nil && propagateIn(f, ctx) {
			ctx.Changed(f)
			changed = true
		}
	}
	return changed
}

// propagateIn propagates in one function.
func propagateIn(f *ir.Func, ctx *Context) bool {
	ud := ctx.Uses(f)
	if !ud.Known {
		return false
	}
	g := ctx.CFG(f)
	if !g.Known {
		return false
	}
	consts := map[*ir.Var]*ir.Const{}
	var defBlock = map[*ir.Var]*analysis.Block{}
	for _, b := range g.Blocks {
		a, ok := b.Node.(*ir.Assign)
		if !ok || a.Var.Global || ud.Defs[a.Var] != 1 || ud.Uses[a.Var] == 0 {
			continue
		}
		if k, ok := a.Value.(*ir.Const); ok && k.T == a.Var.T {
			consts[a.Var] = k
			defBlock[a.Var] = b
		}
	}
	if len(consts) == 0 {
		return false
	}
	dom := ctx.Dominators(f)
	for _, b := range g.Blocks {
		for _, v := range b.Values {
			analysis.Visit(v, func(n ir.Node) bool {
				if r, ok := n.(*ir.VarValue); ok {
					if d := defBlock[r.Var]; d != nil && (d == b || !dom.Dominates(d, b)) {
						delete(consts, r.Var) // a read the assignment does not reach first
					}
				}
				return true
			})
		}
	}
	if len(consts) == 0 {
		return false
	}
	rewriteFunc(f, func(v ir.Value) ir.Value {
		if r, ok := v.(*ir.VarValue); ok {
			if k := consts[r.Var]; k != nil {
				c := *k
				return &c
			}
		}
		return v
	})
	return true
}
