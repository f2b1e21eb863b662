// Lowering of Optional values: the reads the checker narrowed (unwrapped), `is None` on them,
// the implicit `return None` of an Optional function, and the conversions of a T or a None
// stored where an Optional[T] is expected, inserted by one walk over the finished body.
package lower

import (
	"kiln/ir"
	"kiln/syntax"
	"kiln/types"
)

// narrowed reads a variable: the value of an Optional the checker proved not None at this read
// (its recorded type is the element type).
func (b *fn) narrowed(e *syntax.Name, v ir.Value) ir.Value {
	o, ok := v.Type().(*ir.Optional)
	if !ok {
		return v
	}
	if t := b.info.Types[e]; t != nil && b.irType(t) == o.Elem {
		return &ir.Unwrap{Value: v}
	}
	return v
}

// identity lowers `l is r`: references compare as pointers; an Optional against None tests its
// flag; a value that cannot be None is never None. Both operands are evaluated, left first.
func (b *fn) identity(l, r ir.Value) ir.Value {
	_, lopt := l.Type().(*ir.Optional)
	_, ropt := r.Type().(*ir.Optional)
	pre := &ir.Series{}
	switch {
	case lopt && r.Type() == ir.None:
		if !isPure(r) {
			l = b.settle(pre, l)
			b.effect(pre, r)
		}
		return flow(pre, not(&ir.IsSome{Value: l}))
	case ropt && l.Type() == ir.None:
		if !isPure(l) {
			b.effect(pre, l)
		}
		return flow(pre, not(&ir.IsSome{Value: r}))
	case isValue(l.Type()) || isValue(r.Type()):
		for _, x := range []ir.Value{l, r} {
			if !isPure(x) {
				b.effect(pre, x)
			}
		}
		return flow(pre, &ir.Const{T: ir.Bool, Bool: false})
	}
	return &ir.Is{X: l, Y: r}
}

// isValue reports whether values of t are held by value and cannot be None.
func isValue(t ir.Type) bool {
	switch t.(type) {
	case *ir.Class, *ir.Optional:
		return false
	}
	return t != ir.None
}

// ternary lowers `a if c else b` of type t: with an Optional type, both branches convert to it;
// None and a class reference keep the reference's type.
func (b *fn) ternary(e *syntax.IfExp, cond, yes, no ir.Value) ir.Value {
	want := b.irType(b.info.Types[e])
	if o, ok := want.(*ir.Optional); ok {
		return &ir.Ternary{Cond: cond, True: wrap(yes, o), False: wrap(no, o)}
	}
	if yes.Type() == ir.None && no.Type() != ir.None {
		return &ir.Ternary{Cond: not(cond), True: no, False: yes}
	}
	return &ir.Ternary{Cond: cond, True: yes, False: no}
}

// wrap converts v to the Optional o when it is a value of o's element type or None.
func wrap(v ir.Value, o *ir.Optional) ir.Value {
	if t := v.Type(); t == o.Elem || t == ir.None {
		return &ir.Wrap{T: o, Value: v}
	}
	return v
}

// retValue is the value a return statement returns: None for a bare return.
func (b *fn) retValue(s *syntax.Return) ir.Value {
	if s.Value == nil {
		return &ir.Const{T: ir.None}
	}
	return b.expr(s.Value)
}

// finishOptional completes a body: the implicit `return None` at the end of a function whose
// result may be None, then the conversions to Optional types.
func (b *fn) finishOptional(body []syntax.Stmt) {
	switch b.f.Ret.(type) {
	case *ir.Optional, *ir.Class:
		if !b.inst.IsModule() && !types.AlwaysReturns(b.info, body) {
			b.f.Body.Append(&ir.Return{Value: &ir.Const{T: ir.None}})
		}
	}
	convertSeries(b.f, b.f.Body)
}

// convertSeries inserts the conversions to Optional types where a value is stored, passed or
// returned: a T or a None where an Optional[T] is expected.
func convertSeries(f *ir.Func, s *ir.Series) {
	for i, n := range s.Items {
		s.Items[i] = convertNode(f, n)
	}
}

func convertNode(f *ir.Func, n ir.Node) ir.Node {
	switch n := n.(type) {
	case *ir.Series:
		convertSeries(f, n)
	case *ir.If:
		n.Cond = convert(f, n.Cond)
		convertSeries(f, n.Then)
		convertSeries(f, n.Else)
	case *ir.While:
		n.Cond = convert(f, n.Cond)
		convertSeries(f, n.Body)
	case *ir.ImperativeFor:
		n.Start, n.Stop, n.Step = convert(f, n.Start), convert(f, n.Stop), convert(f, n.Step)
		convertSeries(f, n.Body)
	case *ir.TryCatch:
		convertSeries(f, n.Body)
		for _, c := range n.Catches {
			convertSeries(f, c.Body)
		}
		convertSeries(f, n.Else)
		if n.Finally != nil {
			convertSeries(f, n.Finally)
		}
	case ir.Value:
		return convert(f, n)
	}
	return n
}

// convert converts inside v (its operands first) and returns v.
func convert(f *ir.Func, v ir.Value) ir.Value {
	to := func(x ir.Value, t ir.Type) ir.Value {
		x = convert(f, x)
		if o, ok := t.(*ir.Optional); ok {
			return wrap(x, o)
		}
		return x
	}
	switch v := v.(type) {
	case *ir.Call:
		for i, a := range v.Args {
			if i < len(v.Func.Params) {
				v.Args[i] = to(a, v.Func.Params[i].T)
			}
		}
	case *ir.VirtualCall:
		for i, a := range v.Args {
			if i < len(v.Sig.Params) {
				v.Args[i] = to(a, v.Sig.Params[i].T)
			}
		}
	case *ir.Assign:
		v.Value = to(v.Value, v.Var.T)
	case *ir.Return:
		switch {
		case v.Value == nil:
		case f.Generator:
			v.Value = to(v.Value, f.GenRet)
		default:
			v.Value = to(v.Value, f.Ret)
		}
	case *ir.SetField:
		v.Obj = convert(f, v.Obj)
		if c, ok := v.Obj.Type().(*ir.Class); ok && v.Index < len(c.Fields) {
			v.Value = to(v.Value, c.Fields[v.Index].T)
		}
	case *ir.Insert:
		if v.Agg != nil {
			v.Agg = convert(f, v.Agg)
		}
		v.Elem = to(v.Elem, v.T.Elems[v.Index])
	case *ir.Ternary:
		v.Cond, v.True, v.False = convert(f, v.Cond), convert(f, v.True), convert(f, v.False)
	case *ir.FlowInstr:
		convertSeries(f, v.Flow)
		v.Result = convert(f, v.Result)
	case *ir.Extract:
		v.Value = convert(f, v.Value)
	case *ir.Is:
		v.X, v.Y = convert(f, v.X), convert(f, v.Y)
	case *ir.InstanceOf:
		v.Value = convert(f, v.Value)
	case *ir.Addr:
		v.Value = convert(f, v.Value)
	case *ir.Yield:
		v.Value = to(v.Value, f.YieldType)
	case *ir.Wrap:
		v.Value = convert(f, v.Value)
	case *ir.IsSome:
		v.Value = convert(f, v.Value)
	case *ir.Unwrap:
		v.Value = convert(f, v.Value)
	}
	return v
}
