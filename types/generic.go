// Generic functions: annotations that mention type variables (`def first[T](xs: list[T]) -> T`,
// or a module's T = TypeVar("T")) are patterns. Each realization binds the variables from its
// argument types, checks the arguments against the bound annotations, and resolves its return
// annotation and the annotations in its body with them.
package types

import "kiln/syntax"

// generic reports whether annotation e mentions a type variable, and records the ones it
// mentions among f's type parameters.
func (c *Checker) generic(f *Func, e syntax.Expr) bool {
	found := false
	syntax.Inspect(e, func(n syntax.Node) bool {
		name, ok := n.(*syntax.Name)
		if !ok {
			return true
		}
		for _, p := range f.typeParams {
			if p == name.Id {
				found = true
				return true
			}
		}
		if _, ok := f.scope.lookup(name.Id).(*typeVar); ok && f.Recv == nil {
			f.typeParams = append(f.typeParams, name.Id)
			found = true
		}
		return true
	})
	return found
}

// typeParamScope binds f's type parameters from the argument types: the scope to resolve
// f's patterns in, and whether every parameter is bound.
func (c *Checker) typeParamScope(f *Func, args []Type) (*Scope, bool) {
	bound := map[string]Type{}
	for i, p := range f.params {
		if p.pattern != nil && i < len(args) {
			c.match(f.typeParams, p.pattern, args[i], bound)
		}
	}
	scope := newScope(f.scope)
	for _, name := range f.typeParams {
		t, ok := bound[name]
		if !ok {
			return nil, false
		}
		scope.objects[name] = &typeParam{name: name, t: t}
	}
	return scope, true
}

// genericArgs checks the arguments of a call of generic function f against its patterns.
func (c *Checker) genericArgs(inst *Instance, e *syntax.Call, f *Func, types []Type, report bool) bool {
	scope, ok := c.typeParamScope(f, types)
	if !ok {
		if report {
			c.errorf(inst, e.Pos(), "cannot bind the type parameters of %s() from the arguments (%s)", f.PyName, typeList(types))
		}
		return false
	}
	for i, p := range f.params {
		if p.pattern == nil {
			continue
		}
		want := c.annotationIn(scope, p.pattern)
		if !known(want) || c.assignable(want, types[i]) {
			continue
		}
		if report {
			c.errorf(inst, argPos(e, i, f), "%s() argument '%s' must be %s, not %s", f.PyName, p.name, want, types[i])
		}
		return false
	}
	return true
}

// bindTypeParams gives a new realization of a generic function its scope and return type.
func (c *Checker) bindTypeParams(f *Func, inst *Instance) {
	scope, ok := c.typeParamScope(f, inst.Args)
	if !ok {
		return // the call was refused
	}
	inst.scope = scope
	if f.retPattern != nil {
		inst.Ret = c.annotationIn(scope, f.retPattern)
		inst.retDeclared = true
	}
}
