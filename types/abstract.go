// Abstract methods: a base method whose body only raises (`raise NotImplementedError`) or is a
// placeholder (`...`, `pass`) has no return type of its own; it returns what the methods
// overriding it in subclasses return, so that calls through the base dispatch to them.
package types

import "kiln/syntax"

// isPlaceholder reports whether a body does nothing: a docstring, `pass` and `...` only.
func isPlaceholder(body []syntax.Stmt) bool {
	for _, s := range body {
		switch s := s.(type) {
		case *syntax.Pass:
		case *syntax.ExprStmt:
			k, ok := s.Value.(*syntax.Constant)
			if !ok || (k.Kind != syntax.EllipsisConst && k.Kind != syntax.StrConst) {
				return false
			}
		default:
			return false
		}
	}
	return true
}

// overridesRet settles the return type of inst, a realization whose body returns no value
// of its own: the return type of the first method overriding it in a subclass of its
// receiver's class that returns a value, realized for the same arguments; None when there is
// none. A placeholder body reaches its end, which returns None: the type must hold None then.
func (c *Checker) overridesRet(inst *Instance) {
	f := inst.Func
	var ret Type
	if f.Recv != nil && !f.Static && !f.ClassMethod && len(inst.Args) > 0 {
		if cls := classOf(inst.Args[0]); cls != nil {
			for _, d := range descendants(cls)[1:] {
				fs := d.own[f.PyName]
				if len(fs) == 0 {
					continue
				}
				args := append([]Type{d}, inst.Args[1:]...)
				g := c.adapt(d, fs[0])
				if !c.accepts(inst, nil, g, args, false) {
					continue
				}
				impl := c.realize(g, args)
				if impl.Ret == nil {
					c.markPending(inst, f.Def.NamePos)
					return
				}
				if known(impl.Ret) && impl.Ret != c.u.None {
					ret = impl.Ret
					break
				}
			}
		}
	}
	if ret == nil {
		ret = c.u.None
	} else if !inst.Info.alwaysReturns(f.Def.Body) && !c.mayFallOffTo(ret) {
		c.errorHint(inst, f.Def.NamePos, "raise NotImplementedError in its body, or make it an @abstractmethod",
			"not supported yet: %s.%s() returns None, but the methods overriding it return %s", f.Owner.Name, f.PyName, ret)
	}
	inst.Ret = ret
	c.progress++
}

// mayFallOffTo reports whether a function returning t may reach its end, which returns None.
func (c *Checker) mayFallOffTo(t Type) bool {
	return isOptional(t) || isRef(t)
}
