// Exceptions handed back to the allocator: marks the raises of an object made for the raise
// alone (ir.Throw.Fresh) and the except clauses whose exception no reference outlives
// (ir.Catch.Release). Where such a clause ends normally, codegen (codegen/exc.go) returns the
// exception to the allocation pool when a fresh raise made it, so a loop raising and catching
// allocates nothing new and never runs the collector for it. Part of the escape pass: it
// uses its capture summaries and its classes of variables.
package passes

import (
	"kiln/ir"
	"kiln/ir/analysis"
)

// markExcReuse sets Fresh and Release in f, analysed by fe, and f.ReleasesExc.
func (e *escapes) markExcReuse(f *ir.Func, fe *funcEscape) {
	if fe == nil || !fe.known || f.Generator || f.Body == nil {
		return
	}
	uses := occurrences(f.Body)
	if uses == nil {
		return
	}
	f.ReleasesExc = false
	analysis.Visit(f.Body, func(n ir.Node) bool {
		switch n := n.(type) {
		case *ir.Throw:
			n.Fresh = !n.Reraise && e.freshRaise(n.Value, uses)
		case *ir.TryCatch:
			for _, c := range n.Catches {
				c.Release = fe.clauseOwns(c, uses)
				f.ReleasesExc = f.ReleasesExc || c.Release
			}
		}
		return true
	})
	analysis.Visit(f.Body, func(n ir.Node) bool {
		if t, ok := n.(*ir.TryCatch); ok {
			framedRaises(t, uses)
		}
		return true
	})
}

// framedRaises puts in the frame the objects of the fresh raises in t's body (outside any try
// statement nested there) that one except clause of t certainly handles and that nothing
// reads there: the clause that the raised class is the first to match (the object's class is
// the New's, so the match is known), with no `as` name and its exception variable read
// nowhere (no bare raise). Such an object is read only by the dispatch's class tests and the
// machinery codegen adds: chaining it as the __context__ of an exception raised in the
// clause, kiln_handled around the clause's calls (a callee's bare raise). There codegen moves
// it to the heap first (a copy: nothing else refers to it, so the copy is it) and the clause
// goes on with the copy. A try with a finally is left alone.
func framedRaises(t *ir.TryCatch, uses map[*ir.Var]int) {
	if t.Finally != nil {
		return
	}
	analysis.Visit(t.Body, func(n ir.Node) bool {
		switch n := n.(type) {
		case *ir.TryCatch:
			return false
		case *ir.Throw:
			nw := n.FreshNew()
			if nw == nil {
				return true
			}
			c := handler(t, nw.Class)
			if c == nil || c.Var != nil || uses[c.Exc] != 0 {
				return true
			}
			nw.Stack, n.Fresh, n.Frame, c.Frame = true, false, true, true
		}
		return true
	})
}

// handler returns the clause of t that handles an exception of class k: the first whose
// classes k derives from, or nil.
func handler(t *ir.TryCatch, k *ir.Class) *ir.Catch {
	for _, c := range t.Catches {
		if len(c.Classes) == 0 {
			return c
		}
		for _, x := range c.Classes {
			for a := k; a != nil; a = a.Base {
				if a == x {
					return c
				}
			}
		}
	}
	return nil
}

// occurrences counts the reads and writes of each variable in n, or returns nil when n holds
// a node the walk does not know.
func occurrences(n ir.Node) map[*ir.Var]int {
	uses := map[*ir.Var]int{}
	ok := analysis.Visit(n, func(n ir.Node) bool {
		switch n := n.(type) {
		case *ir.VarValue:
			uses[n.Var]++
		case *ir.Assign:
			uses[n.Var]++
		}
		return true
	})
	if !ok {
		return nil
	}
	return uses
}

// freshRaise reports whether v, the value of a raise, is a new object nothing else refers to:
// `raise C(args)` as the lowering writes it, (flow (assign t (new C)) (call C.__init__ t
// args...) t), with t read nowhere else and an __init__ that keeps no reference to self.
func (e *escapes) freshRaise(v ir.Value, uses map[*ir.Var]int) bool {
	switch v := v.(type) {
	case *ir.New:
		return !v.Stack
	case *ir.FlowInstr:
		r, ok := v.Result.(*ir.VarValue)
		if !ok || v.Flow == nil || len(v.Flow.Items) == 0 || len(v.Flow.Items) > 2 {
			return false
		}
		t := r.Var
		a, ok := v.Flow.Items[0].(*ir.Assign)
		if !ok || a.Var != t {
			return false
		}
		if n, ok := a.Value.(*ir.New); !ok || n.Stack {
			return false
		}
		if len(v.Flow.Items) == 2 {
			c, ok := v.Flow.Items[1].(*ir.Call)
			if !ok || len(c.Args) == 0 || c.Func.Kind != ir.Bodied || e.capturesArg(c.Func, 0) {
				return false
			}
			if self, ok := c.Args[0].(*ir.VarValue); !ok || self.Var != t {
				return false
			}
		}
		return uses[t] == len(v.Flow.Items)+1 // the assignment, __init__'s self, the result
	}
	return false
}

// clauseOwns reports whether no reference to the exception c handles can outlive the clause:
// the variables it may flow into (the escape analysis's class of c.Exc) do not escape, occur
// only inside the clause, and each (but c.Exc, which the dispatch writes on entry) is written
// there before it is read: by a top-level assignment that is its first occurrence, or within
// one expression flow that assigns it first. What codegen alone sees (the clause's exception
// chained to one raised and caught inside it, or set as kiln_handled around a call) it checks
// itself.
func (fe *funcEscape) clauseOwns(c *ir.Catch, uses map[*ir.Var]int) bool {
	n, ok := fe.vars[c.Exc]
	if !ok {
		return c.Var == nil // the exception is never read
	}
	root := fe.find(n)
	if fe.esc[root] || fe.inContents(root) {
		return false
	}
	inClause := occurrences(c.Body)
	if inClause == nil {
		return false
	}
	for v, vn := range fe.vars {
		if fe.find(vn) != root {
			continue
		}
		if inClause[v] != uses[v] {
			return false
		}
		if v != c.Exc && !writtenFirst(c.Body, v) && !flowLocal(c.Body, v, inClause[v]) {
			return false
		}
	}
	return true
}

// writtenFirst reports whether the first item of body mentioning v is an assignment of v
// whose value does not read it.
func writtenFirst(body *ir.Series, v *ir.Var) bool {
	for _, it := range body.Items {
		if occurrences(it)[v] == 0 {
			continue
		}
		a, ok := it.(*ir.Assign)
		return ok && a.Var == v && occurrences(a.Value)[v] == 0
	}
	return false
}

// flowLocal reports whether all n occurrences of v in body are inside one expression flow
// whose first item assigns v from a value not reading it.
func flowLocal(body *ir.Series, v *ir.Var, n int) bool {
	found := false
	analysis.Visit(body, func(x ir.Node) bool {
		fl, ok := x.(*ir.FlowInstr)
		if !ok || found || fl.Flow == nil || len(fl.Flow.Items) == 0 {
			return !found
		}
		a, ok := fl.Flow.Items[0].(*ir.Assign)
		if ok && a.Var == v && occurrences(a.Value)[v] == 0 && occurrences(fl)[v] == n {
			found = true
			return false
		}
		return true
	})
	return found
}
