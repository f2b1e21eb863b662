// Unroll-and-jam of independent iterations: a counted loop whose iterations each start private
// values, run a while loop over them, then use them, runs jamFactor iterations at once, their
// while loops interleaved and predicated (a lane whose loop has ended keeps its values), so
// that the SLP vectorizer packs the lanes into vectors and the CPU overlaps their chains.
package passes

import (
	"strings"

	"kiln/ir"
	"kiln/ir/analysis"
)

const (
	// jamFactor is the number of iterations run together (2 and 4 measured on mandelbrot).
	jamFactor = 32
	// jamMinActive is the number of lanes still running below which the lanes left finish
	// one by one, so that a few lanes whose loops run far longer than the others' do not keep
	// all 32 running (a program whose lanes mostly end at once and a few run 10**5 rounds was
	// 8x slower without it; mandelbrot: 1, 4 and 8 within noise, 4 the fastest).
	jamMinActive = 4
	// jamMaxNodes bounds the size of the start and the while loop copied (IR nodes); the
	// whole body may have twice as many.
	jamMaxNodes = 80
)

// Jam rewrites, in user code without try statements, a loop `for x in range(n)` (ImperativeFor
// from 0, step 1, n a constant or a local the body does not assign) whose body is
//
//	pre     assignments v = e of locals, the private variables
//	while c: body     assigning only private variables
//	post    anything without break, continue, return or raise statements
//
// where pre, c and body cannot raise or have effects (float arithmetic and comparisons, int
// comparisons, `f / n` of the loop's bound n, which x < n makes at least 1, and `v += 1` under a
// condition `v < k and ...`, which cannot overflow), read only x, private variables (each
// assigned by pre before it is read) and variables the loop does not assign, every private
// variable is assigned by pre, the while loop is counted (one such `v += 1` whose k is a
// constant or a variable the while body does not assign: it ends by itself), and x is a
// local (a global x could be read by a function post calls). Then iteration x reads nothing an earlier iteration wrote except
// in post, so the starts and while loops of jamFactor consecutive iterations may run first, in
// any order, and their posts after them in order:
//
//	for p in range(n // F):                      (n > 0; F = jamFactor)
//	    x0 = p * F; ...; x = x0 + F - 1
//	    pre0; ...; pre(F-1)                       (lane k: private variables copied)
//	    a0 = c0; ...; a(F-1) = c(F-1)
//	    while a0 + ... + a(F-1) >= jamMinActive:
//	        body0; ...; body(F-1)                (each v = e as t = e; v = t if ak else v)
//	        a0 = c0; ...; a(F-1) = c(F-1)
//	    while c0: body0                           (the lanes left, one by one)
//	    ...
//	    while c(F-1): body(F-1)
//	    post0; ...; post(F-1)
//	for x in range(n // F * F, n): <the body>     (the last n % F iterations)
//
// Each lane's variables change in exactly the rounds in which its condition held, by the same
// float operations in the same order, so they are what its loop alone had after as many
// rounds; a lane whose condition no longer holds keeps its values, so its condition keeps
// failing, and its own while loop then runs no round (the others finish theirs). The values a
// lane computes and drops cannot raise or have effects (a dropped `v + 1` is never read); an
// inactive lane's float operations may give infinities or NaN, which trap nothing. When a post
// raises, the loops of the lanes after it ran although CPython never reached them: they have
// no effects, and being counted they end (an endless `while a < 10.0: a *= 2` at a == 0.0
// would hang where CPython raised). The last lane uses the original variables, so they end
// with the last iteration's values as before; posts raise where they did, since what ran early
// has no effects.
func Jam(m *ir.Module, ctx *Context) bool {
	if ctx.Realizer == nil {
		return false
	}
	j := &jammer{ctx: ctx, next: maxVarID(m) + 1, safe: map[*ir.Func]bool{}, pure: &ranger{pure: map[*ir.Func]bool{}}}
	changed := false
	for _, f := range m.Funcs {
		if f.Kind != ir.Bodied || f.Body == nil || f.Generator || !f.Traced {
			continue
		}
		if hasTry(f) {
			// A handler could read the variables of an iteration that raised, which the
			// jammed lanes hold elsewhere.
			continue
		}
		j.f = f
		if replaceLoops(f.Body, j.jam) {
			ctx.Changed(f)
			changed = true
		}
	}
	return changed
}

// hasTry reports whether f's body holds a try statement.
func hasTry(f *ir.Func) bool {
	found := false
	analysis.Visit(f.Body, func(n ir.Node) bool {
		_, isTry := n.(*ir.TryCatch)
		found = found || isTry
		return !found
	})
	return found
}

// jammer holds the state of one run of the pass.
type jammer struct {
	ctx  *Context
	f    *ir.Func
	next int
	safe map[*ir.Func]bool // memo of safeFunc
	pure *ranger           // its pureFunc: calls that assign no variable of the caller
}

// jam returns the statements replacing l, or nil when l is not of the form Jam rewrites.
func (j *jammer) jam(l *ir.ImperativeFor) []ir.Node {
	start, ok1 := l.Start.(*ir.Const)
	step, ok2 := l.Step.(*ir.Const)
	if !ok1 || !ok2 || start.Int != 0 || step.Int != 1 {
		return nil
	}
	// A local bound: nothing the body calls can change it, so the loops below read the value
	// the original loop read once.
	if l.Var.Global {
		// A function the posts call could read it: the lanes before the last hold theirs in
		// copies, and the global already holds the last lane's value.
		return nil
	}
	var stop *ir.Var
	switch s := l.Stop.(type) {
	case *ir.VarValue:
		if s.Var.Global {
			return nil
		}
		stop = s.Var
	case *ir.Const:
	default:
		return nil
	}
	pre, loop, post := splitAtLoop[*ir.While](l.Body)
	if loop == nil {
		return nil
	}
	// What the body assigns, and whether post may assign globals.
	assigned := map[*ir.Var]bool{l.Var: true}
	ok, globalsFixed, size := true, true, 0
	known := analysis.Visit(l.Body, func(n ir.Node) bool {
		size++
		switch n := n.(type) {
		case *ir.Assign:
			assigned[n.Var] = true
			ok = ok && !(n.Var == l.Var || n.Var == stop || n.Var.Global)
		case *ir.ImperativeFor:
			assigned[n.Var] = true
			ok = ok && n.Var != l.Var && n.Var != stop
		case *ir.Break, *ir.Continue, *ir.Return, *ir.Throw, *ir.TryCatch, *ir.Yield:
			ok = false
		case *ir.Call:
			globalsFixed = globalsFixed && j.pure.pureFunc(n.Func, 0)
		case *ir.VirtualCall, *ir.IndirectCall:
			globalsFixed = false
		}
		return ok
	})
	if !known || !ok || size > 2*jamMaxNodes {
		return nil
	}
	// The private variables: assigned by pre, each before pre reads it.
	private := map[*ir.Var]bool{}
	nodes := 0
	for _, n := range pre {
		a := n.(*ir.Assign)
		if !j.pureValue(a.Value, l, private, assigned, globalsFixed, &nodes) {
			return nil
		}
		private[a.Var] = true
	}
	if !j.pureValue(loop.Cond, l, private, assigned, globalsFixed, &nodes) {
		return nil
	}
	var incs []*ir.Assign
	for _, n := range loop.Body.Items {
		a, isAssign := n.(*ir.Assign)
		if !isAssign || !private[a.Var] {
			return nil
		}
		if j.increment(a, loop) {
			incs = append(incs, a)
		} else if !j.pureValue(a.Value, l, private, assigned, globalsFixed, &nodes) {
			return nil
		}
	}
	// The lanes after the first run their loops before the posts of the lanes before them,
	// which may raise: then the original program never ran those loops, so each must end.
	if nodes > jamMaxNodes || !counted(loop, incs) {
		return nil
	}
	add, err := j.ctx.Realizer.RealizeMethod(ir.Int, "_add_nsw", []ir.Type{ir.Int})
	if err != nil {
		return nil
	}
	for _, a := range incs {
		a.Value.(*ir.Call).Func = add // it cannot overflow
	}
	return j.build(l, loop, pre, post)
}

// pureValue reports whether v cannot raise or have effects and reads only l's variable,
// private variables, and variables the loop does not assign (globals only when nothing in the
// loop can assign one); it counts v's nodes.
func (j *jammer) pureValue(v ir.Value, l *ir.ImperativeFor, private, assigned map[*ir.Var]bool, globalsFixed bool, nodes *int) bool {
	ok := true
	analysis.Visit(v, func(n ir.Node) bool {
		*nodes++
		switch n := n.(type) {
		case *ir.Const, *ir.Ternary:
		case *ir.VarValue:
			x := n.Var
			ok = ok && (x == l.Var || private[x] || (!assigned[x] && (!x.Global || globalsFixed)))
		case *ir.Call:
			if n.Func.Name == "float.__truediv__[float,int]" && readsVar(n.Args[1], boundVar(l)) {
				// x < n with x >= 0: the divisor is at least 1.
				return ok
			}
			ok = ok && j.safeFunc(n.Func, 0)
		default:
			ok = false
		}
		return ok
	})
	return ok
}

// boundVar is the variable l's bound reads, or nil.
func boundVar(l *ir.ImperativeFor) *ir.Var {
	if v, ok := l.Stop.(*ir.VarValue); ok {
		return v.Var
	}
	return nil
}

// increment reports whether a is `v = v + 1` in a loop whose condition is `v < k and ...`
// (k any int) and whose body assigns v nowhere else: v < k <= 2**63-1 there, so v + 1 fits.
func (j *jammer) increment(a *ir.Assign, loop *ir.While) bool {
	c, ok := a.Value.(*ir.Call)
	if !ok || c.Func.Name != "int.__add__[int,int]" || !readsVar(c.Args[0], a.Var) {
		return false
	}
	if one, isConst := c.Args[1].(*ir.Const); !isConst || one.Int != 1 {
		return false
	}
	count := 0
	for _, n := range loop.Body.Items {
		if b, isAssign := n.(*ir.Assign); isAssign && b.Var == a.Var {
			count++
		}
	}
	return count == 1 && limitOf(loop.Cond, a.Var) != nil
}

// limitOf returns k of the first conjunct `v < k` of cond (an `a and b and ...`: ternaries
// whose false value is false), or nil.
func limitOf(cond ir.Value, v *ir.Var) ir.Value {
	for cond != nil {
		first := cond
		if t, isTernary := cond.(*ir.Ternary); isTernary {
			if f, isConst := t.False.(*ir.Const); isConst && f.T == ir.Bool && !f.Bool {
				first, cond = t.Cond, t.True
			} else {
				cond = nil
			}
		} else {
			cond = nil
		}
		if lt, isCall := first.(*ir.Call); isCall && lt.Func.Name == "int.__lt__[int,int]" && readsVar(lt.Args[0], v) {
			return lt.Args[1]
		}
	}
	return nil
}

// counted reports whether loop ends by itself: one of the increments incs (`v = v + 1`, found
// by increment) has its `v < k` of a k that is a constant or a variable the loop's body does
// not assign, so the loop runs at most k - v times whatever else it computes.
func counted(loop *ir.While, incs []*ir.Assign) bool {
	for _, a := range incs {
		switch k := limitOf(loop.Cond, a.Var).(type) {
		case *ir.Const:
			return true
		case *ir.VarValue:
			fixed := true
			for _, n := range loop.Body.Items {
				if b, isAssign := n.(*ir.Assign); isAssign && b.Var == k.Var {
					fixed = false
				}
			}
			if fixed {
				return true
			}
		}
	}
	return false
}

// safeFunc reports whether calling f cannot raise or have effects: @llvm bodies without calls,
// loads, stores or integer divisions (which trap on a zero divisor: a lane run ahead of a post
// that raises must not), and functions (at most 3 calls deep) returning values built of those.
func (j *jammer) safeFunc(f *ir.Func, depth int) bool {
	if s, seen := j.safe[f]; seen {
		return s
	}
	ok := false
	switch {
	case f.Kind == ir.LLVM:
		t := f.LLVM
		ok = !strings.Contains(t, "call") && !strings.Contains(t, "load") && !strings.Contains(t, "store") && !strings.Contains(t, "@")
		for _, op := range []string{"sdiv ", "udiv ", "srem ", "urem "} {
			ok = ok && !strings.Contains(t, op)
		}
	case f.Kind == ir.Bodied && f.Body != nil && !f.Generator && depth < 3:
		j.safe[f] = false
		ok = true
		analysis.Visit(f.Body, func(n ir.Node) bool {
			switch n := n.(type) {
			case *ir.Series, *ir.Return, *ir.VarValue, *ir.Const, *ir.Ternary:
			case *ir.Call:
				ok = ok && j.safeFunc(n.Func, depth+1)
			default:
				ok = false
			}
			return ok
		})
	}
	j.safe[f] = ok
	return ok
}

// build writes the jammed loop and the remainder loop.
func (j *jammer) build(l *ir.ImperativeFor, loop *ir.While, pre, post []ir.Node) []ir.Node {
	r := j.ctx.Realizer
	gt, err1 := r.RealizeMethod(ir.Int, "__gt__", []ir.Type{ir.Int})
	udiv, err2 := r.RealizeMethod(ir.Int, "_udiv", []ir.Type{ir.Int})
	mul, err3 := r.RealizeMethod(ir.Int, "_mul_nsw", []ir.Type{ir.Int})
	add, err4 := r.RealizeMethod(ir.Int, "_add_nsw", []ir.Type{ir.Int})
	ge, err5 := r.RealizeMethod(ir.Int, "__ge__", []ir.Type{ir.Int})
	if err1 != nil || err2 != nil || err3 != nil || err4 != nil || err5 != nil {
		return nil
	}
	newVar := func(v *ir.Var) *ir.Var {
		n := &ir.Var{Name: v.Name, ID: j.next, T: v.T}
		j.next++
		j.f.Locals = append(j.f.Locals, n)
		return n
	}
	intConst := func(k int64) ir.Value { return &ir.Const{T: ir.Int, Int: k} }
	stop := func() ir.Value { return copySimple(l.Stop) }
	// rounds = n // F when n > 0, else 0; the remainder starts at rounds * F (n when n <= 0).
	positive := func() ir.Value { return &ir.Call{Func: gt, Args: []ir.Value{stop(), intConst(0)}} }
	rounds := &ir.Ternary{Cond: positive(), True: &ir.Call{Func: udiv, Args: []ir.Value{stop(), intConst(jamFactor)}}, False: intConst(0)}
	restStart := &ir.Ternary{Cond: positive(),
		True:  &ir.Call{Func: mul, Args: []ir.Value{&ir.Call{Func: udiv, Args: []ir.Value{stop(), intConst(jamFactor)}}, intConst(jamFactor)}},
		False: stop()}
	p := newVar(&ir.Var{Name: "round", T: ir.Int})
	body := &ir.Series{}
	lanes := make([]*cloner, jamFactor)
	var conds []ir.Value
	var whiles, posts []ir.Node
	for k := range lanes {
		c, x := laneCloner(l.Var, pre, k == jamFactor-1, newVar)
		lanes[k] = c
		// x_k = p * F + k
		var xv ir.Value = &ir.Call{Func: mul, Args: []ir.Value{&ir.VarValue{Var: p}, intConst(jamFactor)}}
		if k > 0 {
			xv = &ir.Call{Func: add, Args: []ir.Value{xv, intConst(int64(k))}}
		}
		body.Items = append(body.Items, &ir.Assign{Var: x, Value: xv})
		for _, n := range pre {
			body.Items = append(body.Items, c.node(n))
		}
		conds = append(conds, c.value(loop.Cond))
		whiles = append(whiles, &ir.While{Cond: c.value(loop.Cond), Body: c.series(loop.Body), Pos: loop.Pos})
		for _, n := range post {
			posts = append(posts, c.node(n))
		}
	}
	// Lane k's activity a_k = c_k, before the loop and after each round; while any lane is
	// active, each of its assignments v = e becomes tmp = e; v = a_k ? tmp : v.
	bools := make([]*ir.Var, jamFactor)
	jammed := &ir.Series{}
	for k, c := range conds {
		bools[k] = newVar(&ir.Var{Name: "active", T: ir.Bool})
		body.Items = append(body.Items, &ir.Assign{Var: bools[k], Value: c})
	}
	// Go on while at least jamMinActive lanes run; the count is added up as a balanced tree
	// (not a chain of 32 additions).
	ones := make([]ir.Value, jamFactor)
	for k := range ones {
		ones[k] = &ir.Ternary{Cond: &ir.VarValue{Var: bools[k]}, True: intConst(1), False: intConst(0)}
	}
	for len(ones) > 1 {
		var next []ir.Value
		for i := 0; i+1 < len(ones); i += 2 {
			next = append(next, &ir.Call{Func: add, Args: []ir.Value{ones[i], ones[i+1]}})
		}
		if len(ones)%2 == 1 {
			next = append(next, ones[len(ones)-1])
		}
		ones = next
	}
	cond := &ir.Call{Func: ge, Args: []ir.Value{ones[0], intConst(jamMinActive)}}
	for k, c := range lanes {
		for _, n := range c.series(loop.Body).Items {
			a := n.(*ir.Assign)
			tmp := newVar(a.Var)
			jammed.Items = append(jammed.Items, &ir.Assign{Var: tmp, Value: a.Value, Pos: a.Pos},
				&ir.Assign{Var: a.Var, Value: &ir.Ternary{Cond: &ir.VarValue{Var: bools[k]}, True: &ir.VarValue{Var: tmp}, False: &ir.VarValue{Var: a.Var}}, Pos: a.Pos})
		}
	}
	for k, c := range lanes {
		jammed.Items = append(jammed.Items, &ir.Assign{Var: bools[k], Value: c.value(loop.Cond)})
	}
	for _, c := range lanes {
		if !c.ok {
			return nil
		}
	}
	body.Items = append(body.Items, &ir.While{Cond: cond, Body: jammed, Pos: loop.Pos})
	body.Items = append(body.Items, whiles...)
	body.Items = append(body.Items, posts...)
	main := &ir.ImperativeFor{Var: p, Start: intConst(0), Stop: rounds, Step: intConst(1), Body: body, Pos: l.Pos}
	l.Start = restStart
	return []ir.Node{main, l}
}

// splitAtLoop splits body around its first statement of type L: pre, the assignments of
// locals before it, that statement, and post, the statements after it. The loop is nil when
// body has no such statement or something other than a local's assignment comes before it.
func splitAtLoop[L ir.Node](body *ir.Series) (pre []ir.Node, loop L, post []ir.Node) {
	for i, n := range body.Items {
		if l, ok := n.(L); ok {
			return body.Items[:i], l, body.Items[i+1:]
		}
		if a, ok := n.(*ir.Assign); !ok || a.Var.Global {
			break
		}
	}
	var none L
	return nil, none, nil
}

// laneCloner returns the cloner of one lane of a jammed loop over x whose body starts with the
// local assignments pre, and the lane's loop variable. The last lane keeps the original
// variables; the others get new ones from newVar for x and for each variable pre assigns, made
// in pre's order, not a map's, so that the new variables' IDs, and so the IR and LLVM text, are
// the same from one build to the next.
func laneCloner(x *ir.Var, pre []ir.Node, last bool, newVar func(*ir.Var) *ir.Var) (*cloner, *ir.Var) {
	c := &cloner{vars: map[*ir.Var]*ir.Var{}, ok: true}
	if last {
		return c, x
	}
	for _, n := range pre {
		if v := n.(*ir.Assign).Var; c.vars[v] == nil {
			c.vars[v] = newVar(v)
		}
	}
	nx := newVar(x)
	c.vars[x] = nx
	return c, nx
}
