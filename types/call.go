// Calls: argument binding, builtin calls (print, bool, constructors), methods and overloads.
package types

import (
	"strings"

	"kiln/syntax"
)

func (c *Checker) call(inst *Instance, e *syntax.Call) Type {
	for _, a := range e.Args {
		if _, ok := a.(*syntax.Starred); ok {
			c.unsupported(inst, a, "*arguments in calls")
			return invalid
		}
	}
	for _, k := range e.Keywords {
		if k.Name == "" {
			c.unsupported(inst, k, "**arguments in calls")
			return invalid
		}
	}
	switch fn := e.Func.(type) {
	case *syntax.Name:
		switch o := c.lookup(inst, fn).(type) {
		case *Func:
			return c.funcCall(inst, e, o, nil)
		case *builtinFunc:
			switch o.name {
			case "print":
				return c.printCall(inst, e)
			case "range":
				c.unsupported(inst, e, "range() outside a for loop")
				return invalid
			}
		case *Class:
			return c.construct(inst, e, o)
		case *Var:
			c.name(inst, fn)
			c.unsupported(inst, e, "calling a variable")
			return invalid
		case nil:
			c.errorf(inst, fn.Pos(), "name %q is not defined", fn.Id)
			return invalid
		}
	case *syntax.Attribute:
		return c.methodCall(inst, e, fn)
	}
	c.unsupported(inst, e.Func, "calling "+describe(e.Func))
	return invalid
}

// argTypes checks the positional and keyword arguments.
func (c *Checker) argTypes(inst *Instance, e *syntax.Call) (pos []Type, kw []Type, ok bool) {
	ok = true
	for _, a := range e.Args {
		t := c.expr(inst, a)
		ok = ok && known(t)
		pos = append(pos, t)
	}
	for _, k := range e.Keywords {
		t := c.expr(inst, k.Value)
		ok = ok && known(t)
		kw = append(kw, t)
	}
	return pos, kw, ok
}

// funcCall binds a call's arguments to f's parameters and realizes f for their types. recv is
// the receiver of a method call (nil otherwise).
func (c *Checker) funcCall(inst *Instance, e *syntax.Call, f *Func, recv syntax.Expr) Type {
	c.resolveSignature(f)
	pos, kw, ok := c.argTypes(inst, e)
	if !ok {
		return c.argFailure(inst, e, pos, kw)
	}
	args := append([]syntax.Expr(nil), e.Args...)
	types := pos
	if recv != nil {
		args = append([]syntax.Expr{recv}, args...)
		types = append([]Type{inst.Info.Types[recv]}, types...)
	}
	bound, boundTypes := c.bind(inst, e, f, args, types, kw)
	if bound == nil {
		return invalid
	}
	if !c.accepts(inst, e, f, boundTypes, true) {
		return invalid
	}
	callee := c.realize(f, boundTypes)
	inst.Info.Calls[e] = &CallInfo{Kind: DirectCall, Callee: callee, Args: bound}
	return c.result(inst, e, callee)
}

// argFailure returns the type of a call whose arguments are not all known.
func (c *Checker) argFailure(inst *Instance, e *syntax.Call, pos, kw []Type) Type {
	t := join(append(pos, kw...)...)
	if t == pending {
		c.markPending(inst, e.Pos())
	}
	return t
}

// bind orders the arguments as f's parameters, filling defaults, with CPython's messages for
// a call that does not fit.
func (c *Checker) bind(inst *Instance, e *syntax.Call, f *Func, args []syntax.Expr, types []Type, kw []Type) ([]syntax.Expr, []Type) {
	name := f.PyName + "()"
	params := f.params
	skip := 0
	if f.Recv != nil && !f.Static {
		skip = 1 // the receiver is not counted in messages
	}
	if len(args) > len(params) {
		n := len(params) - skip
		c.errorf(inst, e.Pos(), "%s takes %d positional argument%s but %d %s given",
			name, n, plural(n), len(args)-skip, wereWas(len(args)-skip))
		return nil, nil
	}
	bound := make([]syntax.Expr, len(params))
	boundTypes := make([]Type, len(params))
	copy(bound, args)
	copy(boundTypes, types)
	for i, k := range e.Keywords {
		j := -1
		for pi, p := range params {
			if p.name == k.Name {
				j = pi
			}
		}
		if j < skip || f.Kind == ExternFunc {
			c.errorf(inst, k.Pos(), "%s got an unexpected keyword argument '%s'", name, k.Name)
			return nil, nil
		}
		if bound[j] != nil {
			c.errorf(inst, k.Pos(), "%s got multiple values for argument '%s'", name, k.Name)
			return nil, nil
		}
		bound[j], boundTypes[j] = k.Value, kw[i]
	}
	var missing []string
	for i, p := range params {
		if bound[i] != nil {
			continue
		}
		if p.def == nil {
			missing = append(missing, "'"+p.name+"'")
			continue
		}
		bound[i] = p.def
		boundTypes[i] = c.expr(inst, p.def)
		if !known(boundTypes[i]) {
			return nil, nil
		}
	}
	if len(missing) > 0 {
		list := missing[len(missing)-1]
		if len(missing) > 1 {
			list = strings.Join(missing[:len(missing)-1], ", ") + " and " + list
			if len(missing) > 2 {
				list = strings.Join(missing[:len(missing)-1], ", ") + ", and " + missing[len(missing)-1]
			}
		}
		c.errorf(inst, e.Pos(), "%s missing %d required positional argument%s: %s",
			name, len(missing), plural(len(missing)), list)
		return nil, nil
	}
	return bound, boundTypes
}

func plural(n int) string {
	if n == 1 {
		return ""
	}
	return "s"
}

func wereWas(n int) string {
	if n == 1 {
		return "was"
	}
	return "were"
}

// accepts reports whether argument types fit f's annotations exactly; report says whether a
// mismatch is an error (overload resolution tries quietly).
func (c *Checker) accepts(inst *Instance, e *syntax.Call, f *Func, types []Type, report bool) bool {
	if len(types) != len(f.params) {
		return false
	}
	for i, p := range f.params {
		if p.ann == nil || p.ann == types[i] || !known(p.ann) {
			continue
		}
		if report {
			hint := ""
			if p.ann == c.u.Float && types[i] == c.u.Int {
				hint = "Kiln does not convert int to float implicitly; write a float literal or float(...)"
			}
			c.errorHint(inst, argPos(e, i, f), hint, "%s() argument '%s' must be %s, not %s",
				f.PyName, p.name, p.ann, types[i])
		}
		return false
	}
	return true
}

func argPos(e *syntax.Call, i int, f *Func) syntax.Pos {
	if f.Recv != nil && !f.Static {
		i--
	}
	if i >= 0 && i < len(e.Args) {
		return e.Args[i].Pos()
	}
	return e.Pos()
}

// method finds the overload of t's method name that accepts args exactly and realizes it.
// It returns nil when there is none.
func (c *Checker) method(inst *Instance, t Type, name string, args []Type) *Instance {
	cls := classOf(t)
	if cls == nil {
		return nil
	}
	for _, f := range cls.Methods[name] {
		c.resolveSignature(f)
		if c.accepts(inst, nil, f, args, false) {
			return c.realize(f, args)
		}
	}
	return nil
}

// methodCall checks recv.name(args).
func (c *Checker) methodCall(inst *Instance, e *syntax.Call, a *syntax.Attribute) Type {
	rt := c.expr(inst, a.Value)
	if !known(rt) {
		c.argTypes(inst, e)
		return rt
	}
	cls := classOf(rt)
	var overloads []*Func
	if cls != nil {
		overloads = cls.Methods[a.Attr]
	}
	if len(overloads) == 0 {
		c.errorf(inst, a.AttrPos, "'%s' object has no attribute '%s'", rt, a.Attr)
		return invalid
	}
	if len(overloads) == 1 || len(e.Keywords) > 0 {
		return c.funcCall(inst, e, overloads[0], a.Value)
	}
	pos, _, ok := c.argTypes(inst, e)
	if !ok {
		return c.argFailure(inst, e, pos, nil)
	}
	args := append([]Type{rt}, pos...)
	for _, f := range overloads {
		c.resolveSignature(f)
		if c.accepts(inst, e, f, args, false) {
			callee := c.realize(f, args)
			inst.Info.Calls[e] = &CallInfo{Kind: DirectCall, Callee: callee,
				Args: append([]syntax.Expr{a.Value}, e.Args...)}
			return c.result(inst, e, callee)
		}
	}
	c.errorf(inst, e.Pos(), "no overload of %s.%s() accepts (%s)", rt, a.Attr, typeList(pos))
	return invalid
}

func typeList(ts []Type) string {
	var s []string
	for _, t := range ts {
		s = append(s, t.String())
	}
	return strings.Join(s, ", ")
}

// construct checks a call of a class: int(x), float(x), str(x), bool(x).
func (c *Checker) construct(inst *Instance, e *syntax.Call, cls *Class) Type {
	if len(e.Keywords) > 0 {
		c.unsupported(inst, e.Keywords[0], "keyword arguments to "+cls.Name+"()")
		return invalid
	}
	pos, _, ok := c.argTypes(inst, e)
	if !ok {
		return c.argFailure(inst, e, pos, nil)
	}
	switch {
	case cls == c.u.Bool && len(pos) == 1:
		c.truth(inst, e.Args[0], pos[0])
		inst.Info.Calls[e] = &CallInfo{Kind: TruthCall, Args: e.Args, Truth: inst.Info.Truth[e.Args[0]]}
		return c.u.Bool
	case cls == c.u.Str && len(pos) == 1:
		callee := c.method(inst, pos[0], "__str__", pos)
		if callee == nil {
			c.errorf(inst, e.Pos(), "not supported yet: str() of %s", pos[0])
			return invalid
		}
		inst.Info.Calls[e] = &CallInfo{Kind: DirectCall, Callee: callee, Args: e.Args}
		return c.result(inst, e, callee)
	}
	for _, f := range cls.Methods["__new__"] {
		c.resolveSignature(f)
		if c.accepts(inst, e, f, pos, false) {
			callee := c.realize(f, pos)
			inst.Info.Calls[e] = &CallInfo{Kind: DirectCall, Callee: callee, Args: e.Args}
			return c.result(inst, e, callee)
		}
	}
	c.errorf(inst, e.Pos(), "not supported yet: %s(%s)", cls.Name, typeList(pos))
	return invalid
}

// tupleReprs realizes the __repr__ of every element type of a printed tuple, recursively.
func (c *Checker) tupleReprs(inst *Instance, e syntax.Expr, t *Tuple) bool {
	for _, et := range t.Elems {
		if inner, ok := et.(*Tuple); ok {
			if !c.tupleReprs(inst, e, inner) {
				return false
			}
			continue
		}
		if et == c.u.Str {
			c.unsupported(inst, e, "printing a tuple holding str (it needs repr of str)")
			return false
		}
		callee := c.method(inst, et, "__repr__", []Type{et})
		if callee == nil || callee.Ret != c.u.Str {
			c.errorf(inst, e.Pos(), "not supported yet: printing %s", t)
			return false
		}
		inst.Info.Reprs[et] = callee
	}
	return true
}

// printCall checks print(*args, sep=, end=, flush=): each argument is converted with __str__.
func (c *Checker) printCall(inst *Instance, e *syntax.Call) Type {
	info := &CallInfo{Kind: PrintCall, Args: e.Args}
	ok := true
	for _, a := range e.Args {
		t := c.expr(inst, a)
		if !known(t) {
			ok = false
			if t == pending {
				c.markPending(inst, a.Pos())
			}
			continue
		}
		if tup, isTuple := t.(*Tuple); isTuple {
			// str of a tuple is its repr: the elements' reprs in parentheses.
			if !c.tupleReprs(inst, a, tup) {
				ok = false
			}
			info.Str = append(info.Str, nil)
			continue
		}
		callee := c.method(inst, t, "__str__", []Type{t})
		if callee == nil || callee.Ret != c.u.Str {
			c.errorf(inst, a.Pos(), "not supported yet: printing %s", t)
			ok = false
			continue
		}
		info.Str = append(info.Str, callee)
	}
	for _, k := range e.Keywords {
		t := c.expr(inst, k.Value)
		switch k.Name {
		case "sep", "end":
			if known(t) && t != c.u.Str {
				c.errorf(inst, k.Value.Pos(), "%s must be None or a string, not %s", k.Name, t)
				ok = false
			}
			if k.Name == "sep" {
				info.Sep = k.Value
			} else {
				info.End = k.Value
			}
		case "flush":
			if known(t) && t != c.u.Bool {
				c.unsupported(inst, k.Value, "flush= other than True or False")
				ok = false
			} else if f := c.prog.Lookup("_flush_if"); f != nil {
				info.Flush = c.realize(f, []Type{c.u.Bool})
			}
		case "file":
			c.unsupported(inst, k, "print(file=...)")
			ok = false
		default:
			c.errorf(inst, k.Pos(), "'%s' is an invalid keyword argument for print()", k.Name)
			ok = false
		}
	}
	f := c.prog.Lookup("_write")
	if f == nil {
		panic("stdlib lacks _write")
	}
	info.Write = c.realize(f, []Type{c.u.Str})
	if ok {
		inst.Info.Calls[e] = info
	}
	return c.u.None
}
