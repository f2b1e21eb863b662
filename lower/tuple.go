// Bodies of the synthesized tuple methods.
package lower

import (
	"kiln/ir"
	"kiln/types"
)

// tupleBody writes the body of a tuple's __repr__, __eq__, __ne__ or ordering method from the
// element methods the checker realized.
func (m *module) tupleBody(inst *types.Instance) {
	f := m.funcs[inst]
	b := &fn{module: m, inst: inst, f: f}
	f.Body = &ir.Series{}
	self := &ir.VarValue{Var: f.Params[0]}
	n := len(self.Type().(*ir.Tuple).Elems)
	elem := func(v ir.Value, i int) ir.Value { return &ir.Extract{Value: v, Index: i} }
	call := func(p *types.Instance, args ...ir.Value) ir.Value { return b.call(p, f.Pos, args...) }
	bool_ := func(x bool) ir.Value { return &ir.Const{T: ir.Bool, Bool: x} }
	switch name := inst.Func.PyName; name {
	case "__len__":
		f.Body.Append(&ir.Return{Value: &ir.Const{T: ir.Int, Int: int64(n)}})
	case "__repr__", "__str__":
		add := inst.Parts[n]
		str := func(s string) ir.Value { return &ir.Const{T: ir.Str, Str: s} }
		s := str("(")
		for i := 0; i < n; i++ {
			if i > 0 {
				s = call(add, s, str(", "))
			}
			s = call(add, s, call(inst.Parts[i], elem(self, i)))
		}
		if n == 1 {
			s = call(add, s, str(","))
		}
		f.Body.Append(&ir.Return{Value: call(add, s, str(")"))})
	case "__eq__", "__ne__":
		other := &ir.VarValue{Var: f.Params[1]}
		r := bool_(true)
		for i := n - 1; i >= 0; i-- {
			r = &ir.Ternary{Cond: call(inst.Parts[i], elem(self, i), elem(other, i)), True: r, False: bool_(false)}
		}
		if name == "__ne__" {
			r = not(r)
		}
		f.Body.Append(&ir.Return{Value: r})
	case "__hash__":
		b.tupleHash(inst, self, n)
	default: // orderings: the first differing elements decide
		other := &ir.VarValue{Var: f.Params[1]}
		for i := 0; i < n; i++ {
			eq, ord := inst.Parts[2*i], inst.Parts[2*i+1]
			f.Body.Append(&ir.If{Cond: not(call(eq, elem(self, i), elem(other, i))),
				Then: &ir.Series{Items: []ir.Node{&ir.Return{Value: call(ord, elem(self, i), elem(other, i))}}},
				Else: &ir.Series{}})
		}
		f.Body.Append(&ir.Return{Value: bool_(name == "__le__" || name == "__ge__")})
	}
}
