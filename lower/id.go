// id(x): an object's address; None's id is 0 (its null reference); a function value's id is
// the address of its environment, made by each execution of a def that captures variables, or
// for a function without one (held as no value at all) the address of an empty function
// standing for it, one per def.
package lower

import (
	"strconv"

	"kiln/ir"
	"kiln/syntax"
	"kiln/types"
)

// id lowers id(x), which the checker accepted only for values with an identity.
func (b *fn) id(e *syntax.Call) ir.Value {
	v := b.expr(e.Args[0])
	if _, ok := v.Type().(*ir.Class); ok {
		return &ir.Addr{Value: v}
	}
	pre := &ir.Series{}
	if !isPure(v) {
		b.effect(pre, v)
	}
	if ft, ok := b.info.Types[e.Args[0]].(*types.FuncType); ok {
		return flow(pre, &ir.Addr{Value: &ir.FuncAddr{Func: b.idAnchor(ft.Func)}})
	}
	return flow(pre, &ir.Const{T: ir.Int, Int: 0}) // None
}

// idAnchor returns the empty function whose address is the id of f's values when f captures
// nothing, made on first use.
func (m *module) idAnchor(f *types.Func) *ir.Func {
	if a, ok := m.idAnchors[f]; ok {
		return a
	}
	a := &ir.Func{Name: "id." + f.Name + "." + strconv.Itoa(len(m.idAnchors)), PyName: f.Name, Kind: ir.Bodied, Ret: ir.None, Body: &ir.Series{}}
	a.Body.Append(&ir.Return{})
	m.idAnchors[f] = a
	m.ir.Funcs = append(m.ir.Funcs, a)
	return a
}
