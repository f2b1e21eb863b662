// Iterating a split without its list: `for v in s.split(sep)` (sep a str, maxsplit -1) is
// lowered to `it = s.split(sep).__iter__()` and `while it._has_next(): v = it.__next__() ...`;
// when it has no other use, the list is never seen by the program, and
//
//	it = s.split(sep).__iter__()    ->    it = _split_iter(s, sep)
//
// (stdlib/str.py) makes the pieces one at a time, each when the loop asks for it. Exact: s is
// immutable, so the pieces are split's, with split's contents and ASCII flags, in split's
// order; s and sep are evaluated once, in order, where split evaluated them, and an empty sep
// raises split's ValueError at the same point, before the loop. A piece is made just before
// the loop body reads it, so a long text's pieces are read while they are still in the cache
// (split copied the whole text, then the loop read each piece back from memory) and no array
// of pieces is allocated, cleared and marked by the collector.
package passes

import (
	"kiln/ir"
)

// SplitIter replaces split's list by an iterator of its pieces in for loops over a split.
func SplitIter(m *ir.Module, ctx *Context) bool {
	if ctx.Realizer == nil {
		return false
	}
	changed := false
	next := -1
	for _, f := range m.Funcs {
		if f.Body == nil {
			continue
		}
		uses := occurrences(f.Body) // excreuse.go
		if uses == nil {
			continue // a node the walk does not know could hide a use of the iterator
		}
		did := false
		forSeriesDeep(f.Body, func(s *ir.Series) {
			for i := 0; i+1 < len(s.Items); i++ {
				if next < 0 {
					next = maxVarID(m)
				}
				if rewriteSplitLoop(f, s.Items[i], s.Items[i+1], uses, ctx.Realizer, &next) {
					did = true
				}
			}
		})
		if did {
			ctx.Changed(f)
			changed = true
		}
	}
	return changed
}

// forSeriesDeep calls fn on s and on every series inside it.
func forSeriesDeep(s *ir.Series, fn func(*ir.Series)) {
	fn(s)
	for _, n := range s.Items {
		forSeries(n, func(inner *ir.Series) { forSeriesDeep(inner, fn) })
	}
}

// rewriteSplitLoop rewrites `it = s.split(sep).__iter__()` (assign) followed by `while
// it._has_next(): ... it.__next__() ...` (loop), where it has no other use, to iterate a
// _split_iter; next is the last variable ID taken. Reports whether it did.
func rewriteSplitLoop(f *ir.Func, assign, loop ir.Node, uses map[*ir.Var]int, r Realizer, next *int) bool {
	a, ok := assign.(*ir.Assign)
	if !ok {
		return false
	}
	mk, ok := a.Value.(*ir.Call)
	if !ok || len(mk.Args) != 1 || mk.Func.Name != "list[str].__iter__[list[str]]" {
		return false
	}
	split, ok := mk.Args[0].(*ir.Call)
	if !ok || split.Func.Name != strSplit || len(split.Args) != 3 {
		return false
	}
	sep, ok := split.Args[1].(*ir.Wrap)
	max, isConst := split.Args[2].(*ir.Const)
	if !ok || sep.Value.Type() != ir.Str || !isConst || max.Int != -1 {
		return false
	}
	it := a.Var
	itName := it.T.String()
	w, ok := loop.(*ir.While)
	if !ok || uses[it] != 3 {
		return false
	}
	has, ok := w.Cond.(*ir.Call)
	if !ok || has.Func.Name != itName+"._has_next["+itName+"]" || !readsVar(has.Args[0], it) {
		return false
	}
	var nextCall *ir.Call
	for _, n := range w.Body.Items {
		visit(n, func(n ir.Node) {
			c, isCall := n.(*ir.Call)
			if isCall && c.Func.Name == itName+".__next__["+itName+"]" && len(c.Args) == 1 && readsVar(c.Args[0], it) {
				nextCall = c
			}
		})
	}
	if nextCall == nil {
		return false
	}
	st, err := r.RealizeType("_split_iter", nil)
	sc, isClass := st.(*ir.Class)
	if err != nil || !isClass {
		return false
	}
	initFn, err1 := r.RealizeMethod(sc, "__init__", []ir.Type{ir.Str, ir.Str})
	hasFn, err2 := r.RealizeMethod(sc, "_has_next", nil)
	nextFn, err3 := r.RealizeMethod(sc, "__next__", nil)
	if err1 != nil || err2 != nil || err3 != nil || nextFn.Ret != nextCall.Type() {
		return false
	}
	*next++
	v := &ir.Var{Name: "pieces", ID: *next, T: sc}
	f.Locals = append(f.Locals, v)
	flow := &ir.Series{}
	flow.Append(&ir.Assign{Var: v, Value: &ir.New{Class: sc}},
		&ir.Call{Func: initFn, Args: []ir.Value{&ir.VarValue{Var: v}, split.Args[0], sep.Value}, Pos: split.Pos})
	a.Var = v
	a.Value = &ir.FlowInstr{Flow: flow, Result: &ir.VarValue{Var: v}}
	has.Func, has.Args = hasFn, []ir.Value{&ir.VarValue{Var: v}}
	nextCall.Func, nextCall.Args = nextFn, []ir.Value{&ir.VarValue{Var: v}}
	return true
}
