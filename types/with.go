// With statements: the context manager protocol, checked as calls the checker makes up
// (mgr.__enter__(), mgr.__exit__(t, e, tb)) on hidden variables, which lowering assigns and
// wraps in try statements.
package types

import "kiln/syntax"

// WithInfo is a checked with item. Mgr holds the context manager; Enter is Mgr.__enter__();
// Exit is Mgr.__exit__(Type, Exc, Tb), called with three Nones when the body is left normally
// or by return, break or continue, and with the exception, ExcType (an _exc_type, which
// prints as <class 'ValueError'>) and Traceback (an opaque _traceback) when it raises.
type WithInfo struct {
	Mgr                *Var
	Enter, Exit        *syntax.Call
	Type, Exc, Tb      *Var
	ExcType, Traceback *syntax.Call
	// Suppresses says __exit__ returns something other than None: when its value is true,
	// the exception is suppressed and control goes on after the with statement.
	Suppresses bool
}

// withNodes are the expressions the checker makes up for a with item, made once and shared by
// the realizations of the function holding it.
type withNodes struct {
	enter, exit, excType, traceback *syntax.Call
}

// The names of a with item's hidden variables: not identifiers, so no user code sees them.
const (
	withMgr  = "$with.mgr"
	withType = "$with.type"
	withExc  = "$with.exc"
	withTb   = "$with.tb"
)

// withNodesOf returns the expressions made up for item.
func (c *Checker) withNodesOf(s *syntax.With, item *syntax.WithItem) *withNodes {
	if n := c.withs[item]; n != nil {
		return n
	}
	span := s.Span
	name := func(id string) *syntax.Name { return &syntax.Name{Span: span, Id: id} }
	method := func(m string, args ...syntax.Expr) *syntax.Call {
		return &syntax.Call{Span: span, Func: &syntax.Attribute{Span: span, Value: name(withMgr), Attr: m, AttrPos: span.From}, Args: args}
	}
	n := &withNodes{
		exit:      method("__exit__", name(withType), name(withExc), name(withTb)),
		excType:   &syntax.Call{Span: span, Func: name("_exc_type"), Args: []syntax.Expr{name(withExc)}},
		traceback: &syntax.Call{Span: span, Func: name("_traceback"), Args: []syntax.Expr{name(withExc)}},
	}
	// CPython's traceback shows __enter__ called at the context expression.
	ctx := syntax.Span{From: item.ContextExpr.Pos(), To: item.ContextExpr.End()}
	n.enter = &syntax.Call{Span: ctx, Func: &syntax.Attribute{Span: ctx, Value: &syntax.Name{Span: ctx, Id: withMgr}, Attr: "__enter__", AttrPos: ctx.From}}
	if c.withs == nil {
		c.withs = map[*syntax.WithItem]*withNodes{}
	}
	c.withs[item] = n
	return n
}

// withStmt checks a with statement: `with A() as a, B() as b:` is `with A() as a:` holding
// `with B() as b:`.
func (c *Checker) withStmt(inst *Instance, s *syntax.With) {
	if s.IsAsync {
		c.unsupported(inst, s, "async with statements")
		return
	}
	st := c.narrowing(inst)
	entryDead := st.cur.dead
	suppresses := false
	for _, item := range s.Items {
		info := c.withItem(inst, s, item)
		if info == nil {
			return
		}
		suppresses = suppresses || info.Suppresses
	}
	c.stmts(inst, s.Body)
	if suppresses {
		// An exception the body raised anywhere may end up here.
		st.cur = joinFacts(st.cur, facts{notNone: varSet{}, dead: entryDead})
	}
}

// withItem checks one item: the context expression, __enter__, the target and __exit__. It
// returns nil when the item is in error.
func (c *Checker) withItem(inst *Instance, s *syntax.With, item *syntax.WithItem) *WithInfo {
	t := c.expr(inst, item.ContextExpr)
	if !known(t) {
		return nil
	}
	if !c.contextManager(inst, item.ContextExpr, t) {
		return nil
	}
	n := c.withNodesOf(s, item)
	info := &WithInfo{Mgr: c.withVar(inst, item, withMgr), Enter: n.enter, Exit: n.exit,
		Type: c.withVar(inst, item, withType), Exc: c.withVar(inst, item, withExc), Tb: c.withVar(inst, item, withTb),
		ExcType: n.excType, Traceback: n.traceback}
	inst.Info.Withs[item] = info
	c.setVarType(inst, info.Mgr, t, item.ContextExpr.Pos())
	if k := c.builtinClass("_exc_type"); k != nil {
		c.setVarType(inst, info.Type, k, s.Pos())
	}
	if k := c.baseException(); k != nil {
		c.setVarType(inst, info.Exc, k, s.Pos())
	}
	if k := c.builtinClass("_traceback"); k != nil {
		c.setVarType(inst, info.Tb, k, s.Pos())
	}
	depth := len(inst.comps)
	inst.comps = append(inst.comps, map[string]*Var{withMgr: info.Mgr, withType: info.Type, withExc: info.Exc, withTb: info.Tb})
	defer func() { inst.comps = inst.comps[:depth] }()
	entered := c.expr(inst, n.enter)
	c.expr(inst, n.excType)
	c.expr(inst, n.traceback)
	ret := c.expr(inst, n.exit)
	if known(ret) && ret != c.u.None {
		c.truth(inst, n.exit, ret)
		info.Suppresses = true
	}
	if item.OptionalVars != nil && known(entered) {
		inst.comps = inst.comps[:depth]
		c.assign(inst, item.OptionalVars, entered, item.ContextExpr)
	}
	return info
}

// contextManager reports whether values of type t have __enter__ and __exit__, reporting
// CPython's TypeError otherwise.
func (c *Checker) contextManager(inst *Instance, e syntax.Expr, t Type) bool {
	switch {
	case len(methodsOf(t, "__enter__")) == 0:
		c.errorf(inst, e.Pos(), "'%s' object does not support the context manager protocol", t)
	case len(methodsOf(t, "__exit__")) == 0:
		c.errorf(inst, e.Pos(), "'%s' object does not support the context manager protocol (missed __exit__ method)", t)
	default:
		return true
	}
	return false
}

// withVar returns one of item's hidden variables in inst.
func (c *Checker) withVar(inst *Instance, item *syntax.WithItem, name string) *Var {
	key := withVarKey{inst, item, name}
	if v := c.withVars[key]; v != nil {
		return v
	}
	if c.withVars == nil {
		c.withVars = map[withVarKey]*Var{}
	}
	v := &Var{Name: name, Pos: item.ContextExpr.Pos(), Comp: true}
	c.withVars[key] = v
	return v
}

// withVarKey identifies a hidden variable of a with item in one realization.
type withVarKey struct {
	inst *Instance
	item *syntax.WithItem
	name string
}

// excTypeAnnotation resolves type[E] for an exception class E: the class objects Kiln has
// are those a with statement passes to __exit__, so `exc_type: Optional[type[BaseException]]`
// may be written.
func (c *Checker) excTypeAnnotation(scope *Scope, e syntax.Expr) Type {
	t := c.annotationIn(scope, e)
	k := c.builtinClass("_exc_type")
	if !known(t) || k == nil {
		return t
	}
	if !c.isException(t) {
		c.declErrs.Addf(e.Pos(), "not supported yet: type[%s] (only type[BaseException] and its subclasses)", t)
		return invalid
	}
	return k
}

// builtinClass returns the stdlib class name, or nil.
func (c *Checker) builtinClass(name string) *Class {
	k, _ := c.builtins.objects[name].(*Class)
	return k
}

// withSuppresses reports whether some item of a with statement may suppress an exception.
func (i *Info) withSuppresses(s *syntax.With) bool {
	if i == nil {
		return true
	}
	for _, item := range s.Items {
		if w := i.Withs[item]; w == nil || w.Suppresses {
			return true
		}
	}
	return false
}

// withFlow is the definite-assignment analysis of a with statement: the context expressions
// are read and the targets assigned in order; when an __exit__ may suppress an exception, the
// body may have stopped anywhere.
func (f *flow) withFlow(s *syntax.With, st flowState) flowState {
	for _, item := range s.Items {
		f.reads(item.ContextExpr, st)
		if item.OptionalVars != nil {
			st = f.assign(item.OptionalVars, st)
		}
	}
	body := f.stmts(s.Body, st.copy())
	if !f.inst.Info.withSuppresses(s) {
		return body
	}
	maybe := st.copy()
	for _, name := range assignedNames(s.Body) {
		if v := f.varNamed(name.Id); v != nil && f.tracked(v) {
			maybe.may[v] = true
		}
	}
	return join2(body, maybe)
}
