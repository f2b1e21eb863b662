// Results into the caller's objects: a function whose every return hands back an object it
// has just made, `return C(args)` (or the result of another such function, `return
// self.scale(k)`), gets a copy f#into that takes the object to fill as an extra last
// parameter and returns nothing, and every direct call `f(args)` becomes
//
//	(flow (assign t (new C)) (call f#into args t) t)
//
// The object is then an allocation of the caller, which the escape pass moves into the frame
// when it does not escape there (raytrace's Vector arithmetic: `(a - b).dot(c)`), where
// before it was the callee's, escaping by its return.
//
// Why it is exact. In f, `return (flow (assign t (new C)) (call init t args) t)` makes a new
// object of class C with every field zero, runs init on it, and returns it; t is read nowhere
// else, so nothing but init and the return ever sees the object. In f#into the same init runs
// with the same arguments, evaluated in the same order, on the caller's new object of the
// same class C, also all zero and seen by nothing else before: the caller's t is read only
// as f#into's argument and as the call's result. The caller gets a new object, distinct from
// every other (`is`, id()), in the same state, and everything f did happens in the same
// order, exceptions and their tracebacks included (f#into keeps f's Python name and
// positions). Only the moment of the allocation moves, to before f's arguments are evaluated,
// which nothing can observe: an allocation has no effect (a call that raises leaves the
// object unreferenced). What f#into does with its last parameter is what f did with its
// object (init may keep it), which the escape pass reads from f#into's body as for any
// parameter. `return g(args)` of such a g becomes `(call g#into args out)`, the object g
// would have made and f returned being the one out already is; a return inside a flow
// (`return (flow s... r)`) runs s, then stores r.
//
// Only functions whose return type is the class of the object made (not a base class, so the
// caller allocates the right class) and without try are rewritten, and only direct calls:
// a virtual call may run an implementation that returns an object it did not just make.
// The class's fields must all be ints, floats, bools or bytes: in the caller's frame an
// object with references would keep what they reference alive until its site runs again or
// the function returns, which the callee's object did not (binary_trees' stretch tree, made by
// make_tree into a slot of main's frame, stayed live through the whole run: twice the
// marking, 70.7/111.0 -> 97.6/138.8 ms); this also leaves exceptions (`raise mk()`, whose
// fresh objects excreuse recognizes by their shape) alone. Calls whose object still stays on
// the heap go back to f after the escape pass (revertHeapInto).
package passes

import (
	"kiln/ir"
	"kiln/ir/analysis"
)

// RetInto gives the functions returning new objects a copy that fills an object of the
// caller's, and makes their direct calls call it.
func RetInto(m *ir.Module, ctx *Context) bool {
	banned := map[*ir.Func]bool{}
	next := maxVarID(m) + 1
	var cls map[*ir.Func]*ir.Class
	into := map[*ir.Func]*ir.Func{}
	for {
		cls = returnsNew(m, banned)
		into = map[*ir.Func]*ir.Func{}
		failed := false
		for _, f := range m.Funcs {
			if cls[f] == nil {
				continue
			}
			g, ok := cloneFunc(f, f.Name+"#into", &next)
			if !ok {
				banned[f] = true
				failed = true
				break
			}
			into[f] = g
		}
		if !failed {
			break
		}
	}
	if len(into) == 0 {
		return false
	}
	var added []*ir.Func
	for _, f := range m.Funcs {
		g := into[f]
		if g == nil {
			continue
		}
		out := &ir.Var{Name: "out", ID: next, T: cls[f]}
		next++
		g.Params = append(g.Params, out)
		g.Ret = ir.None
		g.IntoOf = f
		g.Body = fillReturns(g.Body, out, into)
		added = append(added, g)
	}
	m.Funcs = append(m.Funcs, added...)
	for _, h := range m.Funcs {
		if h.Body == nil {
			continue
		}
		rewriteFunc(h, func(v ir.Value) ir.Value {
			c, ok := v.(*ir.Call)
			if !ok || into[c.Func] == nil {
				return v
			}
			k := cls[c.Func]
			t := &ir.Var{Name: "into", ID: next, T: k}
			next++
			h.Locals = append(h.Locals, t)
			s := &ir.Series{}
			s.Append(&ir.Assign{Var: t, Value: &ir.New{Class: k}},
				&ir.Call{Func: into[c.Func], Args: append(append([]ir.Value(nil), c.Args...), &ir.VarValue{Var: t}), Pos: c.Pos})
			return &ir.FlowInstr{Flow: s, Result: &ir.VarValue{Var: t}}
		})
		ctx.Changed(h)
	}
	return true
}

// revertHeapInto turns the calls of f#into whose object the escape pass left on the heap
// back into calls of f, and reports whether it changed f: there the object only moved from
// the callee to the caller, and an allocation made before a deep recursion rather than after
// it measured slower. The objects that stay on the heap are those of classes that escape, or
// of sites run again while their previous object may live, so the stack sites' classes lose
// no variable or site that their conditions counted on: the reverted call's result is again
// the callee's object, which is never one of the caller's.
func revertHeapInto(f *ir.Func) bool {
	dropped := map[*ir.Var]bool{}
	rewriteFunc(f, func(v ir.Value) ir.Value {
		fl, ok := v.(*ir.FlowInstr)
		if !ok || fl.Flow == nil || len(fl.Flow.Items) != 2 {
			return v
		}
		a, ok := fl.Flow.Items[0].(*ir.Assign)
		c, isCall := fl.Flow.Items[1].(*ir.Call)
		if !ok || !isCall || c.Func.IntoOf == nil {
			return v
		}
		n, ok := a.Value.(*ir.New)
		if !ok || n.Stack {
			return v
		}
		dropped[a.Var] = true
		return &ir.Call{Func: c.Func.IntoOf, Args: c.Args[:len(c.Args)-1], Pos: c.Pos}
	})
	if len(dropped) > 0 {
		locals := f.Locals[:0]
		for _, v := range f.Locals {
			if !dropped[v] {
				locals = append(locals, v)
			}
		}
		f.Locals = locals
	}
	return len(dropped) > 0
}

// plainFields reports whether every field of c (its bases' included) is an int, float, bool
// or byte: an object of c references nothing.
func plainFields(c *ir.Class) bool {
	for _, f := range c.Fields {
		p, ok := f.T.(*ir.Prim)
		if !ok || p.Kind != ir.KInt && p.Kind != ir.KFloat && p.Kind != ir.KBool && p.Kind != ir.KByte {
			return false
		}
	}
	return true
}

// fillReturns replaces each `return v` among the statements of s (and of the ifs and loops
// in it) by the statements that make out what v would be, then a bare return.
func fillReturns(s *ir.Series, out *ir.Var, into map[*ir.Func]*ir.Func) *ir.Series {
	if s == nil {
		return nil
	}
	var items []ir.Node
	for _, it := range s.Items {
		switch n := it.(type) {
		case *ir.Return:
			items = append(items, fillOut(n.Value, out, into)...)
			items = append(items, &ir.Return{Pos: n.Pos})
			continue
		case *ir.If:
			n.Then = fillReturns(n.Then, out, into)
			n.Else = fillReturns(n.Else, out, into)
		case *ir.While:
			n.Body = fillReturns(n.Body, out, into)
		case *ir.ImperativeFor:
			n.Body = fillReturns(n.Body, out, into)
		case *ir.Series:
			it = fillReturns(n, out, into)
		}
		items = append(items, it)
	}
	s.Items = items
	return s
}

// fillOut returns the statements that make out what the return value v (one retClass
// accepted) would be.
func fillOut(v ir.Value, out *ir.Var, into map[*ir.Func]*ir.Func) []ir.Node {
	switch v := v.(type) {
	case *ir.FlowInstr:
		if init := newInit(v); init != nil {
			args := append([]ir.Value{&ir.VarValue{Var: out}}, init.Args[1:]...)
			return []ir.Node{&ir.Call{Func: init.Func, Args: args, Pos: init.Pos}}
		}
		return append(append([]ir.Node(nil), v.Flow.Items...), fillOut(v.Result, out, into)...)
	case *ir.Call:
		args := append(append([]ir.Value(nil), v.Args...), &ir.VarValue{Var: out})
		return []ir.Node{&ir.Call{Func: into[v.Func], Args: args, Pos: v.Pos}}
	}
	panic("retinto: a return value retClass did not accept")
}

// stmtReturns counts the returns among the statements of s and of the ifs and loops in it:
// those fillReturns reaches.
func stmtReturns(s *ir.Series) int {
	if s == nil {
		return 0
	}
	count := 0
	for _, it := range s.Items {
		switch n := it.(type) {
		case *ir.Return:
			count++
		case *ir.If:
			count += stmtReturns(n.Then) + stmtReturns(n.Else)
		case *ir.While:
			count += stmtReturns(n.Body)
		case *ir.ImperativeFor:
			count += stmtReturns(n.Body)
		case *ir.Series:
			count += stmtReturns(n)
		}
	}
	return count
}

// returnsNew returns the functions, none of them banned, whose every return hands back a new
// object, with its class: the least fixpoint, as `return g(...)` needs g in the set.
func returnsNew(m *ir.Module, banned map[*ir.Func]bool) map[*ir.Func]*ir.Class {
	cls := map[*ir.Func]*ir.Class{}
	for changed := true; changed; {
		changed = false
		for _, f := range m.Funcs {
			if cls[f] != nil || banned[f] {
				continue
			}
			if k := funcClass(f, cls); k != nil {
				cls[f] = k
				changed = true
			}
		}
	}
	return cls
}

// funcClass returns the class of the new object every return of f hands back, or nil.
func funcClass(f *ir.Func, cls map[*ir.Func]*ir.Class) *ir.Class {
	k, ok := f.Ret.(*ir.Class)
	if !ok || !plainFields(k) || f.Kind != ir.Bodied || f.Body == nil || f.Generator || f.Elided != nil {
		return nil
	}
	returns := 0
	uses := map[*ir.Var]int{}
	known := analysis.Visit(f.Body, func(n ir.Node) bool {
		switch n := n.(type) {
		case *ir.Return:
			returns++
			if n.Value == nil || retClass(n.Value, cls) != k {
				returns = -1 << 30
			}
		case *ir.VarValue:
			uses[n.Var]++
		case *ir.TryCatch, *ir.Yield:
			returns = -1 << 30
		}
		return true
	})
	if !known || returns <= 0 || stmtReturns(f.Body) != returns {
		return nil
	}
	// Each returned object's variable is read only by its init and the return.
	ok = true
	analysis.Visit(f.Body, func(n ir.Node) bool {
		if fl, isFlow := n.(*ir.FlowInstr); isFlow {
			if init := newInit(fl); init != nil && uses[fl.Result.(*ir.VarValue).Var] != 2 {
				ok = false
			}
		}
		return true
	})
	if !ok {
		return nil
	}
	return k
}

// retClass returns the class of the new object the return value v hands back: a new object
// and its init, a call of a function in cls, or a flow ending in one of these; nil otherwise.
func retClass(v ir.Value, cls map[*ir.Func]*ir.Class) *ir.Class {
	switch v := v.(type) {
	case *ir.FlowInstr:
		if init := newInit(v); init != nil {
			return init.Args[0].Type().(*ir.Class)
		}
		if v.Flow == nil {
			return nil
		}
		return retClass(v.Result, cls)
	case *ir.Call:
		return cls[v.Func]
	}
	return nil
}

// newInit returns the init call of the flow `(flow (assign t (new C)) (call init t args) t)`
// (t a local of class C, the call's first argument only), or nil for another flow. The
// caller checks that t is read nowhere else.
func newInit(v *ir.FlowInstr) *ir.Call {
	if v.Flow == nil || len(v.Flow.Items) != 2 {
		return nil
	}
	a, ok := v.Flow.Items[0].(*ir.Assign)
	if !ok || a.Var.Global {
		return nil
	}
	n, ok := a.Value.(*ir.New)
	if !ok || n.Class != a.Var.T || n.Stack || n.Room != 0 {
		return nil
	}
	init, ok := v.Flow.Items[1].(*ir.Call)
	if !ok || len(init.Args) == 0 || init.Type() != ir.None {
		return nil
	}
	if r, ok := init.Args[0].(*ir.VarValue); !ok || r.Var != a.Var {
		return nil
	}
	if r, ok := v.Result.(*ir.VarValue); !ok || r.Var != a.Var {
		return nil
	}
	return init
}
