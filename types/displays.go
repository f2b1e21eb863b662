// Displays with * and ** unpacking ([*a, b], {*a, b}, {**a, k: v}), dict(x, k=v) and
// d.update(x, k=v): each is checked as the chain of stdlib calls (stdlib/displays.py) that
// takes CPython's steps, made once per expression (Info.Stands).
package types

import "kiln/syntax"

// hasStar reports whether a list, set or tuple display unpacks an iterable.
func hasStar(elts []syntax.Expr) bool {
	for _, x := range elts {
		if _, ok := x.(*syntax.Starred); ok {
			return true
		}
	}
	return false
}

// stdCall makes the call of the builtins' function name at x's position.
func (c *Checker) stdCall(x syntax.Expr, name string, args ...syntax.Expr) *syntax.Call {
	sp := syntax.Span{From: x.Pos(), To: x.End()}
	return &syntax.Call{Span: sp, Func: c.stdName(x.Pos(), x.Pos(), name), Args: args}
}

// starDisplay checks [..., *a, ...] or {..., *a, ...}: CPython builds an empty list or set (or
// one of the elements before the first star) and then extends it by each starred iterable
// and adds each other element, in order.
func (c *Checker) starDisplay(inst *Instance, e syntax.Expr, elts []syntax.Expr, isSet bool) Type {
	for _, x := range elts {
		if s, ok := x.(*syntax.Starred); ok {
			at := c.expr(inst, s.Value)
			if !known(at) {
				if at == pending {
					c.markPending(inst, e.Pos())
				}
				return join(at)
			}
			if c.elemType(inst, at) == nil && !isTuple(at) {
				if isSet {
					c.errorf(inst, s.Value.Pos(), "'%s' object is not iterable", at)
				} else {
					c.errorf(inst, s.Value.Pos(), "Value after * must be an iterable, not %s", at)
				}
				return invalid
			}
		}
	}
	return c.standIn(inst, e, func() syntax.Expr {
		extend, add, first := "_list_extend", "_list_append", "list"
		if isSet {
			extend, add, first = "_set_update", "_set_add", "set"
		}
		var acc syntax.Expr
		for _, x := range elts {
			s, star := x.(*syntax.Starred)
			switch {
			case acc == nil && star:
				acc = c.stdCall(x, first, s.Value)
			case acc == nil && isSet:
				acc = &syntax.Set{Span: syntax.Span{From: x.Pos(), To: x.End()}, Elts: []syntax.Expr{x}}
			case acc == nil:
				acc = &syntax.List{Span: syntax.Span{From: x.Pos(), To: x.End()}, Elts: []syntax.Expr{x}}
			case star:
				acc = c.stdCall(x, extend, acc, s.Value)
			default:
				acc = c.stdCall(x, add, acc, x)
			}
		}
		return acc
	})
}

// mappingArg checks the operand of ** in a dict display: a dict (or a dict subclass).
func (c *Checker) mappingArg(inst *Instance, e syntax.Expr, x syntax.Expr) (Type, bool) {
	at := c.expr(inst, x)
	if !known(at) {
		if at == pending {
			c.markPending(inst, e.Pos())
		}
		return join(at), false
	}
	if k := classOf(at); k == nil || c.dictLike(k) == nil {
		c.errorf(inst, x.Pos(), "'%s' object is not a mapping", at)
		return invalid, false
	}
	return at, true
}

// starDict checks {..., **m, k: v, ...}: a dict of the pairs before the first **, or a copy of
// the first mapping, updated with each mapping and pair in order.
func (c *Checker) starDict(inst *Instance, e *syntax.Dict) Type {
	for i, k := range e.Keys {
		if k == nil {
			if t, ok := c.mappingArg(inst, e, e.Values[i]); !ok {
				return t
			}
		}
	}
	return c.standIn(inst, e, func() syntax.Expr {
		var acc syntax.Expr
		for i, k := range e.Keys {
			v := e.Values[i]
			switch {
			case acc == nil && k == nil:
				acc = c.stdCall(v, "dict", v)
			case acc == nil:
				acc = &syntax.Dict{Span: syntax.Span{From: k.Pos(), To: v.End()}, Keys: []syntax.Expr{k}, Values: []syntax.Expr{v}}
			case k == nil:
				acc = c.stdCall(v, "_dict_update", acc, v)
			default:
				acc = c.stdCall(v, "_dict_put", acc, k, v)
			}
		}
		return acc
	})
}

// keywordPuts makes the calls storing call e's keyword arguments into the dict acc.
func (c *Checker) keywordPuts(e *syntax.Call, acc syntax.Expr) syntax.Expr {
	for _, k := range e.Keywords {
		key := &syntax.Constant{Span: k.Span, Kind: syntax.StrConst, Str: k.Name}
		acc = c.stdCall(k.Value, "_dict_put", acc, key, k.Value)
	}
	return acc
}

// strKeys checks that the dict type t takes the str keys of keyword arguments.
func (c *Checker) strKeys(inst *Instance, e *syntax.Call, t Type, what string) bool {
	if k := c.dictLike(classOf(t)); k != nil && k.TypeArgs[0] != c.u.Str {
		c.errorHint(inst, e.Keywords[0].Pos(), "containers hold one type",
			"not supported yet: keyword arguments to %s of %s (their keys are str)", what, t)
		return false
	}
	return true
}

// dictWithKeywords checks dict(x, k=v, ...): dict(x), then each keyword stored.
func (c *Checker) dictWithKeywords(inst *Instance, e *syntax.Call) Type {
	for _, k := range e.Keywords {
		if k.Name == "" {
			c.argTypes(inst, e)
			c.unsupported(inst, k, "dict(**d)")
			return invalid
		}
	}
	if len(e.Args) > 1 {
		c.argTypes(inst, e)
		c.errorf(inst, e.Pos(), "dict expected at most 1 argument, got %d", len(e.Args))
		return invalid
	}
	at := c.expr(inst, e.Args[0])
	if !known(at) {
		if at == pending {
			c.markPending(inst, e.Pos())
		}
		return join(at)
	}
	if !c.strKeys(inst, e, at, "dict()") {
		return invalid
	}
	return c.standIn(inst, e, func() syntax.Expr {
		return c.keywordPuts(e, c.stdCall(e.Args[0], "dict", e.Args[0]))
	})
}

// dictUpdate checks d.update(x) of pairs (as d.update(list(x)) unless x is a dict or a list)
// and d.update(x, k=v, ...) and d.update(k=v, ...). ok is false for other calls.
func (c *Checker) dictUpdate(inst *Instance, e *syntax.Call, a *syntax.Attribute, rt Type) (t Type, ok bool) {
	if a.Attr != "update" || originOf(rt) != c.stdTemplate("dict") || len(e.Args) > 1 {
		return nil, false
	}
	for _, k := range e.Keywords {
		if k.Name == "" {
			if len(e.Args)+len(e.Keywords) > 1 {
				c.argTypes(inst, e)
				c.unsupported(inst, k, "update(**d) beside other arguments")
				return invalid, true
			}
			return c.kwCopy(inst, e, k, func() syntax.Expr {
				copy := *e
				copy.Args, copy.Keywords = []syntax.Expr{k.Value}, nil
				return &copy
			}), true
		}
	}
	wrap := ""
	if len(e.Args) == 1 {
		at := c.expr(inst, e.Args[0])
		if !known(at) {
			return nil, false
		}
		if k := classOf(at); k == nil || c.dictLike(k) == nil {
			elem := c.iterElem(inst, e.Args[0], at)
			if elem == nil {
				c.errorf(inst, e.Args[0].Pos(), "'%s' object is not iterable", at)
				return invalid, true
			}
			if !known(elem) {
				return elem, true
			}
			if tup, ok := elem.(*Tuple); !ok || len(tup.Elems) != 2 {
				c.errorf(inst, e.Args[0].Pos(), "cannot convert dictionary update sequence element #0 to a sequence")
				return invalid, true
			}
			if originOf(at) != c.listTemplate() {
				wrap = "list"
			}
		}
	}
	if len(e.Keywords) == 0 {
		if wrap == "" {
			return nil, false
		}
		return c.wrappedCall(inst, e, []string{wrap}) // setargs.go
	}
	if !c.strKeys(inst, e, rt, "update()") {
		c.argTypes(inst, e)
		return invalid, true
	}
	return c.standIn(inst, e, func() syntax.Expr {
		var acc syntax.Expr = a.Value
		if len(e.Args) == 1 {
			acc = c.stdCall(e.Args[0], "_dict_update", acc, e.Args[0])
		}
		return c.stdCall(e, "_dict_done", c.keywordPuts(e, acc))
	}), true
}
