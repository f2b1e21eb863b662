// Dicts and sets: literals and comprehensions, dict() and set(), empty ones whose types later
// use binds, del d[k], and the dict methods refused for value types.
package types

import (
	"kiln/syntax"
)

// stdTemplate returns the stdlib's generic class called name (dict, set).
func (c *Checker) stdTemplate(name string) *Class {
	cls, _ := c.builtins.lookup(name).(*Class)
	if cls == nil {
		panic("stdlib lacks class " + name)
	}
	return cls
}

// originOf returns the template of an instantiated class, or nil.
func originOf(t Type) *Class {
	if k := classOf(t); k != nil {
		return k.Origin
	}
	return nil
}

// emptyContainer is the type of `{}`, `set()` and `dict()`: partial until later use or the
// target's annotation tells the element types.
func (c *Checker) emptyContainer(inst *Instance, e syntax.Expr, kind string) Type {
	c.markPending(inst, e.Pos())
	if c.emptyAt == nil {
		c.emptyAt = map[syntax.Pos]string{}
	}
	c.emptyAt[e.Pos()] = kind
	return &partialType{tmpl: c.stdTemplate(kind)}
}

// emptyError is the error for an empty literal whose element types nothing told.
func emptyError(pos syntax.Pos, kind string) *syntax.Error {
	switch kind {
	case "dict":
		return &syntax.Error{Pos: pos, Msg: "cannot infer the key and value types of this empty dict",
			Hint: "use it (d[k] = v) in the same function, or annotate the variable: d: dict[str, int] = {}"}
	case "set":
		return &syntax.Error{Pos: pos, Msg: "cannot infer the element type of this empty set",
			Hint: "use it (s.add(x)) in the same function, or annotate the variable: s: set[int] = set()"}
	case "Counter":
		return &syntax.Error{Pos: pos, Msg: "cannot infer the type arguments of this empty Counter",
			Hint: "use it (c[k] += 1) in the same function, or annotate the variable: c: Counter[str] = Counter()"}
	case "defaultdict", "OrderedDict":
		return &syntax.Error{Pos: pos, Msg: "cannot infer the type arguments of this empty " + kind,
			Hint: "use it (d[k] = v) in the same function, or annotate the variable: d: " + kind + "[str, int] = ..."}
	}
	return &syntax.Error{Pos: pos, Msg: "cannot infer the element type of this empty " + kind,
		Hint: "use it (x.append(1)) in the same function, or annotate the variable: x: " + kind + "[int] = []"}
}

// emptyWant checks an empty dict or set (`{}`, `dict()`, `set()`) where a value of type want
// is expected; it returns nil when e is not one or want does not fit.
func (c *Checker) emptyWant(inst *Instance, e syntax.Expr, want Type) Type {
	k := classOf(want)
	if k == nil || k.Origin == nil {
		return nil
	}
	switch e := e.(type) {
	case *syntax.Dict:
		if len(e.Keys) > 0 || k.Origin != c.stdTemplate("dict") {
			return nil
		}
		inst.Info.Lists[e] = &ListInfo{Class: k, IsDict: true, Init: c.method(inst, k, "__init__", []Type{k})}
	case *syntax.Call:
		n, ok := e.Func.(*syntax.Name)
		if !ok || len(e.Args)+len(e.Keywords) > 0 || c.lookup(inst, n) != k.Origin || (n.Id != "dict" && n.Id != "set" && n.Id != "list" && n.Id != "frozenset") {
			return nil
		}
		inst.Info.Calls[e] = &CallInfo{Kind: ConstructCall, Class: k, Callee: c.method(inst, k, "__init__", []Type{k}),
			Args: []syntax.Expr{nil}}
	default:
		return nil
	}
	inst.Info.Types[e] = k
	return k
}

// joinElem folds one more element's type into a container literal's element type: equal
// types, or classes of one hierarchy (their nearest common base). ok is false on a mismatch.
func (c *Checker) joinElem(elem, t Type) (Type, bool) {
	switch {
	case elem == nil || c.assignable(t, elem):
		return t, true
	case c.assignable(elem, t):
		return elem, true
	}
	if a, b := classOf(elem), classOf(t); a != nil && b != nil && a.Ref && b.Ref {
		if base := commonBase(a, b); base != nil {
			return base, true
		}
	}
	return nil, false
}

// setLiteral checks {a, b, ...}.
func (c *Checker) setLiteral(inst *Instance, e *syntax.Set) Type {
	if hasStar(e.Elts) {
		return c.starDisplay(inst, e, e.Elts, true) // displays.go
	}
	var elem, unknown Type
	for _, x := range e.Elts {
		t := c.expr(inst, x)
		if !known(t) {
			unknown = join(unknown, t)
			continue
		}
		j, ok := c.joinElem(elem, t)
		if !ok {
			c.errorHint(inst, x.Pos(), "set["+elem.String()+"] cannot hold a "+t.String()+"; containers hold one type",
				"set elements have different types %s and %s", elem, t)
			return invalid
		}
		elem = j
	}
	if unknown != nil {
		if unknown == pending {
			c.markPending(inst, e.Pos())
		}
		return unknown
	}
	cls := c.setOf(inst, e.Elts[0].Pos(), elem)
	if cls == nil {
		return invalid
	}
	info := c.setInfo(inst, cls)
	if len(e.Elts) > 2 && allConst(e.Elts) {
		// CPython folds such a literal into a frozenset constant and copies that into the new
		// set, which can order colliding elements differently from adding them one by one.
		info.Const = c.method(inst, cls, "_folded", []Type{cls})
	}
	inst.Info.Lists[e] = info
	return cls
}

// allConst reports whether CPython's compiler folds every element into a constant: literals,
// signed numbers and tuples of those.
func allConst(elts []syntax.Expr) bool {
	for _, x := range elts {
		switch x := x.(type) {
		case *syntax.Constant:
		case *syntax.UnaryOp:
			k, ok := x.Operand.(*syntax.Constant)
			if !ok || (x.Op != syntax.USub && x.Op != syntax.UAdd) || (k.Kind != syntax.IntConst && k.Kind != syntax.FloatConst) {
				return false
			}
		case *syntax.Tuple:
			if !allConst(x.Elts) {
				return false
			}
		default:
			return false
		}
	}
	return true
}

// setOf returns set[elem], or nil after reporting why elem cannot be a set element.
func (c *Checker) setOf(inst *Instance, pos syntax.Pos, elem Type) *Class {
	if elem == c.u.None {
		c.errorf(inst, pos, "not supported yet: sets of None")
		return nil
	}
	if !c.hashable(inst, pos, elem) {
		return nil
	}
	return c.instantiate(c.stdTemplate("set"), []Type{elem})
}

// dictOf returns dict[key, value], or nil after reporting why it cannot be.
func (c *Checker) dictOf(inst *Instance, pos syntax.Pos, key, value Type) *Class {
	if key == c.u.None {
		c.errorf(inst, pos, "not supported yet: dicts with None keys")
		return nil
	}
	if !c.hashable(inst, pos, key) {
		return nil
	}
	return c.instantiate(c.stdTemplate("dict"), []Type{key, value})
}

func (c *Checker) setInfo(inst *Instance, cls *Class) *ListInfo {
	info := &ListInfo{Class: cls, IsSet: true,
		Init:   c.method(inst, cls, "__init__", []Type{cls}),
		Append: c.method(inst, cls, "add", []Type{cls, cls.TypeArgs[0]})}
	if info.Init == nil || info.Append == nil {
		panic("stdlib: set lacks __init__ or add")
	}
	return info
}

func (c *Checker) dictInfo(inst *Instance, cls *Class, n int) *ListInfo {
	info := &ListInfo{Class: cls, IsDict: true,
		Init:    c.method(inst, cls, "__init__", []Type{cls}),
		SetItem: c.method(inst, cls, "__setitem__", []Type{cls, cls.TypeArgs[0], cls.TypeArgs[1]})}
	if n > 0 {
		info.Reserve = c.method(inst, cls, "_reserve", []Type{cls, c.u.Int})
	}
	if info.Init == nil || info.SetItem == nil || (n > 0 && info.Reserve == nil) {
		panic("stdlib: dict lacks __init__, _reserve or __setitem__")
	}
	return info
}

// dictLiteral checks {k: v, ...}; {} is an empty dict.
func (c *Checker) dictLiteral(inst *Instance, e *syntax.Dict) Type {
	if len(e.Keys) == 0 {
		return c.emptyContainer(inst, e, "dict")
	}
	for _, k := range e.Keys {
		if k == nil {
			return c.starDict(inst, e) // displays.go
		}
	}
	var kt, vt, unknown Type
	for i, k := range e.Keys {
		kx := c.expr(inst, k)
		vx := c.expr(inst, e.Values[i])
		if !known(kx) || !known(vx) {
			unknown = join(unknown, kx, vx)
			continue
		}
		j, ok := c.joinElem(kt, kx)
		if !ok {
			c.errorHint(inst, k.Pos(), "dict["+kt.String()+", ...] cannot have keys of type "+kx.String()+"; containers hold one type",
				"dict keys have different types %s and %s", kt, kx)
			return invalid
		}
		kt = j
		if j, ok = c.joinElem(vt, vx); !ok {
			c.errorHint(inst, e.Values[i].Pos(), "dict[..., "+vt.String()+"] cannot hold a "+vx.String()+"; containers hold one type",
				"dict values have different types %s and %s", vt, vx)
			return invalid
		}
		vt = j
	}
	if unknown != nil {
		if unknown == pending {
			c.markPending(inst, e.Pos())
		}
		return unknown
	}
	cls := c.dictOf(inst, e.Keys[0].Pos(), kt, vt)
	if cls == nil {
		return invalid
	}
	inst.Info.Lists[e] = c.dictInfo(inst, cls, len(e.Keys))
	return cls
}

// setComp checks {elt for ... in ... if ...}.
func (c *Checker) setComp(inst *Instance, e *syntax.SetComp) Type {
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
	cls := c.setOf(inst, e.Elt.Pos(), t)
	if cls == nil {
		return invalid
	}
	inst.Info.Lists[e] = c.setInfo(inst, cls)
	return cls
}

// dictComp checks {k: v for ... in ... if ...}; the key is evaluated before the value.
func (c *Checker) dictComp(inst *Instance, e *syntax.DictComp) Type {
	leave, ok := c.enterComp(inst, e, e.Generators)
	defer leave()
	if !ok {
		return invalid
	}
	kt := c.expr(inst, e.Key)
	vt := c.expr(inst, e.Value)
	if !known(kt) || !known(vt) {
		return join(kt, vt)
	}
	if !resolved(inst, e.Generators) {
		return pending
	}
	cls := c.dictOf(inst, e.Key.Pos(), kt, vt)
	if cls == nil {
		return invalid
	}
	inst.Info.Lists[e] = c.dictInfo(inst, cls, 0)
	return cls
}

// elemType returns the type iterating over a value of type t gives, or nil when t is not
// iterable; pending while that is not known yet.
func (c *Checker) elemType(inst *Instance, t Type) Type {
	it := c.method(inst, t, "__iter__", []Type{t})
	if it == nil {
		return nil
	}
	if it.Ret == nil {
		return pending
	}
	next := c.method(inst, it.Ret, "__next__", []Type{it.Ret})
	if next == nil {
		return nil
	}
	if next.Ret == nil {
		return pending
	}
	return next.Ret
}

// containerConstruct checks dict(...), set(...) and list(...); ok is false for other classes.
func (c *Checker) containerConstruct(inst *Instance, e *syntax.Call, cls *Class) (t Type, ok bool) {
	tmpl := cls
	if cls.Origin != nil {
		tmpl = cls.Origin
	}
	if tmpl != c.stdTemplate("dict") && tmpl != c.stdTemplate("set") && tmpl != c.listTemplate() && tmpl != c.stdTemplate("frozenset") {
		return nil, false
	}
	if len(e.Keywords) > 0 {
		if tmpl.Name == "dict" && cls.Origin == nil && len(e.Args) == 0 {
			return c.keywordDict(inst, e), true
		}
		if tmpl.Name == "dict" && cls.Origin == nil {
			return c.dictWithKeywords(inst, e), true // displays.go
		}
		c.unsupported(inst, e.Keywords[0], "keyword arguments to "+tmpl.Name+"() with other arguments")
		return invalid, true
	}
	if len(e.Args) > 1 {
		c.argTypes(inst, e)
		c.errorf(inst, e.Pos(), "%s expected at most 1 argument, got %d", tmpl.Name, len(e.Args))
		return invalid, true
	}
	if len(e.Args) == 0 {
		if cls.Origin == nil {
			return c.emptyContainer(inst, e, tmpl.Name), true
		}
		inst.Info.Calls[e] = &CallInfo{Kind: ConstructCall, Class: cls, Callee: c.method(inst, cls, "__init__", []Type{cls}),
			Args: []syntax.Expr{nil}}
		return cls, true
	}
	at := c.expr(inst, e.Args[0])
	if !known(at) {
		if at == pending {
			c.markPending(inst, e.Pos())
		}
		return join(at), true
	}
	if cls.Origin == nil {
		elem := c.elemType(inst, at)
		if tmpl == c.listTemplate() {
			elem = c.iterElem(inst, e.Args[0], at)
		}
		switch {
		case elem == nil:
			c.errorf(inst, e.Args[0].Pos(), "'%s' object is not iterable", at)
			return invalid, true
		case elem == pending:
			c.markPending(inst, e.Pos())
			return pending, true
		case elem == invalid:
			return invalid, true
		case tmpl == c.listTemplate():
			cls = c.instantiate(tmpl, []Type{elem})
		case tmpl.Name == "set" || tmpl.Name == "frozenset":
			if cls = c.setOf(inst, e.Args[0].Pos(), elem); cls == nil {
				return invalid, true
			}
			if tmpl.Name == "frozenset" {
				cls = c.instantiate(tmpl, cls.TypeArgs)
			}
		case originOf(at) == tmpl:
			cls = classOf(at)
		case tmpl.Name == "dict" && classOf(at) != nil && c.dictLike(classOf(at)) != nil:
			cls = c.dictLike(classOf(at)) // dict(counter): collections.go
		default:
			tup, ok := elem.(*Tuple)
			if !ok || len(tup.Elems) != 2 {
				c.errorf(inst, e.Args[0].Pos(), "cannot convert dictionary update sequence element #0 (%s) to a key and a value", elem)
				return invalid, true
			}
			if cls = c.dictOf(inst, e.Args[0].Pos(), tup.Elems[0], tup.Elems[1]); cls == nil {
				return invalid, true
			}
		}
	}
	isSet := tmpl.Name == "set" || tmpl.Name == "frozenset"
	if isSet && !c.setsFrom(at) || tmpl.Name == "dict" && originOf(at) != c.listTemplate() && c.method(inst, cls, "_init_from", []Type{cls, at}) == nil {
		// Another iterable (a str, a range, a generator, zip(...)): through list(...), which
		// adds the elements in the order CPython's set_update_internal and dict_merge do.
		sp := syntax.Span{From: e.Args[0].Pos(), To: e.Args[0].End()}
		e.Args[0] = &syntax.Call{Span: sp, Func: &syntax.Name{Span: sp, Id: "list"}, Args: []syntax.Expr{e.Args[0]}}
		if at = c.expr(inst, e.Args[0]); !known(at) {
			if at == pending {
				c.markPending(inst, e.Pos())
			}
			return join(at), true
		}
	}
	init := c.method(inst, cls, "_init_from", []Type{cls, at})
	if init == nil {
		c.errorf(inst, e.Pos(), "not supported yet: %s(%s)", cls, at)
		return invalid, true
	}
	inst.Info.Calls[e] = &CallInfo{Kind: ConstructCall, Class: cls, Callee: init, Args: []syntax.Expr{nil, e.Args[0]}}
	if init.Ret == nil {
		c.markPending(inst, e.Pos())
		return pending, true
	}
	return cls, true
}

// setsFrom reports whether set's _init_from takes t itself: a list, or a class that adds
// itself to a set (sets, dicts and their views).
func (c *Checker) setsFrom(t Type) bool {
	cls := classOf(t)
	return cls != nil && (originOf(t) == c.listTemplate() || len(cls.Methods["_update_set"]) > 0)
}

// bindPartialItem gives a variable or field holding an empty dict its key and value types
// from `d[k] = v` (value of type t). It reports whether e's object was such a variable.
func (c *Checker) bindPartialItem(inst *Instance, e *syntax.Subscript, t Type) bool {
	slot := c.partialSlot(inst, e.Value)
	if slot == nil {
		return false
	}
	tmpl := (*slot).(*partialType).tmpl
	if p := c.keyOfPartial(inst, slot, e.Slice); p != nil { // collections.go
		if len(p.args) == 2 && p.args[1] == nil && known(t) {
			p.args[1] = t
			c.progress++
		}
		c.settle(slot)
		c.markPending(inst, e.Pos())
		return true
	}
	it := c.expr(inst, e.Slice)
	c.markPending(inst, e.Pos())
	if !known(it) || !known(t) {
		return true
	}
	for _, s := range tmpl.Def.Body {
		if d, ok := s.(*syntax.FunctionDef); ok && d.Name == "__setitem__" {
			if args, ok := c.inferTypeArgs(tmpl, d, []Type{it, t}); ok && c.elementsFit(inst, e.Pos(), tmpl, args) {
				*slot = c.instantiate(tmpl, args)
				c.progress++
			}
			return true
		}
	}
	return true
}

// elementsFit checks the type arguments an empty dict or set gets from its first use.
func (c *Checker) elementsFit(inst *Instance, pos syntax.Pos, tmpl *Class, args []Type) bool {
	if tmpl != c.stdTemplate("dict") && tmpl != c.stdTemplate("set") {
		return true
	}
	for i, a := range args {
		if a == c.u.None && (i == 0 || tmpl != c.stdTemplate("dict")) {
			c.errorf(inst, pos, "not supported yet: %ss of None", tmpl.Name)
			return false
		}
	}
	return c.hashable(inst, pos, args[0])
}

// refuseMethod refuses d.setdefault(k) on a dict whose values cannot be None (CPython stores
// None for a missing key) and l.sort() of elements without an order. It reports whether it did.
func (c *Checker) refuseMethod(inst *Instance, e *syntax.Call, a *syntax.Attribute, rt Type) bool {
	if c.refuseSort(inst, e, a, rt) || c.refuseSend(inst, e, a, rt) {
		return true
	}
	cls := classOf(rt)
	if cls == nil || cls.Origin != c.stdTemplate("dict") || a.Attr != "setdefault" || len(e.Args) != 1 || len(e.Keywords) > 0 {
		return false
	}
	if v := cls.TypeArgs[1]; !c.holdsNone(v) {
		c.argTypes(inst, e)
		c.errorHint(inst, e.Pos(), "give a default, e.g. d.setdefault(key, 0)",
			"not supported yet: dict.setdefault() without a default on %s (it stores None, which %s cannot hold)", cls, v)
		return true
	}
	return false
}

// holdsNone reports whether a value of type t may be None: a class reference, an Optional, or
// None itself (a dict of None values, as dict.fromkeys(keys) makes).
func (c *Checker) holdsNone(t Type) bool {
	_, opt := t.(*Optional)
	return isRef(t) || opt || t == c.u.None
}

// deleteStmt checks `del obj[k], ...` through __delitem__.
func (c *Checker) deleteStmt(inst *Instance, s *syntax.Delete) {
	for _, target := range s.Targets {
		e, ok := target.(*syntax.Subscript)
		if !ok {
			c.unsupported(inst, target, "del of "+describe(target))
			continue
		}
		ot := c.expr(inst, e.Value)
		it := c.expr(inst, e.Slice)
		if !known(ot) || !known(it) {
			if join(ot, it) == pending {
				c.markPending(inst, e.Pos())
			}
			continue
		}
		callee := c.method(inst, ot, "__delitem__", []Type{ot, it})
		if callee == nil {
			if k := classOf(ot); k != nil && len(k.Methods["__delitem__"]) > 0 {
				c.errorf(inst, e.Slice.Pos(), "%s indices must be %s, not %s", ot, c.indexType(ot), it)
			} else {
				c.errorf(inst, e.Pos(), "'%s' object does not support item deletion", ot)
			}
			continue
		}
		inst.Info.Subscripts[e] = callee
	}
}
