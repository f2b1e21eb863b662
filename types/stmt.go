// Statement checking.
package types

import (
	"kiln/syntax"
)

func (c *Checker) stmts(inst *Instance, body []syntax.Stmt) {
	for _, s := range body {
		c.stmt(inst, s)
	}
}

// unsupported reports a construct outside the language Kiln compiles today.
func (c *Checker) unsupported(inst *Instance, n syntax.Node, what string) {
	c.errorf(inst, n.Pos(), "not supported yet: %s", what)
}

func (c *Checker) stmt(inst *Instance, s syntax.Stmt) {
	switch s := s.(type) {
	case *syntax.ExprStmt:
		c.expr(inst, s.Value)
	case *syntax.Assign:
		t := c.expr(inst, s.Value)
		for _, target := range s.Targets {
			c.assign(inst, target, t, s.Value)
		}
	case *syntax.AnnAssign:
		name, ok := s.Target.(*syntax.Name)
		if !ok {
			c.unsupported(inst, s.Target, "annotated assignment to "+describe(s.Target))
			return
		}
		ann := c.annotation(s.Annotation)
		v := c.variable(inst, name)
		if v != nil && known(ann) {
			c.setVarType(inst, v, ann, name.Pos())
		}
		if s.Value != nil {
			c.assign(inst, name, c.expr(inst, s.Value), s.Value)
		}
	case *syntax.AugAssign:
		name, ok := s.Target.(*syntax.Name)
		if !ok {
			c.unsupported(inst, s.Target, "augmented assignment to "+describe(s.Target))
			return
		}
		lt := c.expr(inst, name)
		rt := c.expr(inst, s.Value)
		t, op := c.binary(inst, s, s.Op, lt, rt, true)
		if op != nil {
			inst.Info.Ops[s] = op
		}
		c.assign(inst, name, t, s)
	case *syntax.If:
		c.cond(inst, s.Test)
		c.stmts(inst, s.Body)
		c.stmts(inst, s.Orelse)
	case *syntax.While:
		c.cond(inst, s.Test)
		c.stmts(inst, s.Body)
		c.stmts(inst, s.Orelse)
	case *syntax.For:
		c.forStmt(inst, s)
	case *syntax.Return:
		c.returnStmt(inst, s)
	case *syntax.Pass, *syntax.Break, *syntax.Continue:
		// structure has checked that break and continue stand in a loop.
	case *syntax.FunctionDef, *syntax.CImport:
		// Declared by collect; structure refused the ones not at module level.
	case *syntax.Global:
		// Applied when the function's locals were collected.
	case *syntax.ClassDef:
		// Reported once by collect.
	default:
		c.unsupported(inst, s, describeStmt(s))
	}
}

func (c *Checker) forStmt(inst *Instance, s *syntax.For) {
	if s.IsAsync {
		c.unsupported(inst, s, "async for loops")
		return
	}
	call, ok := s.Iter.(*syntax.Call)
	var fn *builtinFunc
	if ok {
		if n, isName := call.Func.(*syntax.Name); isName {
			fn, _ = c.lookup(inst, n).(*builtinFunc)
		}
	}
	if fn == nil || fn.name != "range" {
		c.expr(inst, s.Iter)
		c.unsupported(inst, s.Iter, "for loops over anything but range(...)")
		return
	}
	target, ok := s.Target.(*syntax.Name)
	if !ok {
		c.unsupported(inst, s.Target, "for-loop targets other than a name")
		return
	}
	if len(call.Keywords) > 0 {
		c.errorf(inst, call.Keywords[0].Pos(), "range() takes no keyword arguments")
		return
	}
	if len(call.Args) < 1 || len(call.Args) > 3 {
		c.errorf(inst, call.Pos(), "range expected at most 3 arguments, got %d", len(call.Args))
		if len(call.Args) == 0 {
			inst.errs[len(inst.errs)-1].Msg = "range expected at least 1 argument, got 0"
		}
		return
	}
	ri := &RangeInfo{}
	for _, a := range call.Args {
		if _, star := a.(*syntax.Starred); star {
			c.unsupported(inst, a, "*arguments")
			return
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
	ri.Var = c.variable(inst, target)
	c.assign(inst, target, c.u.Int, target)
	inst.Info.Ranges[s] = ri
	c.stmts(inst, s.Body)
	c.stmts(inst, s.Orelse)
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
	t := Type(c.u.None)
	if s.Value != nil {
		t = c.expr(inst, s.Value)
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
	case inst.Ret != t:
		name := inst.Func.PyName
		if inst.Func.retSet {
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
		c.unpack(inst, tt.Elts, t, value)
		return
	case *syntax.List:
		c.unpack(inst, tt.Elts, t, value)
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
	if !known(t) {
		if t == pending {
			c.markPending(inst, value.Pos())
		}
		return
	}
	if t == c.u.None && v.Type == nil {
		c.unsupported(inst, value, "variables holding None")
		return
	}
	c.setVarType(inst, v, t, value.Pos())
}

// unpack checks `a, b = value`: value must be a tuple of as many elements.
func (c *Checker) unpack(inst *Instance, targets []syntax.Expr, t Type, value syntax.Node) {
	for _, x := range targets {
		if _, ok := x.(*syntax.Starred); ok {
			c.unsupported(inst, x, "starred assignment targets")
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
	case !ok:
		c.errorf(inst, value.Pos(), "cannot unpack non-iterable %s object", t)
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
	_, local := inst.locals[name.Id]
	if inst.module || !local {
		v, ok := c.user.objects[name.Id].(*Var)
		if !ok {
			return nil // reported by the declaration pass
		}
		return v
	}
	return inst.locals[name.Id]
}

// setVarType gives v its type, or reports a second, different one.
func (c *Checker) setVarType(inst *Instance, v *Var, t Type, pos syntax.Pos) {
	switch {
	case v.Type == nil:
		v.Type = t
		c.progress++
	case v.Type != t:
		hint := "every variable has one type in Kiln; use a new name for the new value"
		if (v.Type == c.u.Float && t == c.u.Int) || (v.Type == c.u.Int && t == c.u.Float) {
			hint = "every variable has one type in Kiln; convert with float(...) or int(...)"
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
