// Dead code: drops the nodes of a series that follow a return, break or continue.
package passes

import "kiln/ir"

// DeadCode removes unreachable nodes after a terminator in every series of every function.
func DeadCode(m *ir.Module) {
	for _, f := range m.Funcs {
		if f.Body != nil {
			deadSeries(f.Body)
		}
	}
}

func deadSeries(s *ir.Series) {
	for i, n := range s.Items {
		switch n := n.(type) {
		case *ir.Return, *ir.Break, *ir.Continue:
			s.Items = s.Items[:i+1]
			return
		case *ir.If:
			deadSeries(n.Then)
			deadSeries(n.Else)
		case *ir.While:
			deadSeries(n.Body)
		case *ir.ImperativeFor:
			deadSeries(n.Body)
		case *ir.Series:
			deadSeries(n)
		}
	}
}
