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
// functions built of those alone):
//
//	if n <= 2**30 and xs is not None and n <= len(xs) ...:
//	    <the nest, with the tests it proves needless dropped>
//	else:
//	    <the nest as it was>
//
// In the first copy every loop variable lies in [a, n-1] with n <= 2**30 (the bounds are
// constants, locals the nest does not assign, or enclosing loop variables), so interval
// arithmetic bounds the int expressions built of loop variables and constants: +, - and *
// whose result interval fits in 64 bits become the operations without the overflow test,
// `x // c` and `x % c` (c a constant > 0, x >= 0) the unsigned division and remainder, `f / d`
// of an int d >= 1 a division without the zero test, and `xs[v]` (xs a list variable the nest
// does not assign, v a loop variable whose loop ends at a bound b checked `b <= len(xs)`) a
// read or write without the bounds test: nothing in the nest can change a list's length. A
// user function called with such arguments gets a copy specialized to their intervals (its
// parameters must not be assigned). The tests dropped are exactly those that cannot fire, so
// both copies compute the same values and raise the same exceptions at the same points; the
// guard only reads variables. LLVM can then vectorize the loop (spectral_norm's
// `s += eval_a(i, j) * v[j]` had an overflow test, a zero test and a bounds test per
// iteration).
func RangeVer(m *ir.Module, ctx *Context) bool {
	if ctx.Realizer == nil {
		return false
	}
	r := &ranger{ctx: ctx, next: maxVarID(m) + 1, pure: map[*ir.Func]bool{}, clones: map[string]*ir.Func{}}
	changed := false
	for _, f := range m.Funcs {
		if f.Kind != ir.Bodied || f.Body == nil || f.Generator || !f.Traced {
			continue
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

// interval is the range [lo, hi] of an int value; known is false when nothing is known.
type interval struct {
	lo, hi int64
	known  bool
}

// loopRange is what the fast copy knows of a loop variable: its interval and a bound b (a
// constant or a variable) with v < b.
type loopRange struct {
	iv    interval
	bound ir.Value
}

// ranger holds the state of one run of the pass.
type ranger struct {
	ctx    *Context
	next   int                 // next variable ID
	pure   map[*ir.Func]bool   // memo of pureFunc
	clones map[string]*ir.Func // specialized copies, by function and argument intervals
	added  []*ir.Func          // the copies made, to add to the module

	// Per nest: the loop variables' ranges, the variables the nest assigns, the variables
	// bounded by rangeLimit and the (list, bound) pairs of the guard.
	loops    map[*ir.Var]loopRange
	assigned map[*ir.Var]bool
	limited  []*ir.Var
	lens     [][2]ir.Value
	changed  bool
}

// version returns the versioned form of loop l, or nil when l is not eligible or its fast
// copy would drop no test.
func (r *ranger) version(l *ir.ImperativeFor) ir.Node {
	r.assigned = map[*ir.Var]bool{}
	if !r.nestOK(l) {
		return nil
	}
	c := &cloner{vars: map[*ir.Var]*ir.Var{}, ok: true} // the same variables
	fast, ok := c.node(l).(*ir.ImperativeFor)
	if !c.ok || !ok {
		return nil
	}
	r.loops, r.limited, r.lens, r.changed = map[*ir.Var]loopRange{}, nil, nil, false
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
		case *ir.Series, *ir.If, *ir.VarValue, *ir.Const, *ir.Ternary:
		case *ir.Assign:
			r.assigned[n.Var] = true
		case *ir.ImperativeFor:
			r.assigned[n.Var] = true
			loopVars[n.Var]++
		case *ir.Call:
			ok = ok && r.pureFunc(n.Func, 0)
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
	case name == "_raise[str,str]":
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
		if r.assigned[stop.Var] || stop.Var.Global {
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
	r.loops[l.Var] = loopRange{iv: interval{lo: start.Int, hi: max(hi, start.Int), known: true}, bound: l.Stop}
	defer delete(r.loops, l.Var)
	return r.body(l.Body, r.loops)
}

// body rewrites the statements of s, given the ranges of variables in env.
func (r *ranger) body(s *ir.Series, env map[*ir.Var]loopRange) bool {
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
			n.Value, _ = r.value(n.Value, env)
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
			return v, interval{lo: v.Int, hi: v.Int, known: true}
		}
	case *ir.VarValue:
		return v, env[v.Var].iv
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
		if iv.known {
			r.retarget(c, ir.Int, "_"+op+"_nsw", ir.Int)
		}
		return c, iv
	case "int.__floordiv__[int,int]", "int.__mod__[int,int]":
		// x // d and x % d of x >= 0 and a constant d > 0 are the unsigned division's.
		d, isConst := c.Args[1].(*ir.Const)
		if !isConst || d.Int <= 0 || !ivs[0].known || ivs[0].lo < 0 {
			break
		}
		if c.Func.Name == "int.__mod__[int,int]" {
			if r.retarget(c, ir.Int, "_urem", ir.Int) {
				return c, interval{lo: 0, hi: min(d.Int-1, ivs[0].hi), known: true}
			}
		} else if r.retarget(c, ir.Int, "_udiv", ir.Int) {
			return c, interval{lo: ivs[0].lo / d.Int, hi: ivs[0].hi / d.Int, known: true}
		}
	case "float.__truediv__[float,int]":
		// f / d evaluated f, then d, then tested d; the rewrite evaluates them in that order.
		if ivs[1].known && ivs[1].lo >= 1 {
			fdiv, err1 := r.ctx.Realizer.RealizeMethod(ir.Float, "_fdiv", []ir.Type{ir.Float})
			toFloat, err2 := r.ctx.Realizer.RealizeMethod(ir.Int, "_to_float", nil)
			if err1 == nil && err2 == nil {
				r.changed = true
				d := &ir.Call{Func: toFloat, Args: []ir.Value{c.Args[1]}, Pos: c.Pos}
				return &ir.Call{Func: fdiv, Args: []ir.Value{c.Args[0], d}, Pos: c.Pos}, interval{}
			}
		}
	}
	if lt, isItem := listAccess(c); isItem {
		return r.item(c, lt, env), interval{}
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

// item returns the read xs[v] or the write xs[v] = x without its bounds test when xs is a
// list variable the nest does not assign and v a loop variable from a non-negative start,
// adding `b <= len(xs)` for v's bound b to the guard; else c.
func (r *ranger) item(c *ir.Call, lt *ir.Class, env map[*ir.Var]loopRange) ir.Value {
	xs, ok1 := c.Args[0].(*ir.VarValue)
	idx, ok2 := c.Args[1].(*ir.VarValue)
	if !ok1 || !ok2 || r.assigned[xs.Var] || xs.Var.Global {
		return c
	}
	lr, isLoop := env[idx.Var]
	if !isLoop || lr.iv.lo < 0 || lr.bound == nil {
		return c
	}
	// A bound that is an enclosing loop's variable is below that loop's bound.
	b := lr.bound
	for {
		bv, isVar := b.(*ir.VarValue)
		if !isVar {
			break
		}
		outer, isLoop := r.loops[bv.Var]
		if !isLoop {
			break
		}
		b = outer.bound
	}
	var fn *ir.Func
	var err error
	if len(c.Args) == 2 {
		fn, err = r.ctx.Realizer.RealizeFunc("_list_item", []ir.Type{lt, ir.Int})
	} else {
		fn, err = r.ctx.Realizer.RealizeFunc("_list_store", []ir.Type{lt, ir.Int, c.Args[2].Type()})
	}
	if err != nil || fn.Ret != c.Type() || lenField(lt) < 0 {
		return c
	}
	r.lens = append(r.lens, [2]ir.Value{b, xs})
	r.changed = true
	return &ir.Call{Func: fn, Args: c.Args, Pos: c.Pos}
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
	if !any || !r.pure[f] {
		return
	}
	if g, done := r.clones[key]; done {
		if g != nil {
			c.Func = g
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
			env[p] = loopRange{iv: ivs[i]}
		}
	}
	saved := r.changed
	r.changed = false
	r.body(g.Body, env)
	if r.changed {
		r.clones[key] = g
		r.added = append(r.added, g)
		c.Func = g
	}
	r.changed = r.changed || saved
}

// guard builds the fast copy's condition: every variable bound at most rangeLimit, every
// list at least as long as the bounds of its indexes.
func (r *ranger) guard() (ir.Value, bool) {
	le, err := r.ctx.Realizer.RealizeMethod(ir.Int, "__le__", []ir.Type{ir.Int})
	if err != nil {
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
	for _, v := range r.limited {
		and(&ir.Call{Func: le, Args: []ir.Value{&ir.VarValue{Var: v}, &ir.Const{T: ir.Int, Int: rangeLimit}}})
	}
	seen := map[string]bool{}
	for _, p := range r.lens {
		xs := p[1].(*ir.VarValue)
		key := fmt.Sprintf("%s <= len(%d)", boundKey(p[0]), xs.Var.ID)
		if seen[key] {
			continue
		}
		seen[key] = true
		// A class reference may be None (narrowed inside the nest): the guard reads the
		// length of a list only when it is one.
		read := func() ir.Value { return &ir.VarValue{Var: xs.Var} }
		and(&ir.Ternary{Cond: &ir.Is{X: read(), Y: &ir.Const{T: ir.None}}, True: &ir.Const{T: ir.Bool, Bool: false}, False: &ir.Const{T: ir.Bool, Bool: true}})
		n := &ir.Extract{Value: read(), Index: lenField(xs.Var.T.(*ir.Class))}
		and(&ir.Call{Func: le, Args: []ir.Value{copySimple(p[0]), n}})
	}
	if cond == nil {
		cond = &ir.Const{T: ir.Bool, Bool: true}
	}
	return cond, true
}

// boundKey names a loop bound (a constant or a variable read) for deduplication.
func boundKey(b ir.Value) string {
	if v, ok := b.(*ir.VarValue); ok {
		return fmt.Sprintf("v%d", v.Var.ID)
	}
	return fmt.Sprintf("c%d", b.(*ir.Const).Int)
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
	return interval{lo: lo.Int64(), hi: hi.Int64(), known: true}
}

// listAccess matches a call of a list's __getitem__ with an int index or of its __setitem__
// with an int index and an item of the list's item type, returning the list's class.
func listAccess(c *ir.Call) (*ir.Class, bool) {
	if len(c.Args) < 2 || len(c.Func.Params) != len(c.Args) {
		return nil, false
	}
	lt, isClass := c.Func.Params[0].T.(*ir.Class)
	if !isClass {
		return nil, false
	}
	switch {
	case len(c.Args) == 2 && c.Func.Name == lt.Name+".__getitem__["+lt.Name+",int]":
	case len(c.Args) == 3 && strings.HasPrefix(c.Func.Name, lt.Name+".__setitem__["+lt.Name+",int,") && c.Args[2].Type() == c.Func.Params[2].T:
	default:
		return nil, false
	}
	return lt, true
}
