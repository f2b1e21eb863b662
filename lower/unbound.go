// Unbound variables: a read that may find its variable unassigned tests a flag that every
// assignment sets, and raises UnboundLocalError (NameError at module level) when it is clear.
package lower

import (
	"sort"

	"kiln/ir"
	"kiln/syntax"
)

// makeFlags creates a flag for every variable with a checked read, in variable order so the
// IR is the same from run to run.
func (b *fn) makeFlags() {
	b.flags = map[*ir.Var]*ir.Var{}
	var vars []*ir.Var
	for name := range b.info.Unbound {
		v := b.flagVar(b.info.Uses[name])
		if b.flags[v] == nil {
			b.flags[v] = v // placeholder until the flags are made in order
			vars = append(vars, v)
		}
	}
	sort.Slice(vars, func(i, j int) bool { return vars[i].ID < vars[j].ID })
	for _, v := range vars {
		flag := b.temp(ir.Bool)
		flag.Name = v.Name + ".assigned"
		b.flags[v] = flag
		b.flagOrder = append(b.flagOrder, flag)
	}
}

// checkedRead reads a variable (its value is val; v holds it or its cell) after raising if it
// is unassigned.
func (b *fn) checkedRead(e *syntax.Name, v *ir.Var, val ir.Value) ir.Value {
	raise := b.info.Unbound[e]
	if raise == nil {
		return val
	}
	unset := not(&ir.VarValue{Var: b.flags[v]})
	fail := &ir.Series{}
	fail.Append(b.call(raise, e.Pos(), &ir.Const{T: ir.Str, Str: v.Name}))
	check := &ir.Series{}
	check.Append(&ir.If{Cond: unset, Then: fail, Else: &ir.Series{}})
	return &ir.FlowInstr{Flow: check, Result: val}
}

// setFlags clears every flag on entry and sets a variable's flag after each assignment to it
// (including each iteration's assignment of a counted loop's variable).
func (b *fn) setFlags(body *ir.Series) {
	if len(b.flags) == 0 {
		return
	}
	b.markAssignments(body)
	var clear []ir.Node
	for _, flag := range b.flagOrder {
		clear = append(clear, &ir.Assign{Var: flag, Value: &ir.Const{T: ir.Bool, Bool: false}})
	}
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
		case *ir.SetField:
			if cell, ok := n.Obj.(*ir.VarValue); ok && n.Index == 0 {
				set(cell.Var) // a store into a captured variable's cell
			}
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
		case *ir.TryCatch:
			b.markAssignments(n.Body)
			for _, c := range n.Catches {
				b.markAssignments(c.Body)
			}
			b.markAssignments(n.Else)
			if n.Finally != nil {
				b.markAssignments(n.Finally)
			}
		}
	}
	s.Items = items
}
