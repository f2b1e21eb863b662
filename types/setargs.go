// Set methods taking any iterable (s.union([1, 2]), s.issubset(range(5)), s.update(a, b)) and
// dict.update of pairs and keywords.
package types

import (
	"strings"

	"kiln/syntax"
)

// setIterMethods are the set methods whose arguments may be any iterables.
var setIterMethods = map[string]bool{
	"union": true, "intersection": true, "difference": true, "symmetric_difference": true,
	"update": true, "intersection_update": true, "difference_update": true,
	"symmetric_difference_update": true, "issubset": true, "issuperset": true, "isdisjoint": true,
}

// argStandKey is a call with some of its arguments wrapped: wraps holds, per argument, the
// function wrapping it ("" for none).
type argStandKey struct {
	call  *syntax.Call
	wraps string
}

// setMethodArgs checks a call of a set method taking iterables when an argument is neither a
// set, a list, nor (for update and union) a dict or dict view: the call stands for one passing
// it as list(x), whose elements the stdlib's list overloads add, look up or discard in the
// order CPython's generic-iterable paths do; a dict given to difference is passed as set(d),
// as CPython's set_difference treats it. ok is false when the call is not such a call.
func (c *Checker) setMethodArgs(inst *Instance, e *syntax.Call, a *syntax.Attribute, rt Type) (t Type, ok bool) {
	cls := classOf(rt)
	if cls == nil || !setIterMethods[a.Attr] || len(e.Keywords) > 0 {
		return nil, false
	}
	if o := originOf(rt); o != c.stdTemplate("set") && o != c.stdTemplate("frozenset") {
		return nil, false
	}
	switch a.Attr {
	case "issubset", "issuperset", "isdisjoint", "symmetric_difference", "symmetric_difference_update":
		if len(e.Args) != 1 {
			c.argTypes(inst, e)
			c.errorf(inst, e.Pos(), "set.%s() takes exactly one argument (%d given)", a.Attr, len(e.Args))
			return invalid, true
		}
	}
	if len(e.Args) > 3 {
		c.argTypes(inst, e)
		c.unsupported(inst, e, "set."+a.Attr+"() of more than three iterables")
		return invalid, true
	}
	wraps := make([]string, len(e.Args))
	for i, arg := range e.Args {
		if _, ok := arg.(*syntax.Starred); ok {
			return nil, false
		}
		at := c.expr(inst, arg)
		if !known(at) {
			return nil, false // the call's own checking waits or reports
		}
		if elem := c.iterElem(inst, arg, at); elem != nil && known(elem) && !c.assignable(cls.TypeArgs[0], elem) {
			c.errorHint(inst, arg.Pos(), "containers hold one type",
				"not supported yet: %s() of %s, whose elements a %s cannot hold", a.Attr, at, cls)
			return invalid, true
		}
		o := originOf(at)
		if o == c.stdTemplate("set") || o == c.stdTemplate("frozenset") || o == c.listTemplate() {
			continue
		}
		if c.setsFrom(at) { // a dict or dict view
			switch {
			case a.Attr == "update" || a.Attr == "union":
				continue // their _update_set, CPython's set_update_dict
			case a.Attr == "difference" && o == c.stdTemplate("dict"):
				wraps[i] = "set"
				continue
			}
		} else if c.elemType(inst, at) == nil && !isTuple(at) {
			c.errorf(inst, arg.Pos(), "'%s' object is not iterable", at)
			return invalid, true
		}
		wraps[i] = "list"
	}
	return c.wrappedCall(inst, e, wraps)
}

// wrappedCall checks call e as the call passing its arguments through the functions wraps
// names (made once per call and wrapping); ok is false when it wraps none.
func (c *Checker) wrappedCall(inst *Instance, e *syntax.Call, wraps []string) (Type, bool) {
	key := argStandKey{e, strings.Join(wraps, ",")}
	if strings.Trim(key.wraps, ",") == "" {
		return nil, false
	}
	if c.argStands == nil {
		c.argStands = map[argStandKey]*syntax.Call{}
	}
	e2 := c.argStands[key]
	if e2 == nil {
		copy := *e
		copy.Args = nil
		for i, arg := range e.Args {
			if wraps[i] != "" {
				sp := syntax.Span{From: arg.Pos(), To: arg.End()}
				arg = &syntax.Call{Span: sp, Func: c.stdName(arg.Pos(), arg.Pos(), wraps[i]), Args: []syntax.Expr{arg}}
			}
			copy.Args = append(copy.Args, arg)
		}
		e2 = &copy
		c.argStands[key] = e2
	}
	inst.Info.Stands[e] = e2
	return c.expr(inst, e2), true
}
