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
