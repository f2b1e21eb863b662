// Prefetching the next list of a loop over a list of lists: `for row in rows` (the while loop
// listiter makes: `at = index; index = at + 1; ... _list_item(rows, at) ...`) over a
// list[list[T]] becomes, right after the index moves on,
//
//	_list_prefetch(rows, index)
//
// (stdlib/list.py), which asks the cache for the first lines of the next row's array (at most
// 512 bytes: Ptr._prefetch) while this iteration works on its own row. The rows of such a loop
// are separate allocations, each reached through its list object, so the hardware prefetchers,
// which follow strides, do not see the next one coming: every row's first read waited for
// memory. Exact: the helper only reads (the list's length and array, which the loop reads
// anyway, and the next item's array field when the index is in range and the item is not
// None) and prefetches, which never faults and changes no value. The row loop of gen_reduce
// (five reductions over each of 5000 rows of 40 ints, 2.8 MB, past the L2 cache) spent a third
// of its time on each row's first load.
package passes

import (
	"strings"

	"kiln/ir"
	"kiln/ir/analysis"
)

// Prefetch adds a prefetch of the next row to loops over lists of lists in user code.
func Prefetch(m *ir.Module, ctx *Context) bool {
	if ctx.Realizer == nil {
		return false
	}
	changed := false
	for _, f := range m.Funcs {
		if f.Body == nil || f.Generator || !f.Traced {
			continue
		}
		did := false
		forEachWhile(f.Body, func(w *ir.While) {
			if call := prefetchCall(w, ctx.Realizer); call != nil {
				items := w.Body.Items
				w.Body.Items = append(append(append([]ir.Node{}, items[:2]...), call), items[2:]...)
				did = true
			}
		})
		if did {
			ctx.Changed(f)
			changed = true
		}
	}
	return changed
}

// forEachWhile calls fn on every while loop in s, outer loops first.
func forEachWhile(s *ir.Series, fn func(w *ir.While)) {
	for _, n := range s.Items {
		if w, ok := n.(*ir.While); ok {
			fn(w)
		}
		forSeries(n, func(inner *ir.Series) { forEachWhile(inner, fn) })
	}
}

// prefetchCall returns the prefetch for a loop over a list of lists, or nil: the loop's
// condition is `index < len(l)` (l a variable), its body starts with `at = index;
// index = at + 1`, reads `_list_item(l, at)` and holds a loop or a call of a function holding
// one (work to overlap the prefetch with, likely over the row: a loop body of a few operations
// gains nothing, set_partition's hash of its blocks' lengths and first items lost 25%); l's
// items are lists.
func prefetchCall(w *ir.While, r Realizer) ir.Value {
	lt, ok := w.Cond.(*ir.Call)
	if !ok || lt.Func.Name != "int.__lt__[int,int]" || len(w.Body.Items) < 3 {
		return nil
	}
	index := varOf(lt.Args[0])
	n, ok := lt.Args[1].(*ir.Extract)
	if !ok || n.Index != 1 || index == nil {
		return nil
	}
	list := varOf(n.Value)
	a0, ok0 := w.Body.Items[0].(*ir.Assign)
	a1, ok1 := w.Body.Items[1].(*ir.Assign)
	if list == nil || !ok0 || !ok1 || varOf(a0.Value) != index || a1.Var != index {
		return nil
	}
	inc, ok := a1.Value.(*ir.Call)
	if !ok || inc.Func.Name != "int.__add__[int,int]" || varOf(inc.Args[0]) != a0.Var || !isIntConst(inc.Args[1], 1) {
		return nil
	}
	outer, ok := list.T.(*ir.Class)
	if !ok {
		return nil
	}
	_, _, elem, ok := ir.RoomFields(outer)
	if !ok {
		return nil
	}
	if elem == ir.Str {
		return strPrefetchCall(w, list, a0.Var, index, r)
	}
	inner, ok := elem.(*ir.Class)
	if !ok {
		return nil
	}
	if _, _, _, ok := ir.RoomFields(inner); !ok {
		return nil
	}
	reads, work := false, false
	for _, item := range w.Body.Items[2:] {
		visit(item, func(n ir.Node) {
			switch n := n.(type) {
			case *ir.Call:
				if len(n.Args) == 2 && varOf(n.Args[0]) == list && varOf(n.Args[1]) == a0.Var &&
					strings.HasPrefix(n.Func.Name, "_list_item[") {
					reads = true
				} else if n.Func.Body != nil && holdsLoop(n.Func.Body) {
					work = true
				}
			case *ir.While, *ir.ImperativeFor:
				work = true
			}
		})
	}
	if !reads || !work {
		return nil
	}
	fn, err := r.RealizeFunc("_list_prefetch", []ir.Type{list.T, ir.Int})
	if err != nil {
		return nil
	}
	return &ir.Call{Func: fn, Args: []ir.Value{&ir.VarValue{Var: list}, &ir.VarValue{Var: index}}}
}

// holdsLoop reports whether n holds a loop.
func holdsLoop(n ir.Node) bool {
	found := false
	visit(n, func(n ir.Node) {
		switch n.(type) {
		case *ir.While, *ir.ImperativeFor:
			found = true
		}
	})
	return found
}

// visit calls fn on every node inside n, n included.
func visit(n ir.Node, fn func(ir.Node)) {
	analysis.Visit(n, func(n ir.Node) bool {
		fn(n)
		return true
	})
}

// cheapCall reports whether a call of the function named name is a few instructions: the
// item read and int or bool operations other than divisions. A loop over strs doing only such
// things (`total += len(w)`) is vectorized by LLVM, and the prefetch would stop that (a sum of
// the lengths of ASCII strs took twice as long); with other work in the loop (a division, a
// call), the prefetch's few instructions are lost in its latency.
func cheapCall(name string) bool {
	if strings.HasPrefix(name, "_list_item[") || strings.HasPrefix(name, "bool.") {
		return true
	}
	return strings.HasPrefix(name, "int.") && !strings.HasPrefix(name, "int.__mod__") &&
		!strings.HasPrefix(name, "int.__floordiv__") && !strings.HasPrefix(name, "int.__divmod__")
}

// strPrefetchCall returns the prefetch for a loop over the list of strs l that takes len() of
// its item (`len(_list_item(l, at))`, or of a variable assigned that item): a str not known to
// be ASCII is counted from its bytes, a cache miss where the list's strs lie scattered in
// memory (a sorted list), so the bytes of the str 16 items on are asked for now
// (`_list_prefetch_str(l, index)`, stdlib/list.py), that many misses overlapping. Only where
// the loop does other work (cheapCall). A loop that passes its item to a method of a
// dict[str, V] or set[str] (a lookup, which hashes the str from its first bytes, ASCII or
// not) gets `_list_prefetch_key(l, index)`, which asks for the bytes of the str 16 items on
// whatever its flag: dict_count's 200,000 words are strs made one by one, the counting loop's
// wait for each one's bytes was the longest stall of its lookup. Exact for the same reasons as
// the rows' prefetch: it reads only the list's length and array and prefetches.
func strPrefetchCall(w *ir.While, list, at, index *ir.Var, r Realizer) ir.Value {
	item := func(v ir.Value) bool {
		c, ok := v.(*ir.Call)
		return ok && len(c.Args) == 2 && varOf(c.Args[0]) == list && varOf(c.Args[1]) == at &&
			strings.HasPrefix(c.Func.Name, "_list_item[")
	}
	items := map[*ir.Var]bool{}
	for _, n := range w.Body.Items[2:] {
		if a, ok := n.(*ir.Assign); ok && item(a.Value) {
			items[a.Var] = true
		}
	}
	isItem := func(a ir.Value) bool {
		v := varOf(a)
		return item(a) || v != nil && items[v]
	}
	counts, keys, work := false, false, false
	for _, n := range w.Body.Items[2:] {
		visit(n, func(n ir.Node) {
			c, ok := n.(*ir.Call)
			if !ok {
				return
			}
			if c.Func.Name == "len[str]" && len(c.Args) == 1 {
				counts = counts || isItem(c.Args[0])
			} else if !cheapCall(c.Func.Name) {
				work = true
			}
			if strKeyed(c.Func.Name) && len(c.Args) > 1 {
				for _, a := range c.Args[1:] {
					keys = keys || isItem(a)
				}
			}
		})
	}
	helper := "_list_prefetch_str"
	if keys {
		helper = "_list_prefetch_key"
	} else if !counts || !work {
		return nil
	}
	fn, err := r.RealizeFunc(helper, []ir.Type{list.T, ir.Int})
	if err != nil {
		return nil
	}
	return &ir.Call{Func: fn, Args: []ir.Value{&ir.VarValue{Var: list}, &ir.VarValue{Var: index}}}
}

// strKeyed reports whether the function named name is a method of a dict with str keys or of
// a set of strs: given a str argument, it hashes it (a lookup or an insertion).
func strKeyed(name string) bool {
	return strings.HasPrefix(name, "dict[str,") || strings.HasPrefix(name, "set[str].")
}
