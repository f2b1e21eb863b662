// Exceptions: try/except/else/finally, raise and assert statements, and type(x).__name__.
package types

import "kiln/syntax"

// ExceptInfo is a checked except clause: the classes it catches (none: every exception) and
// the variable its `as` name binds (nil without one).
type ExceptInfo struct {
	Classes []*Class
	Var     *Var
}

// RaiseInfo is a checked raise statement. Exc is the expression making the exception (for
// `raise C`, the call C() the checker made); nil for a bare raise. Cause likewise, nil when
// absent or None. Active, for a bare raise outside an except clause, is the stdlib's
// _active_exception(), which returns the exception the except clause a caller runs handles.
type RaiseInfo struct {
	Exc, Cause syntax.Expr
	Active     *Instance
}

// baseException returns the stdlib's BaseException class.
func (c *Checker) baseException() *Class {
	k, _ := c.builtins.objects["BaseException"].(*Class)
	return k
}

// isException reports whether t is a class deriving from BaseException.
func (c *Checker) isException(t Type) bool {
	k, base := classOf(t), c.baseException()
	return k != nil && base != nil && base.IsSubclass(k)
}

// tryStmt checks a try statement. Narrowing: a handler may start anywhere in the body, so it
// starts knowing nothing; the finally clause too.
func (c *Checker) tryStmt(inst *Instance, s *syntax.Try) {
	if s.IsStar {
		c.unsupported(inst, s, "try/except* statements")
		return
	}
	st := c.narrowing(inst)
	entryDead := st.cur.dead
	c.stmts(inst, s.Body)
	c.stmts(inst, s.Orelse)
	out := st.cur
	for _, h := range s.Handlers {
		st.cur = facts{notNone: varSet{}, dead: entryDead}
		c.handler(inst, h)
		out = joinFacts(out, st.cur)
	}
	st.cur = out
	if len(s.Finalbody) > 0 {
		st.cur = facts{notNone: varSet{}, dead: entryDead}
		c.stmts(inst, s.Finalbody)
		st.cur.dead = st.cur.dead || out.dead
	}
}

// handler checks one except clause.
func (c *Checker) handler(inst *Instance, h *syntax.ExceptHandler) {
	info := &ExceptInfo{}
	inst.Info.Excepts[h] = info
	var target *Class
	if h.Type != nil {
		elts := []syntax.Expr{h.Type}
		if t, ok := h.Type.(*syntax.Tuple); ok {
			elts = t.Elts
		}
		for _, x := range elts {
			k := c.exceptClass(inst, x)
			if k == nil {
				return
			}
			info.Classes = append(info.Classes, k)
			if target == nil {
				target = k
			} else {
				target = commonBase(target, k)
			}
		}
	}
	depth := len(inst.comps)
	if h.Name != "" {
		// The name is bound in the clause only: CPython deletes it at the end.
		if inst.excVars == nil {
			inst.excVars = map[*syntax.ExceptHandler]*Var{}
		}
		v := inst.excVars[h]
		if v == nil {
			v = &Var{Name: h.Name, Pos: h.Pos(), Comp: true}
			inst.excVars[h] = v
		}
		info.Var = v
		c.setVarType(inst, v, target, h.Pos())
		inst.comps = append(inst.comps, map[string]*Var{h.Name: v})
	}
	inst.excDepth++
	c.stmts(inst, h.Body)
	inst.excDepth--
	inst.comps = inst.comps[:depth]
}

// exceptClass resolves the class an except clause names.
func (c *Checker) exceptClass(inst *Instance, x syntax.Expr) *Class {
	if n, ok := x.(*syntax.Name); ok {
		if k, ok := c.lookup(inst, n).(*Class); ok {
			if c.isException(k) {
				return k
			}
		} else if c.lookup(inst, n) == nil {
			c.errorf(inst, x.Pos(), "name '%s' is not defined", n.Id)
			return nil
		}
	}
	if a, ok := x.(*syntax.Attribute); ok {
		// A module's exception class: except io.UnsupportedOperation, except re.error.
		if mod := c.moduleNamed(inst, a.Value); mod != nil {
			if k, ok := mod.member(a.Attr).(*Class); ok && c.isException(k) {
				return k
			}
		}
	}
	c.errorHint(inst, x.Pos(), "name an exception class, or a tuple of them",
		"catching classes that do not inherit from BaseException is not allowed")
	return nil
}

// severalExcArgs refuses a call of BaseException's __init__ (init) with several arguments:
// Kiln's exceptions hold one.
func (c *Checker) severalExcArgs(inst *Instance, e *syntax.Call, init *Func) bool {
	base := c.baseException()
	if base == nil || len(e.Args) < 2 || len(base.Methods["__init__"]) == 0 || init.Def != base.Methods["__init__"][0].Def {
		return false
	}
	c.errorHint(inst, e.Args[1].Pos(), "pass one argument, e.g. a formatted str",
		"not supported yet: exceptions with several arguments")
	return true
}

// raiseStmt checks raise [exc [from cause]].
func (c *Checker) raiseStmt(inst *Instance, s *syntax.Raise) {
	info := &RaiseInfo{}
	inst.Info.Raises[s] = info
	if s.Exc == nil {
		if inst.excDepth == 0 {
			if f := c.prog.Lookup("_active_exception"); f != nil {
				info.Active = c.realize(f, nil)
			}
		}
		c.jump(inst, s)
		return
	}
	info.Exc = c.raised(inst, s.Exc)
	if s.Cause != nil {
		if k, ok := s.Cause.(*syntax.Constant); !ok || k.Kind != syntax.NoneConst {
			info.Cause = c.raised(inst, s.Cause)
		}
	}
	c.jump(inst, s)
}

// raised checks an exception expression: an exception object, or a class, which is called.
func (c *Checker) raised(inst *Instance, e syntax.Expr) syntax.Expr {
	if n, ok := e.(*syntax.Name); ok {
		if k, ok := c.lookup(inst, n).(*Class); ok && c.isException(k) {
			call := c.excCalls[e]
			if call == nil {
				call = &syntax.Call{Span: n.Span, Func: n}
				c.excCalls[e] = call
			}
			e = call
		}
	}
	t := c.expr(inst, e)
	if known(t) && !c.isException(t) {
		c.errorf(inst, e.Pos(), "exceptions must derive from BaseException, not %s", t)
	}
	return e
}

// assertStmt checks assert test[, msg]: it raises AssertionError(msg) when test is false.
func (c *Checker) assertStmt(inst *Instance, s *syntax.Assert) {
	c.cond(inst, s.Test)
	call := c.excCalls[s]
	if call == nil {
		call = &syntax.Call{Span: s.Span, Func: &syntax.Name{Span: s.Span, Id: "AssertionError"}}
		if s.Msg != nil {
			call.Args = []syntax.Expr{s.Msg}
		}
		c.excCalls[s] = call
	}
	inst.Info.Asserts[s] = call
	t := c.narrowing(inst)
	saved := t.cur.copy()
	c.expr(inst, call)
	t.cur = saved
	tr, _ := c.factsOf(inst, s.Test)
	c.assume(t, tr)
}

// typeName checks type(x).__name__, type(x).__qualname__ and type(x).__module__ (and reports
// whether e is one).
func (c *Checker) typeName(inst *Instance, e *syntax.Attribute) (Type, bool) {
	call, ok := e.Value.(*syntax.Call)
	if !ok || e.Attr != "__name__" && e.Attr != "__qualname__" && e.Attr != "__module__" || len(call.Args) != 1 || len(call.Keywords) > 0 {
		return nil, false
	}
	if n, ok := call.Func.(*syntax.Name); !ok || n.Id != "type" || c.lookup(inst, n) != nil {
		return nil, false
	}
	t := c.expr(inst, call.Args[0])
	if !known(t) {
		return t, true
	}
	if !isRef(t) {
		// A value type's name is known here: `type(n).__name__` of a variable is a constant.
		_, isVar := call.Args[0].(*syntax.Name)
		name := valueTypeName(t)
		if t == c.u.None {
			name = "NoneType"
		}
		if !isVar || name == "" || e.Attr == "__module__" {
			c.unsupported(inst, e, "type(x)."+e.Attr+" of a value that is not an object of a class")
			return invalid, true
		}
		inst.Info.ModuleConsts[e] = &syntax.Constant{Span: e.Span, Kind: syntax.StrConst, Str: name}
		return c.u.Str, true
	}
	inst.Info.TypeNames[e] = true
	return c.u.Str, true
}

// tryAlwaysReturns reports whether control cannot leave a try statement normally.
func (i *Info) tryAlwaysReturns(s *syntax.Try) bool {
	if i.alwaysReturns(s.Finalbody) {
		return true
	}
	if !i.alwaysReturns(append(append([]syntax.Stmt(nil), s.Body...), s.Orelse...)) {
		return false
	}
	for _, h := range s.Handlers {
		if !i.alwaysReturns(h.Body) {
			return false
		}
	}
	return true
}

// tryFlow is the definite-assignment analysis of a try statement: a handler may start
// anywhere in the body, so it has what held on entry for sure and what the body assigns
// maybe; the finally clause likewise, and after it what held on some normal way out.
func (f *flow) tryFlow(s *syntax.Try, st flowState) flowState {
	maybe := func(base flowState, stmts []syntax.Stmt) flowState {
		x := base.copy()
		for _, name := range assignedNames(stmts) {
			if v := f.varNamed(name.Id); v != nil && f.tracked(v) {
				x.may[v] = true
			}
		}
		return x
	}
	body := f.stmts(s.Body, st.copy())
	out := f.stmts(s.Orelse, body)
	for _, h := range s.Handlers {
		out = join2(out, f.stmts(h.Body, maybe(st, s.Body)))
	}
	if len(s.Finalbody) == 0 {
		return out
	}
	all := append(append([]syntax.Stmt(nil), s.Body...), s.Orelse...)
	for _, h := range s.Handlers {
		all = append(all, h.Body...)
	}
	fin := f.stmts(s.Finalbody, maybe(st, all))
	if fin.dead || out.dead {
		fin.dead = true
		return fin
	}
	for v := range out.must {
		fin.must[v] = true
	}
	for v := range out.may {
		fin.may[v] = true
	}
	return fin
}

// excSupport realizes what every program's exception machinery calls: _raise(kind, msg),
// _uncaught(e) and _set_context(e, handled).
func (c *Checker) excSupport() {
	base := c.baseException()
	if base == nil {
		return
	}
	c.prog.BaseException = base
	if f := c.prog.Lookup("_raise"); f != nil {
		c.prog.Raise = c.realize(f, []Type{c.u.Str, c.u.Str})
	}
	if f := c.prog.Lookup("_uncaught"); f != nil {
		c.prog.Uncaught = c.realize(f, []Type{base})
	}
	if f := c.prog.Lookup("_set_context"); f != nil {
		c.prog.SetContext = c.realize(f, []Type{base, base})
	}
}

// hasReturn reports whether a function body holds a return statement (not in nested defs).
func hasReturn(body []syntax.Stmt) bool {
	found := false
	for _, s := range body {
		syntax.Inspect(s, func(n syntax.Node) bool {
			switch n.(type) {
			case *syntax.Return:
				found = true
			case *syntax.FunctionDef, *syntax.ClassDef, *syntax.Lambda:
				return false
			}
			return !found
		})
	}
	return found
}

// valueTypeName is CPython's name of the type of a value held by value, or "" for an Optional.
func valueTypeName(t Type) string {
	switch t := t.(type) {
	case *Tuple:
		return "tuple"
	case *Optional:
		return ""
	case *Class:
		if t.Origin != nil {
			return t.Origin.Name
		}
		return t.Name
	}
	return t.String()
}
