// Loop versioning on the bounds of two-pointer while loops: a straight-line `while a < b`
// loop whose ends only move towards each other runs a copy without the bounds tests of the
// list items it indexes by a and b, when one test before the loop covers them all.
package passes

import (
	"strings"

	"kiln/ir"
	"kiln/ir/analysis"
)

// whileMaxOffset bounds the constants added to a loop's ends in the indexes WhileVer drops
// tests for, so that the guard's arithmetic cannot overflow.
const whileMaxOffset = 1 << 30

// WhileVer versions, in user code, each `while a < b` (or `a <= b`, `b > a`, `b >= a`) loop
// whose ends a and b are int locals or constants and whose body is straight-line (assignments
// of calls, variables, constants and conditional expressions; calls that cannot change a
// list's length, a global or a variable of the caller, as RangeVer's), where a is assigned
// only as `a = a + c` and b only as `b = b - c` (c a constant >= 0):
//
//	if a >= -lo and xs is not None and b + hi < len(xs) ...:
//	    <the loop, xs[a + d] and xs[b + d] without their bounds tests>
//	else:
//	    <the loop as it was>
//
// Why the tests cannot fire in the first copy: let a0 and b0 be the ends' values when the loop
// starts. a never decreases and b never increases (a step that overflows raises in both
// copies alike), so at the top of every iteration a0 <= a and b <= b0, and the condition gives
// a < b (a <= b): a lies in [a0, b0 - 1] and b in [a0 + 1, b0] ([a0, b0] for <=). At a
// statement of the body where a has moved by da >= 0 and b by db <= 0 since the top, a + d
// lies in [a0 + da + d, b0 - 1 + da + d] and b + d in [a0 + 1 + db + d, b0 + db + d]. The
// guard tests, once, the lowest of these against 0 and the highest against len(xs) (xs a
// list variable the loop does not assign; nothing in the loop can change its length). The
// dropped tests are exactly those that cannot fire, so both copies compute the same values
// and raise the same exceptions at the same points; the guard only reads variables.
// fannkuch's prefix reversal `while i < j: t = perm[i]; perm[i] = perm[j]; perm[j] = t;
// i += 1; j -= 1` needs `i >= 0` and `j < len(perm)`; its rotation `while i < r: perm1[i] =
// perm1[i + 1]; i += 1` needs `i >= 0` and `r < len(perm1)`.
func WhileVer(m *ir.Module, ctx *Context) bool {
	if ctx.Realizer == nil {
		return false
	}
	w := &whileVer{ctx: ctx, r: &ranger{ctx: ctx, pure: map[*ir.Func]bool{}}}
	changed := false
	for _, f := range m.Funcs {
		if f.Kind != ir.Bodied || f.Body == nil || f.Generator || !f.Traced {
			continue // the stdlib's loops are written for speed already
		}
		if w.series(f.Body) {
			ctx.Changed(f)
			changed = true
		}
	}
	return changed
}

// whileVer holds the state of one run of WhileVer.
type whileVer struct {
	ctx *Context
	r   *ranger // for pureFunc and its memo
}

// series versions the eligible while loops of s and of the statements nested in it.
func (w *whileVer) series(s *ir.Series) bool {
	changed := false
	for i, n := range s.Items {
		switch n := n.(type) {
		case *ir.While:
			if v := w.version(n); v != nil {
				s.Items[i] = v
				changed = true
				continue
			}
			changed = w.series(n.Body) || changed
		case *ir.ImperativeFor:
			changed = w.series(n.Body) || changed
		case *ir.If:
			changed = w.series(n.Then) || changed
			if n.Else != nil {
				changed = w.series(n.Else) || changed
			}
		case *ir.Series:
			changed = w.series(n) || changed
		}
	}
	return changed
}

// end is one end of a two-pointer loop: a local int variable or a constant.
type end struct {
	v *ir.Var // nil for a constant
	c int64
}

// value reads the end, for the guard.
func (e end) value() ir.Value {
	if e.v == nil {
		return &ir.Const{T: ir.Int, Int: e.c}
	}
	return &ir.VarValue{Var: e.v}
}

// bound is a bound the guard checks: end + off against 0 (low) or below len(xs) (high).
type bound struct {
	e   end
	off int64
	xs  *ir.Var // the list, for a high bound
}

// loopEnds returns the ends a < b (strict) or a <= b of w's condition.
func loopEnds(cond ir.Value) (a, b end, strict, ok bool) {
	c, isCall := cond.(*ir.Call)
	if !isCall || len(c.Args) != 2 {
		return end{}, end{}, false, false
	}
	swap := false
	switch c.Func.Name {
	case "int.__lt__[int,int]":
		strict = true
	case "int.__le__[int,int]":
	case "int.__gt__[int,int]":
		strict, swap = true, true
	case "int.__ge__[int,int]":
		swap = true
	default:
		return end{}, end{}, false, false
	}
	x, ok1 := endOf(c.Args[0])
	y, ok2 := endOf(c.Args[1])
	if !ok1 || !ok2 || (x.v == nil && y.v == nil) || (x.v != nil && x.v == y.v) {
		return end{}, end{}, false, false
	}
	if swap {
		x, y = y, x
	}
	return x, y, strict, true
}

// endOf returns the end v reads: a local variable or an int constant within whileMaxOffset.
func endOf(v ir.Value) (end, bool) {
	switch v := v.(type) {
	case *ir.VarValue:
		return end{v: v.Var}, !v.Var.Global && v.Var.T == ir.Int
	case *ir.Const:
		return end{c: v.Int}, v.T == ir.Int && v.Int > -whileMaxOffset && v.Int < whileMaxOffset
	}
	return end{}, false
}

// offsetOf matches x, x + c and x - c (x a variable, c a constant within whileMaxOffset),
// returning x and the offset.
func offsetOf(v ir.Value) (*ir.Var, int64, bool) {
	switch v := v.(type) {
	case *ir.VarValue:
		return v.Var, 0, true
	case *ir.Call:
		if len(v.Args) != 2 {
			return nil, 0, false
		}
		x, ok1 := v.Args[0].(*ir.VarValue)
		c, ok2 := v.Args[1].(*ir.Const)
		if !ok1 || !ok2 || c.T != ir.Int || c.Int <= -whileMaxOffset || c.Int >= whileMaxOffset {
			return nil, 0, false
		}
		switch v.Func.Name {
		case "int.__add__[int,int]":
			return x.Var, c.Int, true
		case "int.__sub__[int,int]":
			return x.Var, -c.Int, true
		}
	}
	return nil, 0, false
}

// version returns the versioned form of l, or nil when l is not eligible or its fast copy
// would drop no test.
func (w *whileVer) version(l *ir.While) ir.Node {
	a, b, strict, ok := loopEnds(l.Cond)
	if !ok || !w.bodyOK(l.Body) {
		return nil
	}
	assigned := map[*ir.Var]bool{}
	for _, n := range l.Body.Items {
		if as, isAssign := n.(*ir.Assign); isAssign {
			assigned[as.Var] = true
		}
	}
	c := &cloner{vars: map[*ir.Var]*ir.Var{}, ok: true} // the same variables
	fast := c.series(l.Body)
	if !c.ok {
		return nil
	}
	s := int64(0)
	if strict {
		s = 1
	}
	var bounds []bound
	da, db := int64(0), int64(0) // how far a and b have moved since the top of the iteration
	// rewrite drops the bounds test of an item access call, when its index is an end plus a
	// constant.
	rewrite := func(call *ir.Call) *ir.Call {
		lt, xs, isItem := listAccess(call)
		if !isItem || assigned[xs] || xs.Global || lenField(lt) < 0 {
			return nil
		}
		x, d, ok := offsetOf(call.Args[1])
		if !ok {
			return nil
		}
		var lo, hi bound
		switch {
		case a.v != nil && x == a.v:
			lo = bound{e: a, off: da + d}
			hi = bound{e: b, off: da + d - s, xs: xs}
		case b.v != nil && x == b.v:
			lo = bound{e: a, off: db + d + s}
			hi = bound{e: b, off: db + d, xs: xs}
		default:
			return nil
		}
		if lo.e.v == nil && lo.e.c+lo.off < 0 {
			return nil // the index may be negative: the test may fire
		}
		var fn *ir.Func
		var err error
		if len(call.Args) == 2 {
			fn, err = w.ctx.Realizer.RealizeFunc("_list_item", []ir.Type{lt, ir.Int})
		} else {
			fn, err = w.ctx.Realizer.RealizeFunc("_list_store", []ir.Type{lt, ir.Int, call.Args[2].Type()})
		}
		if err != nil || fn.Ret != call.Type() {
			return nil
		}
		bounds = append(bounds, lo, hi)
		return &ir.Call{Func: fn, Args: call.Args, Pos: call.Pos}
	}
	for i, n := range fast.Items {
		// The accesses of a statement read the ends as they are before it assigns one.
		fast.Items[i] = rewriteCalls(n, rewrite)
		as, isAssign := n.(*ir.Assign)
		if !isAssign || (as.Var != a.v && as.Var != b.v) {
			continue
		}
		x, d, ok := offsetOf(as.Value)
		switch {
		case !ok || x != as.Var:
			return nil
		case as.Var == a.v && d >= 0:
			da += d
		case as.Var == b.v && d <= 0:
			db += d
		default:
			return nil
		}
		if da >= whileMaxOffset || db <= -whileMaxOffset {
			return nil
		}
	}
	if len(bounds) == 0 {
		return nil
	}
	guard := w.guard(bounds)
	if guard == nil {
		return nil
	}
	loop := &ir.While{Cond: c.value(l.Cond), Body: fast, Pos: l.Pos, Unpredictable: l.Unpredictable}
	return &ir.If{Cond: guard, Then: &ir.Series{Items: []ir.Node{loop}}, Else: &ir.Series{Items: []ir.Node{l}}, Pos: l.Pos}
}

// bodyOK reports whether s is straight-line code of assignments to locals and calls WhileVer
// allows, built of calls, variables, constants and conditional expressions.
func (w *whileVer) bodyOK(s *ir.Series) bool {
	ok := true
	for _, n := range s.Items {
		switch n := n.(type) {
		case *ir.Assign:
			ok = ok && !n.Var.Global
		case *ir.Call:
		default:
			return false
		}
		analysis.Visit(n, func(n ir.Node) bool {
			switch n := n.(type) {
			case *ir.Assign, *ir.VarValue, *ir.Const, *ir.Ternary:
			case *ir.Call:
				ok = ok && w.r.pureFunc(n.Func, 0)
			default:
				ok = false
			}
			return ok
		})
	}
	return ok
}

// listAccess matches a call of a list's __getitem__ or __setitem__ with an int index on a
// list variable, returning the list's class and the variable.
func listAccess(c *ir.Call) (*ir.Class, *ir.Var, bool) {
	if len(c.Args) < 2 || len(c.Func.Params) != len(c.Args) {
		return nil, nil, false
	}
	lt, isClass := c.Func.Params[0].T.(*ir.Class)
	xs, isVar := c.Args[0].(*ir.VarValue)
	if !isClass || !isVar {
		return nil, nil, false
	}
	switch {
	case len(c.Args) == 2 && c.Func.Name == lt.Name+".__getitem__["+lt.Name+",int]":
	case len(c.Args) == 3 && strings.HasPrefix(c.Func.Name, lt.Name+".__setitem__["+lt.Name+",int,") && c.Args[2].Type() == c.Func.Params[2].T:
	default:
		return nil, nil, false
	}
	return lt, xs.Var, true
}

// rewriteCalls replaces, innermost first, each call in n (an assignment, a call, a conditional
// expression, variables and constants) for which fn returns a new call.
func rewriteCalls(n ir.Node, fn func(*ir.Call) *ir.Call) ir.Node {
	switch n := n.(type) {
	case *ir.Assign:
		n.Value = rewriteCalls(n.Value, fn).(ir.Value)
	case *ir.Ternary:
		n.Cond = rewriteCalls(n.Cond, fn).(ir.Value)
		n.True = rewriteCalls(n.True, fn).(ir.Value)
		n.False = rewriteCalls(n.False, fn).(ir.Value)
	case *ir.Call:
		for i, a := range n.Args {
			n.Args[i] = rewriteCalls(a, fn).(ir.Value)
		}
		if c := fn(n); c != nil {
			return c
		}
	}
	return n
}

// guard builds the fast copy's condition from the bounds, the lowest offset of each low end
// and the highest of each (end, list) pair; nil when a method cannot be realized.
func (w *whileVer) guard(bounds []bound) ir.Value {
	lt, err1 := w.ctx.Realizer.RealizeMethod(ir.Int, "__lt__", []ir.Type{ir.Int})
	sub, err2 := w.ctx.Realizer.RealizeMethod(ir.Int, "_sub_nsw", []ir.Type{ir.Int})
	if err1 != nil || err2 != nil {
		return nil
	}
	low := map[end]int64{}
	high := map[[2]any]int64{}
	var lows []end
	var highs [][2]any
	for _, bd := range bounds {
		if bd.xs == nil {
			if o, seen := low[bd.e]; !seen || bd.off < o {
				if !seen {
					lows = append(lows, bd.e)
				}
				low[bd.e] = bd.off
			}
			continue
		}
		key := [2]any{bd.e, bd.xs}
		if o, seen := high[key]; !seen || bd.off > o {
			if !seen {
				highs = append(highs, key)
			}
			high[key] = bd.off
		}
	}
	var cond ir.Value
	and := func(c ir.Value) {
		if cond == nil {
			cond = c
			return
		}
		cond = &ir.Ternary{Cond: cond, True: c, False: &ir.Const{T: ir.Bool, Bool: false}}
	}
	for _, e := range lows {
		if e.v != nil { // a constant end was checked when its access was rewritten
			// e + off >= 0, as -off - 1 < e
			and(&ir.Call{Func: lt, Args: []ir.Value{&ir.Const{T: ir.Int, Int: -low[e] - 1}, e.value()}})
		}
	}
	for _, key := range highs {
		e, xs := key[0].(end), key[1].(*ir.Var)
		read := func() ir.Value { return &ir.VarValue{Var: xs} }
		// A class reference may be None: the guard reads the length of a list only when it is one.
		and(&ir.Ternary{Cond: &ir.Is{X: read(), Y: &ir.Const{T: ir.None}}, True: &ir.Const{T: ir.Bool, Bool: false}, False: &ir.Const{T: ir.Bool, Bool: true}})
		// e + off < len(xs), as e < len(xs) - off: a length is in [0, 2**62] and |off| is
		// below whileMaxOffset, so the subtraction does not overflow.
		var n ir.Value = &ir.Extract{Value: read(), Index: lenField(xs.T.(*ir.Class))}
		if high[key] != 0 {
			n = &ir.Call{Func: sub, Args: []ir.Value{n, &ir.Const{T: ir.Int, Int: high[key]}}}
		}
		and(&ir.Call{Func: lt, Args: []ir.Value{e.value(), n}})
	}
	return cond
}
