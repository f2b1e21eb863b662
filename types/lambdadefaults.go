// Lambdas whose defaults are not constants: `lambda x, i=i: x + i` in a loop. As in CPython,
// such a default is evaluated where the lambda is, each time it runs; the lambda stands for
// `(lambda i: lambda x: x + i)(i)`, whose inner lambda captures the outer one's parameter, a
// cell of its own per evaluation (Info.Stands). A call passing such a parameter is refused.
package types

import "kiln/syntax"

// lambdaDefaults checks a lambda with defaults other than constants; ok is false for the
// other lambdas.
func (c *Checker) lambdaDefaults(inst *Instance, e *syntax.Lambda) (t Type, ok bool) {
	a := e.Args
	first := -1 // the first positional parameter whose default is not a constant
	n := len(a.Args)
	for i, def := range a.Defaults {
		if !isConstExpr(def) {
			first = n - len(a.Defaults) + i
			break
		}
	}
	kwNonConst := false
	for _, def := range a.KwDefaults {
		if def != nil && !isConstExpr(def) {
			kwNonConst = true
		}
	}
	if first < 0 && !kwNonConst {
		return nil, false
	}
	return c.standIn(inst, e, func() syntax.Expr {
		if kwNonConst || len(a.PosOnly) > 0 || a.Vararg != nil || a.Kwarg != nil || len(a.KwOnly) > 0 || first < 0 {
			c.unsupported(inst, e, "default values other than constants in lambdas with *args, keyword-only or positional-only parameters")
			return nil
		}
		for _, def := range a.Defaults[first-(n-len(a.Defaults)):] {
			if isConstExpr(def) {
				c.unsupported(inst, def, "a constant default after one that is not a constant in a lambda")
				return nil
			}
		}
		at := e.Span
		bound := a.Args[first:]
		inner := &syntax.Lambda{Span: at, Args: &syntax.Arguments{Args: a.Args[:first], Defaults: a.Defaults[:len(a.Defaults)-len(bound)]}, Body: e.Body}
		var names []string
		for _, p := range bound {
			names = append(names, p.Name)
		}
		if c.boundDefaults == nil {
			c.boundDefaults = map[*syntax.Lambda][]string{}
		}
		c.boundDefaults[inner] = names
		outer := c.hide(&syntax.Lambda{Span: at, Args: &syntax.Arguments{Args: bound}, Body: inner})
		return &syntax.Call{Span: at, Func: outer, Args: a.Defaults[len(a.Defaults)-len(bound):]}
	}), true
}

// refuseBoundDefault refuses a call that passes a lambda's parameter whose default is not a
// constant (lambdaDefaults removed it). It reports whether it did.
func (c *Checker) refuseBoundDefault(inst *Instance, e *syntax.Call, f *Func, npos, nargs int) bool {
	if len(f.boundDefaults) == 0 {
		return false
	}
	name := ""
	if nargs > npos {
		name = f.boundDefaults[min(nargs-npos, len(f.boundDefaults))-1]
	}
	for _, k := range e.Keywords {
		for _, b := range f.boundDefaults {
			if k.Name == b {
				name = b
			}
		}
	}
	if name == "" {
		return false
	}
	c.errorf(inst, e.Pos(), "not supported yet: passing parameter '%s' of a lambda whose default is not a constant", name)
	return true
}
