// Print of concatenations: print(a + b + c) builds the string a + b + c only to write it; the
// parts are written one after the other instead, without the temporaries.
package passes

import (
	"kiln/ir"
	"kiln/ir/analysis"
)

const writeStr = "_write[str]"

// PrintConcat writes the parts of a concatenation separately.
func PrintConcat(m *ir.Module, ctx *Context) bool {
	changed := false
	next := maxVarID(m)
	for _, f := range m.Funcs {
		if f.Body == nil {
			continue
		}
		spliceSeries(f.Body, func(n ir.Node) ([]ir.Node, bool) {
			w, ok := n.(*ir.Call)
			if !ok || w.Func.Name != writeStr {
				return nil, false
			}
			parts := concatParts(w.Args[0])
			var pre []ir.Node
			if fl, ok := parts[0].(*ir.FlowInstr); ok {
				if h, ok := fl.Result.(*ir.Call); ok && isCatHelper(h.Func) {
					// A format joined by strconcat: its parts are evaluated, then written.
					pre = fl.Flow.Items
					parts = append(append([]ir.Value{}, h.Args...), parts[1:]...)
				}
			}
			if len(parts) < 2 {
				return nil, false
			}
			for i, p := range parts {
				// An int part of a strconcat helper stands for its str().
				if p.Type() == ir.Int {
					if ctx.Realizer == nil {
						return nil, false
					}
					if parts[i] = strPart(p, w, ctx.Realizer); parts[i] == nil {
						return nil, false
					}
				}
			}
			changed = true
			return append(pre, writeParts(f, w, parts, &next)...), true
		})
	}
	return changed
}

// writeParts writes the parts in order. When evaluating a part may do anything (print, raise),
// every part is evaluated into a temporary first, as the concatenation evaluated them all
// before writing anything.
func writeParts(f *ir.Func, w *ir.Call, parts []ir.Value, next *int) []ir.Node {
	var out []ir.Node
	effects := false
	for _, p := range parts {
		effects = effects || analysis.Effects(p) != analysis.NoEffect
	}
	if effects {
		for i, p := range parts {
			if _, isConst := p.(*ir.Const); isConst {
				continue
			}
			*next++
			t := &ir.Var{Name: "part", ID: *next, T: ir.Str}
			f.Locals = append(f.Locals, t)
			out = append(out, &ir.Assign{Var: t, Value: p})
			parts[i] = &ir.VarValue{Var: t}
		}
	}
	for _, p := range parts {
		out = append(out, &ir.Call{Func: w.Func, Args: []ir.Value{p}, Pos: w.Pos})
	}
	return out
}

// maxVarID returns the largest variable ID of the module, so new variables get fresh ones.
func maxVarID(m *ir.Module) int {
	id := 0
	see := func(v *ir.Var) { id = max(id, v.ID) }
	for _, g := range m.Globals {
		see(g)
	}
	for _, f := range m.Funcs {
		for _, v := range f.Params {
			see(v)
		}
		for _, v := range f.Locals {
			see(v)
		}
	}
	return id
}
