// Base cases at the call site: a recursive call of a function whose body starts with
// `if c: return e` tests c itself and takes e without calling, when c and e only read the
// parameters and cannot raise or write anything.
package passes

import (
	"kiln/ir"
	"kiln/ir/analysis"
)

const (
	// baseMaxGuards bounds the leading `if c: return e` statements tested at a call site.
	baseMaxGuards = 4
	// baseMaxNodes bounds the IR nodes of those guards, copied at every recursive call.
	baseMaxNodes = 24
)

// baseGuard is one leading `if cond: return value` of a function.
type baseGuard struct {
	cond, value ir.Value
}

// BaseCase rewrites the recursive calls of a function f whose body starts with guards
// `if c1: return e1`, `if c2: return e2`, ... (c and e reading only f's parameters and
// constants, through functions without effects, analysis.NoEffect): the call `f(a, b)`
// becomes
//
//	(flow (assign p a) (assign q b)) c1[p, q] ? e1[p, q] : c2[p, q] ? e2[p, q] : f(p, q)
//
// The arguments are evaluated once, in order, where the call evaluated them; the call would
// have evaluated c1 first thing and returned e1 when it held, and so on, and those neither
// raise nor write, so nothing observable changes except that the call is not made (the
// stack is not exhausted by a call that returned at once). LLVM inlines a function into
// itself at no depth, so at the recursion's leaves, which are most of its calls (fib's
// fib(1)), the call and its frame were paid only to test c.
//
// The sums `return x + f(args)` that tailacc turns into loop iterations are left alone: the
// loop tests the guards at its top, without a call. So are the calls inside loops: there the
// recursion is usually a search, whose calls mostly end by the loop running out rather than
// at a guard (nqueens' `if row == n: return 1` holds only at solutions), and the test at
// every call measured slower (2%) than the calls it saved.
func BaseCase(m *ir.Module, ctx *Context) bool {
	changed := false
	next := maxVarID(m) + 1
	for _, f := range m.Funcs {
		if f.Kind != ir.Bodied || f.Generator || !f.Traced || f.Body == nil {
			continue
		}
		guards := baseGuards(f)
		if guards == nil {
			continue
		}
		skip := inLoops(f.Body)
		for _, s := range tailSites(m, f, ctx) {
			skip[s.call] = true
		}
		did := false
		rewriteFunc(f, func(v ir.Value) ir.Value {
			c, ok := v.(*ir.Call)
			if !ok || c.Func != f || skip[c] || len(c.Args) != len(f.Params) {
				return v
			}
			did = true
			return guardedCall(f, c, guards, &next)
		})
		if did {
			ctx.Changed(f)
			changed = true
		}
	}
	return changed
}

// inLoops returns the calls inside the loops of s.
func inLoops(s *ir.Series) map[*ir.Call]bool {
	calls := map[*ir.Call]bool{}
	analysis.Visit(s, func(n ir.Node) bool {
		var body ir.Node
		switch n := n.(type) {
		case *ir.While:
			body = n // the condition too
		case *ir.ImperativeFor:
			body = n.Body // not the bounds, evaluated once
		default:
			return true
		}
		analysis.Visit(body, func(n ir.Node) bool {
			if c, ok := n.(*ir.Call); ok {
				calls[c] = true
			}
			return true
		})
		return false
	})
	return calls
}

// baseGuards returns the leading `if c: return e` statements of f, or nil when it has none
// the pass can copy.
func baseGuards(f *ir.Func) []baseGuard {
	params := map[*ir.Var]bool{}
	for _, p := range f.Params {
		params[p] = true
	}
	var guards []baseGuard
	nodes := 0
	for _, n := range f.Body.Items {
		i, ok := n.(*ir.If)
		if !ok || i.Then == nil || len(i.Then.Items) != 1 || len(guards) == baseMaxGuards {
			break
		}
		r, ok := i.Then.Items[0].(*ir.Return)
		if !ok || r.Value == nil || r.Value.Type() != f.Ret || !paramExpr(i.Cond, params, &nodes) || !paramExpr(r.Value, params, &nodes) {
			break
		}
		guards = append(guards, baseGuard{i.Cond, r.Value})
		if i.Else != nil && len(i.Else.Items) > 0 {
			break // the rest of the body is the else branch
		}
	}
	if nodes > baseMaxNodes {
		return nil
	}
	return guards
}

// paramExpr reports whether v is built of constants, reads of params, calls of functions
// without effects and ternaries of those, counting its nodes into *nodes.
func paramExpr(v ir.Value, params map[*ir.Var]bool, nodes *int) bool {
	*nodes++
	switch v := v.(type) {
	case *ir.Const:
		return true
	case *ir.VarValue:
		return params[v.Var]
	case *ir.Call:
		if analysis.FuncEffect(v.Func) != analysis.NoEffect {
			return false
		}
		for _, a := range v.Args {
			if !paramExpr(a, params, nodes) {
				return false
			}
		}
		return true
	case *ir.Ternary: // `and`, `or`
		return paramExpr(v.Cond, params, nodes) && paramExpr(v.True, params, nodes) &&
			paramExpr(v.False, params, nodes)
	}
	return false
}

// guardedCall returns the call c of f with f's guards tested first (see BaseCase).
func guardedCall(f *ir.Func, c *ir.Call, guards []baseGuard, next *int) ir.Value {
	flow := &ir.Series{}
	cl := &cloner{vars: map[*ir.Var]*ir.Var{}, ok: true}
	args := make([]ir.Value, len(c.Args))
	for i, a := range c.Args {
		if k, ok := a.(*ir.Const); ok {
			args[i] = k
			continue
		}
		t := &ir.Var{Name: f.Params[i].Name + ".arg", ID: *next, T: f.Params[i].T}
		*next++
		f.Locals = append(f.Locals, t)
		flow.Append(&ir.Assign{Var: t, Value: a, Pos: c.Pos})
		cl.vars[f.Params[i]] = t
		args[i] = &ir.VarValue{Var: t}
	}
	// A parameter given a constant is read as a copy of that constant.
	with := func(v ir.Value) ir.Value {
		return rewrite(cl.value(v), func(x ir.Value) ir.Value {
			if r, ok := x.(*ir.VarValue); ok {
				for i, p := range f.Params {
					if r.Var == p {
						k := *args[i].(*ir.Const)
						return &k
					}
				}
			}
			return x
		}).(ir.Value)
	}
	var out ir.Value = &ir.Call{Func: f, Args: args, Pos: c.Pos}
	for i := len(guards) - 1; i >= 0; i-- {
		out = &ir.Ternary{Cond: with(guards[i].cond), True: with(guards[i].value), False: out}
	}
	if len(flow.Items) == 0 {
		return out
	}
	return &ir.FlowInstr{Flow: flow, Result: out}
}
