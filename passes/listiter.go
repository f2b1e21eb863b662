// List iteration: `for x in xs` over a list is lowered to a _list_iter object holding the list
// and an index, allocated on every execution of the loop; LLVM cannot remove the allocation
// (kiln_alloc is opaque to it). When the iterator is a temporary that nothing else reads, the
// loop keeps the list and the index in two locals instead:
//
//	it = xs.__iter__()                    l = xs; i = 0
//	while it._has_next():          ->     while i < l._len:
//	    x = it.__next__()                     x = _list_item(l, i); i = i + 1
//	    ...                                   ...
//
// This is what _list_iter does, step for step: the length is read before every item, so a
// list that grows or shrinks in the loop is iterated as CPython iterates it.
package passes

import (
	"strings"

	"kiln/ir"
	"kiln/ir/analysis"
)

// ListIter replaces the iterator objects of for loops over lists by an index.
func ListIter(m *ir.Module, ctx *Context) bool {
	if ctx.Realizer == nil {
		return false
	}
	changed := false
	for _, f := range m.Funcs {
		if f.Body == nil {
			continue
		}
		uses := occurrences(f.Body) // excreuse.go
		if uses == nil {
			continue // a node the walk does not know could hide a use of the iterator
		}
		var series func(s *ir.Series)
		series = func(s *ir.Series) {
			for i := 0; i < len(s.Items); i++ {
				if i+1 < len(s.Items) {
					if init := rewriteListLoop(m, f, s.Items[i], s.Items[i+1], uses, ctx.Realizer); init != nil {
						// i = 0 (and a reservation) between the list and the loop.
						s.Items = append(s.Items[:i+1], append(init, s.Items[i+1:]...)...)
						changed = true
					}
				}
				analysis.Visit(s.Items[i], func(n ir.Node) bool {
					if inner, ok := n.(*ir.Series); ok && inner != s {
						series(inner)
						return false
					}
					return true
				})
			}
		}
		series(f.Body)
	}
	return changed
}

// rewriteListLoop rewrites `it = l.__iter__()` (assign) followed by `while it._has_next(): x =
// it.__next__() ...` (loop) in place, where it has no other use, and returns the index's
// initialisation (and reserveAppends' reservation) for the caller to put between the two (nil:
// no rewrite).
func rewriteListLoop(m *ir.Module, f *ir.Func, assign, loop ir.Node, uses map[*ir.Var]int, r Realizer) []ir.Node {
	a, ok := assign.(*ir.Assign)
	if !ok {
		return nil
	}
	mk, ok := a.Value.(*ir.Call)
	if !ok || len(mk.Args) != 1 {
		return nil
	}
	lt, ok := mk.Args[0].Type().(*ir.Class)
	if !ok || !strings.HasPrefix(lt.Name, "list[") || mk.Func.Name != lt.Name+".__iter__["+lt.Name+"]" {
		return nil
	}
	it := a.Var
	itName := it.T.String()
	w, ok := loop.(*ir.While)
	if !ok || len(w.Body.Items) == 0 || uses[it] != 3 {
		return nil
	}
	has, ok := w.Cond.(*ir.Call)
	if !ok || has.Func.Name != itName+"._has_next["+itName+"]" || !readsVar(has.Args[0], it) {
		return nil
	}
	// The item is fetched by the body's first statement (the lowering's x = it.__next__(),
	// or x substituted into its one use by canonicalize), where it is evaluated for sure.
	var next *ir.Call
	analysis.Visit(w.Body.Items[0], func(n ir.Node) bool {
		c, isCall := n.(*ir.Call)
		if isCall && c.Func.Name == itName+".__next__["+itName+"]" && len(c.Args) == 1 && readsVar(c.Args[0], it) {
			next = c
		}
		return true
	})
	if next == nil || !eagerIn(w.Body.Items[0], next) {
		return nil
	}
	lenField := -1
	for i, fd := range lt.Fields {
		if fd.Name == "_len" {
			lenField = i
		}
	}
	item, err1 := r.RealizeFunc("_list_item", []ir.Type{lt, ir.Int})
	lt2, err2 := r.RealizeMethod(ir.Int, "__lt__", []ir.Type{ir.Int})
	add, err3 := r.RealizeMethod(ir.Int, "__add__", []ir.Type{ir.Int})
	if lenField < 0 || err1 != nil || err2 != nil || err3 != nil || item.Ret != next.Type() {
		return nil
	}
	next0 := maxVarID(m)
	temp := func(name string, t ir.Type) *ir.Var {
		next0++
		v := &ir.Var{Name: name, ID: next0, T: t}
		f.Locals = append(f.Locals, v)
		return v
	}
	l := temp("list", lt)
	idx := temp("index", ir.Int)
	cur := temp("at", ir.Int)
	read := func(v *ir.Var) ir.Value { return &ir.VarValue{Var: v} }
	// The list, then (by the caller) the index: `it = l.__iter__()` evaluated l once.
	a.Var, a.Value = l, mk.Args[0]
	w.Cond = &ir.Call{Func: lt2, Args: []ir.Value{read(idx), &ir.Extract{Value: read(l), Index: lenField}}, Pos: has.Pos}
	// at = i; i = at + 1 start the body, as __next__ advances before anything else can run;
	// the item is read where __next__ was called.
	fetch := &ir.Call{Func: item, Args: []ir.Value{read(l), read(cur)}, Pos: next.Pos}
	w.Body.Items[0] = rewrite(w.Body.Items[0], func(v ir.Value) ir.Value {
		if v == ir.Value(next) {
			return fetch
		}
		return v
	})
	step := []ir.Node{
		&ir.Assign{Var: cur, Value: read(idx)},
		&ir.Assign{Var: idx, Value: &ir.Call{Func: add, Args: []ir.Value{read(cur), &ir.Const{T: ir.Int, Int: 1}}, Pos: next.Pos}},
	}
	w.Body.Items = append(step, w.Body.Items...)
	init := []ir.Node{&ir.Assign{Var: idx, Value: &ir.Const{T: ir.Int, Int: 0}}}
	if res := reserveAppends(f, w, l, lenField, r); res != nil {
		init = append(init, res)
	}
	return init
}

// reserveAppends returns `out._reserve_more(l._len)` when the loop's body (after the index
// steps) is the one statement `out.append(...)`, out a local list: the loop then appends once
// per item of l, and out's array is sized once instead of growing as it goes (a list built by
// `for p in parts: clean.append(p.strip())`). The reservation is only a capacity: the items,
// the exceptions and the order of evaluation are those of the loop (if the item's expression
// raises, the room reserved stays unused). nil when the loop is not of that shape.
func reserveAppends(f *ir.Func, w *ir.While, l *ir.Var, lenField int, r Realizer) ir.Node {
	if len(w.Body.Items) != 3 {
		return nil
	}
	c, ok := w.Body.Items[2].(*ir.Call)
	if !ok || len(c.Args) != 2 {
		return nil
	}
	out, ok := c.Args[0].(*ir.VarValue)
	if !ok || out.Var == l {
		return nil
	}
	ot, ok := out.Var.T.(*ir.Class)
	if !ok || !strings.HasPrefix(ot.Name, "list[") || c.Func.Name != ot.Name+".append["+ot.Name+","+c.Args[1].Type().String()+"]" {
		return nil
	}
	local := false
	for _, v := range f.Locals {
		local = local || v == out.Var
	}
	for _, v := range f.Params {
		local = local || v == out.Var
	}
	if !local {
		return nil // a global could be unassigned before the loop
	}
	more, err := r.RealizeMethod(ot, "_reserve_more", []ir.Type{ir.Int})
	if err != nil {
		return nil
	}
	return &ir.Call{Func: more, Args: []ir.Value{&ir.VarValue{Var: out.Var}, &ir.Extract{Value: &ir.VarValue{Var: l}, Index: lenField}}, Pos: c.Pos}
}

// eagerIn reports whether evaluating n surely evaluates target: target is not inside a nested
// series, a lazy branch or a loop condition.
func eagerIn(n ir.Node, target ir.Node) bool {
	if n == target {
		return true
	}
	switch n := n.(type) {
	case *ir.Series, *ir.Ternary, *ir.FlowInstr, *ir.While, *ir.ImperativeFor:
		return false
	case *ir.If:
		return eagerIn(n.Cond, target)
	}
	kids, ok := analysis.Children(n)
	if !ok {
		return false
	}
	for _, k := range kids {
		if eagerIn(k, target) {
			return true
		}
	}
	return false
}
