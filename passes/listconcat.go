// List concatenation: l1 + l2[a:b] + [x] + l3 allocates a list per slice, per literal and per
// +. A chain of two or more list + becomes one list of the total length, allocated once, into
// which each part is copied by stdlib helpers written in Python (stdlib/list.py): _lcat_bounds
// clamps a slice as slice.indices does, _lcat_copy, _lcat_copy_slice and _lcat_put copy. A
// single + is joined only when an operand is a slice or a display (l + [x], l[:i] + m).
package passes

import (
	"strings"

	"kiln/ir"
	"kiln/ir/analysis"
)

// ListConcat joins chains of list concatenations.
func ListConcat(m *ir.Module, ctx *Context) bool {
	if ctx.Realizer == nil {
		return false
	}
	changed := false
	made := map[*ir.FlowInstr]bool{} // the joined chains: no write to any existing list
	for _, f := range m.Funcs {
		if f.Body == nil {
			continue
		}
		// The operands of a chain are rewritten before the chain: only the outermost + of a
		// chain is joined.
		inner := map[*ir.Call]bool{}
		analysis.Visit(f.Body, func(n ir.Node) bool {
			if c, ok := n.(*ir.Call); ok && isListAdd(c) {
				for _, a := range c.Args {
					if ac, ok := a.(*ir.Call); ok && ac.Func == c.Func {
						inner[ac] = true
					}
				}
			}
			return true
		})
		rewriteFunc(f, func(v ir.Value) ir.Value {
			c, ok := v.(*ir.Call)
			if !ok || !isListAdd(c) || inner[c] {
				return v
			}
			parts := listParts(c, c.Func)
			if len(parts) < 3 && !hasTemporary(parts) {
				return v
			}
			for _, p := range parts[1:] {
				// The parts are read after all of them were evaluated: a later part must not
				// write to what an earlier one holds.
				if !noWrite(p, made) {
					return v
				}
			}
			if joined := joinLists(m, f, parts, c, ctx.Realizer); joined != nil {
				made[joined] = true
				changed = true
				return joined
			}
			return v
		})
	}
	return changed
}

// hasTemporary reports whether a part is a slice or a display: list + of two lists allocates
// once, but a slice or a display is a list of its own that the joined chain does without
// (l + [x], l[:i] + m).
func hasTemporary(parts []ir.Value) bool {
	for _, p := range parts {
		if _, _, _, ok := sliceOf(p); ok {
			return true
		}
		if _, ok := literalOf(p); ok {
			return true
		}
	}
	return false
}

// isListAdd reports whether c is list[T].__add__ of two list[T].
func isListAdd(c *ir.Call) bool {
	if len(c.Args) != 2 {
		return false
	}
	l, ok := c.Args[0].Type().(*ir.Class)
	return ok && strings.HasPrefix(l.Name, "list[") && c.Args[1].Type() == l && c.Func.Name == methodName(c, "__add__")
}

// listParts returns the operands of a tree of calls of add (list + is associative, and the
// operands are evaluated left to right either way).
func listParts(v ir.Value, add *ir.Func) []ir.Value {
	if c, ok := v.(*ir.Call); ok && c.Func == add {
		return append(listParts(c.Args[0], add), listParts(c.Args[1], add)...)
	}
	return []ir.Value{v}
}

// sliceOf matches l[a:b:c] with a slice made on the spot: the list, and the bounds as
// (value, given) pairs. A bound that is an Optional value (not a literal None or an int) does
// not match.
func sliceOf(v ir.Value) (l ir.Value, bounds [3]ir.Value, given [3]bool, ok bool) {
	c, isCall := v.(*ir.Call)
	if !isCall || len(c.Args) != 2 || c.Func.Name != methodName(c, "__getitem__") {
		return nil, bounds, given, false
	}
	fi, isFlow := c.Args[1].(*ir.FlowInstr)
	if !isFlow || len(fi.Flow.Items) != 2 {
		return nil, bounds, given, false
	}
	tmp, made := newObject(fi.Flow.Items[0], "slice")
	if !made || !readsVar(fi.Result, tmp) {
		return nil, bounds, given, false
	}
	init, isCall := fi.Flow.Items[1].(*ir.Call)
	if !isCall || init.Func.Name != "slice.__init__[slice,Optional[int],Optional[int],Optional[int]]" || !readsVar(init.Args[0], tmp) {
		return nil, bounds, given, false
	}
	for i, a := range init.Args[1:] {
		w, isWrap := a.(*ir.Wrap)
		if !isWrap {
			return nil, bounds, given, false
		}
		switch {
		case w.Value.Type() == ir.Int:
			bounds[i], given[i] = w.Value, true
		case isNoneConst(w.Value):
			bounds[i] = &ir.Const{T: ir.Int}
		default:
			return nil, bounds, given, false
		}
	}
	return c.Args[0], bounds, given, true
}

// literalOf matches a list display [e1, e2, ...] as the lowering builds it, and returns its
// elements.
func literalOf(v ir.Value) (elems []ir.Value, ok bool) {
	fi, isFlow := v.(*ir.FlowInstr)
	if !isFlow || len(fi.Flow.Items) < 2 {
		return nil, false
	}
	cls, _ := v.Type().(*ir.Class)
	if cls == nil || !strings.HasPrefix(cls.Name, "list[") {
		return nil, false
	}
	tmp, made := newObject(fi.Flow.Items[0], cls.Name)
	if !made || !readsVar(fi.Result, tmp) {
		return nil, false
	}
	for i, n := range fi.Flow.Items[1:] {
		c, isCall := n.(*ir.Call)
		if !isCall || len(c.Args) == 0 || !readsVar(c.Args[0], tmp) {
			return nil, false
		}
		switch {
		case i == 0 && c.Func.Name == cls.Name+".__init__["+cls.Name+"]":
		case i == 1 && c.Func.Name == cls.Name+"._reserve["+cls.Name+",int]":
			if _, isConst := c.Args[1].(*ir.Const); !isConst {
				return nil, false
			}
		case i > 0 && len(c.Args) == 2 && c.Func.Name == methodName(c, "append"):
			elems = append(elems, c.Args[1])
		default:
			return nil, false
		}
	}
	return elems, true
}

// newObject matches (assign tmp (new C)) for the class named cls, and returns tmp.
func newObject(n ir.Node, cls string) (*ir.Var, bool) {
	a, ok := n.(*ir.Assign)
	if !ok {
		return nil, false
	}
	nw, ok := a.Value.(*ir.New)
	if !ok || nw.Class.Name != cls {
		return nil, false
	}
	return a.Var, true
}

func readsVar(v ir.Value, x *ir.Var) bool {
	r, ok := v.(*ir.VarValue)
	return ok && r.Var == x
}

func isNoneConst(v ir.Value) bool {
	c, ok := v.(*ir.Const)
	return ok && c.T == ir.None
}

// noWrite reports whether evaluating v writes nothing that existed before (it may raise, and
// allocate): primitive operations, list + and slicing, list displays and joined chains.
func noWrite(v ir.Value, made map[*ir.FlowInstr]bool) bool {
	if analysis.Effects(v) != analysis.Unknown {
		return true
	}
	switch v := v.(type) {
	case *ir.Call:
		if l, bounds, given, ok := sliceOf(v); ok {
			if !noWrite(l, made) {
				return false
			}
			for i, b := range bounds {
				if given[i] && !noWrite(b, made) {
					return false
				}
			}
			return true
		}
		if isListAdd(v) || isListIndex(v) || isListSlice(v) {
			return noWrite(v.Args[0], made) && noWrite(v.Args[1], made)
		}
	case *ir.FlowInstr:
		if made[v] {
			return true
		}
		if elems, ok := literalOf(v); ok {
			for _, e := range elems {
				if !noWrite(e, made) {
					return false
				}
			}
			return true
		}
	}
	return false
}

// isListSlice reports whether c is l[s] of a list and a slice object (slice.indices writes
// nothing).
func isListSlice(c *ir.Call) bool {
	if len(c.Args) != 2 {
		return false
	}
	l, ok := c.Args[0].Type().(*ir.Class)
	s, ok2 := c.Args[1].Type().(*ir.Class)
	return ok && ok2 && strings.HasPrefix(l.Name, "list[") && s.Name == "slice" && c.Func.Name == methodName(c, "__getitem__")
}

// isListIndex reports whether c is l[i] of a list.
func isListIndex(c *ir.Call) bool {
	if len(c.Args) != 2 || c.Args[1].Type() != ir.Int {
		return false
	}
	l, ok := c.Args[0].Type().(*ir.Class)
	return ok && strings.HasPrefix(l.Name, "list[") && c.Func.Name == methodName(c, "__getitem__")
}

// joinLists builds the joined chain: each part is evaluated in order into temporaries (a
// slice's bounds are clamped right after its operands, where list.__getitem__ would have
// raised for a zero step), then the result is allocated with the total length and filled.
func joinLists(m *ir.Module, f *ir.Func, parts []ir.Value, at *ir.Call, r Realizer) *ir.FlowInstr {
	lt := at.Type().(*ir.Class)
	elem := lt.Fields[0].T.(*ir.Pointer).Elem
	// The result's class, asked of the checker by name: list[T].
	rt, err := r.RealizeType("list", []ir.Type{elem})
	if err != nil || rt != ir.Type(lt) {
		return nil
	}
	realize := func(name string, args ...ir.Type) *ir.Func {
		if err != nil {
			return nil
		}
		var fn *ir.Func
		fn, err = r.RealizeFunc(name, args)
		return fn
	}
	boundsFn := realize("_lcat_bounds", lt, ir.Int, ir.Bool, ir.Int, ir.Bool, ir.Int, ir.Bool)
	copyFn := realize("_lcat_copy", lt, lt)
	copySliceFn := realize("_lcat_copy_slice", lt, lt, ir.Int, ir.Int, ir.Int)
	putFn := realize("_lcat_put", lt, elem)
	addFn, err2 := r.RealizeMethod(ir.Int, "__add__", []ir.Type{ir.Int})
	initFn, err3 := r.RealizeMethod(lt, "__init__", nil)
	reserveFn, err4 := r.RealizeMethod(lt, "_reserve", []ir.Type{ir.Int})
	if err != nil || err2 != nil || err3 != nil || err4 != nil {
		return nil
	}
	lenField := -1
	for i, fd := range lt.Fields {
		if fd.Name == "_len" {
			lenField = i
		}
	}
	if lenField < 0 {
		return nil
	}
	next := maxVarID(m)
	temp := func(name string, t ir.Type) *ir.Var {
		next++
		v := &ir.Var{Name: name, ID: next, T: t}
		f.Locals = append(f.Locals, v)
		return v
	}
	read := func(v *ir.Var) ir.Value { return &ir.VarValue{Var: v} }
	flow := &ir.Series{}
	var fills []ir.Node
	var total ir.Value
	addLen := func(n ir.Value) {
		if total == nil {
			total = n
		} else {
			total = &ir.Call{Func: addFn, Args: []ir.Value{total, n}, Pos: at.Pos}
		}
	}
	res := temp("cat", lt)
	for _, p := range parts {
		if l, bounds, given, ok := sliceOf(p); ok {
			tl := temp("part", lt)
			tb := temp("bounds", boundsFn.Ret)
			args := []ir.Value{read(tl)}
			for i := range bounds {
				args = append(args, bounds[i], &ir.Const{T: ir.Bool, Bool: given[i]})
			}
			flow.Append(&ir.Assign{Var: tl, Value: l},
				&ir.Assign{Var: tb, Value: &ir.Call{Func: boundsFn, Args: args, Pos: p.(*ir.Call).Pos}})
			addLen(&ir.Extract{Value: read(tb), Index: 2})
			fills = append(fills, &ir.Call{Func: copySliceFn, Args: []ir.Value{read(res), read(tl),
				&ir.Extract{Value: read(tb), Index: 0}, &ir.Extract{Value: read(tb), Index: 1},
				&ir.Extract{Value: read(tb), Index: 2}}, Pos: at.Pos})
			continue
		}
		if elems, ok := literalOf(p); ok {
			for _, e := range elems {
				arg := e
				if _, isConst := e.(*ir.Const); !isConst {
					te := temp("item", elem)
					flow.Append(&ir.Assign{Var: te, Value: e})
					arg = read(te)
				}
				fills = append(fills, &ir.Call{Func: putFn, Args: []ir.Value{read(res), arg}, Pos: at.Pos})
			}
			addLen(&ir.Const{T: ir.Int, Int: int64(len(elems))})
			continue
		}
		tp := temp("part", lt)
		flow.Append(&ir.Assign{Var: tp, Value: p})
		addLen(&ir.Extract{Value: read(tp), Index: lenField})
		fills = append(fills, &ir.Call{Func: copyFn, Args: []ir.Value{read(res), read(tp)}, Pos: at.Pos})
	}
	flow.Append(&ir.Assign{Var: res, Value: &ir.New{Class: lt}},
		&ir.Call{Func: initFn, Args: []ir.Value{read(res)}, Pos: at.Pos},
		&ir.Call{Func: reserveFn, Args: []ir.Value{read(res), total}, Pos: at.Pos})
	flow.Append(fills...)
	return &ir.FlowInstr{Flow: flow, Result: read(res)}
}
