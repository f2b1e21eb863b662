// Generators: a def whose body yields is a generator function. Calling it makes a generator
// object, an instance of the stdlib's generator[T] (stdlib/generator.py), where T is the type
// of the values it yields; the object is the coroutine the function's body becomes, and a for
// loop (or anything iterating) resumes it for each value.
package types

import (
	"fmt"

	"kiln/syntax"
)

// isGenerator reports whether f's body yields (not counting nested functions and classes).
func (c *Checker) isGenerator(f *Func) bool {
	if f == nil || f.Def == nil || f.Kind != PlainFunc {
		return false
	}
	if g, ok := c.yields[f.Def]; ok {
		return g
	}
	found := false
	for _, s := range f.Def.Body {
		syntax.Inspect(s, func(n syntax.Node) bool {
			switch n.(type) {
			case *syntax.Yield, *syntax.YieldFrom:
				found = true
			case *syntax.FunctionDef, *syntax.Lambda, *syntax.ClassDef:
				return false
			}
			return !found
		})
	}
	c.yields[f.Def] = found
	return found
}

// IsGenerator reports whether inst is the realization of a generator function.
func (inst *Instance) IsGenerator() bool { return inst.generator }

// generatorOf returns generator[t, r, s]: a generator yielding t, returning r and sent s.
func (c *Checker) generatorOf(t, r, s Type) *Class {
	return c.instantiate(c.stdTemplate("generator"), []Type{t, r, s})
}

// SendOf returns the S of a generator[T, R, S].
func SendOf(g Type) Type { return classOf(g).TypeArgs[2] }

// sendType is what inst's yield expressions evaluate to, the values send() gives it: the S
// of its annotation -> Generator[Y, S, R], None otherwise (next() sends None).
func (c *Checker) sendType(inst *Instance) Type {
	if inst.Func.retSet && isGeneratorClass(inst.Ret) {
		return classOf(inst.Ret).TypeArgs[2]
	}
	return c.u.None
}

// genReturn is the type a generator returns, None unless a return statement has a value.
func (c *Checker) genReturn(inst *Instance) Type {
	if inst.GenRet == nil {
		return c.u.None
	}
	return inst.GenRet
}

// isGeneratorClass reports whether t is a generator[T, R].
func isGeneratorClass(t Type) bool {
	cls := classOf(t)
	return cls != nil && cls.Origin != nil && cls.Origin.Name == "generator" && cls.stdlib
}

// yieldExpr checks `yield value` (or a bare `yield`, which yields None): the value's type is
// the generator's element type, the same at every yield. The expression's own value is what
// the caller sends (sendType).
func (c *Checker) yieldExpr(inst *Instance, e *syntax.Yield) Type {
	if !inst.generator {
		c.errorf(inst, e.Pos(), "'yield' outside function")
		return invalid
	}
	t := Type(c.u.None)
	if e.Value != nil {
		t = c.expr(inst, e.Value)
	}
	if !known(t) {
		if t == pending {
			c.markPending(inst, e.Pos())
		}
		return t
	}
	if inst.Yield == nil && inst.Ret != nil {
		if !isGeneratorClass(inst.Ret) {
			return invalid // a bad annotation, reported
		}
		inst.Yield = classOf(inst.Ret).TypeArgs[0] // the annotation's: -> Iterator[int]
	}
	switch {
	case inst.Yield == nil:
		inst.Yield = t
		inst.Ret = c.generatorOf(t, c.genReturn(inst), c.sendType(inst))
		c.progress++
	case c.assignable(inst.Yield, t):
	default:
		c.errorHint(inst, e.Pos(), "a generator yields values of one type",
			"%s() yields %s here but %s elsewhere", inst.Func.PyName, t, inst.Yield)
		return invalid
	}
	return c.sendType(inst)
}

// generatorReturn checks a return statement in a generator: it finishes the generator, and
// its value, of one type at every return, is the generator's return value (what
// `x = yield from g()` receives).
func (c *Checker) generatorReturn(inst *Instance, s *syntax.Return) {
	if s.Value == nil || isNone(s.Value) {
		return
	}
	t := c.expr(inst, s.Value)
	if !known(t) {
		if t == pending {
			c.markPending(inst, s.Pos())
		}
		return
	}
	if inst.GenRet == nil && inst.Ret != nil && inst.Func.retSet {
		if !isGeneratorClass(inst.Ret) {
			return // a bad annotation, reported
		}
		inst.GenRet = classOf(inst.Ret).TypeArgs[1] // the annotation's: -> Generator[int, None, str]
	}
	switch {
	case inst.GenRet == nil:
		inst.GenRet = t
		if inst.Yield != nil {
			inst.Ret = c.generatorOf(inst.Yield, t, c.sendType(inst))
		}
		c.progress++
	case c.assignable(inst.GenRet, t):
	case inst.GenRet == c.u.None && inst.Func.retSet:
		c.errorHint(inst, s.Value.Pos(), "annotate it as Generator[yield type, None, return type]",
			"%s() returns %s, but its annotation says it returns None", inst.Func.PyName, t)
	default:
		c.errorHint(inst, s.Value.Pos(), "a generator returns values of one type",
			"%s() returns %s here but %s elsewhere", inst.Func.PyName, t, inst.GenRet)
	}
}

// yieldFromExpr checks `yield from it` used as a value, which stands for
//
//	.yf.N = it
//	for .yield_from.N in .yf.N: yield .yield_from.N
//	value: .yf.N._result() for a generator (what it returned), None for other iterables
//
// as CPython's yield from behaves for a caller that sends nothing.
func (c *Checker) yieldFromExpr(inst *Instance, e *syntax.YieldFrom) Type {
	if !inst.generator {
		c.errorf(inst, e.Pos(), "'yield from' outside function")
		return invalid
	}
	if c.refuseYieldFrom(inst, e) {
		return invalid
	}
	info := c.yfValues[e]
	if info == nil {
		n := len(c.yfValues)
		at := e.Span
		src := &syntax.Name{Span: at, Id: fmt.Sprintf(".yf.%d", n)}
		item := fmt.Sprintf(".yield_from.v%d", n)
		body := &syntax.ExprStmt{Span: at, Value: &syntax.Yield{Span: at, Value: &syntax.Name{Span: at, Id: item}}}
		info = &YieldFromInfo{
			Init: &syntax.Assign{Span: at, Targets: []syntax.Expr{src}, Value: e.Value},
			Loop: &syntax.For{Span: at, Target: &syntax.Name{Span: at, Id: item}, Iter: &syntax.Name{Span: at, Id: src.Id},
				Body: []syntax.Stmt{body}},
			Result: &syntax.Call{Span: at, Func: &syntax.Attribute{Span: at, Value: &syntax.Name{Span: at, Id: src.Id}, Attr: "_result"}},
		}
		c.yfValues[e] = info
	}
	for _, name := range []string{info.Init.Targets[0].(*syntax.Name).Id, info.Loop.Target.(*syntax.Name).Id} {
		if inst.locals[name] == nil {
			v := &Var{Name: name, Pos: e.Pos()}
			inst.locals[name] = v
			inst.Locals = append(inst.Locals, v)
		}
	}
	inst.Info.YieldValues[e] = info
	c.stmt(inst, info.Init)
	c.stmt(inst, info.Loop)
	c.forward(inst, info.Loop)
	t := inst.Info.Types[info.Init.Value]
	if t == nil {
		t = c.expr(inst, info.Init.Value)
	}
	if !known(t) {
		return t
	}
	if !isGeneratorClass(t) {
		return c.u.None
	}
	return c.expr(inst, info.Result)
}

// generatorEnd settles a generator's type at the end of its body: an error if no yield gave
// the element type.
func (c *Checker) generatorEnd(inst *Instance) {
	if inst.Ret == nil && !inst.hasPending && len(inst.errs) == 0 {
		c.errorHint(inst, inst.Func.Def.NamePos, "yield a value the checker can type, or annotate the return type, e.g. -> Iterator[int]",
			"cannot infer the type of the values %s() yields", inst.Func.PyName)
	}
}

// generatorAnnotation resolves Iterator[T] and Generator[T, None, None] return annotations
// to generator[T].
func (c *Checker) generatorAnnotation(scope *Scope, e *syntax.Subscript, id string, elts []syntax.Expr) Type {
	ret, send := Type(c.u.None), Type(c.u.None)
	if id == "Generator" && len(elts) == 3 {
		if k, ok := elts[1].(*syntax.Constant); !ok || k.Kind != syntax.NoneConst {
			if send = c.annotationIn(scope, elts[1]); !known(send) {
				return send
			}
		}
		if k, ok := elts[2].(*syntax.Constant); !ok || k.Kind != syntax.NoneConst {
			if ret = c.annotationIn(scope, elts[2]); !known(ret) {
				return ret
			}
		}
		elts = elts[:1]
	}
	if len(elts) != 1 {
		c.declErrs.Addf(e.Pos(), "%s takes one type argument: %s[int]", id, id)
		return invalid
	}
	t := c.annotationIn(scope, elts[0])
	if !known(t) {
		return t
	}
	return c.generatorOf(t, ret, send)
}

// genExp checks a generator expression `(elt for x in it if c ...)`. As in CPython it is a
// generator function called at once with the first iterable, evaluated where the expression
// is: `def <genexpr>(.0): for x in .0: if c: yield elt`, a closure over the other names. The
// checker builds that def once per expression and checks the call.
func (c *Checker) genExp(inst *Instance, e *syntax.GeneratorExp) Type {
	call := c.genCalls[e]
	if call == nil {
		call = genExpCall(e)
		c.genCalls[e] = call
		c.lambdaDefs[call.Func.(*syntax.Lambda)] = genExpDef(e)
	}
	inst.Info.GenExps[e] = call
	return c.expr(inst, call)
}

// genExpCall returns the call a generator expression stands for: a lambda node standing for
// the generator function (its def is genExpDef), applied to the first iterable.
func genExpCall(e *syntax.GeneratorExp) *syntax.Call {
	lam := &syntax.Lambda{Span: e.Span, Args: &syntax.Arguments{Args: []*syntax.Arg{{Span: e.Span, Name: ".0"}}}, Body: e.Elt}
	return &syntax.Call{Span: e.Span, Func: lam, Args: []syntax.Expr{e.Generators[0].Iter}}
}

// genExpDef returns the generator function of a generator expression.
func genExpDef(e *syntax.GeneratorExp) *syntax.FunctionDef {
	at := syntax.Span{From: e.Elt.Pos(), To: e.Elt.End()}
	body := []syntax.Stmt{&syntax.ExprStmt{Span: at, Value: &syntax.Yield{Span: at, Value: e.Elt}}}
	for i := len(e.Generators) - 1; i >= 0; i-- {
		g := e.Generators[i]
		for j := len(g.Ifs) - 1; j >= 0; j-- {
			body = []syntax.Stmt{&syntax.If{Span: syntax.Span{From: g.Ifs[j].Pos(), To: g.Ifs[j].End()}, Test: g.Ifs[j], Body: body}}
		}
		iter := g.Iter
		if i == 0 {
			iter = &syntax.Name{Span: syntax.Span{From: g.Iter.Pos(), To: g.Iter.End()}, Id: ".0"}
		}
		body = []syntax.Stmt{&syntax.For{Span: e.Span, Target: g.Target, Iter: iter, Body: body}}
	}
	return &syntax.FunctionDef{Span: e.Span, Name: "<genexpr>", NamePos: e.Pos(),
		Args: &syntax.Arguments{Args: []*syntax.Arg{{Span: e.Span, Name: ".0"}}}, Body: body}
}

// yieldFromStmt checks the statement `yield from it`: the loop `for v in it: yield v` with a
// hidden variable v, as CPython's yield from behaves for a caller that sends nothing. (Its
// value, the subgenerator's return value, is not supported: `r = yield from g` is refused.)
func (c *Checker) yieldFromStmt(inst *Instance, s *syntax.ExprStmt) {
	if c.refuseYieldFrom(inst, s.Value.(*syntax.YieldFrom)) {
		return
	}
	loop := c.yieldFroms[s]
	if loop == nil {
		yf := s.Value.(*syntax.YieldFrom)
		name := fmt.Sprintf(".yield_from.%d", len(c.yieldFroms))
		at := yf.Span
		v := &syntax.Name{Span: at, Id: name}
		body := &syntax.ExprStmt{Span: at, Value: &syntax.Yield{Span: at, Value: &syntax.Name{Span: at, Id: name}}}
		loop = &syntax.For{Span: at, Target: v, Iter: yf.Value, Body: []syntax.Stmt{body}}
		c.yieldFroms[s] = loop
	}
	name := loop.Target.(*syntax.Name).Id
	if inst.locals[name] == nil {
		v := &Var{Name: name, Pos: loop.Pos()}
		inst.locals[name] = v
		inst.Locals = append(inst.Locals, v)
	}
	inst.Info.YieldFroms[s] = loop
	c.stmt(inst, loop)
	c.forward(inst, loop)
}

// refuseYieldFrom refuses `yield from` in a generator that is sent values: CPython passes
// what is sent on to the inner generator, which Kiln does not.
func (c *Checker) refuseYieldFrom(inst *Instance, e *syntax.YieldFrom) bool {
	if s := c.sendType(inst); s != c.u.None {
		c.unsupported(inst, e, fmt.Sprintf("yield from in a generator that is sent values (of type %s; CPython passes them to the inner generator)", s))
		return true
	}
	return false
}

// refuseSend refuses g.send(v) of a value that is not None to a generator whose yields
// receive None: one not annotated -> Generator[Y, S, R] (the checker does not infer S from
// the send calls).
func (c *Checker) refuseSend(inst *Instance, e *syntax.Call, a *syntax.Attribute, rt Type) bool {
	if a.Attr != "send" || !isGeneratorClass(rt) || len(e.Args) != 1 || len(e.Keywords) > 0 || classOf(rt).TypeArgs[2] != c.u.None {
		return false
	}
	t := c.expr(inst, e.Args[0])
	if !known(t) || t == c.u.None {
		return false
	}
	c.errorHint(inst, e.Pos(), "annotate the generator -> Generator[Y, S, R] (from typing), S being the type of what it is sent",
		"not supported yet: send() of %s to a generator whose yields receive None", t)
	return true
}

// sendNone checks g.send(None) to a generator sent values of a type that cannot be None as
// the stdlib's _gen_send_none(g): CPython allows it (to start the generator, say).
func (c *Checker) sendNone(inst *Instance, e *syntax.Call, a *syntax.Attribute, rt Type) (Type, bool) {
	if a.Attr != "send" || !isGeneratorClass(rt) || len(e.Args) != 1 || len(e.Keywords) > 0 || !isNone(e.Args[0]) {
		return nil, false
	}
	if s := classOf(rt).TypeArgs[2]; s == c.u.None {
		return nil, false
	} else if _, ok := s.(*Optional); ok {
		return nil, false
	}
	return c.callAs(inst, e, "_gen_send_none", []syntax.Expr{a.Value}), true // builtins_iter.go
}

// forward records, for the yield of a `yield from` loop over a generator, the inner
// generator's _forward: an exception close() or throw() brings to the outer generator
// suspended there goes to the inner one first, as in CPython.
func (c *Checker) forward(inst *Instance, loop *syntax.For) {
	fi := inst.Info.Fors[loop]
	if fi == nil || fi.Close == nil || fi.Iter == nil {
		return // not a generator
	}
	g := fi.Iter.Ret
	if f := c.method(inst, g, "_forward", []Type{g, c.baseException()}); f != nil {
		inst.Info.Forwards[loop.Body[0].(*syntax.ExprStmt).Value.(*syntax.Yield)] = f
	}
}

// genNext returns, for next(g) on a generator, the stdlib's _gen_next, whose StopIteration
// carries what the generator returned; for next(it, default), _next_or (or _gen_next_or),
// which returns the default even when it is None (next's own None default means none was
// given); f otherwise.
func (c *Checker) genNext(inst *Instance, e *syntax.Call, f *Func) *Func {
	if f.Name != "next" || len(e.Args) == 0 || c.builtins.lookup("next") != f {
		return f
	}
	for _, a := range e.Args {
		if _, ok := a.(*syntax.Starred); ok {
			return f
		}
	}
	name := "_next_or"
	if isGeneratorClass(c.expr(inst, e.Args[0])) {
		name = "_gen_next"
		if len(e.Args) == 2 {
			name = "_gen_next_or"
		}
	} else if len(e.Args) != 2 || len(e.Keywords) > 0 {
		return f
	}
	if g, ok := c.builtins.lookup(name).(*Func); ok {
		return g
	}
	return f
}
