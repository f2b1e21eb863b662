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
		if isEmptyIterable(arg) {
			if len(e.Args) > 1 {
				c.unsupported(inst, arg, "an empty literal beside other iterables in set."+a.Attr+"()")
				return invalid, true
			}
			wraps[i] = c.emptyArgWrap(arg, cls.Methods[a.Attr])
			continue
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
			sp := syntax.Span{From: arg.Pos(), To: arg.End()}
			switch wraps[i] {
			case "":
			case "[]": // an empty literal, as the one the method's first overload takes
				arg = &syntax.List{Span: sp}
			case "set()":
				arg = &syntax.Call{Span: sp, Func: c.stdName(arg.Pos(), arg.Pos(), "set")}
			default:
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

// isEmptyIterable reports whether e is an empty literal: [], (), {}, set() or dict().
func isEmptyIterable(e syntax.Expr) bool {
	if t, ok := e.(*syntax.Tuple); ok {
		return len(t.Elts) == 0
	}
	return isEmptyLiteral(e)
}

// emptyArgWrap returns the empty literal that takes the place of the empty iterable arg of a
// set method (s.union([]), s.update(())): the kind the method's first overload annotates,
// whose annotation gives it the set's element type ("" when arg is of that kind already). An
// empty iterable is an empty iterable to every set method: the results do not depend on its kind.
func (c *Checker) emptyArgWrap(arg syntax.Expr, overloads []*Func) string {
	want := "set()"
	if len(overloads) > 0 {
		c.resolveSignature(overloads[0])
		if ps := overloads[0].params; len(ps) == 2 {
			if k := classOf(ps[1].ann); k != nil && k.Origin == c.listTemplate() {
				want = "[]"
			}
		}
	}
	switch x := arg.(type) {
	case *syntax.List:
		if want == "[]" {
			return ""
		}
	case *syntax.Call:
		if want == "set()" && isName(x.Func, "set") {
			return ""
		}
	}
	return want
}
