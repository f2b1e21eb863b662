// Unbound variables: a read that may find its variable unassigned tests a flag that every
// assignment sets, and raises UnboundLocalError (NameError at module level) when it is clear.
package lower

import (
	"kiln/ir"
	"kiln/syntax"
)

// makeFlags creates a flag for every variable with a checked read.
func (b *fn) makeFlags() {
	b.flags = map[*ir.Var]*ir.Var{}
	for name := range b.info.Unbound {
		v := b.varOf(b.info.Uses[name])
		if b.flags[v] == nil {
			flag := b.temp(ir.Bool)
			flag.Name = v.Name + ".assigned"
			b.flags[v] = flag
		}
	}
}

// checkedRead reads a variable after raising if it is unassigned.
func (b *fn) checkedRead(e *syntax.Name, v *ir.Var) ir.Value {
	raise := b.info.Unbound[e]
	if raise == nil {
		return &ir.VarValue{Var: v}
	}
	unset := not(&ir.VarValue{Var: b.flags[v]})
	fail := &ir.Series{}
	fail.Append(b.call(raise, e.Pos(), &ir.Const{T: ir.Str, Str: v.Name}))
	check := &ir.Series{}
	check.Append(&ir.If{Cond: unset, Then: fail, Else: &ir.Series{}})
	return &ir.FlowInstr{Flow: check, Result: &ir.VarValue{Var: v}}
}

// setFlags clears every flag on entry and sets a variable's flag after each assignment to it
// (including each iteration's assignment of a counted loop's variable).
func (b *fn) setFlags(body *ir.Series) {
	if len(b.flags) == 0 {
		return
	}
	b.markAssignments(body)
	var clear []ir.Node
	for _, flag := range b.flags {
		clear = append(clear, &ir.Assign{Var: flag, Value: &ir.Const{T: ir.Bool, Bool: false}})
	}
	// Map order is random; sort for deterministic IR.
	sortNodes(clear)
	body.Items = append(clear, body.Items...)
}

func (b *fn) markAssignments(s *ir.Series) {
	var items []ir.Node
	set := func(v *ir.Var) {
		if flag := b.flags[v]; flag != nil {
			items = append(items, &ir.Assign{Var: flag, Value: &ir.Const{T: ir.Bool, Bool: true}})
		}
	}
	for _, n := range s.Items {
		items = append(items, n)
		switch n := n.(type) {
		case *ir.Assign:
			set(n.Var)
		case *ir.If:
			b.markAssignments(n.Then)
			b.markAssignments(n.Else)
		case *ir.While:
			b.markAssignments(n.Body)
		case *ir.ImperativeFor:
			b.markAssignments(n.Body)
			if flag := b.flags[n.Var]; flag != nil {
				n.Body.Items = append([]ir.Node{&ir.Assign{Var: flag, Value: &ir.Const{T: ir.Bool, Bool: true}}}, n.Body.Items...)
			}
		case *ir.Series:
			b.markAssignments(n)
		}
	}
	s.Items = items
}

func sortNodes(nodes []ir.Node) {
	for i := 1; i < len(nodes); i++ {
		for j := i; j > 0 && nodes[j].(*ir.Assign).Var.ID < nodes[j-1].(*ir.Assign).Var.ID; j-- {
			nodes[j], nodes[j-1] = nodes[j-1], nodes[j]
		}
	}
}
