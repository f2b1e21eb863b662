// Lowering of objects: attributes, constructors, method calls through method tables,
// isinstance, subscripts, lists and iteration.
package lower

import (
	"kiln/ir"
	"kiln/syntax"
	"kiln/types"
)

// flow wraps a value computed after some statements.
func flow(pre *ir.Series, v ir.Value) ir.Value {
	if len(pre.Items) == 0 {
		return v
	}
	return &ir.FlowInstr{Flow: pre, Result: v}
}

// notNone evaluates an object into a temporary in pre and raises AttributeError naming attr
// when it is None (check is the stdlib function that raises; nil when it cannot be None).
func (b *fn) notNone(pre *ir.Series, v ir.Value, check *types.Instance, attr string, pos syntax.Pos) ir.Value {
	if check == nil {
		return v
	}
	t := b.settle(pre, v)
	pre.Append(&ir.If{Cond: &ir.Is{X: t, Y: &ir.Const{T: ir.None}},
		Then: &ir.Series{Items: []ir.Node{b.call(check, pos, &ir.Const{T: ir.Str, Str: attr})}},
		Else: &ir.Series{}})
	return t
}

// getProperty reads the property info.Get of obj: through the method table when a subclass
// overrides it.
func (b *fn) getProperty(info *types.AttrInfo, pos syntax.Pos, obj ir.Value) ir.Value {
	if info.GetVirtual {
		return &ir.VirtualCall{Slot: info.GetSlot, Sig: b.funcs[info.Get], Args: []ir.Value{obj}, Pos: pos}
	}
	return b.call(info.Get, pos, obj)
}

// attribute lowers a read of obj.name.
func (b *fn) attribute(e *syntax.Attribute) ir.Value {
	if b.info.TypeNames[e] {
		return b.typeName(e) // exc.go
	}
	info := b.info.Attrs[e]
	pre := &ir.Series{}
	if info.Var != nil && info.Field == nil && info.Get == nil {
		if b.classValue(e.Value) != nil {
			return &ir.VarValue{Var: b.varOf(info.Var)}
		}
		obj := b.notNone(pre, b.expr(e.Value), info.NoneCheck, e.Attr, e.Pos())
		return flow(pre, b.classAttr(pre, info, obj))
	}
	obj := b.notNone(pre, b.expr(e.Value), info.NoneCheck, e.Attr, e.Pos())
	if info.Get != nil {
		return flow(pre, b.getProperty(info, e.Pos(), obj))
	}
	return flow(pre, &ir.Extract{Value: obj, Index: info.Field.Index})
}

// classAttr reads class attribute info.Var of obj, an object that is not None: the value of
// the nearest class of info.Overrides the object is an instance of, tested deepest first.
func (b *fn) classAttr(pre *ir.Series, info *types.AttrInfo, obj ir.Value) ir.Value {
	if len(info.Overrides) == 0 {
		if !isPure(obj) {
			b.effect(pre, obj) // evaluated for its effects, as CPython evaluates it
		}
		return &ir.VarValue{Var: b.varOf(info.Var)}
	}
	obj = b.settle(pre, obj)
	res := b.temp(b.irType(info.Var.Type))
	into := pre
	for _, o := range info.Overrides {
		var v ir.Value
		if o.Field != nil {
			v = &ir.Extract{Value: &ir.Cast{Value: obj, T: b.irType(o.Class)}, Index: o.Field.Index}
		} else {
			v = &ir.VarValue{Var: b.varOf(o.Var)}
		}
		next := &ir.Series{}
		into.Append(&ir.If{Cond: &ir.InstanceOf{Value: obj, Class: b.classOf(o.Class)},
			Then: &ir.Series{Items: []ir.Node{&ir.Assign{Var: res, Value: v}}}, Else: next})
		into = next
	}
	into.Append(&ir.Assign{Var: res, Value: &ir.VarValue{Var: b.varOf(info.Var)}})
	return &ir.VarValue{Var: res}
}

// classValue returns the class a Name denotes (Class.attr), or nil.
func (b *fn) classValue(e syntax.Expr) *types.Class {
	c, _ := b.info.Types[e].(*types.Class)
	if _, isName := e.(*syntax.Name); !isName || c == nil || b.info.Uses[e.(*syntax.Name)] != nil {
		return nil
	}
	return c
}

// storeAttr lowers obj.name = v: v first, then obj, as Python evaluates them.
func (b *fn) storeAttr(out *ir.Series, e *syntax.Attribute, v ir.Value) {
	info := b.info.Attrs[e]
	if info.Var != nil && info.Field == nil && info.Set == nil && b.classValue(e.Value) != nil {
		out.Append(&ir.Assign{Var: b.varOf(info.Var), Value: v})
		return
	}
	if !isPure(v) {
		v = b.settle(out, v)
	}
	obj := b.notNone(out, b.expr(e.Value), info.NoneCheck, e.Attr, e.Pos())
	b.setAttr(out, e, info, obj, v)
}

func (b *fn) setAttr(out *ir.Series, e *syntax.Attribute, info *types.AttrInfo, obj, v ir.Value) {
	switch {
	case info.SetVirtual:
		out.Append(&ir.VirtualCall{Slot: info.SetSlot, Sig: b.funcs[info.Set], Args: []ir.Value{obj, v}, Pos: e.Pos()})
	case info.Set != nil:
		out.Append(b.call(info.Set, e.Pos(), obj, v))
	case info.Field != nil:
		out.Append(&ir.SetField{Obj: obj, Index: info.Field.Index, Value: v})
	default:
		out.Append(&ir.Assign{Var: b.varOf(info.Var), Value: v})
	}
}

// augAttr lowers obj.name op= v with obj evaluated once.
func (b *fn) augAttr(out *ir.Series, s *syntax.AugAssign, e *syntax.Attribute) {
	info := b.info.Attrs[e]
	var obj, cur ir.Value
	switch {
	case info.Var != nil && info.Field == nil && info.Get == nil:
		if b.classValue(e.Value) == nil {
			b.effect(out, b.expr(e.Value))
		}
		cur = &ir.VarValue{Var: b.varOf(info.Var)}
	default:
		obj = b.notNone(out, b.expr(e.Value), info.NoneCheck, e.Attr, e.Pos())
		if _, ok := obj.(*ir.VarValue); !ok {
			obj = b.settle(out, obj)
		}
		if info.Get != nil {
			cur = b.getProperty(info, e.Pos(), obj)
		} else {
			cur = &ir.Extract{Value: obj, Index: info.Field.Index}
		}
	}
	nv := b.opCall(b.info.Ops[s], cur, b.expr(s.Value), s.Pos())
	b.setAttr(out, e, info, obj, nv)
}

// construct lowers Class(args): a new object, then __init__.
func (b *fn) construct(e *syntax.Call, ci *types.CallInfo) ir.Value {
	pre := &ir.Series{}
	b.kwCheck(pre, ci)
	obj := b.temp(b.irType(ci.Class))
	pre.Append(&ir.Assign{Var: obj, Value: &ir.New{Class: b.classOf(ci.Class)}})
	for _, fi := range ci.Class.Inits {
		var v ir.Value = &ir.VarValue{Var: b.varOf(fi.Var)}
		if fi.Var.Type == b.prog.Universe.None {
			v = &ir.Const{T: ir.None}
		}
		pre.Append(&ir.SetField{Obj: &ir.VarValue{Var: obj}, Index: fi.Field.Index, Value: v})
	}
	if ci.Callee != nil {
		args := []ir.Value{&ir.VarValue{Var: obj}}
		for _, a := range ci.Args[1:] {
			args = append(args, b.expr(a))
		}
		pre.Append(b.call(ci.Callee, e.Pos(), args...))
	}
	return &ir.FlowInstr{Flow: pre, Result: &ir.VarValue{Var: obj}}
}

// methodCall lowers a call whose receiver may be None (checked) or dispatch dynamically.
func (b *fn) methodCall(e *syntax.Call, ci *types.CallInfo, args []ir.Value) ir.Value {
	pre := &ir.Series{}
	if ci.NoneCheck != nil {
		name := ""
		if a, ok := e.Func.(*syntax.Attribute); ok {
			name = a.Attr
		}
		args[0] = b.notNone(pre, args[0], ci.NoneCheck, name, e.Pos())
		// The other arguments are evaluated after the receiver, in order.
		for i := 1; i < len(args); i++ {
			if !isPure(args[i]) {
				args[i] = b.settle(pre, args[i])
			}
		}
	}
	if ci.Kind == types.VirtualCall {
		return flow(pre, &ir.VirtualCall{Slot: ci.Slot, Sig: b.funcs[ci.Callee], Args: args, Pos: e.Pos()})
	}
	return flow(pre, b.call(ci.Callee, e.Pos(), args...))
}

// isinstance lowers isinstance(x, C).
func (b *fn) isinstance(e *syntax.Call, ci *types.CallInfo) ir.Value {
	v := b.expr(e.Args[0])
	if ci.Const != nil {
		pre := &ir.Series{}
		if !isPure(v) {
			b.effect(pre, v)
		}
		return flow(pre, &ir.Const{T: ir.Bool, Bool: *ci.Const})
	}
	return &ir.InstanceOf{Value: v, Class: b.classOf(ci.Class)}
}

// str converts a value to str through its __str__ (or __repr__); a reference that may be
// None gives "None".
func (b *fn) str(e syntax.Expr, v ir.Value) ir.Value {
	return b.strBy(b.info.Strs[e], b.info.Types[e], e.Pos(), v)
}

// strBy converts v, of type t, to str as si says.
func (b *fn) strBy(si *types.StrInfo, t types.Type, pos syntax.Pos, v ir.Value) ir.Value {
	conv := func(v ir.Value) ir.Value {
		if si.Default != nil {
			name := &ir.Const{T: ir.Str, Str: "__main__." + t.String()}
			return b.call(si.Default, pos, name, &ir.Addr{Value: v})
		}
		if si.Virtual != nil {
			return &ir.VirtualCall{Slot: si.Virtual.Slot, Sig: b.funcs[si.Str], Args: []ir.Value{v}, Pos: pos}
		}
		return b.call(si.Str, pos, v)
	}
	if !si.MayBeNone {
		return conv(v)
	}
	pre := &ir.Series{}
	tv := b.settle(pre, v)
	return flow(pre, &ir.Ternary{Cond: &ir.Is{X: tv, Y: &ir.Const{T: ir.None}},
		True: &ir.Const{T: ir.Str, Str: "None"}, False: conv(tv)})
}

// subscript lowers obj[i] through __getitem__.
func (b *fn) subscript(e *syntax.Subscript) ir.Value {
	if callee := b.info.Subscripts[e]; callee != nil {
		return b.call(callee, e.Pos(), b.expr(e.Value), b.expr(e.Slice))
	}
	if idx, ok := b.info.TupleSlices[e]; ok {
		return b.tupleSlice(e, idx)
	}
	return &ir.Extract{Value: b.expr(e.Value), Index: b.info.Index[e]}
}

// storeItem lowers obj[i] = v: v first, then obj and i.
func (b *fn) storeItem(out *ir.Series, e *syntax.Subscript, v ir.Value) {
	if !isPure(v) {
		v = b.settle(out, v)
	}
	out.Append(b.call(b.info.Subscripts[e], e.Pos(), b.expr(e.Value), b.expr(e.Slice), v))
}

// augItem lowers obj[i] op= v with obj and i evaluated once.
func (b *fn) augItem(out *ir.Series, s *syntax.AugAssign, e *syntax.Subscript) {
	obj := b.settle(out, b.expr(e.Value))
	idx := b.settle(out, b.expr(e.Slice))
	cur := b.call(b.info.Subscripts[e], e.Pos(), obj, idx)
	nv := b.opCall(b.info.Ops[s], cur, b.expr(s.Value), s.Pos())
	out.Append(b.call(b.info.Ops[e].Callee, e.Pos(), obj, idx, nv))
}

// list lowers a list literal: a new list, reserved, then each element appended in order.
func (b *fn) list(e *syntax.List) ir.Value {
	li := b.info.Lists[e]
	pre, l := b.newList(li, e.Pos())
	if li.Reserve != nil {
		pre.Append(b.call(li.Reserve, e.Pos(), l, &ir.Const{T: ir.Int, Int: int64(len(e.Elts))}))
	}
	for _, x := range e.Elts {
		pre.Append(b.call(li.Append, x.Pos(), l, b.expr(x)))
	}
	return &ir.FlowInstr{Flow: pre, Result: l}
}

func (b *fn) newList(li *types.ListInfo, pos syntax.Pos) (*ir.Series, ir.Value) {
	pre := &ir.Series{}
	t := b.temp(b.irType(li.Class))
	pre.Append(&ir.Assign{Var: t, Value: &ir.New{Class: b.classOf(li.Class)}})
	l := &ir.VarValue{Var: t}
	pre.Append(b.call(li.Init, pos, l))
	return pre, l
}

// listComp lowers [elt for ... in ... if ...] to nested loops appending to a new list.
func (b *fn) listComp(e *syntax.ListComp) ir.Value {
	li := b.info.Lists[e]
	return b.comprehension(e, e.Generators, func(out *ir.Series, l ir.Value) {
		out.Append(b.call(li.Append, e.Elt.Pos(), l, b.expr(e.Elt)))
	})
}

// iterate emits a loop over iter: for range(...) an ImperativeFor (its bounds evaluated in
// order before the loop, as Python evaluates range's arguments), the iterator protocol
// otherwise. body receives the loop body and the current item, nil when the counted loop
// steps the target variable itself; wrap, when not nil, wraps the loop node (for loops with
// else clauses).
func (b *fn) iterate(out *ir.Series, fi *types.ForInfo, iter syntax.Expr, body func(*ir.Series, ir.Value), wrap func(*ir.Series, func(*ir.Series) ir.Node)) {
	if wrap == nil {
		wrap = func(into *ir.Series, build func(*ir.Series) ir.Node) { into.Append(build(&ir.Series{})) }
	}
	if ri := fi.Range; ri != nil {
		start, stop, step := b.rangeBounds(out, ri)
		var counter *ir.Var
		var item ir.Value
		if ri.Var != nil && !ri.Var.Cell {
			counter = b.varOf(ri.Var)
		} else {
			counter = b.temp(ir.Int)
			item = &ir.VarValue{Var: counter}
		}
		wrap(out, func(s *ir.Series) ir.Node {
			body(s, item)
			return &ir.ImperativeFor{Var: counter, Start: start, Stop: stop, Step: step, Body: s}
		})
		return
	}
	it := b.temp(b.funcs[fi.Iter].Ret)
	seq := b.expr(iter)
	if li := fi.FromTuple; li != nil {
		tup := b.settle(out, seq)
		pre, l := b.newList(li, iter.Pos())
		n := len(tup.Type().(*ir.Tuple).Elems)
		pre.Append(b.call(li.Reserve, iter.Pos(), l, &ir.Const{T: ir.Int, Int: int64(n)}))
		for i := 0; i < n; i++ {
			pre.Append(b.call(li.Append, iter.Pos(), l, &ir.Extract{Value: tup, Index: i}))
		}
		seq = &ir.FlowInstr{Flow: pre, Result: l}
	}
	out.Append(&ir.Assign{Var: it, Value: b.call(fi.Iter, iter.Pos(), seq)})
	itv := &ir.VarValue{Var: it}
	into := out
	var own *ir.TryCatch
	if c, ok := seq.(*ir.Call); ok && c.Func.Generator && fi.Close != nil {
		// A generator made for this loop alone is destroyed however the loop is left, which
		// lets LLVM put its frame on the stack and inline its body (CoroElide).
		own = &ir.TryCatch{Body: &ir.Series{}, Else: &ir.Series{},
			Finally: &ir.Series{Items: []ir.Node{b.call(fi.Close, iter.Pos(), itv)}}}
		into = own.Body
	}
	wrap(into, func(s *ir.Series) ir.Node {
		outer := b.iterOf
		b.iterOf = itv
		body(s, b.call(fi.Next, iter.Pos(), itv))
		b.iterOf = outer
		return &ir.While{Cond: b.call(fi.HasNext, iter.Pos(), itv), Body: s}
	})
	if own != nil {
		out.Append(own)
	}
}

// rangeBounds evaluates range's arguments in order, checking a step that may be zero.
func (b *fn) rangeBounds(out *ir.Series, ri *types.RangeInfo) (start, stop, step ir.Value) {
	start = &ir.Const{T: ir.Int, Int: 0}
	step = &ir.Const{T: ir.Int, Int: 1}
	if ri.Start != nil {
		start = b.expr(ri.Start)
	}
	stop = b.expr(ri.Stop)
	if ri.Step != nil {
		step = b.expr(ri.Step)
	}
	if ri.CheckStep != nil {
		start, stop, step = b.settle(out, start), b.settle(out, stop), b.settle(out, step)
		out.Append(&ir.Call{Func: b.funcs[ri.CheckStep], Args: []ir.Value{step}, Pos: ri.Step.Pos()})
	}
	return start, stop, step
}

// forStmt lowers a for statement.
func (b *fn) forStmt(out *ir.Series, s *syntax.For) {
	if b.info.Fors[s].Empty {
		b.stmts(out, s.Orelse)
		return
	}
	b.iterate(out, b.info.Fors[s], s.Iter, func(body *ir.Series, item ir.Value) {
		if item != nil {
			b.assign(body, s.Target, item)
		}
		b.stmts(body, s.Body)
	}, func(into *ir.Series, build func(*ir.Series) ir.Node) {
		b.loop(into, s.Orelse, build)
	})
}

// classBody assigns a class's attributes where its class statement runs.
func (b *fn) classBody(out *ir.Series, s *syntax.ClassDef) {
	for _, a := range types.ClassAttrAssigns(s) {
		out.Append(&ir.Assign{Var: b.target(a.Target), Value: b.expr(a.Value)})
	}
	b.defaults(out, s)
}

// defaults evaluates the default values a def or class statement makes (types/defaults.go)
// into their module variables.
func (b *fn) defaults(out *ir.Series, s syntax.Stmt) {
	for _, d := range b.info.Defaults[s] {
		out.Append(&ir.Assign{Var: b.varOf(d.Var), Value: b.expr(d.Value)})
	}
}
