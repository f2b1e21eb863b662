// Rewriting helpers shared by the passes: bottom-up value replacement and series splicing.
package passes

import (
	"kiln/ir"
	"kiln/ir/analysis"
)

// rewriteFunc replaces values in f's body bottom-up (see rewrite).
func rewriteFunc(f *ir.Func, fn func(ir.Value) ir.Value) {
	if f.Body != nil {
		rewrite(f.Body, fn)
	}
}

// rewrite replaces every value inside n bottom-up: fn receives a value whose operands were
// already rewritten and returns its replacement, or the value itself. A node of a kind the
// passes do not know is left alone, insides included. It returns n's replacement.
func rewrite(n ir.Node, fn func(ir.Value) ir.Value) ir.Node {
	r := func(v ir.Value) ir.Value {
		if v == nil {
			return nil
		}
		return rewrite(v, fn).(ir.Value)
	}
	switch n := n.(type) {
	case *ir.Series:
		for i, item := range n.Items {
			n.Items[i] = rewrite(item, fn)
		}
		return n
	case *ir.If:
		n.Cond = r(n.Cond)
		rewrite(n.Then, fn)
		rewrite(n.Else, fn)
		return n
	case *ir.While:
		n.Cond = r(n.Cond)
		rewrite(n.Body, fn)
		return n
	case *ir.ImperativeFor:
		n.Start, n.Stop, n.Step = r(n.Start), r(n.Stop), r(n.Step)
		rewrite(n.Body, fn)
		return n
	case *ir.TryCatch:
		rewrite(n.Body, fn)
		for _, c := range n.Catches {
			rewrite(c.Body, fn)
		}
		rewrite(n.Else, fn)
		if n.Finally != nil {
			rewrite(n.Finally, fn)
		}
		return n
	case ir.Value:
		if !rewriteOperands(n, fn) {
			return n
		}
		return fn(n)
	}
	return n
}

// rewriteOperands rewrites the operands of v; false for an unknown kind.
func rewriteOperands(v ir.Value, fn func(ir.Value) ir.Value) bool {
	r := func(x ir.Value) ir.Value {
		if x == nil {
			return nil
		}
		return rewrite(x, fn).(ir.Value)
	}
	switch v := v.(type) {
	case *ir.Const, *ir.VarValue, *ir.New, *ir.FuncAddr, *ir.Break, *ir.Continue:
	case *ir.Call:
		rewriteArgs(v.Args, r)
	case *ir.VirtualCall:
		rewriteArgs(v.Args, r)
	case *ir.IndirectCall:
		v.Fn = r(v.Fn)
		rewriteArgs(v.Args, r)
	case *ir.Ternary:
		v.Cond, v.True, v.False = r(v.Cond), r(v.True), r(v.False)
	case *ir.FlowInstr:
		rewrite(v.Flow, fn)
		v.Result = r(v.Result)
	case *ir.Insert:
		v.Agg, v.Elem = r(v.Agg), r(v.Elem)
	case *ir.SetField:
		v.Obj, v.Value = r(v.Obj), r(v.Value)
	case *ir.Is:
		v.X, v.Y = r(v.X), r(v.Y)
	case *ir.Return:
		v.Value = r(v.Value)
	case *ir.Extract:
		v.Value = r(v.Value)
	case *ir.InstanceOf:
		v.Value = r(v.Value)
	case *ir.Addr:
		v.Value = r(v.Value)
	case *ir.Wrap:
		v.Value = r(v.Value)
	case *ir.IsSome:
		v.Value = r(v.Value)
	case *ir.Unwrap:
		v.Value = r(v.Value)
	case *ir.Cast:
		v.Value = r(v.Value)
	case *ir.Throw:
		v.Value = r(v.Value)
	case *ir.TypeName:
		v.Value = r(v.Value)
	case *ir.Assign:
		v.Value = r(v.Value)
	default:
		return false
	}
	return true
}

func rewriteArgs(args []ir.Value, r func(ir.Value) ir.Value) {
	for i, a := range args {
		args[i] = r(a)
	}
}

// spliceSeries replaces, in every series of f, each item for which fn returns ok with the
// items it returns (none to delete it). Items are visited depth first, inner series first.
func spliceSeries(s *ir.Series, fn func(n ir.Node) (repl []ir.Node, ok bool)) {
	var out []ir.Node
	for _, n := range s.Items {
		forSeries(n, func(inner *ir.Series) { spliceSeries(inner, fn) })
		if repl, ok := fn(n); ok {
			out = append(out, repl...)
		} else {
			out = append(out, n)
		}
	}
	s.Items = out
}

// forSeries calls fn on the series directly inside n: flow bodies, and the series of the
// FlowInstrs in n's values.
func forSeries(n ir.Node, fn func(*ir.Series)) {
	switch n := n.(type) {
	case *ir.Series:
		fn(n)
	case *ir.If:
		forValueSeries(n.Cond, fn)
		fn(n.Then)
		fn(n.Else)
	case *ir.While:
		forValueSeries(n.Cond, fn)
		fn(n.Body)
	case *ir.ImperativeFor:
		forValueSeries(n.Start, fn)
		forValueSeries(n.Stop, fn)
		forValueSeries(n.Step, fn)
		fn(n.Body)
	case *ir.TryCatch:
		fn(n.Body)
		for _, c := range n.Catches {
			fn(c.Body)
		}
		fn(n.Else)
		if n.Finally != nil {
			fn(n.Finally)
		}
	case ir.Value:
		forValueSeries(n, fn)
	}
}

// forValueSeries calls fn on the series of the outermost FlowInstrs inside v.
func forValueSeries(v ir.Value, fn func(*ir.Series)) {
	analysis.Visit(v, func(n ir.Node) bool {
		if fi, ok := n.(*ir.FlowInstr); ok {
			fn(fi.Flow)
			forValueSeries(fi.Result, fn)
			return false
		}
		return true
	})
}

// replaceLoops offers try the counted loops of s, outermost first: a loop for which try returns
// statements is replaced by them, and not entered; the loops inside any other loop, while or
// if are offered in turn. It reports whether it replaced any.
func replaceLoops(s *ir.Series, try func(*ir.ImperativeFor) []ir.Node) bool {
	changed := false
	var out []ir.Node
	for _, n := range s.Items {
		switch n := n.(type) {
		case *ir.ImperativeFor:
			if repl := try(n); repl != nil {
				out = append(out, repl...)
				changed = true
				continue
			}
			changed = replaceLoops(n.Body, try) || changed
		case *ir.While:
			changed = replaceLoops(n.Body, try) || changed
		case *ir.If:
			changed = replaceLoops(n.Then, try) || changed
			if n.Else != nil {
				changed = replaceLoops(n.Else, try) || changed
			}
		case *ir.Series:
			changed = replaceLoops(n, try) || changed
		}
		out = append(out, n)
	}
	s.Items = out
	return changed
}
