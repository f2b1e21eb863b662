package passes

import "kiln/ir"

// List items followed by the escape analysis (escape.go). A list of objects has, past its
// real fields, a pseudo-field: the class of what its items hold. The stdlib functions that
// only put, copy or read items are understood by what they do to the items, instead of by
// their summaries (which let every item stored escape, as any store through _data does):
//
//   - _lcat_put(r, x) stores x into r's items (a SetField of the pseudo-field);
//   - _lcat_copy(r, l) and _lcat_copy_slice(r, l, ...) copy l's items into r's: r's items
//     class gets an edge from l's (if r's items escape or leak, so do l's) and counts as
//     foreign, as it may now hold objects this function did not make (l a parameter). An
//     edge rather than a merge: merged, the function's own objects put into r would join the
//     class of a parameter's items and stay on the heap (the caller's), which is what
//     set_partition's `p[:i] + [p[i] + [k]] + p[i + 1:]` does;
//   - _list_item(l, i) and l.__getitem__(i) with an int i read one item: l's items class;
//   - list._reserve(n) keeps the items inside the list (a larger array).
//
// Everything else that reaches the items goes through the list's _data field, and an Extract
// of _data from a list of objects lets its items class escape: in the function doing it,
// and through the summaries ("leaks": a parameter whose items escape) in its callers. Passing
// the list to a C or @llvm function captures it, and its items escape with it. So an object
// put into a list's items escapes exactly when the list does, when its items are reached any
// other way, or when they are copied into a list that does.

// itemsField returns the index of the pseudo-field of list class c's items, when c is a
// list of values that may hold objects.
func itemsField(t ir.Type) (int, bool) {
	c, ok := t.(*ir.Class)
	if !ok {
		return 0, false
	}
	_, _, elem, ok := ir.RoomFields(c)
	if !ok || holdsNoObject(elem) {
		return 0, false
	}
	return len(c.Fields), true
}

// valuesList reports whether t is a list of values that hold no objects (ints, floats, strs):
// what its fields reach is its array of values, which no list method hands to another object
// (listRoom), so a callee that "leaks" its fields lets nothing of the caller's escape.
func valuesList(t ir.Type) bool {
	c, ok := t.(*ir.Class)
	if !ok {
		return false
	}
	_, _, elem, ok := ir.RoomFields(c)
	return ok && holdsNoObject(elem)
}

// isListData reports whether field k of t is the _data array of a list of objects.
func isListData(t ir.Type, k int) bool {
	c, ok := t.(*ir.Class)
	if !ok {
		return false
	}
	data, _, elem, ok := ir.RoomFields(c)
	return ok && data == k && !holdsNoObject(elem)
}

// itemsCall accounts for a call of one of the stdlib list functions described above, and
// returns the node of its result and true; false for any other call.
func (fe *funcEscape) itemsCall(v *ir.Call) (int, bool) {
	g := v.Func
	if g.Traced || len(v.Args) < 2 {
		return noNode, false
	}
	k, ok := itemsField(v.Args[0].Type())
	if !ok {
		return noNode, false
	}
	switch g.PyName {
	case "_lcat_put":
		if len(v.Args) != 2 {
			return noNode, false
		}
		r, x := fe.value(v.Args[0]), fe.value(v.Args[1])
		if r == noNode {
			fe.escape(x)
		} else {
			fe.union(fe.contentsOf(r, k), x)
		}
		return noNode, true
	case "_lcat_copy", "_lcat_copy_slice":
		if v.Args[1].Type() != v.Args[0].Type() {
			return noNode, false
		}
		nodes := make([]int, len(v.Args))
		for i, a := range v.Args {
			nodes[i] = fe.value(a)
		}
		src := fe.foreignNode()
		if nodes[1] != noNode {
			src = fe.contentsOf(nodes[1], k)
		}
		if nodes[0] == noNode {
			fe.escape(src)
			return noNode, true
		}
		dst := fe.contentsOf(nodes[0], k)
		fe.foreign[fe.find(dst)] = true
		fe.edges = append(fe.edges, [2]int{src, dst})
		return noNode, true
	case "_list_item", "__getitem__":
		if len(v.Args) != 2 || v.Args[1].Type() != ir.Int || (g.PyName == "__getitem__" && len(g.Params) != 2) {
			return noNode, false
		}
		l := fe.value(v.Args[0])
		fe.value(v.Args[1])
		if l == noNode {
			return fe.foreignNode(), true
		}
		return fe.contentsOf(l, k), true
	case "_reserve":
		if len(v.Args) != 2 || v.Args[1].Type() != ir.Int {
			return noNode, false
		}
		fe.value(v.Args[0])
		fe.value(v.Args[1])
		return noNode, true
	}
	return noNode, false
}

// spreadEdges lets the items copied into an escaping or leaky list's items escape or leak,
// and reports whether anything changed.
func (fe *funcEscape) spreadEdges() bool {
	changed := false
	for _, e := range fe.edges {
		src, dst := fe.find(e[0]), fe.find(e[1])
		if fe.esc[dst] && !fe.esc[src] {
			fe.esc[src] = true
			changed = true
		}
		if fe.leaky[dst] && !fe.leaky[src] {
			fe.leaky[src] = true
			changed = true
		}
	}
	return changed
}

// heldEdges extends held (the classes reached through the parameters' fields, whose objects
// the caller may keep) along the items edges: items copied into what a parameter reaches are
// held too, with everything they reach. It reports whether a parameter (roots) or something
// reached through one (owner) is among the copied items: the caller's classes do not show
// that copy, so the summary must be conservative.
func (fe *funcEscape) heldEdges(roots, owner map[int]int) bool {
	shared := false
	for changed := true; changed; {
		changed = false
		for _, e := range fe.edges {
			src, dst := fe.find(e[0]), fe.find(e[1])
			if !fe.held[dst] {
				continue
			}
			_, isParam := roots[src]
			_, reached := owner[src]
			if isParam || reached {
				shared = true
			}
			if fe.held[src] {
				continue
			}
			changed = true
			work := []int{src}
			for len(work) > 0 {
				r := work[len(work)-1]
				work = work[:len(work)-1]
				if fe.held[r] {
					continue
				}
				fe.held[r] = true
				for _, fr := range fe.fieldRoots(r) {
					work = append(work, fr.root)
				}
			}
		}
	}
	return shared
}
