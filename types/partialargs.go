// Empty literals typed through a call argument: `items = []` then `add(items, 1)` for
// `def add(xs: list[int], x: int)`, or `heapq.heappush(events, (t, name))`, whose body
// appends its second parameter to its first.
package types

import "kiln/syntax"

// bindPartialArg binds the variable or field that argument a names when it holds an empty
// literal: from ann, the annotation of the parameter it is passed for, or else from what f's
// body does with the parameter (paramFlow). It reports whether a held an empty literal; the
// argument is then pending.
func (c *Checker) bindPartialArg(inst *Instance, e *syntax.Call, f *Func, pi int, a syntax.Expr, ann Type, hasRecv bool) bool {
	switch a.(type) {
	case *syntax.Name, *syntax.Attribute:
	default:
		return false
	}
	slot := c.partialSlot(inst, a)
	if slot == nil {
		return false
	}
	p := (*slot).(*partialType)
	c.markPending(inst, a.Pos())
	if p.args != nil {
		return true
	}
	if k := classOf(ann); k != nil && k.Origin == p.tmpl {
		*slot = k
		c.progress++
		return true
	}
	if ann != nil || f.Def == nil || pi >= len(f.params) {
		return true
	}
	attr, from, ok := c.paramFlow(f, pi, 0)
	if !ok {
		return true
	}
	j := from
	if hasRecv {
		j--
	}
	if j < 0 || j >= len(e.Args) || c.partialSlot(inst, e.Args[j]) != nil {
		return true
	}
	t := c.expr(inst, e.Args[j])
	if !known(t) {
		return true
	}
	pos := []Type{t}
	if attr == "insert" {
		pos = []Type{c.u.Int, t}
	}
	for _, s := range p.tmpl.Def.Body {
		if d, ok := s.(*syntax.FunctionDef); ok && d.Name == attr {
			if args, ok := c.inferTypeArgs(p.tmpl, d, pos); ok && c.elementsFit(inst, e.Pos(), p.tmpl, args) {
				*slot = c.instantiate(p.tmpl, args)
				c.progress++
			}
			break
		}
	}
	return true
}

// paramFlow finds how f's body stores its unannotated parameter pi: `p.append(q)`,
// `p.add(q)` or `p.insert(i, q)` of another parameter q, directly or by passing both
// positionally to a module function that does (bisect.insort calls insort_right). It returns
// the method and q's index.
func (c *Checker) paramFlow(f *Func, pi, depth int) (attr string, from int, ok bool) {
	if f.Def == nil || depth > 3 || pi >= len(f.params) || f.params[pi].ann != nil || f.params[pi].kind != positional {
		return "", 0, false
	}
	index := func(x syntax.Expr) int {
		if n, ok := x.(*syntax.Name); ok {
			for i, p := range f.params {
				if p.name == n.Id && p.kind == positional {
					return i
				}
			}
		}
		return -1
	}
	name := f.params[pi].name
	syntax.Inspect(f.Def, func(n syntax.Node) bool {
		call, isCall := n.(*syntax.Call)
		if ok || !isCall {
			return !ok
		}
		if a, isAttr := call.Func.(*syntax.Attribute); isAttr && isName(a.Value, name) {
			var arg syntax.Expr
			switch {
			case (a.Attr == "append" || a.Attr == "add") && len(call.Args) == 1:
				arg = call.Args[0]
			case a.Attr == "insert" && len(call.Args) == 2:
				arg = call.Args[1]
			}
			if j := -1; arg != nil {
				if j = index(arg); j >= 0 && j != pi {
					attr, from, ok = a.Attr, j, true
				}
			}
			return true
		}
		g, isFunc := call.Func.(*syntax.Name)
		if !isFunc {
			return true
		}
		callee, _ := f.scope.lookup(g.Id).(*Func)
		if callee == nil || callee == f || callee.Def == nil {
			return true
		}
		c.resolveSignature(callee)
		at := -1
		for k, x := range call.Args {
			if isName(x, name) {
				at = k
			}
		}
		if at < 0 {
			return true
		}
		if m, k, found := c.paramFlow(callee, at, depth+1); found && k < len(call.Args) {
			if j := index(call.Args[k]); j >= 0 && j != pi {
				attr, from, ok = m, j, true
			}
		}
		return true
	})
	return attr, from, ok
}
