// Canonicalization: copies and single-use temporaries are substituted into the statements
// that read them, so that the other passes see nested calls (d.__setitem__(k, d.get(k, 0) + 1))
// rather than the temporaries the lowering introduced; identity conversions are dropped.
package passes

import (
	"kiln/ir"
	"kiln/ir/analysis"
)

// Canonicalize substitutes copies and single-use temporaries, and drops str(s) of a str.
func Canonicalize(m *ir.Module, ctx *Context) bool {
	changed := false
	for _, f := range m.Funcs {
		if f.Body == nil {
			continue
		}
		dropped := false
		rewriteFunc(f, func(v ir.Value) ir.Value {
			if c, ok := v.(*ir.Call); ok && c.Func.Name == "str.__str__[str]" {
				dropped = true
				return c.Args[0]
			}
			return v
		})
		if dropped {
			ctx.Changed(f)
			changed = true
		}
		ud := ctx.Uses(f)
		if !ud.Known {
			continue
		}
		c := &canon{ud: ud}
		c.series(f.Body)
		if c.changed {
			ctx.Changed(f)
			changed = true
		}
	}
	return changed
}

type canon struct {
	ud      *analysis.UseDef
	changed bool
}

// series substitutes in s and in every series inside it.
func (c *canon) series(s *ir.Series) {
	var out []ir.Node
	for i, n := range s.Items {
		forSeries(n, c.series)
		out = append(out, n)
		a, ok := n.(*ir.Assign)
		if !ok || a.Var.Global || c.ud.Defs[a.Var] != 1 || a.Value.Type() != a.Var.T || c.ud.Uses[a.Var] == 0 {
			continue
		}
		if x, ok := a.Value.(*ir.VarValue); ok && !x.Var.Global {
			c.copyProp(s.Items[i+1:], a.Var, x.Var)
		} else if c.ud.Uses[a.Var] == 1 && i+1 < len(s.Items) && c.forward(&s.Items[i+1], a) {
			out = out[:len(out)-1] // the value moved into the next item
		}
	}
	s.Items = out
}

// copyProp replaces the reads of t (a copy of x) by reads of x when they all follow in the
// same series and nothing assigns x before the last.
func (c *canon) copyProp(rest []ir.Node, t, x *ir.Var) {
	seen := 0
	for j, n := range rest {
		reads, ok := analysis.Reads(n, t)
		if !ok {
			return
		}
		seen += reads
		if seen < c.ud.Uses[t] {
			if assigns, _ := analysis.Assigns(n, x); assigns {
				return
			}
			continue
		}
		if reads > 0 {
			if assigns, _ := analysis.Assigns(n, x); assigns && !assignedLast(n, x) {
				return
			}
		}
		for k := range rest[:j+1] {
			rest[k] = replaceReads(rest[k], t, &ir.VarValue{Var: x})
		}
		c.ud.Uses[x] += c.ud.Uses[t]
		c.ud.Uses[t] = 0
		c.changed = true
		return
	}
}

// assignedLast reports whether n is an assignment to x whose value does not assign x: it
// reads x's old value throughout.
func assignedLast(n ir.Node, x *ir.Var) bool {
	a, ok := n.(*ir.Assign)
	if !ok || a.Var != x {
		return false
	}
	assigns, ok := analysis.Assigns(a.Value, x)
	return ok && !assigns
}

// forward moves the value of a, the assignment of a temporary read once, into next when the
// read is the first thing next evaluates that is not a constant or a local a.Value leaves alone.
func (c *canon) forward(next *ir.Node, a *ir.Assign) bool {
	written := map[*ir.Var]bool{}
	known := analysis.Visit(a.Value, func(n ir.Node) bool {
		for _, v := range analysis.Defined(n) {
			written[v] = true
		}
		return true
	})
	if !known {
		return false
	}
	safe := func(x *ir.Var) bool { return !x.Global && !written[x] }
	if found, _ := firstRead(*next, a.Var, safe); !found {
		return false
	}
	*next = replaceReads(*next, a.Var, a.Value)
	c.ud.Uses[a.Var] = 0
	c.ud.Defs[a.Var] = 0
	c.changed = true
	return true
}

// firstRead walks n in evaluation order. found: it reached a read of t having evaluated only
// constants and safe locals before; stop: it reached anything else first.
func firstRead(n ir.Node, t *ir.Var, safe func(*ir.Var) bool) (found, stop bool) {
	var strict []ir.Value // operands evaluated unconditionally, in order, before n acts
	switch n := n.(type) {
	case *ir.VarValue:
		if n.Var == t {
			return true, true
		}
		return false, !safe(n.Var)
	case *ir.Const:
		return false, false
	case *ir.Call:
		strict = n.Args
	case *ir.VirtualCall:
		strict = n.Args
	case *ir.Assign:
		strict = []ir.Value{n.Value}
	case *ir.Return:
		strict = []ir.Value{n.Value}
	case *ir.If:
		strict = []ir.Value{n.Cond}
	case *ir.Ternary:
		strict = []ir.Value{n.Cond}
	case *ir.SetField:
		strict = []ir.Value{n.Obj, n.Value}
	default:
		return false, true
	}
	for _, v := range strict {
		if v == nil {
			continue
		}
		if found, stop := firstRead(v, t, safe); found || stop {
			return found, true
		}
	}
	return false, true // n itself acts
}

// replaceReads replaces the reads of t inside n by v, and returns n's replacement.
func replaceReads(n ir.Node, t *ir.Var, v ir.Value) ir.Node {
	return rewrite(n, func(x ir.Value) ir.Value {
		if r, ok := x.(*ir.VarValue); ok && r.Var == t {
			return v
		}
		return x
	})
}
