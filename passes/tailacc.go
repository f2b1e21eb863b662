// Accumulator recursion: `return x + f(...)` in an int function f becomes a loop that adds x
// to an accumulator and goes round again with f's new arguments (docs/ir.md has the argument
// that it raises OverflowError exactly when the recursion did).
package passes

import (
	"kiln/ir"
	"kiln/ir/analysis"
	"kiln/syntax"
)

// tailSite is a `return x + f(args)` (or `return f(args) + x` with x a constant or local).
type tailSite struct {
	ret  *ir.Return
	add  *ir.Call // the int.__add__ call
	term ir.Value // x, evaluated before the arguments
	call *ir.Call // the call of f
}

// TailAcc turns the tail sums of self-recursive int functions into an accumulator loop:
//
//	acc = 0; count = 0
//	while True:
//	    body, where `return e` is `return acc + e`, and `return x + f(a, b)` is
//	        term = x; p1, p2 = a, b
//	        if _tailacc_fits(acc, term, count): acc += term; count += 1; params = p1, p2; continue
//	        else: return f#tail(acc, term, p1, p2)   # acc + (term + f(p1, p2)), out of line
//
// The loop takes a term only when it and every term before it are non-negative and their
// sum is in range, and at most 64 times per call; otherwise it makes the recursive call.
//
// When termsNonNeg proves every term non-negative, the loop does not test their sign
// (_tailacc_fits_nonneg).
func TailAcc(m *ir.Module, ctx *Context) bool {
	if ctx.Realizer == nil {
		return false
	}
	changed := false
	next := maxVarID(m) + 1
	for _, f := range append([]*ir.Func(nil), m.Funcs...) {
		sites := tailSites(m, f, ctx)
		if sites == nil {
			continue
		}
		nonneg := termsNonNeg(f, sites)
		name := "_tailacc_fits"
		if nonneg {
			name = "_tailacc_fits_nonneg"
		}
		fits, err := ctx.Realizer.RealizeFunc(name, []ir.Type{ir.Int, ir.Int, ir.Int})
		if err != nil {
			return changed
		}
		next = max(next, maxVarID(m)+1)
		newVar := func(name string, t ir.Type) *ir.Var {
			v := &ir.Var{Name: name, ID: next, T: t}
			next++
			f.Locals = append(f.Locals, v)
			return v
		}
		slow := recurseFunc(f, sites[0], &next)
		m.Funcs = append(m.Funcs, slow)
		accumulate(f, sites, fits, slow, newVar)
		ctx.Changed(f)
		changed = true
	}
	return changed
}

// tailSites returns the tail sums of f, or nil when f is not a function the pass can loop:
// a plain int function without exception handlers whose body cannot run off its end.
func tailSites(m *ir.Module, f *ir.Func, ctx *Context) []tailSite {
	if f.Kind != ir.Bodied || f.Generator || f.Ret != ir.Int || f.Body == nil || !endsFlow(f.Body) {
		return nil
	}
	if !ctx.Uses(f).Known {
		return nil
	}
	handlers := false
	known := analysis.Visit(f.Body, func(n ir.Node) bool {
		switch n.(type) {
		case *ir.TryCatch, *ir.Yield:
			handlers = true
		}
		return true
	})
	if !known || handlers {
		return nil
	}
	var sites []tailSite
	var walk func(s *ir.Series)
	walk = func(s *ir.Series) {
		for _, n := range s.Items {
			switch n := n.(type) {
			case *ir.If:
				walk(n.Then)
				walk(n.Else)
			case *ir.Return:
				if site, ok := tailSum(f, n); ok {
					sites = append(sites, site)
				}
			}
		}
	}
	walk(f.Body)
	// The frames of the calls the loop replaces are recorded at one line (ir.Func.Elided).
	for _, s := range sites[min(1, len(sites)):] {
		if line(m, s.call.Pos) != line(m, sites[0].call.Pos) {
			return nil
		}
	}
	return sites
}

// line is the line of pos, or pos itself in a module without a file set (built by hand).
func line(m *ir.Module, pos syntax.Pos) int {
	if m.Fset == nil {
		return int(pos)
	}
	return m.Fset.Position(pos).Line
}

// tailSum matches `return x + f(args)`, and `return f(args) + x` where x is a constant or a
// local, which the call cannot change, so that it may be evaluated first.
func tailSum(f *ir.Func, r *ir.Return) (tailSite, bool) {
	add, ok := r.Value.(*ir.Call)
	if !ok || add.Func.Name != "int.__add__[int,int]" || len(add.Args) != 2 {
		return tailSite{}, false
	}
	self := func(v ir.Value) *ir.Call {
		if c, ok := v.(*ir.Call); ok && c.Func == f {
			return c
		}
		return nil
	}
	if c := self(add.Args[1]); c != nil {
		return tailSite{r, add, add.Args[0], c}, true
	}
	if c := self(add.Args[0]); c != nil {
		switch x := add.Args[1].(type) {
		case *ir.Const:
			return tailSite{r, add, x, c}, true
		case *ir.VarValue:
			if !x.Var.Global {
				return tailSite{r, add, x, c}, true
			}
		}
	}
	return tailSite{}, false
}

// endsFlow reports whether s cannot run off its end: its last node returns or raises, or is
// an if whose branches both end so.
func endsFlow(s *ir.Series) bool {
	if len(s.Items) == 0 {
		return false
	}
	switch n := s.Items[len(s.Items)-1].(type) {
	case *ir.Return, *ir.Throw:
		return true
	case *ir.If:
		return n.Else != nil && endsFlow(n.Then) && endsFlow(n.Else)
	}
	return false
}

// accumulate rewrites f (see TailAcc).
func accumulate(f *ir.Func, sites []tailSite, fits, slow *ir.Func, newVar func(string, ir.Type) *ir.Var) {
	add := sites[0].add.Func
	// An overflow of the final sum is one of the recursion's sums overflowing: it is raised
	// at the line of the recursive sum, where the recursion raised it.
	pos := sites[0].add.Pos
	acc := newVar("acc", ir.Int)
	count := newVar("count", ir.Int)
	term := newVar("term", ir.Int)
	next := make([]*ir.Var, len(f.Params))
	for i, p := range f.Params {
		next[i] = newVar(p.Name+".next", p.T)
	}
	read := func(v *ir.Var) ir.Value { return &ir.VarValue{Var: v} }
	sum := func(a, b ir.Value) ir.Value { return &ir.Call{Func: add, Args: []ir.Value{a, b}, Pos: pos} }

	tail := map[*ir.Return]tailSite{}
	for _, s := range sites {
		tail[s.ret] = s
	}
	rewriteFunc(f, func(v ir.Value) ir.Value {
		if r, ok := v.(*ir.Return); ok {
			if _, isTail := tail[r]; !isTail {
				r.Value = sum(read(acc), r.Value)
			}
		}
		return v
	})
	spliceSeries(f.Body, func(n ir.Node) ([]ir.Node, bool) {
		r, isRet := n.(*ir.Return)
		if !isRet {
			return nil, false
		}
		s, isTail := tail[r]
		if !isTail {
			return nil, false
		}
		out := []ir.Node{&ir.Assign{Var: term, Value: s.term, Pos: r.Pos}}
		for i, a := range s.call.Args {
			out = append(out, &ir.Assign{Var: next[i], Value: a, Pos: r.Pos})
		}
		loop := &ir.Series{Items: []ir.Node{
			&ir.Assign{Var: acc, Value: sum(read(acc), read(term))},
			&ir.Assign{Var: count, Value: sum(read(count), &ir.Const{T: ir.Int, Int: 1})},
		}}
		var args []ir.Value
		for i, p := range f.Params {
			loop.Append(&ir.Assign{Var: p, Value: read(next[i])})
			args = append(args, read(next[i]))
		}
		loop.Append(&ir.Continue{})
		rest := append([]ir.Value{read(acc), read(term)}, args...)
		recurse := &ir.Series{Items: []ir.Node{
			&ir.Return{Value: &ir.Call{Func: slow, Args: rest, Pos: s.call.Pos}, Pos: r.Pos},
		}}
		cond := &ir.Call{Func: fits, Args: []ir.Value{read(acc), read(term), read(count)}}
		return append(out, &ir.If{Cond: cond, Then: loop, Else: recurse, Pos: r.Pos}), true
	})
	f.Elided, f.ElidedPos = count, sites[0].call.Pos
	f.Body = &ir.Series{Items: []ir.Node{
		&ir.Assign{Var: acc, Value: &ir.Const{T: ir.Int, Int: 0}},
		&ir.Assign{Var: count, Value: &ir.Const{T: ir.Int, Int: 0}},
		&ir.While{Cond: &ir.Const{T: ir.Bool, Bool: true}, Body: f.Body, Pos: f.Pos},
	}}
}

// recurseFunc makes f#tail(acc, term, params...), which returns acc + (term + f(params...)):
// the recursive call the loop makes when it does not take the term. It is cold, so that LLVM
// keeps it out of f's loop, and untraced, so that an exception passing through it records
// only f's frame, at the line of the recursive call, as the recursion did.
func recurseFunc(f *ir.Func, site tailSite, next *int) *ir.Func {
	newVar := func(name string, t ir.Type) *ir.Var {
		v := &ir.Var{Name: name, ID: *next, T: t}
		*next++
		return v
	}
	acc, term := newVar("acc", ir.Int), newVar("term", ir.Int)
	params := []*ir.Var{acc, term}
	var args []ir.Value
	for _, p := range f.Params {
		v := newVar(p.Name, p.T)
		params = append(params, v)
		args = append(args, &ir.VarValue{Var: v})
	}
	add := site.add.Func
	sum := func(a, b ir.Value) ir.Value {
		return &ir.Call{Func: add, Args: []ir.Value{a, b}, Pos: site.add.Pos}
	}
	call := &ir.Call{Func: f, Args: args, Pos: site.call.Pos}
	body := &ir.Series{Items: []ir.Node{&ir.Return{
		Value: sum(&ir.VarValue{Var: acc}, sum(&ir.VarValue{Var: term}, call)),
	}}}
	return &ir.Func{Name: f.Name + "#tail", Kind: ir.Bodied, Params: params, Ret: ir.Int, Body: body,
		Pos: f.Pos, PyName: f.PyName, Cold: true}
}
