// Reversal loops: a two-pointer swap loop over a list[int] runs as the stdlib's branch-free
// reversal of the span, under a guard that every index it reads is in range.
package passes

import (
	"kiln/ir"
	"kiln/ir/analysis"
)

// RevSwap rewrites, in user code, each loop that reverses a span of a list[int] in place,
//
//	while i < j:
//	    t = xs[i]                      # or: xs[i], xs[j] = xs[j], xs[i]
//	    xs[i] = xs[j]
//	    xs[j] = t
//	    i += 1                         # the two steps in either order
//	    j -= 1
//
// (xs, i, j and t distinct local variables, t read nowhere else in the function) as
//
//	if xs is not None and 0 <= i and j < len(xs) and i < len(xs) - 3:
//	    m = _list_reverse_span(xs, i, j)
//	    i = i + m
//	    j = j - m
//	else:
//	    <the loop>
//
// _list_reverse_span (stdlib/list.py) swaps four pairs per trip, xs[i + t] and xs[j - t], with
// the pairs past the middle made into write-backs of xs[i + t] (selects, not branches), and
// returns the number of swaps the loop makes, (j - i + 1) // 2 when i < j, else 0. Under the
// guard every index the loop reads or writes lies in [i, j] and every index the lanes touch
// in [i, max(j, i + 3)], inside the list (a later trip's i + 3 is below the first trip's j),
// so neither form raises anything and both leave the same items, the same i and j and (t
// being dead) nothing else; the guard only reads variables. Without the guard the loop runs as written (an IndexError at the same
// swap). A loop reversing a short span ends after a number of trips that depends on the data
// (fannkuch's flips, k + 1 items for k read from the list): its exit branch mispredicts
// whenever the length changes, which the span's four lanes avoid for spans of up to 8 items.
func RevSwap(m *ir.Module, ctx *Context) bool {
	if ctx.Realizer == nil {
		return false
	}
	rs := &revSwapper{ctx: ctx, next: maxVarID(m)}
	changed := false
	for _, f := range m.Funcs {
		if f.Kind != ir.Bodied || f.Body == nil || f.Generator || !f.Traced {
			continue
		}
		rs.f = f
		if rs.series(f.Body) {
			ctx.Changed(f)
			changed = true
		}
	}
	return changed
}

// revSwapper holds the state of one run of RevSwap.
type revSwapper struct {
	ctx  *Context
	f    *ir.Func // the function whose loops are rewritten
	next int      // the largest variable ID given out
}

// series rewrites the reversal loops of s and of the statements nested in it.
func (rs *revSwapper) series(s *ir.Series) bool {
	changed := false
	for k, n := range s.Items {
		switch n := n.(type) {
		case *ir.While:
			if r := rs.rewrite(n); r != nil {
				s.Items[k] = r
				changed = true
				continue
			}
			changed = rs.series(n.Body) || changed
		case *ir.ImperativeFor:
			changed = rs.series(n.Body) || changed
		case *ir.If:
			changed = rs.series(n.Then) || changed
			if n.Else != nil {
				changed = rs.series(n.Else) || changed
			}
		case *ir.Series:
			changed = rs.series(n) || changed
		}
	}
	return changed
}

// swapLoop is what a reversal loop's match finds: the list and the two indexes.
type swapLoop struct {
	xs, i, j *ir.Var
}

// rewrite returns the guarded form of w when w is a reversal loop, else nil.
func (rs *revSwapper) rewrite(w *ir.While) ir.Node {
	sl, ok := rs.match(w)
	if !ok {
		return nil
	}
	lt := sl.xs.T.(*ir.Class)
	length := lenField(lt)
	if length < 0 {
		return nil
	}
	r := rs.ctx.Realizer
	span, err1 := r.RealizeFunc("_list_reverse_span", []ir.Type{lt, ir.Int, ir.Int})
	le, err2 := r.RealizeMethod(ir.Int, "__le__", []ir.Type{ir.Int})
	lt2, err3 := r.RealizeMethod(ir.Int, "__lt__", []ir.Type{ir.Int})
	add, err4 := r.RealizeMethod(ir.Int, "_add_nsw", []ir.Type{ir.Int})
	sub, err5 := r.RealizeMethod(ir.Int, "_sub_nsw", []ir.Type{ir.Int})
	if err1 != nil || err2 != nil || err3 != nil || err4 != nil || err5 != nil || span.Ret != ir.Int {
		return nil
	}
	read := readVar
	no := boolConst(false)
	cond := &ir.Ternary{Cond: &ir.Is{X: read(sl.xs), Y: &ir.Const{T: ir.None}}, True: no, False: boolConst(true)}
	cond = &ir.Ternary{Cond: cond, True: &ir.Call{Func: le, Args: []ir.Value{intConst(0), read(sl.i)}}, False: no}
	cond = &ir.Ternary{Cond: cond, True: &ir.Call{Func: lt2, Args: []ir.Value{read(sl.j), &ir.Extract{Value: read(sl.xs), Index: length}}}, False: no}
	room := &ir.Call{Func: sub, Args: []ir.Value{&ir.Extract{Value: read(sl.xs), Index: length}, intConst(3)}}
	cond = &ir.Ternary{Cond: cond, True: &ir.Call{Func: lt2, Args: []ir.Value{read(sl.i), room}}, False: no}
	rs.next++
	swaps := &ir.Var{Name: "swaps", ID: rs.next, T: ir.Int}
	rs.f.Locals = append(rs.f.Locals, swaps)
	fast := &ir.Series{Items: []ir.Node{
		&ir.Assign{Var: swaps, Value: &ir.Call{Func: span, Args: []ir.Value{read(sl.xs), read(sl.i), read(sl.j)}, Pos: w.Pos}, Pos: w.Pos},
		&ir.Assign{Var: sl.i, Value: &ir.Call{Func: add, Args: []ir.Value{read(sl.i), read(swaps)}}, Pos: w.Pos},
		&ir.Assign{Var: sl.j, Value: &ir.Call{Func: sub, Args: []ir.Value{read(sl.j), read(swaps)}}, Pos: w.Pos},
	}}
	return &ir.If{Cond: cond, Then: fast, Else: &ir.Series{Items: []ir.Node{w}}, Pos: w.Pos}
}

// match reports whether w is a reversal loop (see RevSwap) and what it reverses.
func (rs *revSwapper) match(w *ir.While) (swapLoop, bool) {
	var sl swapLoop
	c, ok := w.Cond.(*ir.Call)
	if !ok || c.Func.Name != "int.__lt__[int,int]" || len(c.Args) != 2 {
		return sl, false
	}
	sl.i, sl.j = localVar(c.Args[0]), localVar(c.Args[1])
	items := w.Body.Items
	if sl.i == nil || sl.j == nil || sl.i == sl.j || len(items) != 5 {
		return sl, false
	}
	// The swap: three statements, with a temporary t read nowhere else.
	a, ok := items[0].(*ir.Assign)
	if !ok {
		return sl, false
	}
	t := a.Var
	var first, second ir.Value // the values stored into xs[i] and xs[j]
	swapReads := 1             // the reads of t in the swap
	if get, isGet := a.Value.(*ir.Call); isGet {
		// t = xs[i]; xs[i] = xs[j]; xs[j] = t
		if sl.xs = rs.item(get, sl.i, nil); sl.xs == nil {
			return sl, false
		}
		first, second = rs.store(items[1], sl.xs, sl.i), rs.store(items[2], sl.xs, sl.j)
		if y, isY := first.(*ir.Call); !isY || rs.item(y, sl.j, sl.xs) == nil {
			return sl, false
		}
		if localVar(second) != t {
			return sl, false
		}
	} else {
		// t = (xs[j], xs[i]); xs[i] = t[0]; xs[j] = t[1]
		pair, isPair := a.Value.(*ir.Insert)
		if !isPair {
			return sl, false
		}
		inner, isInner := pair.Agg.(*ir.Insert)
		if !isInner || inner.Agg != nil || inner.Index != 0 || pair.Index != 1 {
			return sl, false
		}
		y, isY := inner.Elem.(*ir.Call)
		x, isX := pair.Elem.(*ir.Call)
		if !isY || !isX {
			return sl, false
		}
		if sl.xs = rs.item(y, sl.j, nil); sl.xs == nil || rs.item(x, sl.i, sl.xs) == nil {
			return sl, false
		}
		first, second = rs.store(items[1], sl.xs, sl.i), rs.store(items[2], sl.xs, sl.j)
		if !extractOf(first, t, 0) || !extractOf(second, t, 1) {
			return sl, false
		}
		swapReads = 2
	}
	if t == sl.i || t == sl.j || t == sl.xs || sl.xs == sl.i || sl.xs == sl.j || t.Global {
		return sl, false
	}
	// The steps: i += 1 and j -= 1, in either order.
	if !(rs.step(items[3], sl.i, "int.__add__[int,int]") && rs.step(items[4], sl.j, "int.__sub__[int,int]")) &&
		!(rs.step(items[3], sl.j, "int.__sub__[int,int]") && rs.step(items[4], sl.i, "int.__add__[int,int]")) {
		return sl, false
	}
	// t is dead after the loop: the function reads and writes it only in the swap.
	writes := 0
	analysis.Visit(rs.f.Body, func(n ir.Node) bool {
		if a, ok := n.(*ir.Assign); ok && a.Var == t {
			writes++
		}
		return true
	})
	return sl, first != nil && second != nil && writes == 1 && reads(rs.f.Body, t) == swapReads
}

// item returns the list variable xs of the read xs[v] of a list[int] local, or nil; a non-nil
// want requires that list.
func (rs *revSwapper) item(c *ir.Call, v, want *ir.Var) *ir.Var {
	if len(c.Args) != 2 || c.Func.Name != "list[int].__getitem__[list[int],int]" || localVar(c.Args[1]) != v {
		return nil
	}
	xs := localVar(c.Args[0])
	if xs == nil || (want != nil && xs != want) {
		return nil
	}
	return xs
}

// store returns the value n stores into xs[v], or nil when n is not such a store.
func (rs *revSwapper) store(n ir.Node, xs, v *ir.Var) ir.Value {
	c, ok := n.(*ir.Call)
	if !ok || len(c.Args) != 3 || c.Func.Name != "list[int].__setitem__[list[int],int,int]" ||
		localVar(c.Args[0]) != xs || localVar(c.Args[1]) != v {
		return nil
	}
	return c.Args[2]
}

// step reports whether n is `v = v op 1`, op the int method named.
func (rs *revSwapper) step(n ir.Node, v *ir.Var, op string) bool {
	a, ok := n.(*ir.Assign)
	if !ok || a.Var != v {
		return false
	}
	c, ok := a.Value.(*ir.Call)
	if !ok || c.Func.Name != op || len(c.Args) != 2 || localVar(c.Args[0]) != v {
		return false
	}
	one, ok := c.Args[1].(*ir.Const)
	return ok && one.T == ir.Int && one.Int == 1
}

// localVar returns the local variable value v reads, or nil.
func localVar(v ir.Value) *ir.Var {
	if x := varOf(v); x != nil && !x.Global {
		return x
	}
	return nil
}

// extractOf reports whether v is element index of variable t.
func extractOf(v ir.Value, t *ir.Var, index int) bool {
	e, ok := v.(*ir.Extract)
	return ok && e.Index == index && localVar(e.Value) == t
}
