// Iteration and list building: for-loops over iterables, list literals and comprehensions, and
// the inference of an empty literal's element type from the variable's later use.
package types

import (
	"kiln/syntax"
)

// partialType is the type of a variable or field that holds an empty literal whose element
// type is not known yet: `x = []` before `x.append(1)`. It is never the type of an expression;
// reading such a variable is pending until a method call binds the type arguments.
type partialType struct {
	tmpl *Class
	args []Type // a collections class's type arguments known so far (collections.go), or nil
}

func (p *partialType) String() string { return p.tmpl.Name + "[?]" }

func isPartial(t Type) bool {
	_, ok := t.(*partialType)
	return ok
}

// listTemplate returns the stdlib's list template.
func (c *Checker) listTemplate() *Class {
	cls, _ := c.builtins.lookup("list").(*Class)
	if cls == nil {
		panic("stdlib lacks class list")
	}
	return cls
}

// exprWant checks e where a value of type want is expected: an empty literal takes want's
// element type.
func (c *Checker) exprWant(inst *Instance, e syntax.Expr, want Type) Type {
	if t := c.emptyWant(inst, e, want); t != nil {
		return t
	}
	if t := c.collectionsWant(inst, e, want); t != nil {
		return t
	}
	if l, ok := e.(*syntax.List); ok {
		if k := classOf(want); k != nil && k.Origin == c.listTemplate() {
			if _, ok := k.TypeArgs[0].(*Callable); ok || len(l.Elts) == 0 {
				return c.listWant(inst, l, k)
			}
		}
	}
	t := c.expr(inst, e)
	if c.refuseAsBase(inst, e, t, want) { // collections.go
		return invalid
	}
	return c.adaptValue(inst, e, t, want)
}

// listWant checks a list literal where a list of class k is expected: empty, or holding
// functions converted to k's Callable element type.
func (c *Checker) listWant(inst *Instance, l *syntax.List, k *Class) Type {
	for _, x := range l.Elts {
		if t := c.exprWant(inst, x, k.TypeArgs[0]); t != k.TypeArgs[0] {
			if known(t) {
				c.errorf(inst, x.Pos(), "a %s cannot hold a %s", k, t)
				return invalid
			}
			return t
		}
	}
	t := c.buildList(inst, l, k, len(l.Elts))
	inst.Info.Types[l] = t
	return t
}

// listLiteral checks [a, b, ...]: the elements share one type.
func (c *Checker) listLiteral(inst *Instance, e *syntax.List) Type {
	if len(e.Elts) == 0 {
		c.markPending(inst, e.Pos())
		if c.emptyAt == nil {
			c.emptyAt = map[syntax.Pos]string{}
		}
		c.emptyAt[e.Pos()] = "list"
		return &partialType{tmpl: c.listTemplate()}
	}
	if hasStar(e.Elts) {
		return c.starDisplay(inst, e, e.Elts, false) // displays.go
	}
	var elem, unknown Type    // the element type so far; the join of the elements not known
	var empties []syntax.Expr // empty literals among the elements: they take the others' type
	for _, x := range e.Elts {
		if isEmptyLiteral(x) && len(empties) < len(e.Elts)-1 {
			empties = append(empties, x)
			continue
		}
		t := c.expr(inst, x)
		switch {
		case !known(t):
			unknown = join(unknown, t)
		case elem == nil:
			elem = t
		case c.assignable(elem, t):
		case c.assignable(t, elem):
			elem = t
		case c.joinBranches(elem, t) != nil: // [1, None] is a list[Optional[int]]
			elem = c.joinBranches(elem, t)
		default:
			if a, b := classOf(elem), classOf(t); a != nil && b != nil && a.Ref && b.Ref {
				if base := commonBase(a, b); base != nil {
					elem = base
					continue
				}
			}
			hint := "list[" + elem.String() + "] cannot hold a " + t.String() + "; containers hold one type"
			if _, ok := t.(*FuncType); ok {
				hint = funcTypesHint
			}
			c.errorHint(inst, x.Pos(), hint, "list elements have different types %s and %s", elem, t)
			return invalid
		}
	}
	for _, x := range empties {
		switch t := c.exprWant(inst, x, elem); {
		case !known(t):
			unknown = join(unknown, t)
		case elem == nil:
			elem = t
		case !c.assignable(elem, t):
			c.errorHint(inst, x.Pos(), "list["+elem.String()+"] cannot hold a "+t.String()+"; containers hold one type",
				"list elements have different types %s and %s", elem, t)
			return invalid
		}
	}
	if unknown != nil {
		if unknown == pending {
			c.markPending(inst, e.Pos())
		}
		return unknown
	}
	if elem == c.u.None {
		c.unsupported(inst, e, "lists of None")
		return invalid
	}
	return c.buildList(inst, e, c.instantiate(c.listTemplate(), []Type{elem}), len(e.Elts))
}

// buildList records how lowering builds a list of class cls with n elements.
func (c *Checker) buildList(inst *Instance, e syntax.Expr, cls *Class, n int) Type {
	inst.Info.Lists[e] = c.listInfo(inst, cls, n > 0)
	return cls
}

// listInfo realizes the methods that build a list of class cls.
func (c *Checker) listInfo(inst *Instance, cls *Class, reserve bool) *ListInfo {
	info := &ListInfo{Class: cls}
	info.Init = c.method(inst, cls, "__init__", []Type{cls})
	if reserve {
		info.Reserve = c.method(inst, cls, "_reserve", []Type{cls, c.u.Int})
	}
	info.Append = c.method(inst, cls, "append", []Type{cls, cls.TypeArgs[0]})
	if info.Init == nil || info.Append == nil || (reserve && info.Reserve == nil) {
		panic("stdlib: list lacks __init__, _reserve or append")
	}
	return info
}

// listComp checks [elt for target in iter if cond ...].
func (c *Checker) listComp(inst *Instance, e *syntax.ListComp) Type {
	leave, ok := c.enterComp(inst, e, e.Generators)
	defer leave()
	if !ok {
		return invalid
	}
	t := c.expr(inst, e.Elt)
	if !known(t) {
		return t
	}
	if !resolved(inst, e.Generators) {
		return pending // reported where the iteration failed
	}
	return c.buildList(inst, e, c.instantiate(c.listTemplate(), []Type{t}), 0)
}

// enterComp checks a comprehension's clauses, entering their variables' scopes, and returns
// the function that leaves them (and the narrowing its conditions made) when it is done.
func (c *Checker) enterComp(inst *Instance, comp syntax.Expr, gens []*syntax.Comprehension) (leave func(), ok bool) {
	depth := len(inst.comps)
	endNarrow := c.narrowScope(inst)
	leave = func() {
		endNarrow()
		inst.comps = inst.comps[:depth]
	}
	return leave, c.generators(inst, syntax.Span{From: comp.Pos(), To: comp.End()}, gens)
}

// generators checks the for and if clauses of a comprehension, entering the scope of each
// clause's variables (the caller leaves them).
func (c *Checker) generators(inst *Instance, comp syntax.Span, gens []*syntax.Comprehension) bool {
	for _, g := range gens {
		if g.IsAsync {
			c.unsupported(inst, g.Iter, "async comprehensions")
			return false
		}
		elem := c.iterate(inst, g.Iter, g.Iter)
		if fi := inst.Info.Fors[g.Iter]; fi != nil && fi.Empty {
			c.unsupported(inst, g.Iter, "a comprehension over an empty tuple")
			return false
		}
		scope := map[string]*Var{}
		if !c.compTargets(inst, g.Target, scope) {
			return false
		}
		for _, v := range scope {
			v.CompIn = comp
		}
		inst.comps = append(inst.comps, scope)
		c.assign(inst, g.Target, elem, g.Iter)
		for _, cond := range g.Ifs {
			c.cond(inst, cond)
			c.narrowCond(inst, cond)
		}
	}
	return true
}

// resolved reports whether every iteration of the comprehension was resolved.
func resolved(inst *Instance, gens []*syntax.Comprehension) bool {
	for _, g := range gens {
		if inst.Info.Fors[g.Iter] == nil {
			return false
		}
	}
	return true
}

// compTargets makes the variables a comprehension's target binds. They persist across the
// passes of the realization, so each pass refines the same variables.
func (c *Checker) compTargets(inst *Instance, target syntax.Expr, scope map[string]*Var) bool {
	switch t := target.(type) {
	case *syntax.Name:
		if inst.compVars == nil {
			inst.compVars = map[*syntax.Name]*Var{}
		}
		v := inst.compVars[t]
		if v == nil {
			v = &Var{Name: t.Id, Pos: t.Pos(), Comp: true}
			inst.compVars[t] = v
			inst.Locals = append(inst.Locals, v)
		}
		scope[t.Id] = v
		return true
	case *syntax.Tuple:
		for _, x := range t.Elts {
			if !c.compTargets(inst, x, scope) {
				return false
			}
		}
		return true
	case *syntax.List:
		for _, x := range t.Elts {
			if !c.compTargets(inst, x, scope) {
				return false
			}
		}
		return true
	case *syntax.Starred:
		return c.compTargets(inst, t.Value, scope)
	}
	c.unsupported(inst, target, "this comprehension target")
	return false
}

// iterate checks iteration over iter (in a for statement or comprehension, key being the
// node the loop's facts are recorded under) and returns the element type.
func (c *Checker) iterate(inst *Instance, key syntax.Node, iter syntax.Expr) Type {
	if call, ok := iter.(*syntax.Call); ok {
		if n, ok := call.Func.(*syntax.Name); ok {
			if fn, ok := c.lookup(inst, n).(*builtinFunc); ok && fn.name == "range" {
				ri := c.rangeArgs(inst, call)
				if ri == nil {
					return invalid
				}
				inst.Info.Fors[key] = &ForInfo{Range: ri}
				return c.u.Int
			}
		}
	}
	t := c.expr(inst, iter)
	if !known(t) {
		return t
	}
	var fromTuple *ListInfo
	if tup, ok := t.(*Tuple); ok && len(tup.Elems) == 0 {
		// The body never runs (f(*args) called with none): it is not checked.
		inst.Info.Fors[key] = &ForInfo{Empty: true}
		return invalid
	}
	if tup, ok := t.(*Tuple); ok {
		if fromTuple = c.tupleAsList(inst, iter, tup); fromTuple == nil {
			return invalid
		}
		t = fromTuple.Class
	}
	iterM := c.method(inst, t, "__iter__", []Type{t})
	if iterM == nil && t == c.u.Str {
		c.unsupported(inst, iter, "iterating over str")
		return invalid
	}
	if iterM == nil {
		c.errorf(inst, iter.Pos(), "'%s' object is not iterable", t)
		return invalid
	}
	it := c.result(inst, iter, iterM)
	if !known(it) {
		return it
	}
	has := c.method(inst, it, "_has_next", []Type{it})
	next := c.method(inst, it, "__next__", []Type{it})
	if has == nil {
		if next != nil {
			c.unsupported(inst, iter, "iterators whose __next__ raises StopIteration (Kiln iterators define _has_next)")
		} else {
			c.errorf(inst, iter.Pos(), "iter() returned non-iterator of type '%s'", it)
		}
		return invalid
	}
	if next == nil {
		c.errorf(inst, iter.Pos(), "iter() returned non-iterator of type '%s'", it)
		return invalid
	}
	var close *Instance
	if isGeneratorClass(it) {
		close = c.method(inst, it, "_close", []Type{it})
	}
	inst.Info.Fors[key] = &ForInfo{Iter: iterM, HasNext: has, Next: next, FromTuple: fromTuple, Close: close}
	return c.result(inst, iter, next)
}

// partialSlot returns the type of the variable or self field that e names when it holds an
// empty literal whose element type is not known yet, or nil.
func (c *Checker) partialSlot(inst *Instance, e syntax.Expr) *Type {
	switch v := e.(type) {
	case *syntax.Name:
		if o, ok := c.lookup(inst, v).(*Var); ok && isPartial(o.Type) && !c.settle(&o.Type) {
			inst.Info.Uses[v] = o
			return &o.Type
		}
	case *syntax.Attribute:
		if f := c.selfField(inst, v); f != nil && isPartial(f.Type) && !c.settle(&f.Type) {
			return &f.Type
		}
	case *syntax.Call:
		// d.setdefault(k, []).append(x) on an empty dict: k binds the key type, x the value's.
		a, ok := v.Func.(*syntax.Attribute)
		if !ok || a.Attr != "setdefault" || len(v.Args) != 2 || len(v.Keywords) > 0 || !isEmptyLiteral(v.Args[1]) {
			return nil
		}
		slot := c.partialSlot(inst, a.Value)
		if slot == nil || (*slot).(*partialType).tmpl != c.stdTemplate("dict") {
			return nil
		}
		p := (*slot).(*partialType)
		if p.args == nil {
			p.args = []Type{nil, nil}
		}
		c.keyOfPartial(inst, slot, v.Args[0])
		if p.args[1] == nil {
			lit, ok := c.expr(inst, v.Args[1]).(*partialType)
			if !ok {
				return nil
			}
			p.args[1] = &partialType{tmpl: lit.tmpl}
		}
		if !isPartial(p.args[1]) {
			return nil
		}
		return &p.args[1]
	case *syntax.Subscript:
		// d[k].append(x) on a defaultdict(list): k binds the key type, x the value's.
		if slot := c.partialSlot(inst, v.Value); slot != nil {
			if p := c.keyOfPartial(inst, slot, v.Slice); p != nil && len(p.args) == 2 && isPartial(p.args[1]) {
				return &p.args[1]
			}
		}
	}
	return nil
}

// bindPartial gives a variable or field holding an empty literal its type from a method call
// on it: x.append(1) makes x a list[int]. It reports whether it did.
func (c *Checker) bindPartial(inst *Instance, e *syntax.Call, a *syntax.Attribute) bool {
	slot := c.partialSlot(inst, a.Value)
	if slot == nil {
		return false
	}
	tmpl := (*slot).(*partialType).tmpl
	pos, _, ok := c.argTypes(inst, e)
	c.markPending(inst, e.Pos())
	if !ok {
		return true
	}
	if tmpl == c.stdTemplate("dict") && a.Attr == "setdefault" && len(pos) == 1 {
		// d.setdefault(k) stores None: a dict of None values.
		if args := []Type{pos[0], c.u.None}; c.elementsFit(inst, e.Pos(), tmpl, args) {
			*slot = c.instantiate(tmpl, args)
			c.progress++
		}
		return true
	}
	for _, s := range tmpl.Def.Body {
		if d, ok := s.(*syntax.FunctionDef); ok && d.Name == a.Attr {
			if args, ok := c.inferTypeArgs(tmpl, d, pos); ok && c.elementsFit(inst, e.Pos(), tmpl, args) {
				*slot = c.instantiate(tmpl, args)
				c.progress++
			}
			return true
		}
	}
	return true
}

// isEmptyLiteral reports whether e is [], {} or an empty set() or dict() call: a literal
// whose type comes from where it goes.
func isEmptyLiteral(e syntax.Expr) bool {
	switch e := e.(type) {
	case *syntax.List:
		return len(e.Elts) == 0
	case *syntax.Dict:
		return len(e.Keys) == 0
	case *syntax.Call:
		return len(e.Args) == 0 && len(e.Keywords) == 0 && (isName(e.Func, "set") || isName(e.Func, "dict"))
	}
	return false
}
