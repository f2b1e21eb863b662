// Flow: which reads of a variable may find it unassigned. A read no path assigns before is a
// compile error; a read some path leaves unassigned is checked at run time, raising
// UnboundLocalError (or NameError at module level) as CPython does.
package types

import "kiln/syntax"

// flowState is what is known at one point: the variables assigned on every path (must), on
// some path (may), and whether the point is reachable at all.
type flowState struct {
	must, may map[*Var]bool
	dead      bool
}

func (s flowState) copy() flowState {
	c := flowState{must: map[*Var]bool{}, may: map[*Var]bool{}, dead: s.dead}
	for v := range s.must {
		c.must[v] = true
	}
	for v := range s.may {
		c.may[v] = true
	}
	return c
}

// join merges the states of paths that meet.
func join2(a, b flowState) flowState {
	switch {
	case a.dead:
		return b.copy()
	case b.dead:
		return a.copy()
	}
	c := a.copy()
	for v := range c.must {
		if !b.must[v] {
			delete(c.must, v)
		}
	}
	for v := range b.may {
		c.may[v] = true
	}
	return c
}

// flow walks one realized body after checking, using the variables recorded in Info.Uses.
type flow struct {
	c       *Checker
	inst    *Instance
	tracked func(*Var) bool
	breaks  []*flowState // the join of break states of each enclosing loop
}

// checkFlow runs the analysis over a body; params are assigned on entry.
func (c *Checker) checkFlow(inst *Instance, body []syntax.Stmt) {
	f := &flow{c: c, inst: inst}
	if inst.module {
		// A variable a function assigns through `global` may be set by any call: not tracked.
		f.tracked = func(v *Var) bool { return v.Global && !c.funcGlobals[v.Name] && !v.Comp }
	} else {
		// Variables of enclosing functions are assigned when the closure is called: not tracked.
		f.tracked = func(v *Var) bool { return !v.Global && !v.Comp && inst.locals[v.Name] == v }
	}
	st := flowState{must: map[*Var]bool{}, may: map[*Var]bool{}}
	for _, p := range inst.Params {
		st.must[p], st.may[p] = true, true
	}
	f.stmts(body, st)
}

func (f *flow) stmts(body []syntax.Stmt, st flowState) flowState {
	for _, s := range body {
		st = f.stmt(s, st)
	}
	return st
}

func (f *flow) assign(target syntax.Expr, st flowState) flowState {
	syntax.Inspect(target, func(n syntax.Node) bool {
		if name, ok := n.(*syntax.Name); ok {
			if v := f.inst.Info.Uses[name]; v != nil {
				st.must[v], st.may[v] = true, true
			}
		}
		return true
	})
	return st
}

// reads classifies the variable reads of an expression in state st.
func (f *flow) reads(e syntax.Node, st flowState) {
	if e == nil || st.dead {
		return
	}
	syntax.Inspect(e, func(n syntax.Node) bool {
		name, ok := n.(*syntax.Name)
		if !ok {
			return true
		}
		v := f.inst.Info.Uses[name]
		if v == nil || !f.tracked(v) || st.must[v] {
			return true
		}
		if st.may[v] {
			raise := "_unbound_local"
			if f.inst.module {
				raise = "_name_error"
			}
			if fn := f.c.prog.Lookup(raise); fn != nil {
				f.inst.Info.Unbound[name] = f.c.realize(fn, []Type{f.c.u.Str})
			}
			return true
		}
		if f.inst.module {
			f.c.errorHint(f.inst, name.Pos(), "CPython would raise NameError here",
				"name %q is used before any assignment to it", v.Name)
		} else {
			f.c.errorHint(f.inst, name.Pos(), "CPython would raise UnboundLocalError here",
				"local variable %q is read before any assignment to it", v.Name)
		}
		return true
	})
}

func (f *flow) stmt(s syntax.Stmt, st flowState) flowState {
	if st.dead {
		return st
	}
	switch s := s.(type) {
	case *syntax.ExprStmt:
		f.reads(s.Value, st)
	case *syntax.Assign:
		f.reads(s.Value, st)
		for _, t := range s.Targets {
			st = f.assign(t, st)
		}
	case *syntax.AnnAssign:
		if s.Value != nil {
			f.reads(s.Value, st)
			st = f.assign(s.Target, st)
		}
	case *syntax.AugAssign:
		f.reads(s.Target, st)
		f.reads(s.Value, st)
		st = f.assign(s.Target, st)
	case *syntax.Return:
		f.reads(s.Value, st)
		st.dead = true
	case *syntax.If:
		f.reads(s.Test, st)
		then := f.stmts(s.Body, st.copy())
		els := f.stmts(s.Orelse, st.copy())
		st = join2(then, els)
	case *syntax.While:
		head := f.loopHead(st, s.Body, nil)
		f.reads(s.Test, head)
		exit := f.loop(s.Body, head)
		if k, ok := s.Test.(*syntax.Constant); ok && k.Kind == syntax.TrueConst {
			return *exit // only a break leaves `while True`, and the else never runs
		}
		st = join2(f.stmts(s.Orelse, head.copy()), *exit)
	case *syntax.For:
		f.reads(s.Iter, st)
		head := f.loopHead(st, s.Body, s.Target)
		body := f.assign(s.Target, head.copy())
		exit := f.loop(s.Body, body)
		st = join2(f.stmts(s.Orelse, head.copy()), *exit)
	case *syntax.Break:
		if len(f.breaks) > 0 { // outside a loop it was reported by structure
			b := f.breaks[len(f.breaks)-1]
			*b = join2(*b, st)
		}
		st.dead = true
	case *syntax.Continue:
		st.dead = true
	case *syntax.FunctionDef:
		if di := f.inst.Info.Defs[s]; di != nil && di.Var != nil {
			st.must[di.Var], st.may[di.Var] = true, true
		}
	case *syntax.Delete:
		for _, t := range s.Targets {
			f.reads(t, st)
		}
	case *syntax.Try:
		return f.tryFlow(s, st) // exc.go
	case *syntax.With:
		return f.withFlow(s, st) // with.go
	case *syntax.Raise:
		f.reads(s.Exc, st)
		f.reads(s.Cause, st)
		st.dead = true
	case *syntax.Assert:
		f.reads(s.Test, st)
		f.reads(s.Msg, st)
	}
	return st
}

// loopHead is the state at the top of a loop: what held on entry must still hold (nothing is
// ever unassigned), and anything the body assigns may hold from an earlier iteration.
func (f *flow) loopHead(st flowState, body []syntax.Stmt, target syntax.Expr) flowState {
	head := st.copy()
	// The names a loop binds are those of a for statement over the body (target may be nil).
	for _, name := range assignedNames([]syntax.Stmt{&syntax.For{Target: target, Body: body}}) {
		if v := f.varNamed(name.Id); v != nil && f.tracked(v) {
			head.may[v] = true
		}
	}
	return head
}

// varNamed returns the variable an identifier denotes in the body being analysed.
func (f *flow) varNamed(id string) *Var {
	if f.inst.module {
		v, _ := f.c.user.objects[id].(*Var)
		return v
	}
	if v, ok := f.inst.locals[id]; ok {
		return v
	}
	v, _ := f.c.user.objects[id].(*Var) // declared global
	return v
}

// loop walks a loop body from state st and returns the join of the states its breaks leave.
func (f *flow) loop(body []syntax.Stmt, st flowState) *flowState {
	exit := &flowState{dead: true}
	f.breaks = append(f.breaks, exit)
	f.stmts(body, st)
	f.breaks = f.breaks[:len(f.breaks)-1]
	return exit
}
