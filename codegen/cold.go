package codegen

// Functions that always raise (the stdlib's _raise and its callers such as _none_attr, a
// user's function ending in `raise`) are marked cold: LLVM then inlines them only when tiny
// and lays their calls out of the hot path. Inlined, such a raise (building the message and
// the exception object) makes every caller too big to be inlined in turn, and a method that is
// not inlined keeps the objects it returns on the heap (alloc.go needs the allocation and its
// uses in one function to remove it).

import "kiln/ir"

// alwaysRaising returns the bodied functions from which every path ends in an exception.
func alwaysRaising(m *ir.Module) map[*ir.Func]bool {
	raising := map[*ir.Func]bool{}
	for changed := true; changed; {
		changed = false
		for _, f := range m.Funcs {
			if f.Kind == ir.Bodied && !f.Generator && !raising[f] && seriesRaises(f.Body, raising) {
				raising[f] = true
				changed = true
			}
		}
	}
	return raising
}

// seriesRaises reports whether running s surely ends in an exception.
func seriesRaises(s *ir.Series, raising map[*ir.Func]bool) bool {
	if s == nil {
		return false
	}
	for _, n := range s.Items {
		if nodeRaises(n, raising) {
			return true
		}
	}
	return false
}

func nodeRaises(n ir.Node, raising map[*ir.Func]bool) bool {
	switch n := n.(type) {
	case *ir.Throw:
		return true
	case *ir.Call:
		return raising[n.Func]
	case *ir.Assign:
		return nodeRaises(n.Value, raising)
	case *ir.Series:
		return seriesRaises(n, raising)
	case *ir.If:
		return seriesRaises(n.Then, raising) && seriesRaises(n.Else, raising)
	case *ir.FlowInstr:
		return seriesRaises(n.Flow, raising) || nodeRaises(n.Result, raising)
	}
	return false
}
