// Dead code: the nodes of a series that follow a return, break, continue or raise; statements
// whose value is unused and that have no effect; assignments to locals nothing reads; and the
// declarations of locals no longer used.
package passes

import (
	"kiln/ir"
	"kiln/ir/analysis"
)

// DeadCode removes unreachable and useless code in every function.
func DeadCode(m *ir.Module, ctx *Context) bool {
	changed := false
	for _, f := range m.Funcs {
		if f.Body == nil {
			continue
		}
		if deadSeries(f.Body) {
			ctx.Changed(f)
			changed = true
		}
		if deadAssigns(f, ctx) {
			ctx.Changed(f)
			changed = true
		}
	}
	return changed
}

// deadSeries cuts every series after its first jump, and drops statements without effect.
func deadSeries(s *ir.Series) bool {
	changed := false
	var out []ir.Node
	for _, n := range s.Items {
		forSeries(n, func(inner *ir.Series) {
			if deadSeries(inner) {
				changed = true
			}
		})
		if v, ok := n.(ir.Value); ok && analysis.Effects(v) == analysis.NoEffect {
			changed = true
			continue
		}
		out = append(out, n)
		if jumps(n) {
			break
		}
	}
	if len(out) != len(s.Items) {
		changed = true
	}
	s.Items = out
	return changed
}

// jumps reports whether control never continues after n.
func jumps(n ir.Node) bool {
	switch n.(type) {
	case *ir.Return, *ir.Break, *ir.Continue, *ir.Throw:
		return true
	}
	return false
}

// deadAssigns drops assignments to locals that are never read (keeping the value's effects),
// then the declarations of locals neither read nor assigned.
func deadAssigns(f *ir.Func, ctx *Context) bool {
	ud := ctx.Uses(f)
	if !ud.Known {
		return false
	}
	changed := false
	var drop func(s *ir.Series)
	drop = func(s *ir.Series) {
		spliceSeries(s, func(n ir.Node) ([]ir.Node, bool) {
			a, ok := n.(*ir.Assign)
			if !ok || a.Var.Global || ud.Uses[a.Var] > 0 {
				return nil, false
			}
			changed = true
			ud.Defs[a.Var]--
			if analysis.Effects(a.Value) == analysis.NoEffect {
				return nil, true
			}
			return []ir.Node{a.Value}, true
		})
	}
	drop(f.Body)
	var locals []*ir.Var
	for _, v := range f.Locals {
		if ud.Uses[v] > 0 || ud.Defs[v] > 0 {
			locals = append(locals, v)
		}
	}
	if len(locals) != len(f.Locals) {
		changed = true
	}
	f.Locals = locals
	return changed
}
