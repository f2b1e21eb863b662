// Recursive unrolling: a small self-recursive function gets copies that call each other in a
// ring, so that LLVM, which does not inline a function into itself, inlines the recursion a
// few levels deep.
package passes

import (
	"fmt"

	"kiln/ir"
	"kiln/ir/analysis"
)

const (
	// recCopies is the number of copies made of each function besides the function itself.
	recCopies = 3
	// recLoopCopies is recCopies for a function tailacc made a loop: a ring of five, a length
	// prime to the loop's usual steps (see RecClone).
	recLoopCopies = 4
	// recMaxNodes bounds the size of the functions copied (IR nodes).
	recMaxNodes = 120
)

// RecClone gives each small, directly self-recursive user function f three copies, f#2, f#3
// and f#4, in a ring: f's first recursive call (in evaluation order) calls f#2, f#2's first
// calls f#3, and so on, and f#4's first calls f; the other recursive calls, and calls from
// elsewhere, still call f. The copies keep f's Python name and positions, so tracebacks are
// unchanged. LLVM's inliner, which does not inline a function into itself, inlines each copy,
// called once, into the one before: the recursion is unrolled four levels deep and the code
// grows fourfold. (Four levels measured faster on fib than two, three or five, before the
// basecase pass.)
//
// A function tailacc made a loop gets a ring of five. Its first recursive call is usually
// f(p - 1) and its loop lowers p by a step c (fib: 2), so within one run of the ring each
// level sees p's residues mod c in a fixed order, and when the ring's length is a multiple
// of c the innermost level, whose call is a real call, sees the same residue in every run:
// with a ring of four, fib(n) for an even n calls fib(2) at the end of every innermost loop
// (a whole call for one round of the loop; fib(26) makes as many real calls as fib(27)), and
// even sizes ran 11% slower than with a ring of three or five (fib 36: 30.0 against 26.6
// ms), odd ones alike. A length prime to the step turns the residues from one run to the next.
func RecClone(m *ir.Module, ctx *Context) bool {
	changed := false
	next := maxVarID(m) + 1
	var out []*ir.Func
	for _, f := range m.Funcs {
		out = append(out, f)
		if !recursive(f) {
			continue
		}
		ring := []*ir.Func{f}
		copies := recCopies
		if f.Elided != nil {
			copies = recLoopCopies
		}
		for i := 0; i < copies; i++ {
			c, ok := cloneFunc(f, fmt.Sprintf("%s#%d", f.Name, i+2), &next)
			if !ok {
				ring = nil
				break
			}
			ring = append(ring, c)
		}
		if ring == nil {
			continue
		}
		for i, g := range ring {
			first := true
			rewriteFunc(g, func(v ir.Value) ir.Value {
				if c, ok := v.(*ir.Call); ok && c.Func == f {
					if first {
						c.Func = ring[(i+1)%len(ring)]
					}
					first = false
				}
				return v
			})
		}
		out = append(out, ring[1:]...)
		ctx.Changed(f)
		changed = true
	}
	m.Funcs = out
	return changed
}

// recursive reports whether f is small user code, without generators or handlers, that calls
// itself directly.
func recursive(f *ir.Func) bool {
	if f.Kind != ir.Bodied || f.Generator || !f.Traced || f.Body == nil {
		return false
	}
	nodes, self := 0, false
	known := analysis.Visit(f.Body, func(n ir.Node) bool {
		nodes++
		switch n := n.(type) {
		case *ir.Call:
			self = self || n.Func == f
		case *ir.TryCatch, *ir.Yield:
			nodes += recMaxNodes
		}
		return true
	})
	return known && self && nodes <= recMaxNodes
}

// cloneFunc copies f under a new name, with new variables; false when f holds a node kind
// it does not know.
func cloneFunc(f *ir.Func, name string, next *int) (*ir.Func, bool) {
	c := &cloner{vars: map[*ir.Var]*ir.Var{}, next: *next, ok: true}
	defer func() { *next = c.next }()
	g := *f
	g.Name = name
	g.Params = c.newVars(f.Params)
	g.Locals = c.newVars(f.Locals)
	g.Body = c.series(f.Body)
	if f.Elided != nil {
		g.Elided = c.v(f.Elided)
	}
	if !c.ok {
		return nil, false
	}
	return &g, true
}

// cloner copies a function body, mapping its variables to new ones.
type cloner struct {
	vars map[*ir.Var]*ir.Var
	next int
	ok   bool
}

func (c *cloner) newVars(vs []*ir.Var) []*ir.Var {
	out := make([]*ir.Var, len(vs))
	for i, v := range vs {
		n := *v
		n.ID = c.next
		c.next++
		c.vars[v] = &n
		out[i] = &n
	}
	return out
}

func (c *cloner) v(x *ir.Var) *ir.Var {
	if n, ok := c.vars[x]; ok {
		return n
	}
	return x // a global
}

func (c *cloner) series(s *ir.Series) *ir.Series {
	if s == nil {
		return nil
	}
	out := &ir.Series{Items: make([]ir.Node, len(s.Items))}
	for i, n := range s.Items {
		out.Items[i] = c.node(n)
	}
	return out
}

func (c *cloner) values(vs []ir.Value) []ir.Value {
	if vs == nil {
		return nil
	}
	out := make([]ir.Value, len(vs))
	for i, v := range vs {
		out[i] = c.value(v)
	}
	return out
}

func (c *cloner) node(n ir.Node) ir.Node {
	switch n := n.(type) {
	case *ir.Series:
		return c.series(n)
	case *ir.If:
		return &ir.If{Cond: c.value(n.Cond), Then: c.series(n.Then), Else: c.series(n.Else), Pos: n.Pos, Unpredictable: n.Unpredictable}
	case *ir.While:
		return &ir.While{Cond: c.value(n.Cond), Body: c.series(n.Body), Pos: n.Pos, Unroll: n.Unroll}
	case *ir.ImperativeFor:
		return &ir.ImperativeFor{Var: c.v(n.Var), Start: c.value(n.Start), Stop: c.value(n.Stop),
			Step: c.value(n.Step), Body: c.series(n.Body), Pos: n.Pos}
	case ir.Value:
		return c.value(n)
	}
	c.ok = false
	return n
}

func (c *cloner) value(v ir.Value) ir.Value {
	switch v := v.(type) {
	case nil:
		return nil
	case *ir.Const:
		n := *v
		return &n
	case *ir.VarValue:
		return &ir.VarValue{Var: c.v(v.Var)}
	case *ir.Call:
		return &ir.Call{Func: v.Func, Args: c.values(v.Args), Pos: v.Pos}
	case *ir.VirtualCall:
		return &ir.VirtualCall{Slot: v.Slot, Sig: v.Sig, Args: c.values(v.Args), Pos: v.Pos}
	case *ir.IndirectCall:
		n := *v
		n.Fn, n.Args = c.value(v.Fn), c.values(v.Args)
		return &n
	case *ir.Ternary:
		return &ir.Ternary{Cond: c.value(v.Cond), True: c.value(v.True), False: c.value(v.False)}
	case *ir.FlowInstr:
		return &ir.FlowInstr{Flow: c.series(v.Flow), Result: c.value(v.Result)}
	case *ir.Extract:
		return &ir.Extract{Value: c.value(v.Value), Index: v.Index}
	case *ir.Insert:
		return &ir.Insert{T: v.T, Agg: c.value(v.Agg), Index: v.Index, Elem: c.value(v.Elem)}
	case *ir.New:
		n := *v
		return &n
	case *ir.SetField:
		return &ir.SetField{Obj: c.value(v.Obj), Index: v.Index, Value: c.value(v.Value)}
	case *ir.Is:
		return &ir.Is{X: c.value(v.X), Y: c.value(v.Y)}
	case *ir.InstanceOf:
		return &ir.InstanceOf{Value: c.value(v.Value), Class: v.Class}
	case *ir.Addr:
		return &ir.Addr{Value: c.value(v.Value)}
	case *ir.Assign:
		return &ir.Assign{Var: c.v(v.Var), Value: c.value(v.Value), Pos: v.Pos}
	case *ir.Return:
		return &ir.Return{Value: c.value(v.Value), Pos: v.Pos}
	case *ir.Break:
		return &ir.Break{}
	case *ir.Continue:
		return &ir.Continue{}
	case *ir.FuncAddr:
		n := *v
		return &n
	case *ir.Cast:
		return &ir.Cast{Value: c.value(v.Value), T: v.T}
	case *ir.Throw:
		return &ir.Throw{Value: c.value(v.Value), Reraise: v.Reraise, Pos: v.Pos}
	case *ir.TypeName:
		return &ir.TypeName{Value: c.value(v.Value), Module: v.Module}
	case *ir.Wrap:
		return &ir.Wrap{T: v.T, Value: c.value(v.Value)}
	case *ir.IsSome:
		return &ir.IsSome{Value: c.value(v.Value)}
	case *ir.Unwrap:
		return &ir.Unwrap{Value: c.value(v.Value)}
	}
	c.ok = false
	return v
}
