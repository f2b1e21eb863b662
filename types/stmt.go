// Statement checking.
package types

import (
	"kiln/syntax"
)

func (c *Checker) stmts(inst *Instance, body []syntax.Stmt) {
	for _, s := range body {
		if c.unreached(inst, s) { // narrow.go
			continue
		}
		c.stmt(inst, s)
	}
}

// unsupported reports a construct outside the language Kiln compiles today.
func (c *Checker) unsupported(inst *Instance, n syntax.Node, what string) {
	c.errorf(inst, n.Pos(), "not supported yet: %s", what)
}

func (c *Checker) stmt(inst *Instance, s syntax.Stmt) {
	defer c.restoreUser(c.atUser(s.Pos()))
	switch s := s.(type) {
	case *syntax.ExprStmt:
		if _, ok := s.Value.(*syntax.YieldFrom); ok && inst.generator {
			c.yieldFromStmt(inst, s) // generator.go
			return
		}
		if k, ok := s.Value.(*syntax.Constant); ok && k.Kind == syntax.EllipsisConst {
			return // `...` as a statement: a placeholder body, nothing to run
		}
		c.expr(inst, s.Value)
	case *syntax.Assign:
		if c.typeVarStmts[s] {
			return
		}
		t := c.exprWant(inst, s.Value, c.targetType(inst, s.Targets[0]))
		value := s.Value
		if len(s.Targets) == 1 && isUnpackTarget(s.Targets[0]) {
			if v := c.namedTupleUnpacked(inst, s.Value, t); v != nil {
				value = v // x, y = p unpacks p._t() (namedtuple.go)
				t = c.expr(inst, v)
			}
		}
		for _, target := range s.Targets {
			c.assign(inst, target, t, value)
		}
	case *syntax.AnnAssign:
		if c.reBare(inst.scopeOf(), s.Annotation) || c.bareContainer(inst.scopeOf(), s.Annotation) {
			// m: re.Match | None = ..., xs: list = []: typed from the value (re.go, bare.go)
			if s.Value != nil {
				c.assign(inst, s.Target, c.exprWant(inst, s.Value, c.targetType(inst, s.Target)), s.Value)
			}
			return
		}
		ann := c.annotationIn(inst.scopeOf(), s.Annotation)
		switch target := s.Target.(type) {
		case *syntax.Name:
			v := c.variable(inst, target)
			if v != nil && known(ann) {
				c.setVarType(inst, v, ann, target.Pos())
			}
		case *syntax.Attribute:
			// self.x: int = ... declared the field's type when the class was set up.
		default:
			c.unsupported(inst, s.Target, "annotated assignment to "+describe(s.Target))
			return
		}
		if s.Value != nil {
			c.assign(inst, s.Target, c.exprWant(inst, s.Value, ann), s.Value)
		}
	case *syntax.AugAssign:
		c.augAssign(inst, s)
	case *syntax.If:
		c.ifStmt(inst, s) // narrow.go
	case *syntax.While:
		c.whileStmt(inst, s) // narrow.go
	case *syntax.For:
		c.forLoop(inst, s, func() { c.forStmt(inst, s) })
	case *syntax.Return:
		c.returnStmt(inst, s)
		c.jump(inst, s)
	case *syntax.Pass:
	case *syntax.Break, *syntax.Continue:
		// structure has checked that break and continue stand in a loop.
		c.jump(inst, s)
	case *syntax.FunctionDef:
		if inst.module {
			c.defaultsOf(inst, s, c.moduleFuncs(s)) // defaults.go
		}
		if !inst.module || c.decorated[s] != nil {
			c.defStmt(inst, s)
		}
		// Module functions were declared by collect.
	case *syntax.Nonlocal:
		c.nonlocalStmt(inst, s)
	case *syntax.CImport:
		// Declared by collect; structure refused the ones not at module level.
	case *syntax.Global:
		// Applied when the function's locals were collected.
	case *syntax.Import, *syntax.ImportFrom:
		// Module-level imports bind their names in collect; structure refused the others.
	case *syntax.ClassDef:
		c.classBody(inst, s)
	case *syntax.Delete:
		c.deleteStmt(inst, s)
	case *syntax.Try:
		c.tryStmt(inst, s) // exc.go
	case *syntax.With:
		c.withStmt(inst, s) // with.go
	case *syntax.Raise:
		c.raiseStmt(inst, s)
	case *syntax.Assert:
		c.assertStmt(inst, s)
	default:
		c.unsupported(inst, s, describeStmt(s))
	}
}

func (c *Checker) forStmt(inst *Instance, s *syntax.For) {
	if s.IsAsync {
		c.unsupported(inst, s, "async for loops")
		return
	}
	elem := c.iterate(inst, s, s.Iter)
	if fi := inst.Info.Fors[s]; fi != nil && fi.Empty {
		c.stmts(inst, s.Orelse)
		return
	}
	if fi := inst.Info.Fors[s]; fi != nil && fi.Range != nil {
		if target, ok := s.Target.(*syntax.Name); ok {
			fi.Range.Var = c.variable(inst, target) // the counted loop steps it directly
		}
	}
	c.assign(inst, s.Target, elem, s.Iter)
	c.stmts(inst, s.Body)
	c.loopElse(inst)
	c.stmts(inst, s.Orelse)
}

// rangeArgs checks the arguments of range(...) in a loop.
func (c *Checker) rangeArgs(inst *Instance, call *syntax.Call) *RangeInfo {
	if len(call.Keywords) > 0 {
		c.errorf(inst, call.Keywords[0].Pos(), "range() takes no keyword arguments")
		return nil
	}
	if len(call.Args) < 1 || len(call.Args) > 3 {
		c.errorf(inst, call.Pos(), "range expected at most 3 arguments, got %d", len(call.Args))
		if len(call.Args) == 0 {
			inst.errs[len(inst.errs)-1].Msg = "range expected at least 1 argument, got 0"
		}
		return nil
	}
	ri := &RangeInfo{}
	for _, a := range call.Args {
		if _, star := a.(*syntax.Starred); star {
			c.unsupported(inst, a, "*arguments")
			return nil
		}
		t := c.expr(inst, a)
		if known(t) && t != c.u.Int {
			c.errorf(inst, a.Pos(), "'%s' object cannot be interpreted as an integer", t)
		}
	}
	inst.Info.Types[call] = c.u.Int
	switch len(call.Args) {
	case 1:
		ri.Stop = call.Args[0]
	default:
		ri.Start, ri.Stop = call.Args[0], call.Args[1]
		if len(call.Args) == 3 {
			ri.Step = call.Args[2]
			if k, ok := constInt(ri.Step); !ok || k == 0 {
				if f := c.prog.Lookup("_check_range_step"); f != nil {
					ri.CheckStep = c.realize(f, []Type{c.u.Int})
				}
			}
		}
	}
	return ri
}

// constInt returns the value of an int literal, possibly negated.
func constInt(e syntax.Expr) (int64, bool) {
	switch e := e.(type) {
	case *syntax.Constant:
		if e.Kind == syntax.IntConst && e.Int.IsInt64() {
			return e.Int.Int64(), true
		}
	case *syntax.UnaryOp:
		if e.Op == syntax.USub {
			if v, ok := constInt(e.Operand); ok {
				return -v, true
			}
		}
	}
	return 0, false
}

func (c *Checker) returnStmt(inst *Instance, s *syntax.Return) {
	if inst.module {
		return // reported by structure
	}
	if inst.generator {
		c.generatorReturn(inst, s)
		return
	}
	t := Type(c.u.None)
	if s.Value != nil {
		if inst.retDeclared && known(inst.Ret) {
			t = c.exprWant(inst, s.Value, inst.Ret)
		} else {
			t = c.expr(inst, s.Value)
		}
		if inst.Func.retSet && known(inst.Ret) && c.refuseAsBase(inst, s.Value, t, inst.Ret) { // collections.go
			return
		}
		if _, ok := inst.Ret.(*Callable); ok && (inst.Func.retSet || inst.retDeclared) {
			t = c.adaptValue(inst, s.Value, t, inst.Ret)
		}
	}
	if !known(t) {
		if t == pending {
			c.markPending(inst, s.Pos())
		}
		return
	}
	switch {
	case inst.Ret == nil:
		inst.Ret = t
		c.progress++
	case !known(inst.Ret):
	case c.returnFits(inst, s, t):
	case inst.Ret != t:
		name := inst.Func.PyName
		if inst.Func.retSet || inst.retDeclared {
			c.errorf(inst, posOf(s), "%s() must return %s, not %s", name, inst.Ret, t)
		} else {
			c.errorHint(inst, posOf(s), "a function has one return type; convert the value, e.g. float(...)",
				"%s() returns %s here but %s elsewhere", name, t, inst.Ret)
		}
	}
}

func posOf(s *syntax.Return) syntax.Pos {
	if s.Value != nil {
		return s.Value.Pos()
	}
	return s.Pos()
}

// assign checks storing a value of type t into target.
func (c *Checker) assign(inst *Instance, target syntax.Expr, t Type, value syntax.Node) {
	switch tt := target.(type) {
	case *syntax.Tuple:
		c.unpack(inst, tt, tt.Elts, t, value)
		return
	case *syntax.List:
		c.unpack(inst, tt, tt.Elts, t, value)
		return
	}
	switch tt := target.(type) {
	case *syntax.Attribute:
		c.assignAttr(inst, tt, t, value)
		return
	case *syntax.Subscript:
		c.assignItem(inst, tt, t, value)
		return
	case *syntax.Starred:
		c.unsupported(inst, target, "starred assignment targets")
		return
	}
	name, ok := target.(*syntax.Name)
	if !ok {
		c.unsupported(inst, target, "assignment to "+describe(target))
		return
	}
	v := c.variable(inst, name)
	if v == nil {
		return
	}
	inst.Info.Uses[name] = v
	c.narrowAssign(inst, v, t, value)
	if p, ok := t.(*partialType); ok {
		// x = []: the variable takes its element type from later use.
		if v.Type == nil {
			v.Type = p
		}
		return
	}
	if !known(t) {
		if t == pending {
			c.markPending(inst, value.Pos())
		}
		return
	}
	if t == c.u.None && (isRef(v.Type) || isPartial(v.Type)) {
		return // None fits any class type
	}
	c.setVarType(inst, v, t, value.Pos())
}

// targetType is the type already known for an assignment target, or nil.
func (c *Checker) targetType(inst *Instance, target syntax.Expr) Type {
	switch t := target.(type) {
	case *syntax.Name:
		if v, ok := c.lookup(inst, t).(*Var); ok && known(v.Type) {
			return v.Type
		}
	case *syntax.Attribute:
		if f := c.selfField(inst, t); f != nil && known(f.Type) {
			return f.Type
		}
	case *syntax.Subscript:
		return c.sliceTargetType(inst, t)
	}
	return nil
}

// assignItem checks `obj[i] = value` through __setitem__.
func (c *Checker) assignItem(inst *Instance, e *syntax.Subscript, t Type, value syntax.Node) {
	if c.bindPartialItem(inst, e, t) {
		return
	}
	ot := c.expr(inst, e.Value)
	it := c.expr(inst, e.Slice)
	if !known(ot) || !known(it) || !known(t) {
		if join(ot, it, t) == pending {
			c.markPending(inst, e.Pos())
		}
		return
	}
	if x, ok := value.(syntax.Expr); ok {
		if t = c.adaptValue(inst, x, t, c.setItemCallable(ot)); !known(t) {
			return
		}
	}
	callee := c.method(inst, ot, "__setitem__", []Type{ot, it, t})
	if callee == nil {
		if k := classOf(ot); k != nil && len(k.Methods["__setitem__"]) > 0 {
			c.errorHint(inst, value.Pos(), "containers hold one type",
				"cannot store %s in %s (index %s)", t, ot, it)
			return
		}
		c.errorf(inst, e.Pos(), "'%s' object does not support item assignment", ot)
		return
	}
	inst.Info.Subscripts[e] = callee
}

// augAssign checks `target op= value`: the target is read, combined and stored back, its
// object and index evaluated once.
func (c *Checker) augAssign(inst *Instance, s *syntax.AugAssign) {
	var lt Type
	switch target := s.Target.(type) {
	case *syntax.Name:
		lt = c.expr(inst, target)
	case *syntax.Attribute:
		lt = c.expr(inst, target)
	case *syntax.Subscript:
		lt = c.expr(inst, target)
	default:
		c.unsupported(inst, s.Target, "augmented assignment to "+describe(s.Target))
		return
	}
	rt := c.expr(inst, s.Value)
	t, op := c.binary(inst, s, s.Op, lt, rt, true)
	if op != nil {
		inst.Info.Ops[s] = op
	}
	switch target := s.Target.(type) {
	case *syntax.Name:
		c.assign(inst, target, t, s)
	case *syntax.Attribute:
		if info := inst.Info.Attrs[target]; info != nil && known(t) {
			switch {
			case info.Field != nil:
				c.setFieldType(inst, info.Class, info.Field, t, s.Pos())
			case info.Var != nil && c.classNamed(inst, target.Value) == nil:
				// CPython gives the object an attribute of its own.
				c.unsupported(inst, target, "augmented assignment to class attribute `"+target.Attr+"` through an object outside its class's methods (it would add an instance attribute)")
			case info.Var != nil:
				c.reassign(info.Var)
				c.setVarType(inst, info.Var, t, s.Pos())
			case info.Get != nil:
				p := c.prop(info.Class, target.Attr)
				if p.Set == nil {
					c.errorf(inst, target.AttrPos, "property '%s' of '%s' object has no setter", target.Attr, info.Class)
					return
				}
				info.Set = c.realize(p.Set, []Type{info.Class, t})
				if info.Class.Header && propOverridden(info.Class, target.Attr, true) {
					c.virtualSet(inst, target, info, info.Class, t)
				}
			}
		}
	case *syntax.Subscript:
		ot, it := inst.Info.Types[target.Value], inst.Info.Types[target.Slice]
		if known(ot) && known(it) && known(t) {
			if _, isTuple := ot.(*Tuple); isTuple {
				c.errorf(inst, target.Pos(), "'%s' object does not support item assignment", ot)
				return
			}
			set := c.method(inst, ot, "__setitem__", []Type{ot, it, t})
			if set == nil {
				c.errorf(inst, target.Pos(), "'%s' object does not support item assignment", ot)
				return
			}
			inst.Info.Ops[target] = &Op{Callee: set}
		}
	}
}

// classBody checks a class statement where it runs (module level): the values of its class
// attributes. Each target name is recorded as a use of the attribute's variable.
func (c *Checker) classBody(inst *Instance, s *syntax.ClassDef) {
	cls, _ := c.user.objects[s.Name].(*Class)
	if cls == nil || cls.Def != s || !inst.module {
		return
	}
	c.defaultsOf(inst, s, methodsDefined(cls, s)) // defaults.go
	for _, a := range ClassAttrAssigns(s) {
		v := cls.Attrs[a.Target.Id]
		if v == nil {
			continue // refused where the class was declared (a string.Template option)
		}
		inst.Info.Uses[a.Target] = v
		t := c.exprWant(inst, a.Value, v.Type)
		switch {
		case t == pending:
			c.markPending(inst, a.Value.Pos())
		case known(t):
			c.setVarType(inst, v, t, a.Value.Pos())
		}
	}
}

// AttrAssign is a class attribute's assignment in a class body.
type AttrAssign struct {
	Target *syntax.Name
	Value  syntax.Expr
}

// ClassAttrAssigns returns the class attribute assignments of a class body, in order.
func ClassAttrAssigns(s *syntax.ClassDef) []AttrAssign {
	var out []AttrAssign
	for _, item := range s.Body {
		var a AttrAssign
		switch item := item.(type) {
		case *syntax.Assign:
			a.Target, _ = item.Targets[0].(*syntax.Name)
			a.Value = item.Value
		case *syntax.AnnAssign:
			a.Target, _ = item.Target.(*syntax.Name)
			a.Value = item.Value
		}
		if a.Target != nil && a.Value != nil {
			out = append(out, a)
		}
	}
	return out
}

// unpack checks `a, b = value`: value must be a tuple of as many elements, or an iterable
// whose length is checked when it runs (star.go).
func (c *Checker) unpack(inst *Instance, target syntax.Expr, targets []syntax.Expr, t Type, value syntax.Node) {
	for i, x := range targets {
		if s, ok := x.(*syntax.Starred); ok {
			c.unpackStarred(inst, target, targets, i, s, t, value)
			return
		}
	}
	if !known(t) {
		for _, x := range targets {
			c.assign(inst, x, t, value)
		}
		return
	}
	tup, ok := t.(*Tuple)
	switch {
	case !ok && c.namedTupleValue(nil, t) != nil:
		c.errorHint(inst, value.Pos(), "unpack it in an assignment: for p in ps: x, y = p",
			"not supported yet: unpacking a named tuple %s here", t)
		return
	case !ok:
		c.unpackIterable(inst, target, targets, -1, t, value)
		return
	case len(tup.Elems) > len(targets):
		c.errorf(inst, value.Pos(), "too many values to unpack (expected %d)", len(targets))
		return
	case len(tup.Elems) < len(targets):
		c.errorf(inst, value.Pos(), "not enough values to unpack (expected %d, got %d)", len(targets), len(tup.Elems))
		return
	}
	for i, x := range targets {
		c.assign(inst, x, tup.Elems[i], value)
	}
}

// variable returns the variable a stored-to name denotes in inst: a local, or a module
// variable at module level and for names the function declares global.
func (c *Checker) variable(inst *Instance, name *syntax.Name) *Var {
	if v := inst.compVar(name.Id); v != nil {
		return v
	}
	_, local := inst.locals[name.Id]
	if inst.nonlocals[name.Id] {
		return c.enclosing(inst, name.Id)
	}
	if inst.module || !local {
		v, ok := c.user.objects[name.Id].(*Var)
		if !ok {
			return nil // reported by the declaration pass
		}
		return v
	}
	return inst.locals[name.Id]
}

// setVarType gives v its type, or reports a second, different one. A local holding objects of
// two classes of one hierarchy takes their nearest common base.
func (c *Checker) setVarType(inst *Instance, v *Var, t Type, pos syntax.Pos) {
	switch {
	case v.Type == nil:
		v.Type = t
		c.progress++
	case isPartial(v.Type) && classOf(t) != nil && classOf(t).Origin == v.Type.(*partialType).tmpl:
		v.Type = t
		c.progress++
	case c.assignable(v.Type, t):
	case v.Type == c.u.None && isRef(t) && !v.Global:
		// x = None, later x = Node(): x holds a Node or None.
		v.Type = t
		c.progress++
		c.markPending(inst, pos)
	case !v.Global && isRef(v.Type) && isRef(t) && commonBase(classOf(v.Type), classOf(t)) != nil:
		v.Type = commonBase(classOf(v.Type), classOf(t))
		c.progress++
		c.markPending(inst, pos) // what was checked with the narrower type is checked again
	case c.optionalAssign(inst, v, t, pos):
	case v.Type != t:
		hint := "every variable has one type in Kiln; use a new name for the new value"
		if v.Type == c.u.None && isRef(t) {
			hint = "annotate the variable where it is first assigned: " + v.Name + ": Optional[" + t.String() + "] = None"
		}
		if (v.Type == c.u.Float && t == c.u.Int) || (v.Type == c.u.Int && t == c.u.Float) {
			hint = "every variable has one type in Kiln; convert with float(...) or int(...)"
		}
		if _, ok := t.(*FuncType); ok {
			hint = funcTypesHint
		}
		c.errorHint(inst, pos, hint, "cannot assign %s to %q, which holds %s", t, v.Name, v.Type)
	}
}

// describeStmt names a statement kind for "not supported yet" messages.
func describeStmt(s syntax.Stmt) string {
	switch s := s.(type) {
	case *syntax.ClassDef:
		return "class definitions"
	case *syntax.Delete:
		return "del statements"
	case *syntax.TypeAlias:
		return "type aliases"
	case *syntax.With:
		return "with statements"
	case *syntax.Match:
		return "match statements"
	case *syntax.Raise:
		return "raise statements"
	case *syntax.Try:
		if s.IsStar {
			return "try/except* statements"
		}
		return "try statements"
	case *syntax.Assert:
		return "assert statements"
	case *syntax.Import, *syntax.ImportFrom:
		return "import statements"
	case *syntax.Nonlocal:
		return "nonlocal statements"
	}
	return "this statement"
}
