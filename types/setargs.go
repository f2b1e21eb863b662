// Set methods taking any iterable: s.union([1, 2]), s.issubset(range(5)), s.update(a, b).
package types

import "kiln/syntax"

// setIterMethods are the set methods whose arguments may be any iterables.
var setIterMethods = map[string]bool{
	"union": true, "intersection": true, "difference": true, "symmetric_difference": true,
	"update": true, "intersection_update": true, "difference_update": true,
	"symmetric_difference_update": true, "issubset": true, "issuperset": true, "isdisjoint": true,
}

// setMethodArgs prepares the arguments of a call of a set method taking iterables: an argument
// that is neither a set, a list, nor (for update and union) a dict or dict view is passed as
// list(x), whose elements the stdlib's list overloads add, look up or discard in the order
// CPython's generic-iterable paths do; a dict given to difference is passed as set(d), as
// CPython's set_difference treats it. It reports false after reporting an error.
func (c *Checker) setMethodArgs(inst *Instance, e *syntax.Call, a *syntax.Attribute, rt Type) bool {
	cls := classOf(rt)
	if cls == nil || !setIterMethods[a.Attr] || len(e.Keywords) > 0 {
		return true
	}
	if o := originOf(rt); o != c.stdTemplate("set") && o != c.stdTemplate("frozenset") {
		return true
	}
	switch a.Attr {
	case "issubset", "issuperset", "isdisjoint", "symmetric_difference", "symmetric_difference_update":
		if len(e.Args) != 1 {
			c.argTypes(inst, e)
			c.errorf(inst, e.Pos(), "set.%s() takes exactly one argument (%d given)", a.Attr, len(e.Args))
			return false
		}
	}
	if len(e.Args) > 3 {
		c.argTypes(inst, e)
		c.unsupported(inst, e, "set."+a.Attr+"() of more than three iterables")
		return false
	}
	for i, arg := range e.Args {
		if _, ok := arg.(*syntax.Starred); ok {
			return true
		}
		at := c.expr(inst, arg)
		if !known(at) {
			return true // the call's own checking waits or reports
		}
		if elem := c.iterElem(inst, arg, at); elem != nil && known(elem) && !c.assignable(cls.TypeArgs[0], elem) {
			c.errorHint(inst, arg.Pos(), "containers hold one type",
				"not supported yet: %s() of %s, whose elements a %s cannot hold", a.Attr, at, cls)
			return false
		}
		o := originOf(at)
		if o == c.stdTemplate("set") || o == c.stdTemplate("frozenset") || o == c.listTemplate() {
			continue
		}
		wrap := "list"
		if c.setsFrom(at) { // a dict or dict view
			switch a.Attr {
			case "update", "union":
				continue // their _update_set, CPython's set_update_dict
			case "difference":
				if o == c.stdTemplate("dict") {
					wrap = "set"
				}
			}
		} else if c.elemType(inst, at) == nil && !isTuple(at) {
			c.errorf(inst, arg.Pos(), "'%s' object is not iterable", at)
			return false
		}
		sp := syntax.Span{From: arg.Pos(), To: arg.End()}
		e.Args[i] = &syntax.Call{Span: sp, Func: c.stdName(arg.Pos(), arg.Pos(), wrap), Args: []syntax.Expr{arg}}
	}
	return true
}
