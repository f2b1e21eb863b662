// Parallel assignments of empty literals: `out, ops = [], []` becomes `out = []` and
// `ops = []` before checking, so each variable takes its element type from its own later use,
// as `x = []` does. Only targets that are distinct names and values that are empty literals or
// constants are split: then the order of evaluation cannot tell the two forms apart.
package types

import "kiln/syntax"

// splitParallelEmpty rewrites the parallel assignments of body and of the blocks inside it.
func splitParallelEmpty(body []syntax.Stmt) []syntax.Stmt {
	var out []syntax.Stmt
	for _, s := range body {
		switch s := s.(type) {
		case *syntax.Assign:
			if split := splitAssign(s); split != nil {
				out = append(out, split...)
				continue
			}
		case *syntax.FunctionDef:
			s.Body = splitParallelEmpty(s.Body)
		case *syntax.ClassDef:
			s.Body = splitParallelEmpty(s.Body)
		case *syntax.For:
			s.Body, s.Orelse = splitParallelEmpty(s.Body), splitParallelEmpty(s.Orelse)
		case *syntax.While:
			s.Body, s.Orelse = splitParallelEmpty(s.Body), splitParallelEmpty(s.Orelse)
		case *syntax.If:
			s.Body, s.Orelse = splitParallelEmpty(s.Body), splitParallelEmpty(s.Orelse)
		case *syntax.With:
			s.Body = splitParallelEmpty(s.Body)
		case *syntax.Try:
			s.Body, s.Orelse, s.Finalbody = splitParallelEmpty(s.Body), splitParallelEmpty(s.Orelse), splitParallelEmpty(s.Finalbody)
			for _, h := range s.Handlers {
				h.Body = splitParallelEmpty(h.Body)
			}
		case *syntax.Match:
			for _, mc := range s.Cases {
				mc.Body = splitParallelEmpty(mc.Body)
			}
		}
		out = append(out, s)
	}
	return out
}

// splitAssign returns the assignments `a, b = [], 0` stands for, or nil.
func splitAssign(s *syntax.Assign) []syntax.Stmt {
	if len(s.Targets) != 1 {
		return nil
	}
	var targets []syntax.Expr
	switch t := s.Targets[0].(type) {
	case *syntax.Tuple:
		targets = t.Elts
	case *syntax.List:
		targets = t.Elts
	default:
		return nil
	}
	value, ok := s.Value.(*syntax.Tuple)
	if !ok || len(value.Elts) != len(targets) {
		return nil
	}
	seen := map[string]bool{}
	empty := false
	for i, t := range targets {
		n, ok := t.(*syntax.Name)
		if !ok || seen[n.Id] {
			return nil
		}
		seen[n.Id] = true
		switch x := value.Elts[i]; {
		case isEmptyLiteral(x):
			empty = true
		case isConstant(x):
		default:
			return nil
		}
	}
	if !empty {
		return nil
	}
	out := make([]syntax.Stmt, len(targets))
	for i, t := range targets {
		out[i] = &syntax.Assign{Span: s.Span, Targets: []syntax.Expr{t}, Value: value.Elts[i]}
	}
	return out
}

func isConstant(e syntax.Expr) bool {
	_, ok := e.(*syntax.Constant)
	return ok
}
