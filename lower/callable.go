// Callable values: a function value converted to a Callable becomes {adapter, env}, where the
// adapter takes the environment as an Opaque pointer and calls the function's realization;
// a call of a Callable calls the code address with the environment first.
package lower

import (
	"strconv"

	"kiln/ir"
	"kiln/syntax"
	"kiln/types"
)

// adapt lowers e, a function value that the checker converted to a Callable.
func (b *fn) adapt(e syntax.Expr, a *types.Adapt) ir.Value {
	env := b.value(e)
	code := &ir.Insert{T: ir.CallableType, Index: 0, Elem: &ir.FuncAddr{Func: b.adapter(a)}}
	return &ir.Insert{T: ir.CallableType, Agg: code, Index: 1, Elem: &ir.Cast{Value: env, T: ir.Opaque}}
}

// adapter returns the function that calls a.Callee with an Opaque environment first, made on
// first use.
func (m *module) adapter(a *types.Adapt) *ir.Func {
	if f, ok := m.adapters[a.Callee]; ok {
		return f
	}
	callee := m.funcs[a.Callee]
	f := &ir.Func{Name: "adapt." + callee.Name, PyName: callee.PyName, Kind: ir.Bodied,
		Ret: m.irType(a.To.Ret), Pos: callee.Pos, Body: &ir.Series{}}
	m.nextID++
	env := &ir.Var{Name: "env", ID: m.nextID, T: ir.Opaque}
	f.Params = append(f.Params, env)
	var args []ir.Value
	if p, ok := m.envParams[a.Callee]; ok {
		args = append(args, &ir.Cast{Value: &ir.VarValue{Var: env}, T: p.T})
	}
	for i, t := range a.To.Params {
		m.nextID++
		v := &ir.Var{Name: "a" + strconv.Itoa(i), ID: m.nextID, T: m.irType(t)}
		f.Params = append(f.Params, v)
		args = append(args, &ir.VarValue{Var: v})
	}
	call := &ir.Call{Func: callee, Args: args, Pos: callee.Pos}
	if f.Ret == ir.None {
		f.Body.Append(call, &ir.Return{})
	} else {
		f.Body.Append(&ir.Return{Value: call})
	}
	m.adapters[a.Callee] = f
	m.ir.Funcs = append(m.ir.Funcs, f)
	return f
}

// callableCall calls a Callable value: its code with its environment and the arguments.
func (b *fn) callableCall(e *syntax.Call, ci *types.CallInfo) ir.Value {
	pre := &ir.Series{}
	c := b.settle(pre, b.expr(e.Func))
	t := ci.Sig
	params := []ir.Type{ir.Opaque}
	args := []ir.Value{&ir.Extract{Value: c, Index: 1}}
	for i, a := range ci.Args {
		params = append(params, b.irType(t.Params[i]))
		args = append(args, b.expr(a))
	}
	call := &ir.IndirectCall{Fn: &ir.Extract{Value: c, Index: 0}, Params: params, Ret: b.irType(t.Ret), Args: args, Pos: e.Pos()}
	return flow(pre, call)
}
