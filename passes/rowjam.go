// Unroll-and-jam of row reductions: a counted loop whose iterations each start private values,
// update them in an inner counted loop of the same range for every iteration, then store them,
// runs rowJamFactor iterations at once, their inner loops fused into one, so that the CPU
// overlaps their dependency chains (an in-order float sum is one chain per row).
package passes

import (
	"strings"

	"kiln/ir"
	"kiln/ir/analysis"
)

// rowJamFactor is the number of rows run together (measured on spectral_norm in C: 4 rows
// 1.47x faster than one).
const rowJamFactor = 4

// RowJam rewrites, in user code without try statements, a loop `for x in range(n)` (from 0,
// step 1, x a local, n a constant or a local the body does not assign) whose body is
//
//	pre     assignments v = e of locals, the private variables
//	for y in range(a, b): body     (a, b constants or locals the loop does not assign)
//	post    calls of _list_store(M, i, e) and assignments of locals
//
// where pre and body assign only private variables, with values that cannot raise or have
// effects (arithmetic without a division by anything but a constant other than 0 and -1, float
// comparisons, functions made of those) and unchecked reads `_list_item(L, e)` of lists L the
// loop does not assign, whose index e reads neither x nor a private variable; post's values
// cannot raise either. Then an iteration reads nothing an earlier one wrote but items of the
// lists post stores into, so when no such list is one the inner loops read (checked before the
// loop: `M is not L` for each pair of the same type; distinct lists never share their item
// arrays), the pres and inner loops of rowJamFactor consecutive iterations may run first, and
// their posts after them in order:
//
//	R = n // F if n > 0 and the lists are distinct else 0      (F = rowJamFactor)
//	for p in range(R):
//	    x0 = p * F; ...; x = x0 + F - 1
//	    pre0; ...; pre(F-1)                 (lane k: private variables copied)
//	    for y in range(a, b): body0; ...; body(F-1)
//	    post0; ...; post(F-1)
//	for x in range(R * F, n): <the body>     (the rest, or every row when R is 0)
//
// Each lane's values see the same operations in the same order as alone (a float sum is added
// up in the same order; only the sums of different rows interleave). The inner reads do not
// depend on the lane, so one that raises (a None list) raises in lane 0 at the same y as the
// original program did, with the same stores done before it. A post that raises (a None
// list) leaves the later lanes' inner loops run for nothing: they have no effects and end. The
// last lane uses the original variables, which end with the last row's values.
func RowJam(m *ir.Module, ctx *Context) bool {
	if ctx.Realizer == nil {
		return false
	}
	r := &rowJammer{ctx: ctx, next: maxVarID(m) + 1, safe: map[*ir.Func]bool{}}
	changed := false
	for _, f := range m.Funcs {
		if f.Kind != ir.Bodied || f.Body == nil || f.Generator || !f.Traced || hasTry(f) {
			continue
		}
		r.f = f
		if replaceLoops(f.Body, r.jam) {
			ctx.Changed(f)
			changed = true
		}
	}
	return changed
}

// rowJammer holds the state of one run of the pass.
type rowJammer struct {
	ctx  *Context
	f    *ir.Func
	next int
	safe map[*ir.Func]bool // memo of safeFunc
}

// rowScope is what the values of one candidate loop may read.
type rowScope struct {
	x, y     *ir.Var
	private  map[*ir.Var]bool
	assigned map[*ir.Var]bool
	reads    []*ir.Var // the lists read by _list_item
	inLoop   bool      // checking the inner loop's body, the only place y may be read
	nodes    int
}

// jam returns the statements replacing l, or nil when l is not of the form RowJam rewrites.
func (r *rowJammer) jam(l *ir.ImperativeFor) []ir.Node {
	start, ok1 := l.Start.(*ir.Const)
	step, ok2 := l.Step.(*ir.Const)
	if !ok1 || !ok2 || start.Int != 0 || step.Int != 1 || l.Var.Global || !fixedBound(l.Stop) {
		return nil
	}
	pre, inner, post := splitAtLoop[*ir.ImperativeFor](l.Body)
	if inner == nil {
		return nil
	}
	if st, ok := inner.Step.(*ir.Const); !ok || st.Int != 1 || inner.Var.Global || !fixedBound(inner.Start) || !fixedBound(inner.Stop) {
		return nil
	}
	s := &rowScope{x: l.Var, y: inner.Var, private: map[*ir.Var]bool{}, assigned: map[*ir.Var]bool{l.Var: true}}
	ok := true
	analysis.Visit(l.Body, func(n ir.Node) bool {
		switch n := n.(type) {
		case *ir.Assign:
			s.assigned[n.Var] = true
			ok = ok && !n.Var.Global
		case *ir.ImperativeFor:
			s.assigned[n.Var] = true
		}
		return ok
	})
	for _, b := range []ir.Value{l.Stop, inner.Start, inner.Stop} {
		if v, isVar := b.(*ir.VarValue); isVar && s.assigned[v.Var] {
			return nil
		}
	}
	if !ok {
		return nil
	}
	for _, n := range pre {
		a := n.(*ir.Assign)
		if !r.pureValue(a.Value, s) {
			return nil
		}
		s.private[a.Var] = true
	}
	s.inLoop = true
	for _, n := range inner.Body.Items {
		a, isAssign := n.(*ir.Assign)
		if !isAssign || !s.private[a.Var] || !r.pureValue(a.Value, s) {
			return nil
		}
	}
	s.inLoop = false
	// The posts: local assignments and item stores, none of which the inner loops read.
	var stores []*ir.Var
	for _, n := range post {
		switch n := n.(type) {
		case *ir.Assign:
			if s.private[n.Var] || !r.pureValue(n.Value, s) {
				return nil
			}
		case *ir.Call:
			if !strings.HasPrefix(n.Func.Name, "_list_store[") || len(n.Args) != 3 {
				return nil
			}
			m, isVar := n.Args[0].(*ir.VarValue)
			if !isVar || m.Var.Global || s.assigned[m.Var] || !r.pureValue(n.Args[1], s) || !r.pureValue(n.Args[2], s) {
				return nil
			}
			stores = append(stores, m.Var)
		default:
			return nil
		}
	}
	if s.nodes > 2*jamMaxNodes {
		return nil
	}
	var distinct []ir.Value
	// The stores of the same list as a read: a later lane would read what an earlier one's
	// post has not stored yet; each pair is compared once, before the loop.
	for _, m := range stores {
		for _, l := range s.reads {
			if m == l {
				return nil
			}
			distinct = append(distinct, &ir.Is{X: &ir.VarValue{Var: m}, Y: &ir.VarValue{Var: l}})
		}
	}
	return r.build(l, inner, pre, post, distinct)
}

// fixedBound reports whether v is a constant or a local's value.
func fixedBound(v ir.Value) bool {
	switch v := v.(type) {
	case *ir.Const:
		return v.T == ir.Int
	case *ir.VarValue:
		return !v.Var.Global
	}
	return false
}

// pureValue reports whether v cannot raise or have effects, apart from _list_item reads that
// do not depend on the row, and reads only the row's variable, the inner loop's, private
// variables and locals the loop does not assign; it counts v's nodes and records the lists
// read.
func (r *rowJammer) pureValue(v ir.Value, s *rowScope) bool {
	ok := true
	analysis.Visit(v, func(n ir.Node) bool {
		s.nodes++
		switch n := n.(type) {
		case *ir.Const, *ir.Ternary:
		case *ir.VarValue:
			x := n.Var
			ok = ok && !x.Global && (x == s.x || (x == s.y && s.inLoop) || s.private[x] || !s.assigned[x])
		case *ir.Call:
			if strings.HasPrefix(n.Func.Name, "_list_item[") && len(n.Args) == 2 {
				l, isVar := n.Args[0].(*ir.VarValue)
				ok = ok && isVar && !l.Var.Global && !s.assigned[l.Var] && !rowDependent(n.Args[1], s)
				if ok {
					s.reads = append(s.reads, l.Var)
				}
				return ok
			}
			ok = ok && r.safeCall(n, 0)
		default:
			ok = false
		}
		return ok
	})
	return ok
}

// rowDependent reports whether v reads the row's variable or a private variable.
func rowDependent(v ir.Value, s *rowScope) bool {
	found := false
	analysis.Visit(v, func(n ir.Node) bool {
		if x, isVar := n.(*ir.VarValue); isVar && (x.Var == s.x || s.private[x.Var]) {
			found = true
		}
		return !found
	})
	return found
}

// safeCall reports whether call c cannot raise or have effects: an @llvm body without calls,
// loads or stores, whose integer division if any is by a constant other than 0 and -1 (which
// would trap), or a function (at most 3 calls deep) returning a value built of such calls.
func (r *rowJammer) safeCall(c *ir.Call, depth int) bool {
	f := c.Func
	if f.Kind == ir.LLVM {
		t := f.LLVM
		if strings.Contains(t, "call") || strings.Contains(t, "load") || strings.Contains(t, "store") || strings.Contains(t, "@") {
			return false
		}
		for _, op := range []string{"sdiv ", "udiv ", "srem ", "urem "} {
			if strings.Contains(t, op) {
				k, isConst := c.Args[len(c.Args)-1].(*ir.Const)
				return len(c.Args) == 2 && isConst && k.T == ir.Int && k.Int != 0 && k.Int != -1
			}
		}
		return true
	}
	if s, seen := r.safe[f]; seen {
		return s
	}
	if f.Kind != ir.Bodied || f.Body == nil || f.Generator || depth >= 3 {
		return false
	}
	r.safe[f] = false
	ok := true
	analysis.Visit(f.Body, func(n ir.Node) bool {
		switch n := n.(type) {
		case *ir.Series, *ir.Return, *ir.VarValue, *ir.Const, *ir.Ternary:
		case *ir.Call:
			ok = ok && r.safeCall(n, depth+1)
		default:
			ok = false
		}
		return ok
	})
	r.safe[f] = ok
	return ok
}

// build writes the jammed loop and the loop running the rest.
func (r *rowJammer) build(l, inner *ir.ImperativeFor, pre, post []ir.Node, distinct []ir.Value) []ir.Node {
	z := r.ctx.Realizer
	gt, err1 := z.RealizeMethod(ir.Int, "__gt__", []ir.Type{ir.Int})
	udiv, err2 := z.RealizeMethod(ir.Int, "_udiv", []ir.Type{ir.Int})
	mul, err3 := z.RealizeMethod(ir.Int, "_mul_nsw", []ir.Type{ir.Int})
	add, err4 := z.RealizeMethod(ir.Int, "_add_nsw", []ir.Type{ir.Int})
	if err1 != nil || err2 != nil || err3 != nil || err4 != nil {
		return nil
	}
	newVar := func(v *ir.Var) *ir.Var {
		n := &ir.Var{Name: v.Name, ID: r.next, T: v.T}
		r.next++
		r.f.Locals = append(r.f.Locals, n)
		return n
	}
	intConst := func(k int64) ir.Value { return &ir.Const{T: ir.Int, Int: k} }
	falseConst := func() ir.Value { return &ir.Const{T: ir.Bool, Bool: false} }
	// R = n // F when n > 0 and every stored list is not a list read, else 0.
	var cond ir.Value = &ir.Call{Func: gt, Args: []ir.Value{copySimple(l.Stop), intConst(0)}}
	for _, d := range distinct {
		// not (M is L)
		cond = &ir.Ternary{Cond: cond, True: &ir.Ternary{Cond: d, True: falseConst(), False: &ir.Const{T: ir.Bool, Bool: true}}, False: falseConst()}
	}
	rounds := newVar(&ir.Var{Name: "rows", T: ir.Int})
	setRounds := &ir.Assign{Var: rounds, Value: &ir.Ternary{Cond: cond,
		True: &ir.Call{Func: udiv, Args: []ir.Value{copySimple(l.Stop), intConst(rowJamFactor)}}, False: intConst(0)}}
	p := newVar(&ir.Var{Name: "round", T: ir.Int})
	body := &ir.Series{}
	fused := &ir.Series{}
	var posts []ir.Node
	for k := 0; k < rowJamFactor; k++ {
		c, x := laneCloner(l.Var, pre, k == rowJamFactor-1, newVar)
		// x_k = p * F + k
		var xv ir.Value = &ir.Call{Func: mul, Args: []ir.Value{&ir.VarValue{Var: p}, intConst(rowJamFactor)}}
		if k > 0 {
			xv = &ir.Call{Func: add, Args: []ir.Value{xv, intConst(int64(k))}}
		}
		body.Items = append(body.Items, &ir.Assign{Var: x, Value: xv})
		for _, n := range pre {
			body.Items = append(body.Items, c.node(n))
		}
		fused.Items = append(fused.Items, c.series(inner.Body).Items...)
		for _, n := range post {
			posts = append(posts, c.node(n))
		}
		if !c.ok {
			return nil
		}
	}
	body.Items = append(body.Items, &ir.ImperativeFor{Var: inner.Var, Start: copySimple(inner.Start),
		Stop: copySimple(inner.Stop), Step: intConst(1), Body: fused, Pos: inner.Pos, NoVectorize: true})
	body.Items = append(body.Items, posts...)
	main := &ir.ImperativeFor{Var: p, Start: intConst(0), Stop: &ir.VarValue{Var: rounds}, Step: intConst(1), Body: body, Pos: l.Pos}
	l.Start = &ir.Call{Func: mul, Args: []ir.Value{&ir.VarValue{Var: rounds}, intConst(rowJamFactor)}}
	return []ir.Node{setRounds, main, l}
}
