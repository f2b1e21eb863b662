// Narrowing: where a test (`x is not None`, `x is None` with an early exit, `x != None`, `if x:`,
// isinstance) proves that a variable holding an Optional or a class reference is not None, a
// read of it has the element type (an Optional[int] reads as an int) or needs no None check.
// The checker walks statements in order, so it carries what is known along the walk: the
// variables known not to be None at the current point, and whether the point is reachable.
package types

import "kiln/syntax"

// varSet is a set of variables.
type varSet map[*Var]bool

func (s varSet) copy() varSet {
	out := varSet{}
	for v := range s {
		out[v] = true
	}
	return out
}

func union(a, b varSet) varSet {
	out := a.copy()
	for v := range b {
		out[v] = true
	}
	return out
}

func intersect(a, b varSet) varSet {
	out := varSet{}
	for v := range a {
		if b[v] {
			out[v] = true
		}
	}
	return out
}

// facts is what holds at one point of a body: the variables known not to be None, and whether
// the point is reachable (dead after return, break, continue).
// unreached marks a dead point that a test decided in this realization (a variable of type
// None tested not None): the statements there are not checked.
type facts struct {
	notNone   varSet
	dead      bool
	unreached bool
}

func (f facts) copy() facts {
	return facts{notNone: f.notNone.copy(), dead: f.dead, unreached: f.unreached}
}

// joinFacts merges the facts of paths that meet: what holds on every live one.
func joinFacts(a, b facts) facts {
	switch {
	case a.dead && b.dead:
		j := b.copy()
		j.unreached = a.unreached || b.unreached
		return j
	case a.dead:
		return b.copy()
	case b.dead:
		return a.copy()
	}
	return facts{notNone: intersect(a.notNone, b.notNone)}
}

// assume adds facts a test proves on a path; a variable of type None proved not None makes
// the path one this realization never takes.
func (c *Checker) assume(st *narrowState, vs varSet) {
	st.cur.notNone = union(st.cur.notNone, vs)
	for v := range vs {
		if v.Type == c.u.None {
			st.cur.dead, st.cur.unreached = true, true
		}
	}
}

// unreached reports (and records for lowering) a statement at a point the realization
// cannot reach.
func (c *Checker) unreached(inst *Instance, s syntax.Stmt) bool {
	st := c.narrowing(inst)
	if st.cur.dead && st.cur.unreached {
		inst.Info.Unreached[s] = true
		return true
	}
	return false
}

// narrowState is the narrowing of one realization during one checking pass.
type narrowState struct {
	info  *Info // the pass: a new Info starts afresh
	cur   facts
	loops []*loopFacts
	// reads holds the reads of a variable known not to be None (for mayBeNone).
	reads map[*syntax.Name]bool
}

// loopFacts is an enclosing loop: the facts at its head, at its breaks and at its continues.
type loopFacts struct {
	stmt       syntax.Stmt
	head       facts
	exit, back facts // the joins of the facts at the breaks and at the continues
}

// narrowing returns inst's narrowing state for the current pass.
func (c *Checker) narrowing(inst *Instance) *narrowState {
	if inst.narrow == nil || inst.narrow.info != inst.Info {
		inst.narrow = &narrowState{info: inst.Info, cur: facts{notNone: varSet{}}, reads: map[*syntax.Name]bool{}}
	}
	return inst.narrow
}

// narrowable reports whether narrowing may apply to v: not a module variable that a function
// assigns through `global` (any call could change it).
func (c *Checker) narrowable(v *Var) bool {
	return !v.Global || !c.funcGlobals[v.Name]
}

// narrowRead is called for every read of a variable: it returns the element type of an
// Optional known not to be None here, and nil otherwise.
func (c *Checker) narrowRead(inst *Instance, n *syntax.Name, v *Var) Type {
	if v.Global && !inst.module {
		c.optState().funcReads[v] = true
	}
	if v.Type == nil || !c.narrowable(v) {
		return nil
	}
	st := c.narrowing(inst)
	if !st.cur.notNone[v] {
		return nil
	}
	st.reads[n] = true
	if o, ok := v.Type.(*Optional); ok {
		return o.Elem
	}
	return nil
}

// narrowedRead reports whether the read n was of a variable known not to be None.
func (c *Checker) narrowedRead(inst *Instance, n *syntax.Name) bool {
	return c.narrowing(inst).reads[n]
}

// narrowAssign updates the facts for an assignment of a value of type t to v: the narrowing
// ends, unless the value cannot be None (an int, a newly constructed object).
func (c *Checker) narrowAssign(inst *Instance, v *Var, t Type, value syntax.Node) {
	st := c.narrowing(inst)
	delete(st.cur.notNone, v)
	switch {
	case isValueType(c.u, t):
	case isRef(t):
		e, ok := value.(syntax.Expr)
		if !ok || inst.Info.Types[e] != t || c.mayBeNone(inst, e) {
			return
		}
	default:
		return
	}
	if c.narrowable(v) {
		st.cur.notNone[v] = true
	}
}

// narrowedVar returns the variable an expression names if narrowing may apply to it.
func (c *Checker) narrowedVar(inst *Instance, e syntax.Expr) *Var {
	n, ok := e.(*syntax.Name)
	if !ok {
		return nil
	}
	v := inst.Info.Uses[n]
	if v == nil || !c.narrowable(v) {
		return nil
	}
	return v
}

func isNone(e syntax.Expr) bool {
	k, ok := e.(*syntax.Constant)
	return ok && k.Kind == syntax.NoneConst
}

// factsOf returns the variables a checked condition proves not None when it is true and when
// it is false.
func (c *Checker) factsOf(inst *Instance, e syntax.Expr) (t, f varSet) {
	t, f = varSet{}, varSet{}
	switch e := e.(type) {
	case *syntax.Name:
		if v := c.narrowedVar(inst, e); v != nil {
			t[v] = true // a true value is not None
		}
	case *syntax.UnaryOp:
		if e.Op == syntax.Not {
			t, f = c.factsOf(inst, e.Operand)
			return f, t
		}
	case *syntax.BoolOp:
		return c.boolFacts(inst, e.Op, e.Values)
	case *syntax.Compare:
		ops := inst.Info.Compares[e]
		if len(e.Ops) != 1 || len(ops) != 1 || ops[0] == nil || !ops[0].Is {
			break
		}
		if ops[0].Never {
			// `fn is None` is never true: its true path is one this realization never takes.
			never := &Var{Name: "<never>", Type: c.u.None}
			if e.Ops[0] == syntax.IsNot {
				f[never] = true
			} else {
				t[never] = true
			}
			break
		}
		x := e.Left
		if isNone(x) {
			x = e.Comparators[0]
		} else if !isNone(e.Comparators[0]) {
			break
		}
		if v := c.narrowedVar(inst, x); v != nil {
			switch e.Ops[0] {
			case syntax.Is, syntax.Eq:
				f[v] = true
			case syntax.IsNot, syntax.NotEq:
				t[v] = true
			}
		}
	case *syntax.Call:
		if ci := inst.Info.Calls[e]; ci != nil && ci.Kind == IsInstanceCall && len(e.Args) == 2 {
			if ci.Const != nil {
				// The static types decide it: the other path is one this realization never
				// takes, so a generic function may branch on its argument's type.
				never := &Var{Name: "<never>", Type: c.u.None}
				if *ci.Const {
					f[never] = true
				} else {
					t[never] = true
				}
			}
			if v := c.narrowedVar(inst, e.Args[0]); v != nil {
				t[v] = true
			}
		}
	}
	return t, f
}

// boolFacts combines the facts of the operands of `and` / `or`.
func (c *Checker) boolFacts(inst *Instance, op syntax.Op, values []syntax.Expr) (t, f varSet) {
	t, f = c.factsOf(inst, values[0])
	if len(values) == 1 {
		return t, f
	}
	rt, rf := c.boolFacts(inst, op, values[1:])
	if op == syntax.And {
		// true: both are; false: the first is false, or it is true and the rest is false.
		return union(t, rt), intersect(f, union(t, rf))
	}
	return intersect(t, union(f, rt)), union(f, rf)
}

// narrowOperand applies, while operand i of `and` / `or` is checked, what the operands before
// it prove: each was true (and) or false (or). It returns the function undoing it.
func (c *Checker) narrowOperand(inst *Instance, e *syntax.BoolOp, i int) func() {
	if i == 0 {
		return func() {}
	}
	st := c.narrowing(inst)
	saved := st.cur.notNone
	add := varSet{}
	for _, v := range e.Values[:i] {
		t, f := c.factsOf(inst, v)
		if e.Op == syntax.And {
			add = union(add, t)
		} else {
			add = union(add, f)
		}
	}
	st.cur.notNone = union(saved, add)
	return func() { st.cur.notNone = saved }
}

// exprIf checks e where the (checked) test is known to be true (when) or false.
func (c *Checker) exprIf(inst *Instance, test syntax.Expr, when bool, e syntax.Expr) Type {
	st := c.narrowing(inst)
	saved := st.cur.notNone
	t, f := c.factsOf(inst, test)
	if !when {
		t = f
	}
	st.cur.notNone = union(saved, t)
	defer func() { st.cur.notNone = saved }()
	return c.expr(inst, e)
}

// narrowCond adds what a comprehension's condition proves for the rest of the comprehension.
func (c *Checker) narrowCond(inst *Instance, cond syntax.Expr) {
	st := c.narrowing(inst)
	t, _ := c.factsOf(inst, cond)
	st.cur.notNone = union(st.cur.notNone, t)
}

// narrowScope saves the facts and returns the function restoring them (around a
// comprehension, whose conditions narrow only inside it).
func (c *Checker) narrowScope(inst *Instance) func() {
	st := c.narrowing(inst)
	saved := st.cur.copy()
	return func() { st.cur = saved }
}

// ifStmt checks an if statement: each branch with what its test proves; after it, what holds
// at the end of every branch that can finish.
func (c *Checker) ifStmt(inst *Instance, s *syntax.If) {
	c.cond(inst, s.Test)
	st := c.narrowing(inst)
	t, f := c.factsOf(inst, s.Test)
	entry := st.cur.copy()
	c.assume(st, t)
	c.stmts(inst, s.Body)
	then := st.cur
	st.cur = entry
	c.assume(st, f)
	c.stmts(inst, s.Orelse)
	st.cur = joinFacts(then, st.cur)
}

// enterLoop starts loop s. At its head holds what holds on entry and at the end of every
// iteration; the facts a body's assignments or continues break are found by checking it, and
// kept (per loop, across passes) to check the body again without them in the next pass.
func (c *Checker) enterLoop(inst *Instance, s syntax.Stmt) *narrowState {
	st := c.narrowing(inst)
	for v := range c.optState().loopKills[s] {
		delete(st.cur.notNone, v)
	}
	st.loops = append(st.loops, &loopFacts{stmt: s, head: st.cur.copy(), exit: facts{dead: true}, back: facts{dead: true}})
	return st
}

// endIteration is the end of a loop's body: the facts going back to the head (the end of the
// body and the continues) must include the head's, or the loop is checked again without the
// ones that fail.
func (c *Checker) endIteration(inst *Instance) {
	st := c.narrowing(inst)
	l := st.loops[len(st.loops)-1]
	back := joinFacts(l.back, st.cur)
	if back.dead {
		return
	}
	kills := c.optState().loopKills
	for v := range l.head.notNone {
		if !back.notNone[v] {
			if kills[l.stmt] == nil {
				kills[l.stmt] = varSet{}
			}
			kills[l.stmt][v] = true
			c.progress++
			c.markPending(inst, l.stmt.Pos())
		}
	}
}

// leaveLoop ends a loop: after it, what holds where the loop finished normally (st.cur) or at
// one of its breaks.
func (c *Checker) leaveLoop(st *narrowState) {
	l := st.loops[len(st.loops)-1]
	st.loops = st.loops[:len(st.loops)-1]
	st.cur = joinFacts(st.cur, l.exit)
}

// whileStmt checks a while loop: the body with what the test proves, the else clause and the
// code after the loop with what its failing proves.
func (c *Checker) whileStmt(inst *Instance, s *syntax.While) {
	st := c.enterLoop(inst, s)
	head := st.cur.copy()
	c.cond(inst, s.Test)
	t, f := c.factsOf(inst, s.Test)
	c.assume(st, t)
	c.stmts(inst, s.Body)
	c.endIteration(inst)
	st.cur = head
	c.assume(st, f)
	if k, ok := s.Test.(*syntax.Constant); ok && k.Kind == syntax.TrueConst {
		st.cur.dead = true // only a break leaves `while True`
	}
	c.stmts(inst, s.Orelse)
	c.leaveLoop(st)
}

// forLoop checks a for loop (check does it; it calls loopElse between the body and the else
// clause).
func (c *Checker) forLoop(inst *Instance, s *syntax.For, check func()) {
	st := c.enterLoop(inst, s)
	check()
	c.leaveLoop(st)
}

// loopElse ends a for loop's body and starts its else clause, which runs when the iteration
// ends: with what held at the loop's head.
func (c *Checker) loopElse(inst *Instance) {
	st := c.narrowing(inst)
	if len(st.loops) > 0 {
		c.endIteration(inst)
		st.cur = st.loops[len(st.loops)-1].head.copy()
	}
}

// jump ends the current path at a return, break or continue; a break carries its facts to
// the end of its loop.
func (c *Checker) jump(inst *Instance, s syntax.Stmt) {
	st := c.narrowing(inst)
	if len(st.loops) > 0 && !st.cur.dead {
		l := st.loops[len(st.loops)-1]
		switch s.(type) {
		case *syntax.Break:
			l.exit = joinFacts(l.exit, st.cur)
		case *syntax.Continue:
			l.back = joinFacts(l.back, st.cur)
		}
	}
	st.cur.dead = true
}
