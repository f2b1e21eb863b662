// Builtins over iterables: list(iterable), and the element type iterating a value gives.
package types

import "kiln/syntax"

// iterElem returns the type iterating over a value of type t (the expression e) gives: a
// list's, an iterator's, or a tuple's whose elements share one type. It is nil when t is not
// iterable, pending while that is not known yet, and invalid after an error it reported.
func (c *Checker) iterElem(inst *Instance, e syntax.Expr, t Type) Type {
	tup, ok := t.(*Tuple)
	if !ok {
		return c.elemType(inst, t)
	}
	if len(tup.Elems) == 0 {
		c.unsupported(inst, e, "iterating over an empty tuple here")
		return invalid
	}
	if c.tupleAsList(inst, e, tup) == nil {
		return invalid
	}
	return tup.Elems[0]
}

// redirected names the builtins whose calls the checker checks as calls of stdlib functions.
var redirected = map[string]bool{"min": true, "max": true, "sum": true, "zip": true, "map": true, "filter": true, "reversed": true, "sorted": true, "round": true}

// redirectTarget chooses the stdlib function a call of builtin name is checked as, given the
// types of its positional arguments. It returns "" after reporting an error.
func (c *Checker) redirectTarget(inst *Instance, e *syntax.Call, name string, pos []Type) string {
	switch name {
	case "min", "max":
		return c.minMaxTarget(inst, e, pos, name)
	case "sum":
		return c.sumTarget(inst, e, pos)
	case "zip":
		return c.zipTarget(inst, e, pos)
	case "filter":
		return c.filterTarget(inst, e, pos)
	case "reversed":
		return c.reversedTarget(inst, e, pos)
	case "sorted":
		return c.sortedTarget(inst, e, pos)
	case "round":
		// round(x) is an int, round(x, n) has x's type: two functions (stdlib/numbers.py).
		if len(pos)+len(e.Keywords) == 2 {
			return "_round2"
		}
		return "_round1"
	}
	return c.mapTarget(inst, e, pos)
}

// redirectCall checks a call of a redirected builtin as a call of the stdlib function its
// arguments choose, made once per call (a tuple argument iterated is passed as list(t)); the
// original call records the copy's CallInfo.
func (c *Checker) redirectCall(inst *Instance, e *syntax.Call, name string) Type {
	pos, kw, ok := c.argTypes(inst, e)
	if !ok {
		return c.argFailure(inst, e, pos, kw)
	}
	target := c.redirectTarget(inst, e, name, pos)
	if target == "" {
		return invalid
	}
	var args []syntax.Expr
	for i, a := range e.Args {
		if _, isTuple := pos[i].(*Tuple); isTuple && name != "min" && name != "max" || isTuple && len(e.Args) == 1 {
			a = &syntax.Call{Span: syntax.Span{From: a.Pos(), To: a.End()},
				Func: c.stdName(a.Pos(), a.Pos(), "list"), Args: []syntax.Expr{a}}
		}
		args = append(args, a)
	}
	return c.callAs(inst, e, target, args)
}

// callAs checks call e as a call of the stdlib function target with the arguments args (and
// e's keywords), through a copy made once per call and target; e records the copy's CallInfo.
func (c *Checker) callAs(inst *Instance, e *syntax.Call, target string, args []syntax.Expr) Type {
	if c.redirects == nil {
		c.redirects = map[*syntax.Call]*syntax.Call{}
	}
	call := c.redirects[e]
	if call == nil || call.Func.(*syntax.Name).Id != target {
		copy := *e
		copy.Func = c.stdName(e.Func.Pos(), e.Func.End(), target)
		copy.Args = args
		call = &copy
		c.redirects[e] = call
	}
	t := c.call(inst, call)
	if ci := inst.Info.Calls[call]; ci != nil {
		inst.Info.Calls[e] = ci
	}
	return t
}

// stdName makes a name for the builtins' object called id, which the program's own
// definitions do not shadow: a program may define its own _sorted or list.
func (c *Checker) stdName(from, to syntax.Pos, id string) *syntax.Name {
	if c.stdNames == nil {
		c.stdNames = map[*syntax.Name]bool{}
	}
	n := &syntax.Name{Span: syntax.Span{From: from, To: to}, Id: id}
	c.stdNames[n] = true
	return n
}

// keyword returns the call's keyword argument called name, or nil.
func keyword(e *syntax.Call, name string) *syntax.Keyword {
	for _, k := range e.Keywords {
		if k.Name == name {
			return k
		}
	}
	return nil
}

// minMaxTarget chooses how min or max is called: over one iterable (with or without a
// default), over two values, or over more values of one type.
func (c *Checker) minMaxTarget(inst *Instance, e *syntax.Call, pos []Type, name string) string {
	for _, k := range e.Keywords {
		if k.Name != "key" && k.Name != "default" {
			c.errorf(inst, k.Pos(), "%s() got an unexpected keyword argument '%s'", name, k.Name)
			return ""
		}
	}
	switch {
	case len(pos) == 0:
		c.errorf(inst, e.Pos(), "%s expected at least 1 argument, got 0", name)
		return ""
	case len(pos) == 1 && keyword(e, "default") != nil:
		return "_" + name + "_default"
	case len(pos) == 1:
		return "_" + name + "_iter"
	case keyword(e, "default") != nil:
		c.errorf(inst, e.Pos(), "Cannot specify a default for %s() with multiple positional arguments", name)
		return ""
	}
	for i, t := range pos[1:] {
		if t != pos[0] {
			c.errorHint(inst, e.Args[i+1].Pos(), "Kiln compares values of one type here; convert them first (float(x))",
				"not supported yet: %s() of values of different types %s and %s", name, pos[0], t)
			return ""
		}
	}
	if !c.ordered(inst, e.Pos(), pos[0], name, keyword(e, "key") == nil) {
		return ""
	}
	if len(pos) == 2 {
		return "_" + name + "2"
	}
	return "_" + name + "_args"
}

// ordered reports whether values of type t can be ordered with <, as sorting and min/max
// need, and reports an error at pos when not (and check is set).
func (c *Checker) ordered(inst *Instance, pos syntax.Pos, t Type, what string, check bool) bool {
	if !check || c.comparison(inst, cmpMagic[syntax.Lt], t, t) != nil {
		return true
	}
	hint := ""
	if classOf(t) != nil && classOf(t).Ref {
		hint = what + "() compares with <: define __lt__ in class " + t.String() + ", or pass key="
	}
	c.errorHint(inst, pos, hint, "'<' not supported between instances of '%s' and '%s'", t, t)
	return false
}

// sumTarget chooses how sum adds: from a float 0.0 for floats started at an int.
func (c *Checker) sumTarget(inst *Instance, e *syntax.Call, pos []Type) string {
	if len(pos) < 1 || len(pos) > 2 {
		c.errorf(inst, e.Pos(), "sum() takes at most 2 arguments (%d given)", len(pos))
		if len(pos) == 0 {
			inst.errs[len(inst.errs)-1].Msg = "sum() takes at least 1 positional argument (0 given)"
		}
		return ""
	}
	elem := c.iterElem(inst, e.Args[0], pos[0])
	if elem == nil {
		c.errorf(inst, e.Args[0].Pos(), "'%s' object is not iterable", pos[0])
		return ""
	}
	start := Type(c.u.Int)
	if len(pos) == 2 {
		start = pos[1]
	} else if k := keyword(e, "start"); k != nil {
		start = c.expr(inst, k.Value)
	}
	if elem == c.u.Float && start == c.u.Int {
		return "_sum_float"
	}
	return "_sum"
}

// zipTarget chooses the zip class for two or three iterables.
func (c *Checker) zipTarget(inst *Instance, e *syntax.Call, pos []Type) string {
	if len(e.Keywords) > 0 {
		c.unsupported(inst, e.Keywords[0], "zip() keyword arguments")
		return ""
	}
	if len(pos) < 2 || len(pos) > 3 {
		c.unsupported(inst, e, "zip() of other than two or three iterables")
		return ""
	}
	if len(pos) == 2 {
		return "_zip2"
	}
	return "_zip3"
}

// mapTarget chooses the map class for a function and one or two iterables.
func (c *Checker) mapTarget(inst *Instance, e *syntax.Call, pos []Type) string {
	if len(e.Keywords) > 0 {
		c.errorf(inst, e.Keywords[0].Pos(), "map() takes no keyword arguments")
		return ""
	}
	switch len(pos) {
	case 0, 1:
		c.errorf(inst, e.Pos(), "map() must have at least two arguments.")
		return ""
	case 2:
		return "_map1"
	case 3:
		return "_map2"
	}
	c.unsupported(inst, e, "map() over more than two iterables")
	return ""
}

// filterTarget chooses the filter class: by a function, or by truth for filter(None, it).
func (c *Checker) filterTarget(inst *Instance, e *syntax.Call, pos []Type) string {
	if len(e.Keywords) > 0 {
		c.errorf(inst, e.Keywords[0].Pos(), "filter() takes no keyword arguments")
		return ""
	}
	if len(pos) != 2 {
		c.errorf(inst, e.Pos(), "filter expected 2 arguments, got %d", len(pos))
		return ""
	}
	if pos[0] == c.u.None {
		return "_filter_true"
	}
	return "_filter"
}

// reversedTarget chooses how reversed iterates: a list from its end, a range backwards.
func (c *Checker) reversedTarget(inst *Instance, e *syntax.Call, pos []Type) string {
	if len(pos) != 1 || len(e.Keywords) > 0 {
		c.errorf(inst, e.Pos(), "reversed expected 1 argument, got %d", len(pos)+len(e.Keywords))
		return ""
	}
	switch {
	case pos[0] == c.rangeClass:
		return "_reversed_range"
	case originOf(pos[0]) == c.listTemplate():
		return "_reversed"
	case isTuple(pos[0]):
		return "_reversed" // redirectCall passes list(t)
	case pos[0] == c.u.Str:
		return "_reversed_str"
	case classOf(pos[0]) != nil && len(classOf(pos[0]).Methods["__reversed__"]) > 0:
		return "_reversed_method" // collections.deque
	}
	if cls := classOf(pos[0]); cls != nil {
		name := cls.Name
		if cls.Origin != nil {
			name = cls.Origin.Name
		}
		switch name {
		case "int", "float", "bool", "set", "frozenset":
			c.errorf(inst, e.Args[0].Pos(), "'%s' object is not reversible", name)
			return ""
		}
	}
	c.unsupported(inst, e, "reversed() of "+pos[0].String()+" (only lists, tuples, strs, ranges, dicts and their views, and deques)")
	return ""
}

func isTuple(t Type) bool {
	_, ok := t.(*Tuple)
	return ok
}

// sortedTarget checks that sorted's elements can be ordered (unless a key orders them).
func (c *Checker) sortedTarget(inst *Instance, e *syntax.Call, pos []Type) string {
	if len(pos) != 1 {
		c.errorf(inst, e.Pos(), "sorted expected 1 argument, got %d", len(pos))
		return ""
	}
	elem := c.iterElem(inst, e.Args[0], pos[0])
	if elem == nil {
		c.errorf(inst, e.Args[0].Pos(), "'%s' object is not iterable", pos[0])
		return ""
	}
	if known(elem) && !c.ordered(inst, e.Pos(), elem, "sorted", keyword(e, "key") == nil) {
		return ""
	}
	if originOf(pos[0]) == c.listTemplate() {
		return "_sorted_list" // the list's items sorted into the new list (list._sorted_copy)
	}
	return "_sorted"
}

// refuseSort refuses list.sort() without a key on a list whose elements have no order, at
// the call rather than inside the stdlib's sort. It reports whether it did.
func (c *Checker) refuseSort(inst *Instance, e *syntax.Call, a *syntax.Attribute, rt Type) bool {
	cls := classOf(rt)
	if cls == nil || cls.Origin != c.listTemplate() || a.Attr != "sort" || keyword(e, "key") != nil {
		return false
	}
	if c.ordered(inst, e.Pos(), cls.TypeArgs[0], "list.sort", true) {
		return false
	}
	c.argTypes(inst, e)
	return true
}

// tupleSearch checks t.count(x) and t.index(x) on a tuple whose elements share one type, as
// calls of the stdlib's _tuple_count and _tuple_index.
func (c *Checker) tupleSearch(inst *Instance, e *syntax.Call, a *syntax.Attribute, t *Tuple) Type {
	for _, et := range t.Elems {
		if et != t.Elems[0] {
			c.argTypes(inst, e)
			c.unsupported(inst, e, "tuple."+a.Attr+"() on a tuple of different types ("+t.String()+")")
			return invalid
		}
	}
	if len(t.Elems) == 0 {
		c.argTypes(inst, e)
		c.unsupported(inst, e, "tuple."+a.Attr+"() on an empty tuple")
		return invalid
	}
	return c.callAs(inst, e, "_tuple_"+a.Attr, append([]syntax.Expr{a.Value}, e.Args...))
}
