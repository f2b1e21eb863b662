// Bodies of the synthesized tuple methods.
package lower

import (
	"kiln/ir"
	"kiln/types"
)

// tupleBody writes the body of a tuple's __repr__, comparison, __hash__, + or * from the
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
	case "__add__", "__mul__", "__rmul__":
		// the result's elements are self's then other's, or self's over and over
		t := b.irType(inst.Ret).(*ir.Tuple)
		src := []ir.Value{self}
		if name == "__add__" {
			src = append(src, &ir.VarValue{Var: f.Params[1]})
		}
		var agg ir.Value
		for i := range t.Elems {
			v, j := src[0], i
			if name == "__add__" && i >= n {
				v, j = src[1], i-n
			} else if n > 0 {
				j = i % n
			}
			agg = &ir.Insert{T: t, Agg: agg, Index: i, Elem: elem(v, j)}
		}
		if agg == nil {
			agg = &ir.Const{T: t}
		}
		f.Body.Append(&ir.Return{Value: agg})
	case "__hash__":
		b.tupleHash(inst, self, n)
	default: // comparisons, as CPython's tuplerichcompare: the first unequal elements decide
		other := &ir.VarValue{Var: f.Params[1]}
		m := len(other.Type().(*ir.Tuple).Elems)
		step := 2
		if name == "__eq__" || name == "__ne__" {
			step = 1
		}
		for i := 0; i < n && i < m; i++ {
			eq := inst.ElemOps[step*i]
			var r ir.Value = bool_(name == "__ne__")
			if step == 2 {
				r = b.opCall(inst.ElemOps[2*i+1], elem(self, i), elem(other, i), f.Pos)
			}
			f.Body.Append(&ir.If{Cond: not(b.opCall(eq, elem(self, i), elem(other, i), f.Pos)),
				Then: &ir.Series{Items: []ir.Node{&ir.Return{Value: r}}},
				Else: &ir.Series{}})
		}
		// no more elements to compare: the lengths decide
		r := map[string]bool{"__eq__": n == m, "__ne__": n != m, "__lt__": n < m, "__le__": n <= m,
			"__gt__": n > m, "__ge__": n >= m}[name]
		f.Body.Append(&ir.Return{Value: bool_(r)})
	}
}
