// Callable types: `Callable[[int, int], int]` names every function taking two ints and
// returning an int, so one variable, list or parameter can hold different functions. A
// function value (each def and lambda has a type of its own, FuncType) becomes a Callable
// where one is expected: the checker realizes the function for the Callable's parameter types
// and records the conversion in Info.Adapts; at run time a Callable is a pair of a code
// pointer and the function's environment.
package types

import (
	"strings"

	"kiln/syntax"
)

// Callable is the type Callable[[Params...], Ret]. Callables are interned: compare with ==.
type Callable struct {
	Params []Type
	Ret    Type
}

func (t *Callable) String() string {
	var ps []string
	for _, p := range t.Params {
		ps = append(ps, p.String())
	}
	return "Callable[[" + strings.Join(ps, ", ") + "], " + t.Ret.String() + "]"
}

// CallableOf returns the interned Callable[[params...], ret].
func (u *Universe) CallableOf(params []Type, ret Type) *Callable {
	t := &Callable{Params: append([]Type(nil), params...), Ret: ret}
	key := t.String()
	if old, ok := u.callables[key]; ok {
		return old
	}
	if u.callables == nil {
		u.callables = map[string]*Callable{}
	}
	u.callables[key] = t
	return t
}

// Adapt is a function value converted to a Callable: Callee is the function's realization
// for the Callable's parameter types.
type Adapt struct {
	To     *Callable
	Callee *Instance
}

// callableAnnotation resolves Callable[[A, B], R] (elts are the subscript's two elements).
func (c *Checker) callableAnnotation(scope *Scope, e *syntax.Subscript, elts []syntax.Expr) Type {
	if len(elts) != 2 {
		c.declErrs.Addf(e.Pos(), "Callable takes a list of parameter types and a return type: Callable[[int], str]")
		return invalid
	}
	l, ok := elts[0].(*syntax.List)
	if !ok {
		c.declErrs.Addf(elts[0].Pos(), "not supported yet: Callable without a list of parameter types")
		return invalid
	}
	var params []Type
	for _, x := range l.Elts {
		params = append(params, c.annotationIn(scope, x))
	}
	ret := c.annotationIn(scope, elts[1])
	if t := join(append(params, ret)...); t != nil {
		return t
	}
	return c.u.CallableOf(params, ret)
}

// adaptValue converts the function value e, of type got, where a value of type want is
// expected. It returns the type e then has: want when the conversion holds, got when there is
// nothing to convert, pending or invalid (reported) otherwise.
func (c *Checker) adaptValue(inst *Instance, e syntax.Expr, got, want Type) Type {
	to, ok := want.(*Callable)
	ft, ok2 := got.(*FuncType)
	if !ok || !ok2 {
		return got
	}
	f := ft.Func
	c.resolveSignature(f)
	if len(f.params) != len(to.Params) || !allPositional(f.params) {
		c.errorf(inst, e.Pos(), "%s() cannot be a %s: it takes %d parameter%s", f.qualName(), to, len(f.params), plural(len(f.params)))
		return invalid
	}
	if !c.accepts(inst, &syntax.Call{Span: syntax.Span{From: e.Pos(), To: e.End()}, Func: e}, f, to.Params, false) {
		c.errorf(inst, e.Pos(), "%s() cannot be a %s: its parameters do not take (%s)", f.qualName(), to, typeList(to.Params))
		return invalid
	}
	if c.lambdaDefs[lambdaOf(e)] != nil && !f.retSet && known(to.Ret) {
		// A lambda takes the Callable's return type as its annotation, so that `lambda: []`
		// can be a Callable[[], list[int]].
		c.presetRet = to.Ret
	}
	callee := c.realize(f, to.Params)
	c.presetRet = nil
	switch {
	case callee.Ret == nil || callee.Ret == pending:
		c.markPending(inst, e.Pos())
		return pending
	case !known(callee.Ret):
		return invalid
	case callee.Ret != to.Ret && !c.assignable(to.Ret, callee.Ret):
		c.errorf(inst, e.Pos(), "%s() cannot be a %s: it returns %s", f.qualName(), to, callee.Ret)
		return invalid
	}
	inst.Info.Adapts[e] = &Adapt{To: to, Callee: callee}
	return to
}

// allPositional reports whether every parameter is a plain positional one.
func allPositional(ps []*param) bool {
	for _, p := range ps {
		if p.kind != positional {
			return false
		}
	}
	return true
}

// callableCall checks a call of a Callable value: its arguments must have the parameter types.
func (c *Checker) callableCall(inst *Instance, e *syntax.Call, t *Callable) Type {
	if len(e.Keywords) > 0 {
		c.unsupported(inst, e.Keywords[0], "keyword arguments to a Callable")
		return invalid
	}
	pos, _, ok := c.argTypes(inst, e)
	if !ok {
		return c.argFailure(inst, e, pos, nil)
	}
	if len(pos) != len(t.Params) {
		c.errorf(inst, e.Pos(), "a %s takes %d argument%s, not %d", t, len(t.Params), plural(len(t.Params)), len(pos))
		return invalid
	}
	for i, a := range e.Args {
		if at := c.adaptValue(inst, a, pos[i], t.Params[i]); at != t.Params[i] && !c.assignable(t.Params[i], at) {
			if known(at) {
				c.errorf(inst, a.Pos(), "argument %d of a %s must be %s, not %s", i+1, t, t.Params[i], at)
			}
			return invalid
		}
	}
	inst.Info.Calls[e] = &CallInfo{Kind: CallableCall, Args: e.Args, Sig: t}
	return t.Ret
}

// setItemCallable returns the Callable type that t's __setitem__ stores, or nil: the value of
// `table[k] = f` is converted to it.
func (c *Checker) setItemCallable(t Type) Type {
	cls := classOf(t)
	if cls == nil {
		return nil
	}
	for _, f := range cls.Methods["__setitem__"] {
		c.resolveSignature(f)
		if len(f.params) == 3 {
			if ct, ok := f.params[2].ann.(*Callable); ok {
				return ct
			}
		}
	}
	return nil
}

// lambdaOf returns e as a lambda, or nil.
func lambdaOf(e syntax.Expr) *syntax.Lambda {
	l, _ := e.(*syntax.Lambda)
	return l
}
