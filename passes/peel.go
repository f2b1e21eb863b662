// Loop peeling: the first iteration of a small straight-line while loop nested in another
// loop runs before it, as an if, so that LLVM sees the values that iteration starts from.
package passes

import (
	"kiln/ir"
	"kiln/ir/analysis"
)

// peelMaxNodes bounds the size of the loop bodies copied (IR nodes).
const peelMaxNodes = 40

// Peel rewrites, in user code, each innermost `while c: body` whose body is straight-line code (no branches,
// loops, break, continue, return or raise statements) and that is itself inside a loop as
//
//	if c:
//	    body
//	    while c:
//	        body
//
// which runs the same statements in the same order. The inner loops of such kernels usually
// start from a value just read or written by the enclosing loop (fannkuch's `j = k = perm[0]`
// then `t = perm[i]` with i = 0); in the peeled first iteration LLVM forwards that value and
// keeps the bounds checks of the loop's starting indices out of the loop, and loops that run
// zero or one times skip the loop's header. LLVM's own peeling only fires when a comparison
// becomes constant after the peeled iterations, which these loops do not have.
func Peel(m *ir.Module, ctx *Context) bool {
	changed := false
	for _, f := range m.Funcs {
		if f.Body == nil || f.Generator || !f.Traced {
			continue // the stdlib's loops are written for speed already
		}
		if peelSeries(f.Body, 0) {
			ctx.Changed(f)
			changed = true
		}
	}
	return changed
}

// peelSeries peels the loops of s; depth is the number of loops around s.
func peelSeries(s *ir.Series, depth int) bool {
	changed := false
	for i, n := range s.Items {
		switch n := n.(type) {
		case *ir.While:
			if depth > 0 && peelable(n) {
				c := &cloner{vars: map[*ir.Var]*ir.Var{}, ok: true} // same variables
				cond, body := c.value(n.Cond), c.series(n.Body)
				if !c.ok {
					continue
				}
				body.Items = append(body.Items, n)
				s.Items[i] = &ir.If{Cond: cond, Then: body, Else: &ir.Series{}, Pos: n.Pos}
				changed = true
				continue
			}
			changed = peelSeries(n.Body, depth+1) || changed
		case *ir.ImperativeFor:
			changed = peelSeries(n.Body, depth+1) || changed
		case *ir.If:
			changed = peelSeries(n.Then, depth) || changed
			if n.Else != nil {
				changed = peelSeries(n.Else, depth) || changed
			}
		case *ir.Series:
			changed = peelSeries(n, depth) || changed
		}
	}
	return changed
}

// peelable reports whether w is a small loop of straight-line statements whose condition
// and body hold only calls, variables, constants and assignments.
func peelable(w *ir.While) bool {
	if c, ok := w.Cond.(*ir.Const); ok && c.T == ir.Bool {
		return false // `while True` loops end by break
	}
	nodes, simple := 0, true
	check := func(n ir.Node) bool {
		nodes++
		switch n.(type) {
		case *ir.Call, *ir.VarValue, *ir.Const, *ir.Assign:
		default:
			simple = false
		}
		return simple
	}
	if !analysis.Visit(w.Cond, check) || !simple {
		return false
	}
	for _, n := range w.Body.Items {
		if !analysis.Visit(n, check) || !simple {
			return false
		}
	}
	return nodes <= peelMaxNodes
}
