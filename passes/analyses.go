// Analysis caching: the analyses of a function (use-def counts, the CFG, dominators) are
// computed on first request and kept in the Context until a pass says it changed the
// function, so that passes that change nothing (most of them, on most rounds of a group) do
// not make the next pass compute them again.
package passes

import (
	"kiln/ir"
	"kiln/ir/analysis"
)

// funcAnalyses are the cached analyses of one function; nil until asked for.
type funcAnalyses struct {
	uses *analysis.UseDef
	cfg  *analysis.CFG
	dom  *analysis.Dominators
}

// Uses returns the use-def counts of f, from the cache when f has not changed since. The
// result is shared: a pass must not modify it (or must call Changed(f) first).
func (ctx *Context) Uses(f *ir.Func) *analysis.UseDef {
	a := ctx.analyses(f)
	if a.uses == nil {
		a.uses = analysis.CountUses(f)
		ctx.computed("uses")
	}
	return a.uses
}

// CFG returns the control-flow graph of f, from the cache when f has not changed since.
func (ctx *Context) CFG(f *ir.Func) *analysis.CFG {
	a := ctx.analyses(f)
	if a.cfg == nil {
		a.cfg = analysis.BuildCFG(f)
		ctx.computed("cfg")
	}
	return a.cfg
}

// Dominators returns the dominators of f's CFG, from the cache when f has not changed since.
func (ctx *Context) Dominators(f *ir.Func) *analysis.Dominators {
	g := ctx.CFG(f)
	a := ctx.analyses(f)
	if a.dom == nil {
		a.dom = analysis.Dominate(g)
		ctx.computed("dominators")
	}
	return a.dom
}

// Changed says that the running pass changed f: its cached analyses are dropped now, so
// that a later request (by this pass too) recomputes them. A pass that calls Changed must
// call it for every function it changes; a pass that reports a change without calling it
// makes the manager drop every cached analysis.
func (ctx *Context) Changed(f *ir.Func) {
	delete(ctx.cache, f)
	ctx.reported = true
}

// Computed returns how many times the analysis kind ("uses", "cfg", "dominators") was
// computed rather than served from the cache.
func (ctx *Context) Computed(kind string) int { return ctx.counts[kind] }

func (ctx *Context) analyses(f *ir.Func) *funcAnalyses {
	if ctx.cache == nil {
		ctx.cache = map[*ir.Func]*funcAnalyses{}
	}
	a := ctx.cache[f]
	if a == nil {
		a = &funcAnalyses{}
		ctx.cache[f] = a
	}
	return a
}

func (ctx *Context) computed(kind string) {
	if ctx.counts == nil {
		ctx.counts = map[string]int{}
	}
	ctx.counts[kind]++
}

// afterPass is the manager's bookkeeping once a pass has run: a change it reported without
// naming the functions drops the whole cache.
func (ctx *Context) afterPass(changed bool) {
	if changed && !ctx.reported {
		ctx.cache = nil
	}
	ctx.reported = false
}
