// Objects made into the caller's fields: a function whose body stores a new object into a
// field of its first parameter as one of its top-level statements,
//
//	(setfield self k (flow (assign t (new C)) s... r))
//
// (raytrace's Ray.__init__: `self.direction = direction.normalized()`, a `new Vector` once
// retinto has made normalized's result the caller's) gets a copy f#field that takes that
// object as an extra last parameter, out, and assigns t from out instead of making it; and
// every construction `R(args)` whose init is such an f,
//
//	(flow (assign x (new R)) (call f x args) x)
//
// becomes
//
//	(flow (assign t (new C)) (assign x (new R)) (call f#field x args t) x)
//
// The object is then an allocation of the caller, stored into a field of its new R: the escape
// pass moves it into the frame where the R does not escape there (it follows objects through
// fields of objects of its function, with per-function summaries of what is stored into
// which parameter's fields). Made first, before the R, no variable of the caller reaching it
// is read between its allocation and the R's.
//
// Why it is exact. The statement is at the top level of f's body, so it runs at most once per
// call of f; t is read only inside the stored flow, so the object f made there is seen by
// nothing before that statement. In f#field the same statement runs at the same point on the
// caller's object instead: new, of the same class C, with every field zero as the New leaves
// it, and seen by nothing else before (the caller's t is read only as f#field's argument).
// Everything else f does happens in the same order, exceptions and tracebacks included (the
// copy keeps f's name and positions). Only the moment of the allocation moves, to before R's
// allocation and f's arguments, which nothing can observe (an allocation has no effect; where
// f returns or raises before the statement, the object is never referenced). As in retinto,
// C's fields must all be ints, floats, bools or bytes, so that an object kept in a frame keeps
// nothing else alive, and constructions whose object stays on the heap go back to f after the
// escape pass (revertHeapField).
package passes

import (
	"kiln/ir"
	"kiln/ir/analysis"
)

// FieldInto gives the functions that store a new object into their first parameter's field a
// copy that stores an object of the caller's, and makes the constructions calling them as
// their init call it.
func FieldInto(m *ir.Module, ctx *Context) bool {
	next := maxVarID(m) + 1
	copies := map[*ir.Func]*ir.Func{}
	var added []*ir.Func
	for _, f := range m.Funcs {
		i := fieldStmt(f)
		if i < 0 {
			continue
		}
		g, ok := cloneFunc(f, f.Name+"#field", &next)
		if !ok {
			continue
		}
		a := storedNew(g.Body.Items[i].(*ir.SetField).Value)
		out := &ir.Var{Name: "out", ID: next, T: a.Var.T}
		next++
		a.Value = &ir.VarValue{Var: out}
		g.Params = append(g.Params, out)
		g.FieldOf = f
		copies[f] = g
		added = append(added, g)
	}
	if len(added) == 0 {
		return false
	}
	m.Funcs = append(m.Funcs, added...)
	for _, h := range m.Funcs {
		if h.Body == nil {
			continue
		}
		changed := false
		rewriteFunc(h, func(v ir.Value) ir.Value {
			fl, ok := v.(*ir.FlowInstr)
			if !ok {
				return v
			}
			init := newInit(fl)
			if init == nil || copies[init.Func] == nil {
				return v
			}
			g := copies[init.Func]
			k := g.Params[len(g.Params)-1].T.(*ir.Class)
			t := &ir.Var{Name: "field", ID: next, T: k}
			next++
			h.Locals = append(h.Locals, t)
			args := append(append([]ir.Value(nil), init.Args...), &ir.VarValue{Var: t})
			s := &ir.Series{}
			s.Append(&ir.Assign{Var: t, Value: &ir.New{Class: k}}, fl.Flow.Items[0],
				&ir.Call{Func: g, Args: args, Pos: init.Pos})
			changed = true
			return &ir.FlowInstr{Flow: s, Result: fl.Result}
		})
		if changed {
			ctx.Changed(h)
		}
	}
	return true
}

// fieldStmt returns the index of the first top-level statement of f's body that stores a
// new object into a field of its first parameter, as the package comment describes, or -1.
func fieldStmt(f *ir.Func) int {
	if f.Kind != ir.Bodied || f.Body == nil || f.Generator || f.Elided != nil || f.IntoOf != nil ||
		f.FieldOf != nil || len(f.Params) == 0 {
		return -1
	}
	self := f.Params[0]
	if _, ok := self.T.(*ir.Class); !ok {
		return -1
	}
	uses := map[*ir.Var]int{}
	ok := analysis.Visit(f.Body, func(n ir.Node) bool {
		switch n := n.(type) {
		case *ir.VarValue:
			uses[n.Var]++
		case *ir.Assign:
			if n.Var == self {
				uses[self] = -1 << 30
			}
		case *ir.Yield:
			uses[self] = -1 << 30
		}
		return true
	})
	if !ok || uses[self] < 0 {
		return -1
	}
	for i, it := range f.Body.Items {
		sf, ok := it.(*ir.SetField)
		if !ok {
			continue
		}
		if o, ok := sf.Obj.(*ir.VarValue); !ok || o.Var != self {
			continue
		}
		a := storedNew(sf.Value)
		if a == nil {
			continue
		}
		// t is read only inside the stored flow.
		inside := 0
		analysis.Visit(sf.Value, func(x ir.Node) bool {
			if r, ok := x.(*ir.VarValue); ok && r.Var == a.Var {
				inside++
			}
			return true
		})
		if inside == uses[a.Var] {
			return i
		}
	}
	return -1
}

// storedNew returns the assignment `(assign t (new C))` (C with plain fields) opening the
// flow `(flow (assign t (new C)) s... t)` that v is or ends in (through the results of
// flows), or nil.
func storedNew(v ir.Value) *ir.Assign {
	for {
		fl, ok := v.(*ir.FlowInstr)
		if !ok {
			return nil
		}
		if fl.Flow != nil && len(fl.Flow.Items) > 0 {
			if a, ok := fl.Flow.Items[0].(*ir.Assign); ok && !a.Var.Global {
				n, isNew := a.Value.(*ir.New)
				r, isVar := fl.Result.(*ir.VarValue)
				if isNew && isVar && r.Var == a.Var && n.Class == a.Var.T && !n.Stack && n.Room == 0 &&
					plainFields(n.Class) {
					return a
				}
			}
		}
		v = fl.Result
	}
}

// revertHeapField turns the constructions calling an f#field whose object the escape pass
// left on the heap back into constructions calling f, and reports whether it changed h: the
// object only moved from the callee to the caller there. As with revertHeapInto, the stack
// sites' conditions counted on no variable or site that this drops: the reverted call's
// object is again the callee's, which is never one of the caller's.
func revertHeapField(h *ir.Func) bool {
	dropped := map[*ir.Var]bool{}
	rewriteFunc(h, func(v ir.Value) ir.Value {
		fl, ok := v.(*ir.FlowInstr)
		if !ok || fl.Flow == nil || len(fl.Flow.Items) != 3 {
			return v
		}
		a, ok := fl.Flow.Items[0].(*ir.Assign)
		c, isCall := fl.Flow.Items[2].(*ir.Call)
		if !ok || !isCall || c.Func.FieldOf == nil {
			return v
		}
		n, ok := a.Value.(*ir.New)
		if !ok || n.Stack {
			return v
		}
		dropped[a.Var] = true
		s := &ir.Series{}
		s.Append(fl.Flow.Items[1], &ir.Call{Func: c.Func.FieldOf, Args: c.Args[:len(c.Args)-1], Pos: c.Pos})
		return &ir.FlowInstr{Flow: s, Result: fl.Result}
	})
	if len(dropped) > 0 {
		locals := h.Locals[:0]
		for _, v := range h.Locals {
			if !dropped[v] {
				locals = append(locals, v)
			}
		}
		h.Locals = locals
	}
	return len(dropped) > 0
}
