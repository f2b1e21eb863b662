// Str locals only measured: a local str variable whose every read is len(v) holds its length
// instead. Each assignment v = x becomes v = len(x) (x evaluated as before, then measured) and
// each len(v) reads v. A str is immutable, so the length taken when it is stored is the length
// every later len(v) would find; the str itself is never observed (no other read, not a
// global, not a parameter, not a closure's cell, which has another type), so it need not be
// kept. When x is a concatenation, strconcat's len rule then sums its parts' lengths and the
// str is not built at all. A read that may find v unassigned still tests v's flag first (lower
// /unbound.go), so UnboundLocalError is raised as before.
package passes

import (
	"unicode/utf8"

	"kiln/ir"
	"kiln/ir/analysis"
)

// LenLocal rewrites the str locals only len reads.
func LenLocal(m *ir.Module, ctx *Context) bool {
	changed := false
	for _, f := range m.Funcs {
		if f.Body == nil || f.Generator {
			continue
		}
		vars, measure := measuredLocals(f)
		if len(vars) == 0 {
			continue
		}
		rewriteFunc(f, func(v ir.Value) ir.Value {
			switch v := v.(type) {
			case *ir.Call:
				if x, ok := measuredRead(v); ok && vars[x] {
					if fl, ok := v.Args[0].(*ir.FlowInstr); ok {
						return &ir.FlowInstr{Flow: fl.Flow, Result: &ir.VarValue{Var: x}}
					}
					return &ir.VarValue{Var: x}
				}
			case *ir.Assign:
				switch {
				case !vars[v.Var]:
				case isStrConst(v.Value):
					v.Value = &ir.Const{T: ir.Int, Int: int64(utf8.RuneCountInString(v.Value.(*ir.Const).Str))}
				default:
					v.Value = &ir.Call{Func: measure, Args: []ir.Value{v.Value}, Pos: v.Pos}
				}
			}
			return v
		})
		for x := range vars {
			x.T = ir.Int
		}
		ctx.Changed(f)
		changed = true
	}
	return changed
}

// measuredLocals returns f's str locals that are assigned only by Assign and read only as
// the argument of len, and that len: nil when there are none, or when f holds a node kind the
// analyses do not know.
func measuredLocals(f *ir.Func) (map[*ir.Var]bool, *ir.Func) {
	cands := map[*ir.Var]bool{}
	for _, x := range f.Locals {
		if x.T == ir.Str && !x.Global {
			cands[x] = true
		}
	}
	if len(cands) == 0 {
		return nil, nil
	}
	ud := analysis.CountUses(f)
	if !ud.Known {
		return nil, nil
	}
	var measure *ir.Func
	lens := map[*ir.Var]int{}
	assigns := map[*ir.Var]int{}
	analysis.Visit(f.Body, func(n ir.Node) bool {
		switch n := n.(type) {
		case *ir.Call:
			if x, ok := measuredRead(n); ok {
				lens[x]++
				measure = n.Func
			}
		case *ir.Assign:
			assigns[n.Var]++
		}
		return true
	})
	out := map[*ir.Var]bool{}
	for x := range cands {
		if ud.Uses[x] > 0 && ud.Uses[x] == lens[x] && ud.Defs[x] == assigns[x] {
			out[x] = true
		}
	}
	if len(out) == 0 {
		return nil, nil
	}
	return out, measure
}

// measuredRead returns the variable c measures when c is len(x) of a str variable x, or of
// x's checked read: a flow that raises when x is unassigned, with x as its result.
func measuredRead(c *ir.Call) (*ir.Var, bool) {
	if c.Func.Name != strLen || c.Func.Traced || len(c.Args) != 1 {
		return nil, false
	}
	a := c.Args[0]
	if fl, ok := a.(*ir.FlowInstr); ok {
		a = fl.Result
	}
	x, ok := a.(*ir.VarValue)
	if !ok {
		return nil, false
	}
	return x.Var, true
}
