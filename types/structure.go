// Structure: the checks CPython's compiler makes on every statement, called or not — break and
// continue inside loops, return inside functions — and the nesting Kiln does not support yet.
package types

import "kiln/syntax"

// structure walks statements once, whether or not the code is ever realized. loops counts the
// enclosing loops of the current function; inFunc says whether a def encloses the statements.
func (c *Checker) structure(body []syntax.Stmt, loops int, inFunc bool) {
	for _, s := range body {
		switch s := s.(type) {
		case *syntax.Break:
			if loops == 0 {
				c.declErrs.Addf(s.Pos(), "'break' outside loop")
			}
		case *syntax.Continue:
			if loops == 0 {
				c.declErrs.Addf(s.Pos(), "'continue' not properly in loop")
			}
		case *syntax.Return:
			if !inFunc {
				c.declErrs.Addf(s.Pos(), "'return' outside function")
			}
		case *syntax.If:
			c.structure(s.Body, loops, inFunc)
			c.structure(s.Orelse, loops, inFunc)
		case *syntax.While:
			c.structure(s.Body, loops+1, inFunc)
			c.structure(s.Orelse, loops, inFunc)
		case *syntax.For:
			c.structure(s.Body, loops+1, inFunc)
			c.structure(s.Orelse, loops, inFunc)
		case *syntax.With:
			c.structure(s.Body, loops, inFunc)
		case *syntax.Try:
			c.structure(s.Body, loops, inFunc)
			for _, h := range s.Handlers {
				c.structure(h.Body, loops, inFunc)
			}
			c.structure(s.Orelse, loops, inFunc)
			c.structure(s.Finalbody, loops, inFunc)
		case *syntax.FunctionDef:
			if !inFunc && (loops > 0 || !c.topLevel[s]) {
				c.declErrs.Addf(s.Pos(), "not supported yet: defs inside blocks at module level")
			}
			c.structure(s.Body, 0, true)
		case *syntax.ClassDef:
			if loops > 0 || !c.topLevelClass[s] { // classes inside functions are hoisted (local.go)
				c.declErrs.Addf(s.Pos(), "not supported yet: classes inside blocks at module level")
				continue
			}
			for _, item := range s.Body {
				if item, ok := item.(*syntax.FunctionDef); ok { // nested classes are hoisted (nested.go)
					c.structure(item.Body, 0, true)
				}
			}
		case *syntax.Import, *syntax.ImportFrom:
			switch {
			case inFunc:
				c.declErrs.Addf(s.Pos(), "not supported yet: imports inside functions")
			case !c.topLevelImport[s]:
				c.declErrs.Addf(s.Pos(), "not supported yet: imports inside blocks")
			}
		case *syntax.CImport:
			if inFunc {
				c.declErrs.Addf(s.Pos(), "not supported yet: C imports inside functions")
			}
		}
	}
}
