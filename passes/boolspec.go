// Conditions over list items without a branch per item: the condition of an if or while
// statement that is an and/or/not of list items, local bools and int or float comparisons of
// them with locals and constants (`not cols[c] and not diag1[d1] and not diag2[d2]`) is
// evaluated lazily, a branch per operand, and each of those branches on an item's value is as
// unpredictable as the data. When every index is in its list's range the operands cannot raise
// and have no effect, so they may all be evaluated and combined with `&` and `|`:
//
//	if a[i] and not b[j]:   ->   if unpredictable (a[i] & not b[j]) if _below(i, len(a)) and _below(j, len(b)) else (a[i] and not b[j]):
//
// The test of the ranges is predictable; the eager form reads the items with `_list_item`
// (stdlib/list.py, no bounds check), moves the negations to its root (`not a and not b` is
// `not (a | b)`), and the statement is marked Unpredictable: codegen's !unpredictable keeps
// LLVM's instruction selection from splitting `a | b` back into a branch per item. When an
// index is negative or out of range, the original condition runs as before: the same items in
// the same order, the same IndexError at the same operand. The values are the same either way,
// as an and/or of bools is their & and |. LLVM does not do this itself: a list item is safe to
// load only behind its bounds check, which is a branch to a raise.
package passes

import (
	"strings"

	"kiln/ir"
	"kiln/ir/analysis"
)

// maxSpecLeaves bounds the operands of a condition evaluated eagerly: each one is evaluated
// even when an earlier one decides the condition.
const maxSpecLeaves = 6

// BoolSpec evaluates conditions over list items eagerly when their indices are in range.
func BoolSpec(m *ir.Module, ctx *Context) bool {
	if ctx.Realizer == nil {
		return false
	}
	changed := false
	for _, f := range m.Funcs {
		if f.Body == nil {
			continue
		}
		locals := map[*ir.Var]bool{}
		for _, v := range f.Params {
			locals[v] = true
		}
		for _, v := range f.Locals {
			locals[v] = true
		}
		s := &specer{r: ctx.Realizer, locals: locals}
		analysis.Visit(f.Body, func(n ir.Node) bool {
			switch n := n.(type) {
			case *ir.If:
				if e := s.spec(n.Cond); e != nil {
					n.Cond, n.Unpredictable = e, true
					changed = true
				}
			case *ir.While:
				if e := s.spec(n.Cond); e != nil {
					n.Cond, n.Unpredictable = e, true
					changed = true
				}
			}
			return true
		})
	}
	return changed
}

// spec returns the condition of an if or while statement evaluated eagerly when its indices are
// in range, or nil when it does not qualify: a condition over at least two list items, of at
// most maxSpecLeaves operands.
func (s *specer) spec(c ir.Value) ir.Value {
	t, ok := c.(*ir.Ternary)
	if !ok || t.Type() != ir.Bool {
		return nil
	}
	var loads []*ir.Call
	if leaves, ok := s.cond(t, &loads); !ok || leaves > maxSpecLeaves || len(loads) < 2 {
		return nil
	}
	return s.build(t)
}

// specer checks and rewrites the conditions of one function.
type specer struct {
	r      Realizer
	locals map[*ir.Var]bool // the function's parameters and locals (not globals)
}

// cond reports whether v is a bool condition every operand of which may be evaluated eagerly
// once its list indices are in range, and counts its operands; the list loads are appended to
// loads.
func (s *specer) cond(v ir.Value, loads *[]*ir.Call) (int, bool) {
	if v.Type() != ir.Bool {
		return 0, false
	}
	if t, ok := v.(*ir.Ternary); ok {
		switch {
		case isBoolConst(t.True, false) && isBoolConst(t.False, true): // not a
			return s.cond(t.Cond, loads)
		case isBoolConst(t.False, false): // a and b
			return s.pair(t.Cond, t.True, loads)
		case isBoolConst(t.True, true): // a or b
			return s.pair(t.Cond, t.False, loads)
		}
		return 0, false
	}
	if c, ok := v.(*ir.Call); ok && len(c.Args) == 2 && isComparison(c.Func.Name) {
		if !s.operand(c.Args[0], loads) || !s.operand(c.Args[1], loads) {
			return 0, false
		}
		return 1, true
	}
	return 1, s.operand(v, loads)
}

// pair checks the two operands of an and/or.
func (s *specer) pair(a, b ir.Value, loads *[]*ir.Call) (int, bool) {
	n, ok := s.cond(a, loads)
	if !ok {
		return 0, false
	}
	m, ok := s.cond(b, loads)
	return n + m, ok
}

// operand reports whether v is a constant, a local, or an item of a local list at a local or
// constant index (then appended to loads): values whose evaluation has no effect and, for the
// item, raises only when the index is out of range.
func (s *specer) operand(v ir.Value, loads *[]*ir.Call) bool {
	switch v := v.(type) {
	case *ir.Const:
		return true
	case *ir.VarValue:
		return s.locals[v.Var]
	case *ir.Call:
		if listOf(v) == nil || !s.simple(v.Args[0]) || !s.simple(v.Args[1]) {
			return false
		}
		if _, ok := v.Args[0].(*ir.VarValue); !ok {
			return false
		}
		*loads = append(*loads, v)
		return true
	}
	return false
}

// simple reports whether v is a constant or a local.
func (s *specer) simple(v ir.Value) bool {
	switch v := v.(type) {
	case *ir.Const:
		return true
	case *ir.VarValue:
		return s.locals[v.Var]
	}
	return false
}

// listOf returns the list class of c when c is `l[i]` of an int index, else nil.
func listOf(c *ir.Call) *ir.Class {
	if len(c.Args) != 2 || c.Args[1].Type() != ir.Int {
		return nil
	}
	lt, ok := c.Args[0].Type().(*ir.Class)
	if !ok || !strings.HasPrefix(lt.Name, "list[") || c.Func.Name != lt.Name+".__getitem__["+lt.Name+",int]" {
		return nil
	}
	return lt
}

// isComparison reports whether name is an int or float comparison, which has no effect and
// cannot raise.
func isComparison(name string) bool {
	for _, t := range []string{"int", "float"} {
		for _, op := range []string{"lt", "le", "gt", "ge", "eq", "ne"} {
			if name == t+".__"+op+"__["+t+","+t+"]" {
				return true
			}
		}
	}
	return false
}

func isBoolConst(v ir.Value, b bool) bool {
	c, ok := v.(*ir.Const)
	return ok && c.T == ir.Bool && c.Bool == b
}

// build returns `eager if inRange else t` for the condition t, or nil when a helper cannot be
// realized. (The If or While it is the condition of is Unpredictable: the eager value is one
// test of the items' combination, which LLVM would otherwise split into a branch per item.)
func (s *specer) build(t *ir.Ternary) ir.Value {
	and, err1 := s.r.RealizeMethod(ir.Bool, "__and__", []ir.Type{ir.Bool})
	or, err2 := s.r.RealizeMethod(ir.Bool, "__or__", []ir.Type{ir.Bool})
	below, err3 := s.r.RealizeFunc("_below", []ir.Type{ir.Int, ir.Int})
	if err1 != nil || err2 != nil || err3 != nil {
		return nil
	}
	var loads []*ir.Call
	s.cond(t, &loads)
	items := map[*ir.Call]*ir.Func{}
	var guard ir.Value
	for _, l := range loads {
		lt := listOf(l)
		item, err := s.r.RealizeFunc("_list_item", []ir.Type{lt, ir.Int})
		lenField := fieldIndex(lt, "_len")
		if err != nil || item.Ret != l.Type() || lenField < 0 {
			return nil
		}
		items[l] = item
		n := &ir.Extract{Value: copySimple(l.Args[0]), Index: lenField}
		in := &ir.Call{Func: below, Args: []ir.Value{copySimple(l.Args[1]), n}, Pos: l.Pos}
		// A lazy and: the range tests are predictable branches, and each one then dominates
		// the statement's body, where LLVM drops the bounds checks of the same indices
		// (nqueens' stores); a single test of their & measured 2-3% slower.
		if guard == nil {
			guard = in
		} else {
			guard = &ir.Ternary{Cond: guard, True: in, False: &ir.Const{T: ir.Bool, Bool: false}}
		}
	}
	// eager returns the eager form of v, or of `not v` when neg: the negations are moved to
	// the root (`not a and not b` is `not (a | b)`), so that the loaded items are combined by
	// `|` and `&` themselves, which LLVM keeps as such; a combination of their negations it
	// would branch on one by one again.
	var eager func(v ir.Value) (e ir.Value, neg bool)
	not := func(v ir.Value) ir.Value {
		return &ir.Ternary{Cond: v, True: &ir.Const{T: ir.Bool, Bool: false}, False: &ir.Const{T: ir.Bool, Bool: true}}
	}
	eager = func(v ir.Value) (ir.Value, bool) {
		switch v := v.(type) {
		case *ir.Ternary:
			if isBoolConst(v.True, false) && isBoolConst(v.False, true) {
				e, neg := eager(v.Cond)
				return e, !neg
			}
			a, na := eager(v.Cond)
			var b ir.Value
			var nb bool
			op, dual := and, or
			if isBoolConst(v.False, false) {
				b, nb = eager(v.True)
			} else {
				b, nb = eager(v.False)
				op, dual = or, and
			}
			switch {
			case na && nb: // not a op not b == not (a dual b)
				return &ir.Call{Func: dual, Args: []ir.Value{a, b}}, true
			case na:
				a = not(a)
			case nb:
				b = not(b)
			}
			return &ir.Call{Func: op, Args: []ir.Value{a, b}}, false
		case *ir.Call:
			if item := items[v]; item != nil {
				return &ir.Call{Func: item, Args: []ir.Value{copySimple(v.Args[0]), copySimple(v.Args[1])}, Pos: v.Pos}, false
			}
			a, _ := eager(v.Args[0])
			b, _ := eager(v.Args[1])
			return &ir.Call{Func: v.Func, Args: []ir.Value{a, b}, Pos: v.Pos}, false
		}
		return copySimple(v), false
	}
	e, neg := eager(t)
	if neg {
		e = not(e)
	}
	return &ir.Ternary{Cond: guard, True: e, False: t}
}

// fieldIndex returns the index of c's field name, or -1.
func fieldIndex(c *ir.Class, name string) int {
	for i, fd := range c.Fields {
		if fd.Name == name {
			return i
		}
	}
	return -1
}

// copySimple copies a constant or a variable read, for a rewrite that reads it again (boolspec's
// eager form, rangever's guard, jam's loop bounds).
func copySimple(v ir.Value) ir.Value {
	switch v := v.(type) {
	case *ir.Const:
		c := *v
		return &c
	case *ir.VarValue:
		return &ir.VarValue{Var: v.Var}
	}
	panic("passes: copySimple of a value that is neither a constant nor a variable")
}
