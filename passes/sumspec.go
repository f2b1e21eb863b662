// Speculative int sums: the loop genreduce makes of sum(t(x) for x in xs if c(x)) over a
// list[int] adds each term with an overflow test, and its terms have their own (x * x), each a
// branch to a raise, so LLVM cannot vectorize it. The pass puts a loop in front that computes
// the same sum without branches, then keeps its result only when it is surely the exact one:
//
//	n = len(xs); i = index; s = 0; u = 0; bad = False
//	while i < n:
//	    x' = xs[i]; i += 1
//	    ...c(x') and t(x') with wrapping +, -, *; bad |= each one's overflow test...
//	    term = t' if c' else 0
//	    s = s +wrap term; u = u | |term|
//	if not bad and |total| + (n - index) * u <= 2**63 - 1:
//	    total = total +wrap s; index = n
//	while index < len(xs): ...the original loop...
//
// Why it is exact. The speculative loop only reads (the list, its items, variables the loop
// does not assign) and computes with operations that neither raise nor have effects, so it
// can be run for nothing. When no operation overflowed (bad is False: the tests of + and -
// are exact, that of * is a superset, an operand outside 32 bits), every wrapped value is the
// exact one, so each term is the original loop's. u is an upper bound of every term's
// magnitude (an OR of magnitudes is at least their maximum), so every partial sum the
// original loop would form, total + t1 + ... + tk, has magnitude at most |total| + k * u,
// which the test bounds: none overflows, and the wrapped sum is the exact one. The original
// loop then runs no iteration (index is the length, which nothing changed). Otherwise it runs
// from the start as before, raising where it raised. The loop's item and index variables must
// be read nowhere else, as they keep their values from before the loop on the fast path.
//
// The same loop of an int min or max (genreduce's intMinMax) gets a speculative loop taking
// the min of the wrapped terms (pickSpec), and an any or all one testing blocks of items
// without a branch per item (exitSpec).
package passes

import (
	"strings"

	"kiln/ir"
	"kiln/ir/analysis"
)

// SumSpec puts a speculative, vectorizable loop in front of int sum loops over lists.
func SumSpec(m *ir.Module, ctx *Context) bool {
	if ctx.Realizer == nil {
		return false
	}
	s := &sumSpec{m: m, r: ctx.Realizer, next: maxVarID(m)}
	changed := false
	for _, f := range m.Funcs {
		if f.Body == nil || f.Generator || !f.Traced {
			continue // the stdlib's loops are written for speed already
		}
		s.f = f
		spliceSeries(f.Body, func(n ir.Node) ([]ir.Node, bool) {
			w, ok := n.(*ir.While)
			if !ok {
				return nil, false
			}
			l := s.match(w)
			if l == nil {
				return nil, false
			}
			pre := s.speculate(l)
			if pre == nil {
				return nil, false
			}
			changed = true
			ctx.Changed(f)
			return append(pre, w), true
		})
	}
	return changed
}

// sumSpec is the pass's state.
type sumSpec struct {
	m    *ir.Module
	r    Realizer
	f    *ir.Func
	next int // the last variable ID used
	ops  map[string]*ir.Func
}

// sumLoop is a matched sum loop:
//
//	while index < list._len: at = index; index = at + 1; x = _list_item(list, at)
//	    [if cond:] total = _gx_add(total, term)
type sumLoop struct {
	w                   *ir.While
	index, at, x, total *ir.Var
	list                *ir.Var
	lt, item            *ir.Func
	cond, term          ir.Value // cond nil when there is no filter
	// pick is _gx_min or _gx_max when the loop is a min or max (total is then its best so
	// far), first its variable telling that no item has come yet; nil for a sum.
	pick  *ir.Func
	first *ir.Var
	// exit says the loop is an any or all: it returns when cond is exitOn; term is nil.
	exit, exitOn bool
}

// match recognizes a sum loop, or returns nil.
func (s *sumSpec) match(w *ir.While) *sumLoop {
	l := &sumLoop{w: w}
	lt, ok := w.Cond.(*ir.Call)
	if !ok || lt.Func.Name != "int.__lt__[int,int]" || len(w.Body.Items) < 3 {
		return nil
	}
	l.lt = lt.Func
	l.index = varOf(lt.Args[0])
	n, ok := lt.Args[1].(*ir.Extract)
	if !ok || n.Index != 1 || l.index == nil {
		return nil
	}
	l.list = varOf(n.Value)
	items := w.Body.Items
	a0, ok0 := items[0].(*ir.Assign)
	a1, ok1 := items[1].(*ir.Assign)
	if l.list == nil || !ok0 || !ok1 || varOf(a0.Value) != l.index || a1.Var != l.index {
		return nil
	}
	l.at = a0.Var
	inc, ok := a1.Value.(*ir.Call)
	if !ok || inc.Func.Name != "int.__add__[int,int]" || varOf(inc.Args[0]) != l.at || !isIntConst(inc.Args[1], 1) {
		return nil
	}
	// The item in a variable, or read where the term uses it (canonicalize substituted it).
	if a2, ok := items[2].(*ir.Assign); ok && len(items) >= 4 && l.isItem(a2.Value) {
		l.x, items = a2.Var, items[1:]
	}
	if len(items) == 4 && l.matchPick(items[2], items[3]) {
		// min or max of ints (genreduce's intMinMax)
	} else if len(items) == 3 && l.matchAdd(items[2]) {
		// sum
	} else if len(items) == 3 && l.matchExit(items[2]) {
		// any or all
	} else {
		return nil
	}
	distinct := map[*ir.Var]bool{l.index: true, l.at: true, l.list: true}
	want := 3
	for _, v := range []*ir.Var{l.total, l.first} {
		if v != nil {
			distinct[v] = true
			want++
		}
	}
	if len(distinct) != want || distinct[l.x] {
		return nil
	}
	if l.term != nil && !s.pure(l.term, l, ir.Int) || l.cond != nil && !s.pure(l.cond, l, ir.Bool) {
		return nil
	}
	// x and at keep their values from before the loop on the fast path: nothing else may read them.
	if l.item == nil || l.x != nil && reads(s.f.Body, l.x) != reads(w.Body, l.x) || reads(s.f.Body, l.at) != reads(w.Body, l.at) {
		return nil
	}
	return l
}

// matchAdd matches a sum's step, total = _gx_add(total, term), possibly under an if without
// an else.
func (l *sumLoop) matchAdd(step ir.Node) bool {
	if iff, ok := step.(*ir.If); ok {
		if len(iff.Then.Items) != 1 || (iff.Else != nil && len(iff.Else.Items) != 0) {
			return false
		}
		l.cond, step = iff.Cond, iff.Then.Items[0]
	}
	add, ok := step.(*ir.Assign)
	if !ok {
		return false
	}
	c, ok := add.Value.(*ir.Call)
	if !ok || c.Func.Name != "_gx_add[int,int]" || varOf(c.Args[0]) != add.Var {
		return false
	}
	l.total, l.term = add.Var, c.Args[1]
	return true
}

// matchExit matches the step of an any or all (genreduce's): if cond: return c, or if cond:
// (nothing) else: return c.
func (l *sumLoop) matchExit(step ir.Node) bool {
	iff, ok := step.(*ir.If)
	if !ok || iff.Else == nil {
		return false
	}
	ret, on := iff.Then, true
	if len(ret.Items) == 0 {
		ret, on = iff.Else, false
	} else if len(iff.Else.Items) != 0 {
		return false
	}
	if len(ret.Items) != 1 {
		return false
	}
	r, ok := ret.Items[0].(*ir.Return)
	if !ok {
		return false
	}
	if c, ok := r.Value.(*ir.Const); !ok || c.T != ir.Bool {
		return false
	}
	l.cond, l.term, l.exit, l.exitOn = iff.Cond, nil, true, on
	return true
}

// matchPick matches the step of an int min or max (genreduce's intMinMax),
// best = _gx_min(term, best) (or _gx_max) and first = False.
func (l *sumLoop) matchPick(step, clear ir.Node) bool {
	a, ok := step.(*ir.Assign)
	f, ok2 := clear.(*ir.Assign)
	if !ok || !ok2 || f.Var.T != ir.Bool {
		return false
	}
	if c, ok := f.Value.(*ir.Const); !ok || c.Bool {
		return false
	}
	c, ok := a.Value.(*ir.Call)
	if !ok || (c.Func.Name != "_gx_min[int,int]" && c.Func.Name != "_gx_max[int,int]") || varOf(c.Args[1]) != a.Var {
		return false
	}
	l.total, l.term, l.pick, l.first = a.Var, c.Args[0], c.Func, f.Var
	return true
}

// isItem reports whether v is _list_item(list, at) of an int list, and records the function.
func (l *sumLoop) isItem(v ir.Value) bool {
	get, ok := v.(*ir.Call)
	if !ok || !strings.HasPrefix(get.Func.Name, "_list_item[") || get.Func.Ret != ir.Int ||
		len(get.Args) != 2 || varOf(get.Args[0]) != l.list || varOf(get.Args[1]) != l.at {
		return false
	}
	l.item = get.Func
	return true
}

// varOf returns the variable v reads, or nil.
func varOf(v ir.Value) *ir.Var {
	if r, ok := v.(*ir.VarValue); ok {
		return r.Var
	}
	return nil
}

// reads counts the reads of v in n.
func reads(n ir.Node, v *ir.Var) int {
	count := 0
	analysis.Visit(n, func(n ir.Node) bool {
		if r, ok := n.(*ir.VarValue); ok && r.Var == v {
			count++
		}
		return true
	})
	return count
}

// wrapOps are the checked int operations a speculative term may use, with their wrapping form
// and overflow test (int methods, stdlib/builtins.py).
var wrapOps = map[string][2]string{
	"int.__add__[int,int]": {"_add_wrap", "_add_ovf"},
	"int.__sub__[int,int]": {"_sub_wrap", "_sub_ovf"},
	"int.__mul__[int,int]": {"_mul_wrap", "_mul_wide"},
}

// pureOps are int operations that never raise and have no effect.
var pureOps = map[string]bool{
	"int.__lt__[int,int]": true, "int.__le__[int,int]": true, "int.__gt__[int,int]": true,
	"int.__ge__[int,int]": true, "int.__eq__[int,int]": true, "int.__ne__[int,int]": true,
}

// pure reports whether v, of type t, is built of constants, reads of the item and of
// variables the loop does not assign, wrapOps, pureOps, int._srem by a constant other than
// 0 and -1 (divtest's remainder), divtest's int._odd_divides and _odd_not_divides, and L[k]
// of a list the loop does not assign at a constant k >= 0 (the speculative loop runs only
// after testing k < len(L), and the loop, which stores nothing, cannot change len(L)): what
// the speculative loop can evaluate for nothing.
func (s *sumSpec) pure(v ir.Value, l *sumLoop, t ir.Type) bool {
	if v.Type() != t {
		return false
	}
	switch v := v.(type) {
	case *ir.Const:
		return true
	case *ir.VarValue:
		return v.Var == l.x || v.Var != l.index && v.Var != l.at && v.Var != l.total
	case *ir.Extract:
		return envField(v, s.f)
	case *ir.Call:
		if l.isItem(v) {
			return true
		}
		name := v.Func.Name
		if _, ok := wrapOps[name]; ok {
			return s.pure(v.Args[0], l, ir.Int) && s.pure(v.Args[1], l, ir.Int)
		}
		if pureOps[name] {
			return s.pure(v.Args[0], l, ir.Int) && s.pure(v.Args[1], l, ir.Int)
		}
		if name == "list[int].__getitem__[list[int],int]" {
			// L[k] of a list the loop does not assign, at a constant k >= 0: read without
			// its test once speculate has tested k < len(L) before the loop.
			k, ok := v.Args[1].(*ir.Const)
			if !ok || k.Int < 0 {
				return false
			}
			switch a := v.Args[0].(type) {
			case *ir.VarValue:
				return a.Var != l.x && a.Var != l.index && a.Var != l.at && a.Var != l.total && a.Var != l.first
			case *ir.Extract:
				return envField(a, s.f)
			}
			return false
		}
		if name == "int._odd_divides[int,int,int]" || name == "int._odd_not_divides[int,int,int]" {
			return s.pure(v.Args[0], l, ir.Int) && s.pure(v.Args[1], l, ir.Int) && s.pure(v.Args[2], l, ir.Int)
		}
		if name == "int._srem[int,int]" {
			c, ok := v.Args[1].(*ir.Const)
			return ok && c.T == ir.Int && c.Int != 0 && c.Int != -1 && s.pure(v.Args[0], l, ir.Int)
		}
	}
	return false
}

// envField reports whether e reads a field of f's environment parameter, or a field of such
// a field (a variable of the enclosing function, in its cell): never None, which the caller
// made, so the read cannot fail, and the loop assigns no field.
func envField(e *ir.Extract, f *ir.Func) bool {
	switch v := e.Value.(type) {
	case *ir.Extract:
		return envField(v, f)
	case *ir.VarValue:
		return len(f.Params) > 0 && v.Var == f.Params[0] && strings.HasPrefix(v.Var.T.String(), "env.")
	}
	return false
}

// op realizes the int (or bool, for recv Bool) method name with one argument of type arg, or
// with none when arg is nil.
func (s *sumSpec) op(recv ir.Type, name string, arg ir.Type) *ir.Func {
	key := recv.String() + "." + name
	if f, ok := s.ops[key]; ok {
		return f
	}
	var args []ir.Type
	if arg != nil {
		args = []ir.Type{arg}
	}
	f, err := s.r.RealizeMethod(recv, name, args)
	if err != nil {
		f = nil
	}
	if s.ops == nil {
		s.ops = map[string]*ir.Func{}
	}
	s.ops[key] = f
	return f
}

// local declares a new local of s.f.
func (s *sumSpec) local(name string, t ir.Type) *ir.Var {
	s.next++
	v := &ir.Var{Name: name, ID: s.next, T: t}
	s.f.Locals = append(s.f.Locals, v)
	return v
}

// speculate builds the statements put before the loop, or returns nil when a stdlib helper
// is missing.
func (s *sumSpec) speculate(l *sumLoop) []ir.Node {
	for _, name := range []string{"_add_wrap", "_sub_wrap", "_mul_wrap", "_add_ovf", "_sub_ovf", "_mul_wide", "__or__", "_add_nsw", "__le__"} {
		if s.op(ir.Int, name, ir.Int) == nil {
			return nil
		}
	}
	abs, or := s.op(ir.Int, "_abs_bits", nil), s.op(ir.Bool, "__or__", ir.Bool)
	fits, err := s.r.RealizeMethod(ir.Int, "_sum_fits", []ir.Type{ir.Int, ir.Int})
	below, err2 := s.r.RealizeFunc("_below", []ir.Type{ir.Int, ir.Int})
	if abs == nil || or == nil || err != nil || err2 != nil {
		return nil
	}
	var guards []ir.Value // tests of the constant indices the terms read: k < len(L)
	read := func(v *ir.Var) ir.Value { return &ir.VarValue{Var: v} }
	call := func(f *ir.Func, args ...ir.Value) ir.Value { return &ir.Call{Func: f, Args: args} }
	zero := func() ir.Value { return &ir.Const{T: ir.Int} }
	n, i, bad := s.local("spec.n", ir.Int), s.local("spec.i", ir.Int), s.local("spec.bad", ir.Bool)
	x := s.local("spec.x", ir.Int)
	var body []ir.Node
	// lower evaluates v with wrapping operations into temporaries, ORing their overflow tests
	// into bad, and returns a value reading the result.
	var lower func(v ir.Value) ir.Value
	lower = func(v ir.Value) ir.Value {
		switch v := v.(type) {
		case *ir.VarValue:
			if v.Var == l.x {
				return read(x)
			}
			return v
		case *ir.Call:
			if v.Func == l.item && varOf(v.Args[1]) == l.at {
				return read(x)
			}
			if v.Func.Name == "list[int].__getitem__[list[int],int]" {
				guards = append(guards, call(below, v.Args[1], &ir.Extract{Value: v.Args[0], Index: 1}))
				return call(l.item, v.Args[0], v.Args[1])
			}
			args := make([]ir.Value, len(v.Args))
			for i, a := range v.Args {
				args[i] = lower(a)
			}
			if ops, ok := wrapOps[v.Func.Name]; ok {
				a, b := args[0], args[1]
				t := s.local("spec.t", ir.Int)
				body = append(body,
					&ir.Assign{Var: t, Value: call(s.op(ir.Int, ops[0], ir.Int), a, b)},
					&ir.Assign{Var: bad, Value: call(or, read(bad), call(s.op(ir.Int, ops[1], ir.Int), a, b))})
				return read(t)
			}
			return call(v.Func, args...)
		}
		return v
	}
	if l.exit {
		j := s.local("spec.j", ir.Int)
		hit := s.local("spec.hit", ir.Bool)
		body = append(body, &ir.Assign{Var: x, Value: call(l.item, read(l.list),
			call(s.op(ir.Int, "_add_nsw", ir.Int), read(i), read(j)))})
		c := lower(l.cond)
		if !l.exitOn {
			c = &ir.Ternary{Cond: c, True: &ir.Const{T: ir.Bool}, False: &ir.Const{T: ir.Bool, Bool: true}}
		}
		body = append(body, &ir.Assign{Var: hit, Value: call(or, read(hit), c)})
		return guarded(guards, s.exitSpec(l, body, n, i, j, hit, bad))
	}
	body = append(body,
		&ir.Assign{Var: x, Value: call(l.item, read(l.list), read(i))},
		&ir.Assign{Var: i, Value: call(s.op(ir.Int, "_add_nsw", ir.Int), read(i), &ir.Const{T: ir.Int, Int: 1})})
	term := lower(l.term)
	if l.cond != nil {
		c := lower(l.cond)
		term = &ir.Ternary{Cond: c, True: term, False: zero()}
	}
	if l.pick != nil {
		return guarded(guards, s.pickSpec(l, body, term, n, i, bad))
	}
	sum, u, t := s.local("spec.s", ir.Int), s.local("spec.u", ir.Int), s.local("spec.term", ir.Int)
	body = append(body,
		&ir.Assign{Var: t, Value: term},
		&ir.Assign{Var: sum, Value: call(s.op(ir.Int, "_add_wrap", ir.Int), read(sum), read(t))},
		&ir.Assign{Var: u, Value: call(s.op(ir.Int, "__or__", ir.Int), read(u), call(abs, read(t)))})
	count := call(s.op(ir.Int, "_sub_wrap", ir.Int), read(n), read(l.index))
	take := &ir.Series{Items: []ir.Node{
		&ir.Assign{Var: l.total, Value: call(s.op(ir.Int, "_add_wrap", ir.Int), read(l.total), read(sum))},
		&ir.Assign{Var: l.index, Value: read(n)},
	}}
	return guarded(guards, []ir.Node{
		&ir.Assign{Var: n, Value: &ir.Extract{Value: read(l.list), Index: 1}},
		&ir.Assign{Var: i, Value: read(l.index)},
		&ir.Assign{Var: sum, Value: zero()},
		&ir.Assign{Var: u, Value: zero()},
		&ir.Assign{Var: bad, Value: &ir.Const{T: ir.Bool}},
		&ir.While{Cond: call(l.lt, read(i), read(n)), Body: &ir.Series{Items: body}, Pos: l.w.Pos},
		&ir.If{Cond: read(bad), Then: &ir.Series{}, Else: &ir.Series{Items: []ir.Node{
			&ir.If{Cond: call(fits, read(l.total), read(u), count), Then: take, Else: &ir.Series{}},
		}}},
	})
}

// guarded puts pre under the tests in guards, all of which must hold for it to run.
func guarded(guards []ir.Value, pre []ir.Node) []ir.Node {
	for _, g := range guards {
		pre = []ir.Node{&ir.If{Cond: g, Then: &ir.Series{Items: pre}, Else: &ir.Series{}}}
	}
	return pre
}

// pickSpec ends speculate for a min or max: the speculative loop takes best = pick(term,
// best) from the loop's best so far, and when no operation overflowed its result is the
// exact loop's (each term is the exact one, and pick is exact): then, if the loop had any
// item left, best takes it, first is cleared as the first exact iteration would, and index
// moves to the end. No bound is needed, as min and max cannot overflow.
func (s *sumSpec) pickSpec(l *sumLoop, body []ir.Node, term ir.Value, n, i, bad *ir.Var) []ir.Node {
	read := func(v *ir.Var) ir.Value { return &ir.VarValue{Var: v} }
	best := s.local("spec.best", ir.Int)
	body = append(body, &ir.Assign{Var: best, Value: &ir.Call{Func: l.pick, Args: []ir.Value{term, read(best)}}})
	take := &ir.Series{Items: []ir.Node{
		&ir.Assign{Var: l.total, Value: read(best)},
		&ir.Assign{Var: l.first, Value: &ir.Const{T: ir.Bool}},
		&ir.Assign{Var: l.index, Value: read(n)},
	}}
	return []ir.Node{
		&ir.Assign{Var: n, Value: &ir.Extract{Value: read(l.list), Index: 1}},
		&ir.Assign{Var: i, Value: read(l.index)},
		&ir.Assign{Var: best, Value: read(l.total)},
		&ir.Assign{Var: bad, Value: &ir.Const{T: ir.Bool}},
		&ir.While{Cond: &ir.Call{Func: l.lt, Args: []ir.Value{read(i), read(n)}}, Body: &ir.Series{Items: body}, Pos: l.w.Pos},
		&ir.If{Cond: read(bad), Then: &ir.Series{}, Else: &ir.Series{Items: []ir.Node{
			&ir.If{Cond: &ir.Call{Func: l.lt, Args: []ir.Value{read(l.index), read(n)}}, Then: take, Else: &ir.Series{}},
		}}},
	}
}

// exitBlock is how many items exitSpec tests at once.
const exitBlock = 16

// exitSpec ends speculate for an any or all: it skips the blocks of exitBlock items where
// no item would make the loop return, testing each block's items without a branch per item
// (which LLVM vectorizes), and leaves index at the first block with such an item (or one
// whose operations overflowed), or at the last few items, for the exact loop to finish:
//
//	i = index
//	while i <= len(xs) - exitBlock:
//	    hit = False; bad = False
//	    for j in range(exitBlock): x' = xs[i + j]; hit = hit | (cond(x') == exitOn)
//	    if hit or bad: break
//	    i += exitBlock
//	index = i
//
// The skipped items would have run iterations that neither return nor have an effect (cond
// is pure), assigning only the item and index variables, which nothing else reads.
func (s *sumSpec) exitSpec(l *sumLoop, body []ir.Node, n, i, j, hit, bad *ir.Var) []ir.Node {
	read := func(v *ir.Var) ir.Value { return &ir.VarValue{Var: v} }
	call := func(f *ir.Func, args ...ir.Value) ir.Value { return &ir.Call{Func: f, Args: args} }
	block := func() *ir.Const { return &ir.Const{T: ir.Int, Int: exitBlock} }
	le, or := s.op(ir.Int, "__le__", ir.Int), s.op(ir.Bool, "__or__", ir.Bool)
	end := s.local("spec.end", ir.Int)
	loop := &ir.Series{Items: []ir.Node{
		&ir.Assign{Var: hit, Value: &ir.Const{T: ir.Bool}},
		&ir.Assign{Var: bad, Value: &ir.Const{T: ir.Bool}},
		&ir.ImperativeFor{Var: j, Start: &ir.Const{T: ir.Int}, Stop: block(), Step: &ir.Const{T: ir.Int, Int: 1},
			Body: &ir.Series{Items: body}, Pos: l.w.Pos},
		&ir.If{Cond: call(or, read(hit), read(bad)), Then: &ir.Series{Items: []ir.Node{&ir.Break{}}}, Else: &ir.Series{}},
		&ir.Assign{Var: i, Value: call(s.op(ir.Int, "_add_nsw", ir.Int), read(i), block())},
	}}
	return []ir.Node{
		&ir.Assign{Var: n, Value: &ir.Extract{Value: read(l.list), Index: 1}},
		&ir.Assign{Var: end, Value: call(s.op(ir.Int, "_sub_wrap", ir.Int), read(n), block())},
		&ir.Assign{Var: i, Value: read(l.index)},
		&ir.While{Cond: call(le, read(i), read(end)), Body: loop, Pos: l.w.Pos},
		&ir.Assign{Var: l.index, Value: read(i)},
	}
}
