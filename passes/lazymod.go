// Lazy modular reduction: a loop whose only uses of an int local h are steps
//
//	h = (h * a ± x1 ± ... ± xk) % m
//
// (a a non-zero constant, 0 <= k <= 8, m a constant or a variable the loop cannot assign)
// keeps, instead of h, a value u congruent to h modulo m and reduces it only when it leaves
// [-b, b], b = 2**61 // |a|. A step is then a multiply and adds, not a division (a multiply-
// high, a multiply and a subtract) carried from one iteration to the next: checksums and
// hashes written this way wait on the chain of divisions. h = u % m after the loop. Only a
// loop holding no other loop and calling no function that holds one is rewritten: there the
// chain is what an iteration waits on. Elsewhere the loop's other work overlaps the chain
// anyway, and u and its flag, live across that work, cost registers (mandelbrot's checksum of
// the points, after its escape loop, ran 12% slower rewritten).
//
// Exactness. Before the loop, ok = 1 <= m <= b and 0 <= h < m (m is fixed during the
// loop). Invariant before each step: h == u % m when ok, h == u otherwise. When ok, a step
// reduces u to u % m (== h) if it left [-b, b]; then 0 <= h < m <= b and |u| <= b, so h * a
// and u * a are within 2**61, and while each term is within 2**58 every partial sum of the
// original (h * a ± x1 ± ... ± xi) and of the lazy one (u * a ± x1 ...) is within 2**62: none
// of the original's operations overflows, its % m cannot raise, and the lazy result u * a ±
// x1 ... is congruent to the original's value before % m. The terms are evaluated once, in
// the original's order, between the same operations. A term outside 2**58 ends the lazy
// step: the original's partial value is computed exactly ((u % m) * a ± the terms so far,
// surely within 64 bits) and the step goes on with the original operations (their overflow
// tests, tracebacks and % m). When not ok every step is the original's on u == h. h is not
// read in the loop except by the steps, nor assigned there but by them, and the loop is not
// inside a try (an exception leaving the loop leaves the function, where h is dead; a break
// goes to the statement after the loop, which sets h = u % m or u).
package passes

import (
	"kiln/ir"
	"kiln/ir/analysis"
)

// lazyModTerms bounds the terms of a step: k terms of at most 2**58 sum to at most 2**61.
const lazyModTerms = 8

// LazyMod reduces the steps of modular chains in loops lazily.
func LazyMod(m *ir.Module, ctx *Context) bool {
	if ctx.Realizer == nil {
		return false
	}
	l := &lazyMod{r: ctx.Realizer, next: maxVarID(m), mainOnly: mainOnlyGlobals(m)}
	changed := false
	for _, f := range m.Funcs {
		if f.Kind != ir.Bodied || f.Generator || f.Body == nil {
			continue
		}
		l.f = f
		if l.series(f.Body) {
			ctx.Changed(f)
			changed = true
		}
	}
	return changed
}

// lazyMod is the pass's state.
type lazyMod struct {
	r        Realizer
	f        *ir.Func
	next     int
	mainOnly map[*ir.Var]bool // globals assigned only in the module's top-level code

	realized, ready         bool // the helpers below were asked for, and all found
	ok, reduce, norm, small *ir.Func
	addNsw, subNsw, mulNsw  *ir.Func
}

// lmStep is one matched step: h = (h * a ± terms) % m.
type lmStep struct {
	assign *ir.Assign
	mul    *ir.Call   // h * a
	ops    []*ir.Call // the adds and subtracts, innermost first
	mod    *ir.Call   // the % m
	a      int64
	modulo ir.Value // m
	h      *ir.Var
}

// realize makes the stdlib helpers the rewrite calls, on the first step found; false when
// one is missing.
func (l *lazyMod) realize() bool {
	if l.realized {
		return l.ready
	}
	l.realized = true
	var err error
	fn := func(name string, args ...ir.Type) *ir.Func {
		f, e := l.r.RealizeFunc(name, args)
		if e != nil {
			err = e
		}
		return f
	}
	meth := func(name string) *ir.Func {
		f, e := l.r.RealizeMethod(ir.Int, name, []ir.Type{ir.Int})
		if e != nil {
			err = e
		}
		return f
	}
	l.ok = fn("_lm_ok", ir.Int, ir.Int, ir.Int)
	l.reduce = fn("_lm_reduce", ir.Int, ir.Int, ir.Int)
	l.norm = fn("_lm_norm", ir.Int, ir.Bool, ir.Int)
	l.small = fn("_lm_small", ir.Int)
	l.addNsw, l.subNsw, l.mulNsw = meth("_add_nsw"), meth("_sub_nsw"), meth("_mul_nsw")
	l.ready = err == nil
	return l.ready
}

// mainOnlyGlobals returns the globals that only the module's top-level code assigns: no loop
// of another function can change them while it runs.
func mainOnlyGlobals(m *ir.Module) map[*ir.Var]bool {
	out := map[*ir.Var]bool{}
	for _, g := range m.Globals {
		out[g] = true
	}
	for _, f := range m.Funcs {
		if f == m.Main || f.Body == nil {
			continue
		}
		analysis.Visit(f.Body, func(n ir.Node) bool {
			if a, ok := n.(*ir.Assign); ok && a.Var.Global {
				delete(out, a.Var)
			}
			return true
		})
	}
	return out
}

// series transforms the loops of s and of the statements in it, outermost first, outside
// any try.
func (l *lazyMod) series(s *ir.Series) bool {
	if s == nil {
		return false
	}
	changed := false
	var out []ir.Node
	for _, n := range s.Items {
		switch n := n.(type) {
		case *ir.While, *ir.ImperativeFor:
			before, after := l.loop(n)
			out = append(out, before...)
			out = append(out, n)
			out = append(out, after...)
			changed = changed || len(before) > 0
			if w, ok := n.(*ir.While); ok {
				changed = l.series(w.Body) || changed
			} else {
				changed = l.series(n.(*ir.ImperativeFor).Body) || changed
			}
			continue
		case *ir.If:
			changed = l.series(n.Then) || changed
			changed = l.series(n.Else) || changed
		case *ir.Series:
			changed = l.series(n) || changed
		}
		out = append(out, n)
	}
	s.Items = out
	return changed
}

// loop rewrites the steps of every variable of loop n that qualifies, and returns the
// statements to put before and after it.
func (l *lazyMod) loop(n ir.Node) (before, after []ir.Node) {
	steps := map[*ir.Var][]*lmStep{}
	reads := map[*ir.Var]int{}
	writes := map[*ir.Var]int{}
	var order []*ir.Var
	inner := false
	analysis.Visit(n, func(x ir.Node) bool {
		switch x := x.(type) {
		case *ir.While:
			inner = inner || x != n
		case *ir.ImperativeFor:
			inner = inner || x != n
			writes[x.Var]++
		case *ir.VarValue:
			reads[x.Var]++
		case *ir.Call:
			inner = inner || (x.Func.Body != nil && holdsLoop(x.Func.Body))
		case *ir.Assign:
			writes[x.Var]++
			if st := l.match(x); st != nil {
				if steps[st.h] == nil {
					order = append(order, st.h)
				}
				steps[st.h] = append(steps[st.h], st)
			}
		}
		return true
	})
	if inner || len(order) == 0 || !l.realize() {
		return nil, nil
	}
	for _, h := range order {
		ss := steps[h]
		if reads[h] != len(ss) || writes[h] != len(ss) || !l.fixed(ss, writes) {
			continue
		}
		b := lazyModBound(ss[0].a)
		for _, st := range ss {
			b = min(b, lazyModBound(st.a))
		}
		u := l.local("lm_u", ir.Int)
		ok := l.local("lm_ok", ir.Bool)
		m := ss[0].modulo
		before = append(before, &ir.Assign{Var: u, Value: readVar(h)},
			&ir.Assign{Var: ok, Value: l.call(l.ok, readVar(h), intConst(b), cloneLeaf(m))})
		for _, st := range ss {
			l.rewrite(st, u, ok, b)
		}
		after = append(after, &ir.Assign{Var: h, Value: l.call(l.norm, readVar(u), readVar(ok), cloneLeaf(m))})
	}
	return before, after
}

// fixed reports whether every step's m is the same constant or variable, which the loop does
// not assign.
func (l *lazyMod) fixed(ss []*lmStep, writes map[*ir.Var]int) bool {
	for _, st := range ss {
		if !sameLeaf(st.modulo, ss[0].modulo) {
			return false
		}
	}
	switch m := ss[0].modulo.(type) {
	case *ir.Const:
		return true
	case *ir.VarValue:
		if m.Var.Global {
			return l.mainOnly[m.Var] && writes[m.Var] == 0
		}
		return writes[m.Var] == 0 && m.Var != ss[0].h
	}
	return false
}

// match returns the step a is, or nil.
func (l *lazyMod) match(a *ir.Assign) *lmStep {
	h := a.Var
	if h.Global || h.T != ir.Int {
		return nil
	}
	mod, ok := a.Value.(*ir.Call)
	if !ok || mod.Func.Name != "int.__mod__[int,int]" || len(mod.Args) != 2 {
		return nil
	}
	switch m := mod.Args[1].(type) {
	case *ir.Const:
		if m.T != ir.Int {
			return nil
		}
	case *ir.VarValue:
		if m.Var.T != ir.Int {
			return nil
		}
	default:
		return nil
	}
	st := &lmStep{assign: a, mod: mod, modulo: mod.Args[1], h: h}
	e := mod.Args[0]
	for {
		c, ok := e.(*ir.Call)
		if !ok || len(c.Args) != 2 {
			return nil
		}
		switch c.Func.Name {
		case "int.__add__[int,int]", "int.__sub__[int,int]":
			st.ops = append([]*ir.Call{c}, st.ops...)
			e = c.Args[0]
			continue
		case "int.__mul__[int,int]":
			x, k := c.Args[0], c.Args[1]
			if _, isConst := x.(*ir.Const); isConst {
				x, k = k, x
			}
			v, okV := x.(*ir.VarValue)
			ac, okC := k.(*ir.Const)
			if !okV || !okC || v.Var != h || ac.T != ir.Int || ac.Int == 0 || ac.Int == -1<<63 || len(st.ops) > lazyModTerms {
				return nil
			}
			st.mul, st.a = c, ac.Int
			return st
		}
		return nil
	}
}

// lazyModBound is b for a multiplier a: |h * a| <= 2**61 for |h| <= b.
func lazyModBound(a int64) int64 {
	if a < 0 {
		a = -a
	}
	return (1 << 61) / a
}

// rewrite replaces the step's assignment, in place, by its lazy form over u (all of h's steps
// reduce with the same bound b, the least of their multipliers').
func (l *lazyMod) rewrite(st *lmStep, u, ok *ir.Var, b int64) {
	m := func() ir.Value { return cloneLeaf(st.modulo) }
	k := func() ir.Value { return intConst(st.a) }
	fast := l.local("lm_fast", ir.Bool)
	s := l.local("lm_s", ir.Int)
	v := l.local("lm_v", ir.Int)
	h := func() ir.Value { return l.call(st.mod.Func, readVar(u), m()) } // u % m, h when ok
	body := []ir.Node{
		&ir.If{Cond: readVar(ok), Then: &ir.Series{Items: []ir.Node{
			&ir.Assign{Var: u, Value: l.call(l.reduce, readVar(u), intConst(b), m())},
		}}, Else: &ir.Series{}},
		&ir.Assign{Var: fast, Value: readVar(ok)},
		&ir.Assign{Var: s, Value: intConst(0)},
		&ir.If{Cond: readVar(ok), Then: &ir.Series{}, Else: &ir.Series{Items: []ir.Node{
			&ir.Assign{Var: v, Value: &ir.Call{Func: st.mul.Func, Args: []ir.Value{readVar(u), k()}, Pos: st.mul.Pos}},
		}}},
	}
	for _, op := range st.ops {
		t := l.local("lm_t", ir.Int)
		lazy := l.addNsw
		if op.Func.Name == "int.__sub__[int,int]" {
			lazy = l.subNsw
		}
		exact := func(x ir.Value) ir.Value {
			return &ir.Call{Func: op.Func, Args: []ir.Value{x, readVar(t)}, Pos: op.Pos}
		}
		partial := l.call(l.addNsw, l.call(l.mulNsw, h(), k()), readVar(s))
		body = append(body,
			&ir.Assign{Var: t, Value: op.Args[1]},
			&ir.If{Cond: readVar(fast),
				Then: &ir.Series{Items: []ir.Node{
					&ir.If{Cond: l.call(l.small, readVar(t)),
						Then: &ir.Series{Items: []ir.Node{&ir.Assign{Var: s, Value: l.call(lazy, readVar(s), readVar(t))}}},
						Else: &ir.Series{Items: []ir.Node{
							&ir.Assign{Var: fast, Value: boolConst(false)},
							&ir.Assign{Var: v, Value: exact(partial)},
						}}},
				}},
				Else: &ir.Series{Items: []ir.Node{&ir.Assign{Var: v, Value: exact(readVar(v))}}}})
	}
	body = append(body,
		&ir.If{Cond: readVar(fast),
			Then: &ir.Series{Items: []ir.Node{
				&ir.Assign{Var: u, Value: l.call(l.addNsw, l.call(l.mulNsw, readVar(u), k()), readVar(s))},
			}},
			Else: &ir.Series{Items: []ir.Node{
				&ir.Assign{Var: u, Value: &ir.Call{Func: st.mod.Func, Args: []ir.Value{readVar(v), m()}, Pos: st.mod.Pos}},
			}}})
	// The assignment becomes u = (flow ...; u): the same node in its series.
	st.assign.Var = u
	st.assign.Value = &ir.FlowInstr{Flow: &ir.Series{Items: body}, Result: readVar(u)}
}

// local declares a new local of the function being rewritten.
func (l *lazyMod) local(name string, t ir.Type) *ir.Var {
	l.next++
	v := &ir.Var{Name: name, ID: l.next, T: t}
	l.f.Locals = append(l.f.Locals, v)
	return v
}

func (l *lazyMod) call(f *ir.Func, args ...ir.Value) ir.Value {
	return &ir.Call{Func: f, Args: args}
}

func readVar(v *ir.Var) ir.Value { return &ir.VarValue{Var: v} }

// cloneLeaf copies a constant or a variable read.
func cloneLeaf(v ir.Value) ir.Value {
	switch v := v.(type) {
	case *ir.Const:
		c := *v
		return &c
	case *ir.VarValue:
		return &ir.VarValue{Var: v.Var}
	}
	return v
}

// sameLeaf reports whether two constants or variable reads are the same value.
func sameLeaf(x, y ir.Value) bool {
	switch x := x.(type) {
	case *ir.Const:
		c, ok := y.(*ir.Const)
		return ok && c.T == x.T && c.Int == x.Int
	case *ir.VarValue:
		w, ok := y.(*ir.VarValue)
		return ok && w.Var == x.Var
	}
	return false
}
