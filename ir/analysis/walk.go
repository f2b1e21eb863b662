// Package analysis holds read-only facts about Kiln IR functions: traversal, use-def counts,
// side effects, a control-flow graph over the structured flows, and dominators. It never
// rewrites; the passes do.
//
// Every analysis knows the node kinds of package ir by name. A node kind it does not know (the
// IR grows) is opaque: it cannot see the variables read or written inside it, so it reports
// the function as not Known and the passes leave that function alone.
package analysis

import "kiln/ir"

// Children returns the nodes directly inside n, in evaluation order. ok is false for a node
// kind this package does not know.
func Children(n ir.Node) (kids []ir.Node, ok bool) {
	switch n := n.(type) {
	case *ir.Series:
		return n.Items, true
	case *ir.If:
		return []ir.Node{n.Cond, n.Then, n.Else}, true
	case *ir.While:
		return []ir.Node{n.Cond, n.Body}, true
	case *ir.ImperativeFor:
		return []ir.Node{n.Start, n.Stop, n.Step, n.Body}, true
	case *ir.TryCatch:
		kids = []ir.Node{n.Body}
		for _, c := range n.Catches {
			kids = append(kids, c.Body)
		}
		kids = append(kids, n.Else)
		if n.Finally != nil {
			kids = append(kids, n.Finally)
		}
		return kids, true
	case *ir.Const, *ir.VarValue, *ir.New, *ir.FuncAddr, *ir.Break, *ir.Continue:
		return nil, true
	case *ir.Call:
		return values(n.Args...), true
	case *ir.VirtualCall:
		return values(n.Args...), true
	case *ir.IndirectCall:
		return values(append([]ir.Value{n.Fn}, n.Args...)...), true
	case *ir.Ternary:
		return values(n.Cond, n.True, n.False), true
	case *ir.FlowInstr:
		return []ir.Node{n.Flow, n.Result}, true
	case *ir.Insert:
		if n.Agg == nil {
			return values(n.Elem), true
		}
		return values(n.Agg, n.Elem), true
	case *ir.SetField:
		return values(n.Obj, n.Value), true
	case *ir.Is:
		return values(n.X, n.Y), true
	case *ir.Return:
		if n.Value == nil {
			return nil, true
		}
		return values(n.Value), true
	case *ir.Extract:
		return values(n.Value), true
	case *ir.InstanceOf:
		return values(n.Value), true
	case *ir.Addr:
		return values(n.Value), true
	case *ir.Wrap:
		return values(n.Value), true
	case *ir.IsSome:
		return values(n.Value), true
	case *ir.Unwrap:
		return values(n.Value), true
	case *ir.Cast:
		return values(n.Value), true
	case *ir.Throw:
		return values(n.Value), true
	case *ir.TypeName:
		return values(n.Value), true
	case *ir.Assign:
		return values(n.Value), true
	}
	return nil, false
}

func values(vs ...ir.Value) []ir.Node {
	out := make([]ir.Node, len(vs))
	for i, v := range vs {
		out[i] = v
	}
	return out
}

// Visit calls f on n and, when f returns true, on everything inside it, pre-order. It returns
// false when it met a node kind it does not know, whose insides it could not visit.
func Visit(n ir.Node, f func(ir.Node) bool) bool {
	if !f(n) {
		_, ok := Children(n)
		return ok
	}
	kids, ok := Children(n)
	for _, k := range kids {
		if !Visit(k, f) {
			ok = false
		}
	}
	return ok
}

// Defined returns the variables n itself assigns (not those assigned inside it).
func Defined(n ir.Node) []*ir.Var {
	switch n := n.(type) {
	case *ir.Assign:
		return []*ir.Var{n.Var}
	case *ir.ImperativeFor:
		return []*ir.Var{n.Var}
	case *ir.TryCatch:
		var vs []*ir.Var
		for _, c := range n.Catches {
			vs = append(vs, c.Exc)
			if c.Var != nil {
				vs = append(vs, c.Var)
			}
		}
		return vs
	}
	return nil
}
