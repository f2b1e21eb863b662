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

// generatorOf returns generator[t].
func (c *Checker) generatorOf(t Type) *Class {
	return c.instantiate(c.stdTemplate("generator"), []Type{t})
}

// yieldExpr checks `yield value` (or a bare `yield`, which yields None): the value's type is
// the generator's element type, the same at every yield. The expression's own value is what
// the caller sends, always None in Kiln.
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
		inst.Yield = classOf(inst.Ret).TypeArgs[0] // the annotation's: -> Iterator[int]
	}
	switch {
	case inst.Yield == nil:
		inst.Yield = t
		inst.Ret = c.generatorOf(t)
		c.progress++
	case c.assignable(inst.Yield, t):
	default:
		c.errorHint(inst, e.Pos(), "a generator yields values of one type",
			"%s() yields %s here but %s elsewhere", inst.Func.PyName, t, inst.Yield)
		return invalid
	}
	return c.u.None
}

// generatorReturn checks a return statement in a generator: only a bare `return` (or
// `return None`) is supported; it finishes the generator.
func (c *Checker) generatorReturn(inst *Instance, s *syntax.Return) {
	if s.Value == nil || isNone(s.Value) {
		return
	}
	c.unsupported(inst, s.Value, "returning a value from a generator")
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
	if id == "Generator" && len(elts) == 3 {
		for _, x := range elts[1:] {
			if k, ok := x.(*syntax.Constant); !ok || k.Kind != syntax.NoneConst {
				c.declErrs.Addf(x.Pos(), "not supported yet: generators that are sent values or return one")
				return invalid
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
	return c.generatorOf(t)
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
}
