// Lowering of closures. A variable some nested function captures lives in a cell, a heap
// object of one field, made when its function starts. A function value is its environment, an
// object holding the cells of the variables it captures (None when it captures nothing); the
// function's realizations take the environment as their first parameter.
package lower

import (
	"fmt"

	"kiln/ir"
	"kiln/syntax"
	"kiln/types"
)

// cellClass returns the class of v's cell.
func (m *module) cellClass(v *types.Var) *ir.Class {
	if k, ok := m.cells[v]; ok {
		return k
	}
	k := &ir.Class{Name: fmt.Sprintf("cell.%s.%d", v.Name, len(m.cells))}
	m.cells[v] = k
	m.ir.Classes = append(m.ir.Classes, k)
	t := ir.Type(ir.None)
	if v.Type != nil {
		t = m.irType(v.Type)
	}
	k.Fields = []*ir.Field{{Name: v.Name, T: t}}
	return k
}

// envType returns the IR type of f's values: its environment class, or None when f captures
// nothing.
func (m *module) envType(f *types.Func) ir.Type {
	if len(f.Captures) == 0 {
		return ir.None
	}
	if k, ok := m.envs[f]; ok {
		return k
	}
	k := &ir.Class{Name: "env." + f.Name}
	m.envs[f] = k
	m.addClass(k)
	for _, v := range f.Captures {
		k.Fields = append(k.Fields, &ir.Field{Name: v.Name, T: m.cellClass(v)})
	}
	return k
}

// makeCells gives each captured variable of the function its cell, at entry; a captured
// parameter's cell starts with the argument.
func (b *fn) makeCells(out *ir.Series) {
	for _, v := range append(append([]*types.Var(nil), b.inst.Params...), b.inst.Locals...) {
		if !v.Cell || v.Type == nil {
			continue
		}
		k := b.cellClass(v)
		cell := b.temp(k)
		cell.Name = v.Name + ".cell"
		b.cellVars[v] = cell
		out.Append(&ir.Assign{Var: cell, Value: &ir.New{Class: k}})
		if p, isParam := b.vars[v]; isParam { // a cell local has no variable of its own
			out.Append(&ir.SetField{Obj: &ir.VarValue{Var: cell}, Index: 0, Value: &ir.VarValue{Var: p}})
		}
	}
}

// cellOf returns the cell of a captured variable: the function's own, or one its environment
// carries.
func (b *fn) cellOf(v *types.Var) ir.Value {
	if cell, ok := b.cellVars[v]; ok {
		return &ir.VarValue{Var: cell}
	}
	i := b.inst.Func.CaptureIndex(v)
	if i < 0 || b.env == nil {
		panic("lower: variable " + v.Name + " is neither the function's nor captured")
	}
	return &ir.Extract{Value: &ir.VarValue{Var: b.env}, Index: i}
}

// isCell reports whether reads and writes of v go through a cell.
func (b *fn) isCell(v *types.Var) bool {
	if v.Global {
		return false
	}
	if _, own := b.cellVars[v]; own {
		return true
	}
	return b.inst.Func.CaptureIndex(v) >= 0
}

// load reads variable v (e is the Name read, for the unbound check).
func (b *fn) load(e *syntax.Name, v *types.Var) ir.Value {
	if b.isCell(v) {
		val := &ir.Extract{Value: b.cellOf(v), Index: 0}
		if b.info.Unbound[e] == nil { // always the case for another function's variable
			return val
		}
		return b.checkedRead(e, b.cellVars[v], val)
	}
	iv := b.varOf(v)
	return b.checkedRead(e, iv, &ir.VarValue{Var: iv})
}

// store assigns x to variable v.
func (b *fn) store(out *ir.Series, v *types.Var, x ir.Value) {
	if b.isCell(v) {
		out.Append(&ir.SetField{Obj: b.cellOf(v), Index: 0, Value: x})
		return
	}
	out.Append(&ir.Assign{Var: b.varOf(v), Value: x})
}

// flagVar is the IR variable whose assigned-flag tracks v.
func (b *fn) flagVar(v *types.Var) *ir.Var {
	if cell, ok := b.cellVars[v]; ok {
		return cell
	}
	return b.varOf(v)
}

// funcValue makes the value of a function: its environment, holding the cells it captures.
func (b *fn) funcValue(f *types.Func) ir.Value {
	t := b.envType(f)
	if t == ir.None {
		return &ir.Const{T: ir.None}
	}
	pre := &ir.Series{}
	env := b.temp(t)
	pre.Append(&ir.Assign{Var: env, Value: &ir.New{Class: t.(*ir.Class)}})
	for i, v := range f.Captures {
		pre.Append(&ir.SetField{Obj: &ir.VarValue{Var: env}, Index: i, Value: b.cellOf(v)})
	}
	return &ir.FlowInstr{Flow: pre, Result: &ir.VarValue{Var: env}}
}

// defStmt runs a def statement that assigns its name: the function value, decorated.
func (b *fn) defStmt(out *ir.Series, s *syntax.FunctionDef) {
	di := b.info.Defs[s]
	if di == nil || di.Var == nil || di.Var.Type == nil {
		return
	}
	b.store(out, di.Var, b.expr(di.Value))
}

// closureCall calls a function value: its realization, given the environment when the
// function captures variables.
func (b *fn) closureCall(e *syntax.Call, ci *types.CallInfo) ir.Value {
	pre := &ir.Series{}
	env := b.expr(e.Func)
	var args []ir.Value
	if len(ci.Callee.Func.Captures) > 0 {
		args = append(args, b.settle(pre, env))
	} else if !isPure(env) {
		b.effect(pre, env)
	}
	for _, a := range ci.Args {
		args = append(args, b.expr(a))
	}
	return flow(pre, b.call(ci.Callee, e.Pos(), args...))
}
