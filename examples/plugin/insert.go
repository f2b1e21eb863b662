// The plugin's pass: a call of a check after every call of a chosen function.
package main

import (
	"kiln/ir"
	"kiln/passes"
)

// InsertCheck returns a pass that follows every statement calling a function whose Python name
// is after (a call statement, or an assignment of its result) with a call of the program's
// function named check, which takes no arguments. It does nothing if the program has no such
// check (Kiln compiles only the functions a program calls).
func InsertCheck(after, check string) func(m *ir.Module, _ *passes.Context) bool {
	return func(m *ir.Module, _ *passes.Context) bool {
		var fn *ir.Func
		for _, f := range m.Funcs {
			if f.PyName == check && len(f.Params) == 0 {
				fn = f
			}
		}
		if fn == nil {
			return false
		}
		changed := false
		for _, f := range m.Funcs {
			if f.Body != nil && f != fn {
				changed = insertIn(f.Body, after, fn) || changed
			}
		}
		return changed
	}
}

// insertIn inserts the check in s and the series nested in its flows.
func insertIn(s *ir.Series, after string, check *ir.Func) bool {
	changed := false
	var out []ir.Node
	for _, n := range s.Items {
		for _, inner := range nested(n) {
			changed = insertIn(inner, after, check) || changed
		}
		out = append(out, n)
		if c := calledAt(n); c != nil && c.Func.PyName == after {
			out = append(out, &ir.Call{Func: check, Pos: c.Pos})
			changed = true
		}
	}
	s.Items = out
	return changed
}

// calledAt returns the call a statement makes at its top: f(...) or x = f(...).
func calledAt(n ir.Node) *ir.Call {
	if a, ok := n.(*ir.Assign); ok {
		n = a.Value
	}
	c, _ := n.(*ir.Call)
	return c
}

// nested returns the series inside a flow statement.
func nested(n ir.Node) []*ir.Series {
	switch n := n.(type) {
	case *ir.If:
		return []*ir.Series{n.Then, n.Else}
	case *ir.While:
		return []*ir.Series{n.Body}
	case *ir.ImperativeFor:
		return []*ir.Series{n.Body}
	case *ir.Series:
		return []*ir.Series{n}
	case *ir.TryCatch:
		out := []*ir.Series{n.Body, n.Else}
		for _, c := range n.Catches {
			out = append(out, c.Body)
		}
		if n.Finally != nil {
			out = append(out, n.Finally)
		}
		return out
	}
	return nil
}
