// Loop versioning on int ranges: a nest of counted loops whose bounds are small runs a copy
// in which the int operations proven not to overflow, the divisions proven not to divide by
// zero and the list indexes proven in bounds skip their tests.
package passes

import (
	"fmt"
	"math/big"
	"strings"

	"kiln/ir"
	"kiln/ir/analysis"
)

// rangeLimit bounds the loop bounds of the fast copy: a loop variable is below 2**30, so sums
// of two and products of two such sums fit in 64 bits.
const rangeLimit = 1 << 30

// rangeMaxClones bounds the specialized copies of functions one module gets.
const rangeMaxClones = 16

// RangeVer versions, in user code, each outermost `for v in range(a, n)` loop (ImperativeFor,
// a a constant >= 0, a constant step >= 1) whose nest holds only assignments, ifs, such
// counted loops, and calls of functions that cannot change the length of a list, a global or
// a variable of the caller (int, float and bool primitives, list item reads and writes, and
// functions built of those, loops and calls of themselves; keepsLens):
//
//	if n <= 2**30 and -2**30 <= p <= 2**30 ... and xs is not None and 0 <= lo and hi < len(xs) ...:
//	    <the nest, with the tests it proves needless dropped>
//	else:
//	    <the nest as it was>
//
// In the first copy every loop variable lies in [a, n-1] with n <= 2**30 (the bounds are
// constants, locals the nest does not assign, or enclosing loop variables), and every int
// parameter p the nest does not assign and the dropped tests rely on lies in [-2**30, 2**30];
// so interval arithmetic bounds the int expressions built of loop variables, such parameters,
// constants and locals the nest assigns once (after the assignment): +, - and * whose result
// interval fits in 64 bits become the operations without the overflow test, `x // c` and
// `x % c` (c a constant > 0, x >= 0) the unsigned division and remainder, `f / d` of an int
// d >= 1 a division without the zero test. An index that is an affine form of loop
// variables and parameters (`row + c`, `n - 1 - i + k`, small coefficients) has a least
// and a greatest value over the loops' ranges, lo and hi, affine forms of the parameters and
// loop bounds, which the guard computes (without overflow: their variables are tested
// first): then `xs[i]`, `xs[i] = x` and boolspec's `_below(i, len(xs))` of a list variable xs
// the nest does not assign lose their bounds tests, as nothing in the nest can change a
// list's length. A user function called with such arguments gets a copy specialized to
// their intervals (its parameters must not be assigned). The tests dropped are exactly
// those that cannot fire, so both copies compute the same values and raise the same
// exceptions at the same points; the guard only reads variables. LLVM can then vectorize the
// loop (spectral_norm's `s += eval_a(i, j) * v[j]` had an overflow test, a zero test and a
// bounds test per iteration); nqueens' `place` keeps no overflow or bounds test.
func RangeVer(m *ir.Module, ctx *Context) bool {
	if ctx.Realizer == nil {
		return false
	}
	r := &ranger{ctx: ctx, next: maxVarID(m) + 1, pure: map[*ir.Func]bool{}, safe: map[*ir.Func]bool{},
		clones: map[string]*ir.Func{}}
	changed := false
	for _, f := range m.Funcs {
		if f.Kind != ir.Bodied || f.Body == nil || f.Generator || !f.Traced {
			continue
		}
		r.params = map[*ir.Var]bool{}
		for _, p := range f.Params {
			r.params[p] = true
		}
		if replaceLoops(f.Body, func(l *ir.ImperativeFor) []ir.Node {
			if v := r.version(l); v != nil {
				return []ir.Node{v}
			}
			return nil
		}) {
			ctx.Changed(f)
			changed = true
		}
	}
	m.Funcs = append(m.Funcs, r.added...)
	return changed
}

// interval is the range [lo, hi] of an int value; known is false when nothing is known. deps
// are the invariant variables whose bounds the range assumes (the guard must test them), and
// aff, when not nil, is the value as an affine form of loop and invariant variables.
type interval struct {
	lo, hi int64
	known  bool
	deps   []*ir.Var
	aff    *affine
}

// affine is the int value c + k1*v1 + ... + kn*vn of loop variables and invariant variables,
// with at most affMaxTerms terms, coefficients at most affMaxCoef and c at most affMaxConst in
// magnitude: with every variable in [-2**30, 2**30], the guard computes its bounds in 64 bits.
type affine struct {
	c     int64
	terms []term
}

// term is k*v in an affine form.
type term struct {
	v *ir.Var
	k int64
}

// The limits of affine forms.
const (
	affMaxTerms = 4
	affMaxCoef  = 1 << 10
	affMaxConst = 1 << 32
)

// loopRange is what the fast copy knows of a loop variable: its interval and a bound b (a
// constant or a variable) with v < b.
type loopRange struct {
	iv    interval
	bound ir.Value
}

// ranger holds the state of one run of the pass.
type ranger struct {
	ctx     *Context
	next    int                 // next variable ID
	pure    map[*ir.Func]bool   // memo of pureFunc
	safe    map[*ir.Func]bool   // memo of keepsLens
	assumed []*ir.Func          // the functions keepsLens assumed safe while it looked at them
	clones  map[string]*ir.Func // specialized copies, by function and argument intervals
	added   []*ir.Func          // the copies made, to add to the module
	params  map[*ir.Var]bool    // the parameters of the function whose loops are versioned
	cloning bool                // rewriting a specialized copy, not the nest

	// Per nest: the loop variables' ranges, how many times the nest assigns each variable,
	// the variables bounded above by rangeLimit, those bounded on both sides (the invariants)
	// and the spans of list indexes the guard tests.
	loops      map[*ir.Var]loopRange
	assigned   map[*ir.Var]int
	limited    []*ir.Var
	invariants []*ir.Var
	spans      []span
	changed    bool
}

// span is a guard test that the indexes of list xs lie in [lo, end): lo >= 0 and end <= len(xs).
type span struct {
	xs      *ir.Var
	lo, end *affine
}

// version returns the versioned form of loop l, or nil when l is not eligible or its fast
// copy would drop no test.
func (r *ranger) version(l *ir.ImperativeFor) ir.Node {
	r.assigned = map[*ir.Var]int{}
	if !r.nestOK(l) {
		return nil
	}
	c := &cloner{vars: map[*ir.Var]*ir.Var{}, ok: true} // the same variables
	fast, ok := c.node(l).(*ir.ImperativeFor)
	if !c.ok || !ok {
		return nil
	}
	r.loops, r.limited, r.invariants, r.spans, r.changed = map[*ir.Var]loopRange{}, nil, nil, nil, false
	if !r.loop(fast) || !r.changed {
		return nil
	}
	guard, ok := r.guard()
	if !ok {
		return nil
	}
	return &ir.If{Cond: guard, Then: &ir.Series{Items: []ir.Node{fast}}, Else: &ir.Series{Items: []ir.Node{l}}, Pos: l.Pos}
}

// nestOK reports whether the nest of l holds only the nodes and calls RangeVer allows, with
// loop variables assigned by their loops alone; it records the variables the nest assigns.
func (r *ranger) nestOK(l *ir.ImperativeFor) bool {
	ok, loopVars := true, map[*ir.Var]int{}
	analysis.Visit(l, func(n ir.Node) bool {
		switch n := n.(type) {
		case *ir.Series, *ir.If, *ir.VarValue, *ir.Const, *ir.Ternary, *ir.Extract:
		case *ir.Assign:
			r.assigned[n.Var]++
		case *ir.ImperativeFor:
			r.assigned[n.Var]++
			loopVars[n.Var]++
		case *ir.Call:
			ok = ok && r.keepsLens(n.Func)
		default:
			ok = false
		}
		return ok
	})
	if !ok {
		return false
	}
	for v, k := range loopVars {
		if k != 1 || v.Global {
			return false
		}
	}
	analysis.Visit(l, func(n ir.Node) bool {
		if a, isAssign := n.(*ir.Assign); isAssign && loopVars[a.Var] > 0 {
			ok = false
		}
		return ok
	})
	return ok
}

// pureFunc reports whether calling f cannot change a list's length, a global or any variable
// of the caller: int, float and bool primitives, list item reads and writes, _raise, and functions
// (at most 3 calls deep) of assignments, ifs and returns calling only those.
func (r *ranger) pureFunc(f *ir.Func, depth int) bool {
	if p, seen := r.pure[f]; seen {
		return p
	}
	name := f.Name
	if len(f.Params) > 0 {
		if lt, ok := f.Params[0].T.(*ir.Class); ok && strings.HasPrefix(lt.Name, "list[") && strings.HasPrefix(name, lt.Name+".") {
			m := strings.TrimPrefix(name, lt.Name)
			return m == ".__getitem__["+lt.Name+",int]" || strings.HasPrefix(m, ".__setitem__["+lt.Name+",int,")
		}
	}
	switch {
	case name == "_raise[str,str]" || strings.HasPrefix(name, "_below[") ||
		strings.HasPrefix(name, "_list_item[") || strings.HasPrefix(name, "_list_store["):
		return true
	case f.Kind == ir.LLVM:
		return strings.HasPrefix(name, "int.") || strings.HasPrefix(name, "float.") || strings.HasPrefix(name, "bool.")
	case f.Kind != ir.Bodied || f.Body == nil || f.Generator || depth >= 3:
		return false
	}
	r.pure[f] = false // a recursive function is not pure here
	ok := true
	analysis.Visit(f.Body, func(n ir.Node) bool {
		switch n := n.(type) {
		case *ir.Series, *ir.If, *ir.VarValue, *ir.Const, *ir.Ternary, *ir.Return:
		case *ir.Assign:
			ok = ok && !n.Var.Global
		case *ir.Call:
			ok = ok && r.pureFunc(n.Func, depth+1)
		default:
			ok = false
		}
		return ok
	})
	r.pure[f] = ok
	return ok
}

// keepsLens reports whether calling f cannot change a list's length, a global or a variable
// of the caller, as pureFunc, but f may also loop and call itself (directly or not): a
// function being looked at is assumed to keep lengths, which holds when everything else its
// calls reach does. When f does not, the assumptions made meanwhile are dropped.
func (r *ranger) keepsLens(f *ir.Func) bool {
	if s, seen := r.safe[f]; seen {
		return s
	}
	if r.pureFunc(f, 0) {
		return true
	}
	if f.Kind != ir.Bodied || f.Body == nil || f.Generator || !f.Traced {
		return false
	}
	mark := len(r.assumed)
	r.safe[f] = true
	r.assumed = append(r.assumed, f)
	ok := true
	analysis.Visit(f.Body, func(n ir.Node) bool {
		switch n := n.(type) {
		case *ir.Series, *ir.If, *ir.While, *ir.Break, *ir.Continue, *ir.VarValue, *ir.Const,
			*ir.Ternary, *ir.Return, *ir.Extract:
		case *ir.Assign:
			ok = ok && !n.Var.Global
		case *ir.ImperativeFor:
			ok = ok && !n.Var.Global
		case *ir.Call:
			ok = ok && r.keepsLens(n.Func)
		default:
			ok = false
		}
		return ok
	})
	if !ok {
		for _, g := range r.assumed[mark:] {
			delete(r.safe, g)
		}
		r.assumed = r.assumed[:mark]
		r.safe[f] = false
	}
	return ok
}

// loop records the range of l's variable and rewrites l's body; false when l's bounds are not
// of the forms RangeVer knows.
func (r *ranger) loop(l *ir.ImperativeFor) bool {
	start, ok1 := l.Start.(*ir.Const)
	step, ok2 := l.Step.(*ir.Const)
	if !ok1 || !ok2 || start.Int < 0 || step.Int < 1 {
		return false
	}
	var hi int64
	switch stop := l.Stop.(type) {
	case *ir.Const:
		hi = stop.Int - 1
	case *ir.VarValue:
		if lr, isLoop := r.loops[stop.Var]; isLoop {
			hi = lr.iv.hi - 1
			break
		}
		if r.assigned[stop.Var] > 0 || stop.Var.Global {
			return false
		}
		if !containsVar(r.limited, stop.Var) {
			r.limited = append(r.limited, stop.Var)
		}
		hi = rangeLimit - 1
	default:
		return false
	}
	// The range holds inside the loop only: after it the variable may keep an older value.
	iv := interval{lo: start.Int, hi: max(hi, start.Int), known: true, aff: &affine{terms: []term{{l.Var, 1}}}}
	r.loops[l.Var] = loopRange{iv: iv, bound: l.Stop}
	defer delete(r.loops, l.Var)
	return r.body(l.Body, r.loops)
}

// body rewrites the statements of s, given the ranges of variables in env. An int variable
// the nest assigns once has the range of its value in the statements after the assignment.
func (r *ranger) body(s *ir.Series, env map[*ir.Var]loopRange) bool {
	var once []*ir.Var
	defer func() {
		for _, v := range once {
			delete(env, v)
		}
	}()
	for i, n := range s.Items {
		switch n := n.(type) {
		case *ir.ImperativeFor:
			if !r.loop(n) {
				return false
			}
		case *ir.If:
			n.Cond, _ = r.value(n.Cond, env)
			if !r.body(n.Then, env) || (n.Else != nil && !r.body(n.Else, env)) {
				return false
			}
		case *ir.Series:
			if !r.body(n, env) {
				return false
			}
		case *ir.Assign:
			var iv interval
			n.Value, iv = r.value(n.Value, env)
			if _, known := env[n.Var]; iv.known && !known && r.assigned[n.Var] == 1 && !r.cloning && n.Var.T == ir.Int {
				env[n.Var] = loopRange{iv: iv}
				once = append(once, n.Var)
			}
		case *ir.Return:
			if n.Value != nil {
				n.Value, _ = r.value(n.Value, env)
			}
		case ir.Value:
			s.Items[i], _ = r.value(n, env)
		}
	}
	return true
}

// value rewrites v (its operands first) and returns it with its interval.
func (r *ranger) value(v ir.Value, env map[*ir.Var]loopRange) (ir.Value, interval) {
	switch v := v.(type) {
	case *ir.Const:
		if v.T == ir.Int {
			return v, interval{lo: v.Int, hi: v.Int, known: true, aff: affConst(v.Int)}
		}
	case *ir.VarValue:
		if lr, ok := env[v.Var]; ok {
			return v, lr.iv
		}
		if r.params[v.Var] && !r.cloning && v.Var.T == ir.Int && r.assigned[v.Var] == 0 {
			// A parameter the nest does not assign: the guard tests it within +-2**30.
			return v, interval{lo: -rangeLimit, hi: rangeLimit, known: true, deps: []*ir.Var{v.Var},
				aff: &affine{terms: []term{{v.Var, 1}}}}
		}
	case *ir.Ternary:
		v.Cond, _ = r.value(v.Cond, env)
		v.True, _ = r.value(v.True, env)
		v.False, _ = r.value(v.False, env)
	case *ir.Call:
		ivs := make([]interval, len(v.Args))
		for i, a := range v.Args {
			v.Args[i], ivs[i] = r.value(a, env)
		}
		return r.call(v, ivs, env)
	}
	return v, interval{}
}

// call rewrites the call c whose arguments have the intervals ivs.
func (r *ranger) call(c *ir.Call, ivs []interval, env map[*ir.Var]loopRange) (ir.Value, interval) {
	switch c.Func.Name {
	case "int.__add__[int,int]", "int.__sub__[int,int]", "int.__mul__[int,int]":
		op := c.Func.Name[6:9]
		iv := arith(op, ivs[0], ivs[1])
		if iv.known && r.retarget(c, ir.Int, "_"+op+"_nsw", ir.Int) {
			r.need(iv.deps)
			return c, iv
		}
		return c, interval{}
	case "int.__floordiv__[int,int]", "int.__mod__[int,int]":
		// x // d and x % d of x >= 0 and a constant d > 0 are the unsigned division's.
		d, isConst := c.Args[1].(*ir.Const)
		if !isConst || d.Int <= 0 || !ivs[0].known || ivs[0].lo < 0 {
			break
		}
		if c.Func.Name == "int.__mod__[int,int]" {
			if r.retarget(c, ir.Int, "_urem", ir.Int) {
				r.need(ivs[0].deps)
				return c, interval{lo: 0, hi: min(d.Int-1, ivs[0].hi), known: true, deps: ivs[0].deps}
			}
		} else if r.retarget(c, ir.Int, "_udiv", ir.Int) {
			r.need(ivs[0].deps)
			return c, interval{lo: ivs[0].lo / d.Int, hi: ivs[0].hi / d.Int, known: true, deps: ivs[0].deps}
		}
	case "float.__truediv__[float,int]":
		// f / d evaluated f, then d, then tested d; the rewrite evaluates them in that order.
		if ivs[1].known && ivs[1].lo >= 1 {
			fdiv, err1 := r.ctx.Realizer.RealizeMethod(ir.Float, "_fdiv", []ir.Type{ir.Float})
			toFloat, err2 := r.ctx.Realizer.RealizeMethod(ir.Int, "_to_float", nil)
			if err1 == nil && err2 == nil {
				r.changed = true
				r.need(ivs[1].deps)
				d := &ir.Call{Func: toFloat, Args: []ir.Value{c.Args[1]}, Pos: c.Pos}
				return &ir.Call{Func: fdiv, Args: []ir.Value{c.Args[0], d}, Pos: c.Pos}, interval{}
			}
		}
	case "_below[int,int]":
		// boolspec's range test _below(i, len(xs)) of an index the guard bounds.
		if n, isLen := c.Args[1].(*ir.Extract); isLen && r.inSpan(n.Value, n.Index, ivs[0], env) {
			return &ir.Const{T: ir.Bool, Bool: true}, interval{}
		}
	}
	if len(c.Args) >= 2 && len(c.Func.Params) > 0 {
		if v, ok := r.item(c, ivs[1], env); ok {
			return v, interval{}
		}
	}
	if c.Func.Traced && c.Func.Kind == ir.Bodied {
		r.specialize(c, ivs)
	}
	return c, interval{}
}

// retarget makes c call the method name of recv (taking args), reporting success.
func (r *ranger) retarget(c *ir.Call, recv ir.Type, name string, args ...ir.Type) bool {
	f, err := r.ctx.Realizer.RealizeMethod(recv, name, args)
	if err != nil {
		return false
	}
	c.Func = f
	r.changed = true
	return true
}

// item returns the read xs[i] or the store xs[i] = x without its bounds test, when xs is a
// list variable the nest does not assign and the guard can bound i (inSpan); else false.
func (r *ranger) item(c *ir.Call, iv interval, env map[*ir.Var]loopRange) (ir.Value, bool) {
	lt, isClass := c.Func.Params[0].T.(*ir.Class)
	if !isClass || !strings.HasPrefix(lt.Name, "list[") {
		return nil, false
	}
	var fn *ir.Func
	var err error
	switch {
	case len(c.Args) == 2 && c.Func.Name == lt.Name+".__getitem__["+lt.Name+",int]":
		fn, err = r.ctx.Realizer.RealizeFunc("_list_item", []ir.Type{lt, ir.Int})
		if err == nil && fn.Ret != c.Type() {
			return nil, false
		}
	case len(c.Args) == 3 && strings.HasPrefix(c.Func.Name, lt.Name+".__setitem__["+lt.Name+",int,"):
		fn, err = r.ctx.Realizer.RealizeFunc("_list_store", []ir.Type{lt, ir.Int, c.Func.Params[2].T})
	default:
		return nil, false
	}
	if err != nil || !r.inSpan(c.Args[0], lenField(lt), iv, env) {
		return nil, false
	}
	return &ir.Call{Func: fn, Args: c.Args, Pos: c.Pos}, true
}

// inSpan reports whether index i (of interval iv) of list xs is in range whenever the guard
// holds, adding to the guard the test that it is: xs a list variable the nest does not
// assign (so nothing in the nest changes its length), field its _len, and i an affine form
// of loop and invariant variables, whose least and greatest values over the loops' ranges are
// affine forms of invariant variables: 0 <= least and greatest < len(xs).
func (r *ranger) inSpan(xs ir.Value, field int, iv interval, env map[*ir.Var]loopRange) bool {
	x, isVar := xs.(*ir.VarValue)
	if !isVar || r.cloning || iv.aff == nil || x.Var.Global || r.assigned[x.Var] > 0 {
		return false
	}
	lt, isClass := x.Var.T.(*ir.Class)
	if !isClass || !strings.HasPrefix(lt.Name, "list[") || field < 0 || field != lenField(lt) {
		return false
	}
	lo, end := r.extreme(iv.aff, false, env), affAdd(r.extreme(iv.aff, true, env), affConst(1), 1)
	if lo == nil || end == nil || (len(lo.terms) == 0 && lo.c < 0) {
		return false
	}
	r.need(iv.deps)
	for _, a := range []*affine{lo, end} {
		for _, t := range a.terms {
			r.need([]*ir.Var{t.v})
		}
	}
	r.spans = append(r.spans, span{xs: x.Var, lo: lo, end: end})
	r.changed = true
	return true
}

// extreme is the least (high false) or greatest (high true) value of a over the ranges of
// its loop variables, as an affine form of variables that are not loop variables: k*v is
// k*start or k*(bound - 1), and a bound that is an enclosing loop's variable is bounded in
// turn; nil when the form grows past the limits.
func (r *ranger) extreme(a *affine, high bool, env map[*ir.Var]loopRange) *affine {
	for range 8 {
		out, loop := &affine{c: a.c}, false
		for _, t := range a.terms {
			lr, isLoop := env[t.v]
			if !isLoop || lr.bound == nil {
				out = affAdd(out, &affine{terms: []term{t}}, 1)
			} else if (t.k > 0) != high {
				loop = true
				out = affAdd(out, affConst(lr.iv.lo), t.k)
			} else {
				loop = true
				b := affConst(0)
				switch bound := lr.bound.(type) {
				case *ir.Const:
					b = affConst(bound.Int)
				case *ir.VarValue:
					b = &affine{terms: []term{{bound.Var, 1}}}
				}
				out = affAdd(out, affAdd(b, affConst(1), -1), t.k)
			}
			if out == nil {
				return nil
			}
		}
		if !loop {
			return out
		}
		a = out
	}
	return nil
}

// need adds the invariant variables vs (not loop variables) to the guard's tests.
func (r *ranger) need(vs []*ir.Var) {
	for _, v := range vs {
		if _, isLoop := r.loops[v]; !isLoop && !containsVar(r.invariants, v) {
			r.invariants = append(r.invariants, v)
		}
	}
}

// affConst is the affine form of a constant.
func affConst(c int64) *affine {
	return &affine{c: c}
}

// affAdd is a + k*b, nil when either is nil or the result passes the limits.
func affAdd(a, b *affine, k int64) *affine {
	if a == nil || b == nil || k > affMaxCoef || k < -affMaxCoef {
		return nil
	}
	out := &affine{c: a.c + k*b.c, terms: append([]term(nil), a.terms...)}
	if b.c > affMaxConst || b.c < -affMaxConst {
		return nil
	}
	for _, t := range b.terms {
		i := 0
		for i < len(out.terms) && out.terms[i].v != t.v {
			i++
		}
		if i == len(out.terms) {
			out.terms = append(out.terms, term{t.v, 0})
		}
		out.terms[i].k += k * t.k
	}
	kept := out.terms[:0]
	for _, t := range out.terms {
		if t.k > affMaxCoef || t.k < -affMaxCoef {
			return nil
		}
		if t.k != 0 {
			kept = append(kept, t)
		}
	}
	out.terms = kept
	if len(kept) > affMaxTerms || out.c > affMaxConst || out.c < -affMaxConst {
		return nil
	}
	return out
}

// affMul is a*b when one of them is a constant, else nil.
func affMul(a, b *affine) *affine {
	switch {
	case a == nil || b == nil:
		return nil
	case len(a.terms) == 0:
		return affAdd(affConst(0), b, a.c)
	case len(b.terms) == 0:
		return affAdd(affConst(0), a, b.c)
	}
	return nil
}

// specialize makes c call a copy of its user function whose body is rewritten knowing the
// intervals of its int arguments, when the copy drops a test.
func (r *ranger) specialize(c *ir.Call, ivs []interval) {
	f, any := c.Func, false
	key := f.Name
	for _, iv := range ivs {
		key += fmt.Sprintf("|%v,%d,%d", iv.known, iv.lo, iv.hi)
		any = any || iv.known
	}
	if !any || !r.pureFunc(f, 0) {
		return
	}
	if g, done := r.clones[key]; done {
		if g != nil {
			c.Func = g
			r.needAll(ivs)
		}
		return
	}
	r.clones[key] = nil
	if len(r.added) >= rangeMaxClones {
		return
	}
	assigned := map[*ir.Var]bool{}
	analysis.Visit(f.Body, func(n ir.Node) bool {
		if a, ok := n.(*ir.Assign); ok {
			assigned[a.Var] = true
		}
		return true
	})
	g, ok := cloneFunc(f, fmt.Sprintf("%s#r%d", f.Name, len(r.added)+1), &r.next)
	if !ok {
		return
	}
	env := map[*ir.Var]loopRange{}
	for i, p := range g.Params {
		if ivs[i].known && !assigned[f.Params[i]] {
			// The copy serves every call with these intervals: no forms of the caller's
			// variables, and every call adds the deps of its own arguments.
			env[p] = loopRange{iv: interval{lo: ivs[i].lo, hi: ivs[i].hi, known: true}}
		}
	}
	saved, cloning, invs := r.changed, r.cloning, len(r.invariants)
	r.changed, r.cloning = false, true
	r.body(g.Body, env)
	r.cloning = cloning
	if r.changed {
		r.clones[key] = g
		r.added = append(r.added, g)
		c.Func = g
		r.needAll(ivs)
	}
	if len(r.invariants) != invs {
		panic("passes: rangever's copy of a function tested a variable")
	}
	r.changed = r.changed || saved
}

// needAll adds the invariant variables the known intervals ivs assume to the guard's tests.
func (r *ranger) needAll(ivs []interval) {
	for _, iv := range ivs {
		if iv.known {
			r.need(iv.deps)
		}
	}
}

// guard builds the fast copy's condition: every loop bound variable at most rangeLimit, every
// invariant variable within +-rangeLimit, then, for every span, the list not None, its least
// index at least 0 and its greatest below its length (these forms are computed without
// overflow, their variables being tested first).
func (r *ranger) guard() (ir.Value, bool) {
	le, err1 := r.ctx.Realizer.RealizeMethod(ir.Int, "__le__", []ir.Type{ir.Int})
	add, err3 := r.ctx.Realizer.RealizeMethod(ir.Int, "_add_nsw", []ir.Type{ir.Int})
	mul, err4 := r.ctx.Realizer.RealizeMethod(ir.Int, "_mul_nsw", []ir.Type{ir.Int})
	if err1 != nil || err3 != nil || err4 != nil {
		return nil, false
	}
	var cond ir.Value
	and := func(c ir.Value) {
		if cond == nil {
			cond = c
			return
		}
		cond = &ir.Ternary{Cond: cond, True: c, False: &ir.Const{T: ir.Bool, Bool: false}}
	}
	integer := func(n int64) ir.Value { return &ir.Const{T: ir.Int, Int: n} }
	read := func(v *ir.Var) ir.Value { return &ir.VarValue{Var: v} }
	for _, v := range r.limited {
		and(&ir.Call{Func: le, Args: []ir.Value{read(v), integer(rangeLimit)}})
	}
	for _, v := range r.invariants {
		and(&ir.Call{Func: le, Args: []ir.Value{integer(-rangeLimit), read(v)}})
		if !containsVar(r.limited, v) {
			and(&ir.Call{Func: le, Args: []ir.Value{read(v), integer(rangeLimit)}})
		}
	}
	// value builds an affine form.
	value := func(a *affine) ir.Value {
		var sum ir.Value
		plus := func(x ir.Value) {
			if sum == nil {
				sum = x
			} else {
				sum = &ir.Call{Func: add, Args: []ir.Value{sum, x}}
			}
		}
		for _, t := range a.terms {
			if t.k == 1 {
				plus(read(t.v))
			} else {
				plus(&ir.Call{Func: mul, Args: []ir.Value{integer(t.k), read(t.v)}})
			}
		}
		if a.c != 0 || sum == nil {
			plus(integer(a.c))
		}
		return sum
	}
	seen := map[string]bool{}
	for _, sp := range r.spans {
		key := fmt.Sprintf("%d %v %v", sp.xs.ID, sp.lo, sp.end)
		if seen[key] {
			continue
		}
		seen[key] = true
		// A class reference may be None (narrowed inside the nest): the guard reads the
		// length of a list only when it is one.
		and(&ir.Ternary{Cond: &ir.Is{X: read(sp.xs), Y: &ir.Const{T: ir.None}}, True: &ir.Const{T: ir.Bool, Bool: false}, False: &ir.Const{T: ir.Bool, Bool: true}})
		if len(sp.lo.terms) > 0 {
			and(&ir.Call{Func: le, Args: []ir.Value{integer(0), value(sp.lo)}})
		}
		n := &ir.Extract{Value: read(sp.xs), Index: lenField(sp.xs.T.(*ir.Class))}
		and(&ir.Call{Func: le, Args: []ir.Value{value(sp.end), n}})
	}
	if cond == nil {
		cond = &ir.Const{T: ir.Bool, Bool: true}
	}
	return cond, true
}

// lenField is the index of a list class's _len field, or -1.
func lenField(lt *ir.Class) int {
	return fieldIndex(lt, "_len")
}

// containsVar reports whether vs holds v.
func containsVar(vs []*ir.Var, v *ir.Var) bool {
	for _, w := range vs {
		if w == v {
			return true
		}
	}
	return false
}

// arith is the interval of a op b ("add", "sub" or "mul"), unknown when an operand is unknown
// or the result may not fit in 64 bits.
func arith(op string, a, b interval) interval {
	if !a.known || !b.known {
		return interval{}
	}
	f := func(x, y int64) *big.Int {
		X, Y := big.NewInt(x), big.NewInt(y)
		switch op {
		case "add":
			return X.Add(X, Y)
		case "sub":
			return X.Sub(X, Y)
		}
		return X.Mul(X, Y)
	}
	var ends []*big.Int
	switch op {
	case "sub":
		ends = []*big.Int{f(a.lo, b.hi), f(a.hi, b.lo)}
	default:
		ends = []*big.Int{f(a.lo, b.lo), f(a.lo, b.hi), f(a.hi, b.lo), f(a.hi, b.hi)}
	}
	lo, hi := ends[0], ends[0]
	for _, e := range ends[1:] {
		if e.Cmp(lo) < 0 {
			lo = e
		}
		if e.Cmp(hi) > 0 {
			hi = e
		}
	}
	if !lo.IsInt64() || !hi.IsInt64() {
		return interval{}
	}
	iv := interval{lo: lo.Int64(), hi: hi.Int64(), known: true, deps: a.deps}
	for _, v := range b.deps {
		if !containsVar(iv.deps, v) {
			iv.deps = append(iv.deps[:len(iv.deps):len(iv.deps)], v)
		}
	}
	switch op {
	case "add":
		iv.aff = affAdd(a.aff, b.aff, 1)
	case "sub":
		iv.aff = affAdd(a.aff, b.aff, -1)
	default:
		iv.aff = affMul(a.aff, b.aff)
	}
	return iv
}
