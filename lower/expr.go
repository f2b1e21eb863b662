// Lowering of expressions: constants, variables, operator calls, and/or, chained comparisons,
// conditions, calls and print.
package lower

import (
	"fmt"

	"kiln/ir"
	"kiln/syntax"
	"kiln/types"
)

func (b *fn) expr(e syntax.Expr) ir.Value {
	if a := b.info.Adapts[e]; a != nil {
		return b.adapt(e, a)
	}
	return b.value(e)
}

// value lowers e as the checker typed it, before any conversion to a Callable.
func (b *fn) value(e syntax.Expr) ir.Value {
	if x, ok := b.info.Stands[e]; ok {
		return b.expr(x) // a builtin or method as a value (types/values.go)
	}
	if k, ok := b.info.ModuleConsts[e]; ok {
		return b.constant(k)
	}
	if f, ok := b.info.ModuleValues[e]; ok {
		return b.call(f, e.Pos())
	}
	switch e := e.(type) {
	case *syntax.Constant:
		return b.constant(e)
	case *syntax.GeneratorExp:
		return b.expr(b.info.GenExps[e])
	case *syntax.YieldFrom:
		yf := b.info.YieldValues[e]
		flow := &ir.Series{}
		b.stmt(flow, yf.Init)
		b.stmt(flow, yf.Loop)
		var result ir.Value = &ir.Const{T: ir.None}
		if _, ok := b.info.Calls[yf.Result]; ok {
			result = b.expr(yf.Result)
		}
		return &ir.FlowInstr{Flow: flow, Result: result}
	case *syntax.Yield:
		v := ir.Value(&ir.Const{T: ir.None})
		if e.Value != nil {
			v = b.expr(e.Value)
		}
		y := &ir.Yield{Value: v, Pos: e.Pos()}
		if b.f.SendType != ir.None {
			y.Recv = b.f.SendType
		}
		if f := b.info.Forwards[e]; f != nil {
			y.Forward, y.Delegate = b.funcs[f], b.iterOf // the yield of a yield from's loop
		}
		return y
	case *syntax.Name:
		if s, ok := b.info.NameConsts[e]; ok {
			return &ir.Const{T: ir.Str, Str: s}
		}
		if f, ok := b.info.FuncValues[e]; ok {
			return b.funcValue(f)
		}
		return b.narrowed(e, b.load(e, b.info.Uses[e]))
	case *syntax.BinOp:
		if fi, ok := b.info.Formats[e]; ok {
			return b.format(fi, e.Pos()) // "..." % args (fstring.go)
		}
		return b.opCall(b.info.Ops[e], b.expr(e.Left), b.expr(e.Right), e.Pos())
	case *syntax.UnaryOp:
		if e.Op == syntax.Not {
			return not(b.cond(e.Operand))
		}
		if k, ok := b.info.Consts[e]; ok {
			return &ir.Const{T: ir.Int, Int: k}
		}
		op := b.info.Ops[e]
		v := b.expr(e.Operand)
		if op.Conv[0] != nil {
			v = b.call(op.Conv[0], e.Pos(), v)
		}
		return b.call(op.Callee, e.Pos(), v)
	case *syntax.BoolOp:
		return b.boolOp(e.Op, e.Values)
	case *syntax.Compare:
		return b.compare(e)
	case *syntax.IfExp:
		return b.ternary(e, b.cond(e.Test), b.expr(e.Body), b.expr(e.Orelse))
	case *syntax.Call:
		return b.callExpr(e)
	case *syntax.Tuple:
		t := b.irType(b.info.Types[e]).(*ir.Tuple)
		var agg ir.Value
		for i, x := range e.Elts {
			agg = &ir.Insert{T: t, Agg: agg, Index: i, Elem: b.expr(x)}
		}
		if agg == nil {
			return &ir.Const{T: t} // the empty tuple
		}
		return agg
	case *syntax.Subscript:
		return b.subscript(e)
	case *syntax.Slice:
		return b.callExpr(b.info.Slices[e])
	case *syntax.Attribute:
		if f, ok := b.info.FuncValues[e]; ok {
			return b.funcValue(f) // a module's function: math.floor as a value
		}
		return b.attribute(e)
	case *syntax.List:
		return b.list(e)
	case *syntax.ListComp:
		return b.listComp(e)
	case *syntax.Lambda:
		return b.funcValue(b.info.FuncValues[e])
	case *syntax.Dict:
		return b.dictLiteral(e)
	case *syntax.Set:
		return b.setLiteral(e)
	case *syntax.DictComp:
		return b.dictComp(e)
	case *syntax.SetComp:
		return b.setComp(e)
	case *syntax.JoinedStr:
		return b.format(b.info.Formats[e], e.Pos()) // fstring.go
	}
	panic(fmt.Sprintf("lower: unexpected expression %T (the checker should have refused it)", e))
}

func (b *fn) constant(e *syntax.Constant) ir.Value {
	switch e.Kind {
	case syntax.IntConst:
		return &ir.Const{T: ir.Int, Int: e.Int.Int64()}
	case syntax.FloatConst:
		return &ir.Const{T: ir.Float, Float: e.Float}
	case syntax.StrConst:
		return &ir.Const{T: ir.Str, Str: e.Str}
	case syntax.TrueConst, syntax.FalseConst:
		return &ir.Const{T: ir.Bool, Bool: e.Kind == syntax.TrueConst}
	case syntax.NoneConst:
		return &ir.Const{T: ir.None}
	}
	panic("lower: unexpected constant")
}

func (b *fn) call(callee *types.Instance, pos syntax.Pos, args ...ir.Value) ir.Value {
	return &ir.Call{Func: b.funcs[callee], Args: args, Pos: pos}
}

// opCall calls an operator's method. For a reflected method the operands are evaluated left to
// right into temporaries first, then passed right operand first.
func (b *fn) opCall(op *types.Op, l, r ir.Value, pos syntax.Pos) ir.Value {
	if op.Never {
		pre := &ir.Series{}
		for _, x := range []ir.Value{l, r} {
			if !isPure(x) {
				b.effect(pre, x)
			}
		}
		return flow(pre, &ir.Const{T: ir.Bool, Bool: op.Not})
	}
	if op.Is {
		return b.maybeNot(op, b.identity(l, r))
	}
	if op.Conv[0] != nil {
		l = b.call(op.Conv[0], pos, l)
	}
	if op.Conv[1] != nil {
		r = b.call(op.Conv[1], pos, r)
	}
	if !op.Swapped {
		return b.maybeNot(op, b.call(op.Callee, pos, l, r))
	}
	if isPure(l) || isPure(r) {
		return b.maybeNot(op, b.call(op.Callee, pos, r, l))
	}
	pre := &ir.Series{}
	lt := b.settle(pre, l)
	rt := b.settle(pre, r)
	return &ir.FlowInstr{Flow: pre, Result: b.maybeNot(op, b.call(op.Callee, pos, rt, lt))}
}

func (b *fn) maybeNot(op *types.Op, v ir.Value) ir.Value {
	if op.Not {
		return not(v)
	}
	return v
}

// isPure reports whether evaluating v has no effects, so it may move past another evaluation.
func isPure(v ir.Value) bool {
	switch v.(type) {
	case *ir.Const, *ir.VarValue:
		return true
	}
	return false
}

func not(v ir.Value) ir.Value {
	return &ir.Ternary{Cond: v, True: &ir.Const{T: ir.Bool, Bool: false}, False: &ir.Const{T: ir.Bool, Bool: true}}
}

// truth converts an expression's value to a bool through its __bool__.
func (b *fn) truth(e syntax.Expr, v ir.Value) ir.Value {
	if callee := b.info.Truth[e]; callee != nil {
		return b.call(callee, e.Pos(), v)
	}
	return v
}

// cond lowers an expression used for its truth value; and/or there short-circuit on truth
// values whatever the operand types.
func (b *fn) cond(e syntax.Expr) ir.Value {
	if bo, ok := e.(*syntax.BoolOp); ok {
		return b.condChain(bo.Op, bo.Values)
	}
	if u, ok := e.(*syntax.UnaryOp); ok && u.Op == syntax.Not {
		return not(b.cond(u.Operand))
	}
	return b.truth(e, b.expr(e))
}

func (b *fn) condChain(op syntax.Op, values []syntax.Expr) ir.Value {
	first := b.cond(values[0])
	if len(values) == 1 {
		return first
	}
	rest := b.condChain(op, values[1:])
	if op == syntax.And {
		return &ir.Ternary{Cond: first, True: rest, False: &ir.Const{T: ir.Bool, Bool: false}}
	}
	return &ir.Ternary{Cond: first, True: &ir.Const{T: ir.Bool, Bool: true}, False: rest}
}

// boolOp lowers `a and b` / `a or b` as a value: the first operand deciding the outcome is
// the result, evaluated once.
func (b *fn) boolOp(op syntax.Op, values []syntax.Expr) ir.Value {
	first := b.expr(values[0])
	if len(values) == 1 {
		return first
	}
	rest := b.boolOp(op, values[1:])
	pre := &ir.Series{}
	t := b.settle(pre, first)
	test := b.truth(values[0], t)
	var result ir.Value
	if op == syntax.And {
		result = &ir.Ternary{Cond: test, True: rest, False: t}
	} else {
		if o, ok := t.Type().(*ir.Optional); ok && rest.Type() == o.Elem {
			t = &ir.Unwrap{Value: t} // true, so not None
		}
		result = &ir.Ternary{Cond: test, True: t, False: rest}
	}
	if len(pre.Items) == 0 {
		return result
	}
	return &ir.FlowInstr{Flow: pre, Result: result}
}

// compare lowers `a < b < c` as `a < b and b < c` with b evaluated once, and c only when
// a < b holds.
func (b *fn) compare(e *syntax.Compare) ir.Value {
	ops := b.info.Compares[e]
	left := b.expr(e.Left)
	if len(ops) == 1 {
		return b.opCall(ops[0], left, b.expr(e.Comparators[0]), e.Pos())
	}
	pre := &ir.Series{}
	left = b.settle(pre, left)
	return &ir.FlowInstr{Flow: pre, Result: b.compareFrom(e, ops, 0, left)}
}

func (b *fn) compareFrom(e *syntax.Compare, ops []*types.Op, i int, left ir.Value) ir.Value {
	right := b.expr(e.Comparators[i])
	if i == len(ops)-1 {
		return b.opCall(ops[i], left, right, e.Pos())
	}
	pre := &ir.Series{}
	right = b.settle(pre, right)
	link := b.opCall(ops[i], left, right, e.Pos())
	rest := b.compareFrom(e, ops, i+1, right)
	result := &ir.Ternary{Cond: link, True: rest, False: &ir.Const{T: ir.Bool, Bool: false}}
	if len(pre.Items) == 0 {
		return result
	}
	return &ir.FlowInstr{Flow: pre, Result: result}
}

func (b *fn) callExpr(e *syntax.Call) ir.Value {
	if fi, ok := b.info.Formats[e]; ok {
		return b.format(fi, e.Pos()) // format(), str.format (fstring.go)
	}
	ci := b.info.Calls[e]
	switch ci.Kind {
	case types.PrintCall:
		return b.print(e, ci)
	case types.TruthCall:
		return b.truth(e.Args[0], b.expr(e.Args[0]))
	case types.ConstructCall:
		return b.construct(e, ci)
	case types.IsInstanceCall:
		return b.isinstance(e, ci)
	case types.IDCall:
		return b.id(e) // id.go
	case types.StrCall:
		return b.str(e.Args[0], b.expr(e.Args[0]))
	case types.ClosureCall:
		return b.closureCall(e, ci)
	case types.ValueCall:
		return b.expr(ci.Args[0])
	case types.CallableCall:
		return b.callableCall(e, ci)
	}
	pre := &ir.Series{}
	b.kwCheck(pre, ci)
	if a, ok := e.Func.(*syntax.Attribute); ok && len(ci.Args) == len(e.Args) {
		// A static method called through an instance: the receiver is evaluated, not passed.
		if b.classValue(a.Value) == nil && !isSuper(a.Value) && b.info.Modules[a.Value] == nil {
			b.effect(pre, b.expr(a.Value))
		}
	}
	args := make([]ir.Value, len(ci.Args))
	for i, a := range ci.Args {
		args[i] = b.expr(a)
	}
	if ci.NoneCheck != nil || ci.Kind == types.VirtualCall {
		return flow(pre, b.methodCall(e, ci, args))
	}
	return flow(pre, b.call(ci.Callee, e.Pos(), args...))
}

// kwCheck evaluates the check of a call f(**d) (see types.CallInfo.KwCheck), if any.
func (b *fn) kwCheck(pre *ir.Series, ci *types.CallInfo) {
	if ci.KwCheck != nil {
		b.effect(pre, b.expr(ci.KwCheck))
	}
}

func isSuper(e syntax.Expr) bool {
	c, ok := e.(*syntax.Call)
	return ok && len(c.Args) == 0 && isName(c.Func, "super")
}

func isName(e syntax.Expr, id string) bool {
	n, ok := e.(*syntax.Name)
	return ok && n.Id == id
}

// print evaluates every argument first (they may print too), then writes their str forms
// separated by sep and followed by end.
func (b *fn) print(e *syntax.Call, ci *types.CallInfo) ir.Value {
	out := &ir.Series{}
	var vals []ir.Value
	// Every argument is evaluated before any is converted to str, as CPython does.
	for i, a := range ci.Args {
		v := b.expr(a)
		if len(ci.Args) > 1 || ci.Sep != nil || ci.End != nil || ci.IsTuple[i] {
			v = b.settle(out, v)
		}
		vals = append(vals, v)
	}
	sep := ir.Value(&ir.Const{T: ir.Str, Str: " "})
	end := ir.Value(&ir.Const{T: ir.Str, Str: "\n"})
	if ci.Sep != nil {
		sep = b.settle(out, b.expr(ci.Sep))
	}
	if ci.End != nil {
		end = b.settle(out, b.expr(ci.End))
	}
	var file ir.Value
	if ci.File != nil {
		file = b.settle(out, b.expr(ci.File))
	}
	var flush ir.Value
	if ci.Flush != nil {
		for _, k := range e.Keywords {
			if k.Name == "flush" {
				flush = b.settle(out, b.expr(k.Value))
			}
		}
	}
	w := &writer{b: b, out: out, write: b.funcs[ci.Write], pos: e.Pos()}
	if file != nil {
		w.write, w.recv = b.funcs[ci.FileWrite], file
	}
	for i, v := range vals {
		if i > 0 {
			w.str(sep)
		}
		if ci.IsTuple[i] {
			w.tupleRepr(v, b.info.Types[ci.Args[i]].(*types.Tuple))
		} else {
			w.str(b.str(ci.Args[i], v))
		}
	}
	w.str(end)
	switch {
	case flush != nil && file != nil && ci.FileFlush != nil:
		out.Append(&ir.If{Cond: flush, Then: &ir.Series{Items: []ir.Node{b.call(ci.FileFlush, e.Pos(), file)}}, Else: &ir.Series{}})
	case flush != nil && file == nil:
		out.Append(b.call(ci.Flush, e.Pos(), flush))
	}
	return &ir.FlowInstr{Flow: out, Result: &ir.Const{T: ir.None}}
}

// writer appends the writes of print's output.
type writer struct {
	b     *fn
	out   *ir.Series
	write *ir.Func
	recv  ir.Value // print(file=f): f, whose write method write is; nil for stdout
	pos   syntax.Pos
}

func (w *writer) str(v ir.Value) {
	if w.recv != nil {
		w.b.effect(w.out, &ir.Call{Func: w.write, Args: []ir.Value{w.recv, v}, Pos: w.pos})
		return
	}
	w.out.Append(&ir.Call{Func: w.write, Args: []ir.Value{v}, Pos: w.pos})
}

func (w *writer) lit(s string) { w.str(&ir.Const{T: ir.Str, Str: s}) }

// tupleRepr writes repr(v): "(a, b)", "(a,)" for one element, "()" for none.
func (w *writer) tupleRepr(v ir.Value, t *types.Tuple) {
	w.lit("(")
	for i, et := range t.Elems {
		if i > 0 {
			w.lit(", ")
		}
		elem := &ir.Extract{Value: v, Index: i}
		if inner, ok := et.(*types.Tuple); ok {
			w.tupleRepr(elem, inner)
		} else {
			w.str(w.b.call(w.b.info.Reprs[et], w.pos, elem))
		}
	}
	if len(t.Elems) == 1 {
		w.lit(",")
	}
	w.lit(")")
}
