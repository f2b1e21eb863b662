// Unrolling hints: a tiny straight-line while loop is marked for LLVM to unroll four times.
package passes

import (
	"strings"

	"kiln/ir"
	"kiln/ir/analysis"
)

// unrollCount is the number of copies of the body an unrolled loop runs per trip around it.
const unrollCount = 4

// unrollMaxNodes bounds the size of the loops marked (IR nodes of the condition and body): a
// store and an increment (11 nodes with the condition) fit; fannkuch's swap loop (25) does
// not, and measured no faster unrolled (bench/RESULTS.md, prim14).
const unrollMaxNodes = 16

// Unroll sets ir.While.Unroll on each innermost `while c: body` of user code whose condition
// and body are straight-line calls of the stdlib's functions (no branches, loops, break,
// continue, return, raise or calls of user functions) and hold at most unrollMaxNodes nodes.
// Codegen then tests c at the bottom of the loop as well as before it and asks LLVM to unroll
// the loop unrollCount times (llvm.loop.unroll.count). Such a loop's trip count is usually
// not computable cheaply (the sieve's `while j < limit: flags[j] = False; j += i` needs a
// division), so LLVM's own unroller leaves it alone on x86, and the loop then runs one store
// and one taken branch per iteration; unrolled, each copy keeps its exit test (the condition,
// evaluated after every body exactly as before), so the statements run in the same order and
// the same number of times: only the layout of the machine code changes.
func Unroll(m *ir.Module, ctx *Context) bool {
	changed := false
	for _, f := range m.Funcs {
		if f.Body == nil || f.Generator || !f.Traced {
			continue // the stdlib's loops are written for speed already
		}
		if unrollSeries(f.Body) {
			ctx.Changed(f)
			changed = true
		}
	}
	return changed
}

// unrollSeries marks the loops of s.
func unrollSeries(s *ir.Series) bool {
	changed := false
	for _, n := range s.Items {
		switch n := n.(type) {
		case *ir.While:
			if n.Unroll == 0 && unrollable(n) {
				n.Unroll = unrollCount
				changed = true
				continue
			}
			changed = unrollSeries(n.Body) || changed
		case *ir.ImperativeFor:
			changed = unrollSeries(n.Body) || changed
		case *ir.If:
			changed = unrollSeries(n.Then) || changed
			if n.Else != nil {
				changed = unrollSeries(n.Else) || changed
			}
		case *ir.Series:
			changed = unrollSeries(n) || changed
		case *ir.TryCatch:
			changed = unrollSeries(n.Body) || changed
		}
	}
	return changed
}

// unrollable reports whether w is a tiny loop whose condition and body hold only variables,
// constants, assignments and calls of straight-line stdlib functions: peelable's loops,
// smaller, with no user function called (its inlined body would be copied four times) and no
// stdlib function that loops or resumes a generator (an iterator's _has_next scanning a table:
// unrolling saves nothing there).
func unrollable(w *ir.While) bool {
	if c, ok := w.Cond.(*ir.Const); ok && c.T == ir.Bool {
		return false // `while True` loops end by break
	}
	nodes := 0
	ok := true
	var visit func(n ir.Node)
	visit = func(n ir.Node) {
		nodes++
		switch n := n.(type) {
		case *ir.Call:
			if n.Func.Traced || !straightLine(n.Func, 0) {
				ok = false
			}
			for _, a := range n.Args {
				visit(a)
			}
		case *ir.Assign:
			visit(n.Value)
		case *ir.VarValue, *ir.Const:
		default:
			ok = false
		}
	}
	visit(w.Cond)
	for _, n := range w.Body.Items {
		visit(n)
	}
	return ok && nodes <= unrollMaxNodes
}

// straightMaxDepth bounds the chain of calls straightLine follows.
const straightMaxDepth = 3

// straightLine reports whether f is an @llvm body that resumes no generator, a cold function or one that always raises
// (called out of line), or a Bodied stdlib function (not a generator) with no loop or try statement whose calls are
// straight-line too, depth calls down.
func straightLine(f *ir.Func, depth int) bool {
	switch {
	case f.Kind == ir.LLVM:
		// Inline LLVM, unless it resumes a generator (its _has_next runs the generator's
		// body: generators 170 ran 3x slower with its loops unrolled).
		return !strings.Contains(f.LLVM, "@llvm.coro.resume")
	case f.Cold:
		return true // kept out of line, on a rare path
	case f.Kind != ir.Bodied || f.Traced || f.Generator || f.Body == nil || depth >= straightMaxDepth:
		return false
	}
	for _, n := range f.Body.Items {
		if _, ok := n.(*ir.Throw); ok {
			return true // always raises (_raise): codegen's cold.go keeps it out of line
		}
	}
	ok := true
	analysis.Visit(f.Body, func(n ir.Node) bool {
		switch n := n.(type) {
		case *ir.While, *ir.ImperativeFor, *ir.TryCatch:
			ok = false
		case *ir.Call:
			if !straightLine(n.Func, depth+1) {
				ok = false
			}
		}
		return ok
	})
	return ok
}
