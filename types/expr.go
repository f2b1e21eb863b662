// Expression checking: literals, names, operators as magic-method calls, conditions.
package types

import (
	"math/big"
	"strings"

	"kiln/syntax"
)

var minInt64 = new(big.Int).Neg(new(big.Int).Lsh(big.NewInt(1), 63))

// expr checks e, records its type and returns it.
func (c *Checker) expr(inst *Instance, e syntax.Expr) Type {
	t := c.expr1(inst, e)
	if t == nil {
		t = invalid
	}
	inst.Info.Types[e] = t
	return t
}

func (c *Checker) expr1(inst *Instance, e syntax.Expr) Type {
	switch e := e.(type) {
	case *syntax.Constant:
		return c.constant(inst, e)
	case *syntax.Name:
		return c.name(inst, e)
	case *syntax.BinOp:
		if k, ok := e.Left.(*syntax.Constant); ok && k.Kind == syntax.StrConst && e.Op == syntax.Mod {
			return c.percentFormat(inst, e, k) // percent.go
		}
		lt := c.expr(inst, e.Left)
		rt := c.expr(inst, e.Right)
		t, op := c.binary(inst, e, e.Op, lt, rt, false)
		if op != nil {
			inst.Info.Ops[e] = op
		}
		return t
	case *syntax.UnaryOp:
		return c.unary(inst, e)
	case *syntax.BoolOp:
		return c.boolOp(inst, e)
	case *syntax.Compare:
		return c.compare(inst, e)
	case *syntax.IfExp:
		c.cond(inst, e.Test)
		bt := c.exprIf(inst, e.Test, true, e.Body) // narrowed where the test holds (narrow.go)
		et := c.exprIf(inst, e.Test, false, e.Orelse)
		if !known(bt) || !known(et) {
			// A recursive branch still pending takes the other's type, as a function with a
			// base case takes its return type from it; the pass is re-run either way.
			if t := join(bt, et); t == pending && (known(bt) || known(et)) {
				if known(bt) {
					return bt
				}
				return et
			}
			return join(bt, et)
		}
		if t := c.joinBranches(bt, et); t != nil && bt != et {
			return t
		}
		if bt != et {
			c.errorHint(inst, e.Pos(), "both branches must have one type",
				"conditional expression branches have different types %s and %s", bt, et)
			return invalid
		}
		return bt
	case *syntax.Call:
		return c.call(inst, e)
	case *syntax.Tuple:
		for _, x := range e.Elts {
			if _, ok := x.(*syntax.Starred); ok {
				return c.starTuple(inst, e) // startuple.go
			}
		}
		var elems []Type
		for _, x := range e.Elts {
			elems = append(elems, c.expr(inst, x))
		}
		if t := join(elems...); t != nil {
			return t
		}
		return c.u.TupleOf(elems)
	case *syntax.Subscript:
		return c.subscript(inst, e)
	case *syntax.Slice:
		return c.sliceExpr(inst, e)
	case *syntax.Attribute:
		return c.attribute(inst, e)
	case *syntax.List:
		return c.listLiteral(inst, e)
	case *syntax.ListComp:
		return c.listComp(inst, e)
	case *syntax.Lambda:
		return c.lambda(inst, e)
	case *syntax.Dict:
		return c.dictLiteral(inst, e)
	case *syntax.Set:
		return c.setLiteral(inst, e)
	case *syntax.DictComp:
		return c.dictComp(inst, e)
	case *syntax.SetComp:
		return c.setComp(inst, e)
	case *syntax.JoinedStr:
		return c.joinedStr(inst, e) // fstring.go
	case *syntax.Yield:
		return c.yieldExpr(inst, e) // generator.go
	case *syntax.YieldFrom:
		return c.yieldFromExpr(inst, e) // generator.go
	case *syntax.GeneratorExp:
		return c.genExp(inst, e)
	}
	c.unsupported(inst, e, describe(e))
	return invalid
}

// join returns the type to give an expression with not-quite-known parts: invalid wins over
// pending, so an error is not followed by "cannot infer".
func join(ts ...Type) Type {
	r := Type(nil)
	for _, t := range ts {
		switch {
		case t == invalid:
			return invalid
		case t == pending || isPartial(t):
			r = pending
		}
	}
	return r
}

func (c *Checker) constant(inst *Instance, e *syntax.Constant) Type {
	switch e.Kind {
	case syntax.IntConst:
		if !e.Int.IsInt64() {
			c.errorHint(inst, e.Pos(), "Kiln's int is 64-bit; use a float for larger magnitudes",
				"integer literal is too large for int")
			return invalid
		}
		return c.u.Int
	case syntax.FloatConst:
		return c.u.Float
	case syntax.StrConst:
		return c.u.Str
	case syntax.TrueConst, syntax.FalseConst:
		return c.u.Bool
	case syntax.NoneConst:
		return c.u.None
	case syntax.BytesConst:
		// b'...' is bytes made of the literal's raw bytes (stdlib/bytes.py).
		return c.standIn(inst, e, func() syntax.Expr {
			return &syntax.Call{Span: e.Span, Func: &syntax.Name{Span: e.Span, Id: "_bytes_lit"},
				Args: []syntax.Expr{&syntax.Constant{Span: e.Span, Kind: syntax.StrConst, Str: e.Str}}}
		})
	case syntax.ComplexConst:
		c.unsupported(inst, e, "complex numbers")
	default:
		c.unsupported(inst, e, "Ellipsis")
	}
	return invalid
}

// lookup resolves a name read in inst: locals, then the module, then the builtins.
func (c *Checker) lookup(inst *Instance, n *syntax.Name) object {
	if c.stdNames[n] {
		return c.builtins.lookup(n.Id) // a stdlib helper the checker called (builtins_iter.go)
	}
	if v := inst.compVar(n.Id); v != nil {
		return v
	}
	if inst.clsName != "" && n.Id == inst.clsName {
		return inst.Func.Recv
	}
	if !inst.module {
		if v, ok := inst.locals[n.Id]; ok {
			return v
		}
		if v := c.enclosing(inst, n.Id); v != nil {
			return v
		}
	}
	return inst.scopeOf().lookup(n.Id)
}

func (c *Checker) name(inst *Instance, n *syntax.Name) Type {
	if s, ok := c.defRefs[n]; ok {
		return c.defRef(inst, n, s)
	}
	switch o := c.lookup(inst, n).(type) {
	case *Var:
		inst.Info.Uses[n] = o
		if t := c.narrowRead(inst, n, o); t != nil {
			return t // an Optional known not to be None here
		}
		if o.Type == nil {
			c.markPending(inst, n.Pos())
			return pending
		}
		c.settle(&o.Type) // a collection whose type arguments are all known now
		return o.Type
	case nil:
		if n.Id == "__name__" && inst.Func.scope == c.user {
			inst.Info.NameConsts[n] = "__main__"
			return c.u.Str
		}
		if what, ok := strings.CutPrefix(n.Id, "not_supported_yet_"); ok {
			// A construct the class expansions (dataclass.go) generate where they cannot
			// support something: the error names it where it is used.
			c.unsupported(inst, n, strings.ReplaceAll(what, "_", " "))
			return invalid
		}
		c.errorf(inst, n.Pos(), "name %q is not defined", n.Id)
	case *Func:
		if o.Kind != PlainFunc {
			c.unsupported(inst, n, "low-level functions as values")
			return invalid
		}
		if variantChooser(o.Name) != nil {
			c.unsupported(inst, n, o.PyName+" as a value") // variants.go
			return invalid
		}

		inst.Info.FuncValues[n] = o
		return funcValue(o)
	case *builtinFunc:
		if o.name == "range" || o.name == "isinstance" {
			c.unsupported(inst, n, o.name+" as a value")
			return invalid
		}
		return c.builtinValue(inst, n, o) // values.go
	case *moduleConst:
		return c.constRef(inst, n, o)
	case *moduleValue:
		return c.valueRef(inst, n, o)
	case *Module:
		c.unsupported(inst, n, "modules as values")
	case *Class:
		if c.isEnum(o) {
			return c.enumValue(inst, n) // enum.go
		}
		if o.Ref && !o.stdlib || o.Prim == PrimInt || o.Prim == PrimFloat || o.Prim == PrimStr || o.Prim == PrimBool {
			return c.builtinValue(inst, n, o)
		}
		c.unsupported(inst, n, "classes as values")
	case *typeParam:
		c.unsupported(inst, n, "type parameters as values")
	default:
		c.unsupported(inst, n, "using "+n.Id+" as a value")
	}
	return invalid
}

var binMagic = map[syntax.Op][2]string{
	syntax.Add: {"__add__", "__radd__"}, syntax.Sub: {"__sub__", "__rsub__"},
	syntax.Mult: {"__mul__", "__rmul__"}, syntax.MatMult: {"__matmul__", "__rmatmul__"},
	syntax.Div: {"__truediv__", "__rtruediv__"}, syntax.FloorDiv: {"__floordiv__", "__rfloordiv__"},
	syntax.Mod: {"__mod__", "__rmod__"}, syntax.Pow: {"__pow__", "__rpow__"},
	syntax.LShift: {"__lshift__", "__rlshift__"}, syntax.RShift: {"__rshift__", "__rrshift__"},
	syntax.BitAnd: {"__and__", "__rand__"}, syntax.BitOr: {"__or__", "__ror__"},
	syntax.BitXor: {"__xor__", "__rxor__"},
}

// inplaceMagic names the in-place method tried first by augmented assignment.
var inplaceMagic = map[syntax.Op]string{
	syntax.Add: "__iadd__", syntax.Sub: "__isub__", syntax.Mult: "__imul__",
	syntax.MatMult: "__imatmul__", syntax.Div: "__itruediv__", syntax.FloorDiv: "__ifloordiv__",
	syntax.Mod: "__imod__", syntax.Pow: "__ipow__", syntax.LShift: "__ilshift__",
	syntax.RShift: "__irshift__", syntax.BitAnd: "__iand__", syntax.BitOr: "__ior__",
	syntax.BitXor: "__ixor__",
}

// binary resolves `l op r` to a magic method: l.__op__(r), then r.__rop__(l), as CPython does.
// bool is a subclass of int: when no method takes a bool operand, it is retried as an int.
func (c *Checker) binary(inst *Instance, n syntax.Node, op syntax.Op, lt, rt Type, inplace bool) (Type, *Op) {
	if !known(lt) || !known(rt) {
		return join(lt, rt), nil
	}
	if c.optionalOperands(inst, n, lt, rt) {
		return invalid, nil
	}
	if t, o, ok := c.tupleRepeat(inst, n, op, lt, rt, inplace); ok {
		return t, o
	}
	if t, o := c.binary1(inst, n, op, lt, rt, inplace); o != nil {
		return t, o
	}
	if lt == c.u.Bool || rt == c.u.Bool {
		lt2, rt2, conv := c.boolAsInt(lt, rt)
		if t, o := c.binary1(inst, n, op, lt2, rt2, inplace); o != nil {
			o.Conv = conv
			return t, o
		}
	}
	sym := op.Symbol()
	if inplace {
		sym += "="
	}
	hint := ""
	if (lt == c.u.Str) != (rt == c.u.Str) && op == syntax.Add {
		hint = "convert with str(...) first"
	}
	for _, t := range []Type{lt, rt} {
		if cls := classOf(t); cls != nil && cls.stdlib && cls.Name == "_exit_status" {
			hint = "SystemExit.code may be None, an int or a str: print it, compare it with == or `is None`, or convert it with str()"
		}
	}
	c.errorHint(inst, n.Pos(), hint, "unsupported operand type(s) for %s: '%s' and '%s'", sym, lt, rt)
	return invalid, nil
}

// boolAsInt replaces bool operands by int and returns the conversions to apply.
func (c *Checker) boolAsInt(lt, rt Type) (Type, Type, [2]*Instance) {
	var conv [2]*Instance
	ts := [2]Type{lt, rt}
	for i, t := range ts {
		if t == c.u.Bool {
			conv[i] = c.method(nil, c.u.Int, "__new__", []Type{c.u.Bool})
			ts[i] = c.u.Int
		}
	}
	return ts[0], ts[1], conv
}

// binary1 finds the method for `l op r` with these exact types, or returns a nil Op.
func (c *Checker) binary1(inst *Instance, n syntax.Node, op syntax.Op, lt, rt Type, inplace bool) (Type, *Op) {
	names := binMagic[op]
	if inplace {
		if callee := c.method(inst, lt, inplaceMagic[op], []Type{lt, rt}); callee != nil {
			return c.result(inst, n, callee), &Op{Callee: callee}
		}
	}
	if callee := c.method(inst, lt, names[0], []Type{lt, rt}); callee != nil {
		return c.result(inst, n, callee), &Op{Callee: callee}
	}
	if callee := c.method(inst, rt, names[1], []Type{rt, lt}); callee != nil {
		return c.result(inst, n, callee), &Op{Callee: callee, Swapped: true}
	}
	return nil, nil
}

// result is the type of a call of callee: pending while callee's return type is not known.
func (c *Checker) result(inst *Instance, n syntax.Node, callee *Instance) Type {
	if callee.Ret == nil {
		c.markPending(inst, n.Pos())
		return pending
	}
	c.observeRet(inst, callee)
	return callee.Ret
}

var unaryMagic = map[syntax.Op]string{
	syntax.USub: "__neg__", syntax.UAdd: "__pos__", syntax.Invert: "__invert__",
}

func (c *Checker) unary(inst *Instance, e *syntax.UnaryOp) Type {
	if e.Op == syntax.Not {
		c.cond(inst, e.Operand)
		return c.u.Bool
	}
	// -9223372036854775808 is a literal one past int's range, negated.
	if k, ok := e.Operand.(*syntax.Constant); ok && e.Op == syntax.USub && k.Kind == syntax.IntConst &&
		new(big.Int).Neg(k.Int).Cmp(minInt64) == 0 {
		inst.Info.Types[k] = c.u.Int
		inst.Info.Consts[e] = minInt64.Int64()
		return c.u.Int
	}
	t := c.expr(inst, e.Operand)
	if !known(t) {
		return t
	}
	if c.needValue(inst, e.Operand, t) {
		return invalid
	}
	op := &Op{Callee: c.method(inst, t, unaryMagic[e.Op], []Type{t})}
	if op.Callee == nil && t == c.u.Bool {
		_, _, op.Conv = c.boolAsInt(t, nil)
		op.Callee = c.method(inst, c.u.Int, unaryMagic[e.Op], []Type{c.u.Int})
	}
	if op.Callee == nil {
		c.errorf(inst, e.Pos(), "bad operand type for unary %s: '%s'", e.Op.Symbol(), t)
		return invalid
	}
	inst.Info.Ops[e] = op
	return c.result(inst, e, op.Callee)
}

// boolOp checks `a and b` / `a or b` used as a value: the result is one of the operands, so
// they must share a type, except that an operand of `or` other than the last may be an
// Optional of it.
func (c *Checker) boolOp(inst *Instance, e *syntax.BoolOp) Type {
	var t Type
	for i, v := range e.Values {
		restore := c.narrowOperand(inst, e, i) // narrow.go
		vt := c.expr(inst, v)
		restore()
		if i < len(e.Values)-1 {
			c.truth(inst, v, vt)
		}
		if !known(vt) {
			t = join(t, vt)
			if t == invalid {
				return invalid
			}
			continue
		}
		o, _ := t.(*Optional)
		vo, _ := vt.(*Optional)
		switch {
		case t == nil:
			t = vt
		case e.Op == syntax.Or && o != nil && o.Elem == vt:
			t = vt // `d.get(k) or 0`: an Optional operand is passed on only when not None
		case e.Op == syntax.Or && vo != nil && vo.Elem == t && i < len(e.Values)-1:
		case known(t) && t != vt:
			c.errorHint(inst, v.Pos(), "in a condition any types mix; as a value, convert the operands to one type",
				"operands of %q have different types %s and %s", e.Op.Symbol(), t, vt)
			return invalid
		}
	}
	return t
}

// cond checks an expression whose truth value is what matters (if, while, not, and/or there):
// operands of and/or need not share a type.
func (c *Checker) cond(inst *Instance, e syntax.Expr) {
	if b, ok := e.(*syntax.BoolOp); ok {
		for i, v := range b.Values {
			restore := c.narrowOperand(inst, b, i) // narrow.go
			c.cond(inst, v)
			restore()
		}
		inst.Info.Types[e] = c.u.Bool
		return
	}
	c.truth(inst, e, c.expr(inst, e))
}

// truth records how to test the truth of e, of type t.
func (c *Checker) truth(inst *Instance, e syntax.Expr, t Type) {
	if !known(t) || t == c.u.Bool || c.optionalTruth(inst, e, t) {
		return
	}
	callee := c.method(inst, t, "__bool__", []Type{t})
	if callee == nil {
		c.errorf(inst, e.Pos(), "'%s' has no truth value", t)
		return
	}
	if callee.Ret != c.u.Bool {
		c.errorf(inst, e.Pos(), "__bool__ should return bool, returned %s", callee.Ret)
		return
	}
	inst.Info.Truth[e] = callee
}

var cmpMagic = map[syntax.Op][2]string{
	syntax.Eq: {"__eq__", "__eq__"}, syntax.NotEq: {"__ne__", "__ne__"},
	syntax.Lt: {"__lt__", "__gt__"}, syntax.LtE: {"__le__", "__ge__"},
	syntax.Gt: {"__gt__", "__lt__"}, syntax.GtE: {"__ge__", "__le__"},
}

// compare checks a (possibly chained) comparison; every link must give a bool.
func (c *Checker) compare(inst *Instance, e *syntax.Compare) Type {
	lt := c.expr(inst, e.Left)
	ops := make([]*Op, len(e.Ops))
	result := Type(c.u.Bool)
	for i, op := range e.Ops {
		right := e.Comparators[i]
		rt := c.expr(inst, right)
		if !known(lt) || !known(rt) {
			result = join(result, lt, rt)
			lt = rt
			continue
		}
		if o, handled := c.optionalLink(inst, e, i, op, lt, rt); handled {
			if o == nil {
				return invalid
			}
			ops[i] = o
			lt = rt
			continue
		}
		switch op {
		case syntax.Is, syntax.IsNot:
			if !c.identityComparable(lt, rt) {
				c.unsupported(inst, e, "'is' between "+lt.String()+" and "+rt.String()+" (only with None or between objects)")
				return invalid
			}
			ops[i] = &Op{Is: true, Not: op == syntax.IsNot, Never: isFunc(lt) != isFunc(rt) || isCallableObject(lt) && rt == c.u.None || isCallableObject(rt) && lt == c.u.None}
			lt = rt
			continue
		case syntax.In, syntax.NotIn:
			callee := c.method(inst, rt, "__contains__", []Type{rt, lt})
			if callee == nil {
				c.errorf(inst, e.Pos(), "argument of type '%s' is not iterable", rt)
				return invalid
			}
			if t := c.result(inst, e, callee); known(t) && t != c.u.Bool {
				c.errorf(inst, e.Pos(), "__contains__ returns %s, not bool", t)
				return invalid
			}
			// Operands are evaluated left first, then passed container first.
			ops[i] = &Op{Callee: callee, Swapped: true, Not: op == syntax.NotIn}
			lt = rt
			continue
		}
		names, ok := cmpMagic[op]
		if !ok {
			c.unsupported(inst, e, "'"+op.Symbol()+"' comparisons")
			return invalid
		}
		o := c.comparison(inst, names, lt, rt)
		if o == nil && op == syntax.NotEq {
			// object.__ne__ inverts __eq__.
			if o = c.comparison(inst, cmpMagic[syntax.Eq], lt, rt); o != nil {
				o.Not = !o.Not
			}
		}
		if o == nil && (op == syntax.Eq || op == syntax.NotEq) && identityEq(classOf(lt)) && identityEq(classOf(rt)) {
			o = &Op{Is: true, Not: op == syntax.NotEq} // object.__eq__
		}
		if o == nil && (lt == c.u.Bool || rt == c.u.Bool) {
			lt2, rt2, conv := c.boolAsInt(lt, rt)
			if o = c.comparison(inst, names, lt2, rt2); o != nil {
				o.Conv = conv
			}
		}
		if o == nil {
			c.errorf(inst, e.Pos(), "'%s' not supported between instances of '%s' and '%s'", op.Symbol(), lt, rt)
			return invalid
		}
		if o.Is {
			ops[i] = o
			lt = rt
			continue
		}
		if t := c.result(inst, e, o.Callee); known(t) && t != c.u.Bool {
			c.errorf(inst, e.Pos(), "comparison %s returns %s, not bool", o.Callee.Func.Name, t)
			return invalid
		}
		ops[i] = o
		lt = rt
	}
	if result == c.u.Bool {
		inst.Info.Compares[e] = ops
	}
	return result
}

// subscript checks t[i]: a tuple indexed by a constant, or __getitem__.
func (c *Checker) subscript(inst *Instance, e *syntax.Subscript) Type {
	t := c.expr(inst, e.Value)
	if isPartial(t) && c.partialItem(inst, e) { // collections.go
		return pending
	}
	if x := c.namedTupleItem(inst, e, t); x != nil {
		return c.expr(inst, x) // p[0] is p._t()[0] (namedtuple.go)
	}
	if !known(t) {
		c.expr(inst, e.Slice)
		return t
	}
	if c.needValue(inst, e.Value, t) {
		c.expr(inst, e.Slice)
		return invalid
	}
	tup, ok := t.(*Tuple)
	if !ok {
		it := c.expr(inst, e.Slice)
		if !known(it) {
			return it
		}
		callee := c.method(inst, t, "__getitem__", []Type{t, it})
		if callee == nil && c.needValue(inst, e.Slice, it) { // an Optional key of a dict takes it
			return invalid
		}
		if callee == nil {
			if m := c.modules["random"]; m != nil && classOf(t) != nil && m.scope.objects["_RandomState"] == classOf(t) {
				c.unsupported(inst, e, "indexing the state random.getstate() returns (CPython's is a tuple; pass it to setstate)")
			} else if classOf(t) != nil && len(classOf(t).Methods["__getitem__"]) > 0 {
				c.errorf(inst, e.Slice.Pos(), "%s indices must be %s, not %s", t, c.indexType(t), it)
			} else {
				c.errorf(inst, e.Pos(), "'%s' object is not subscriptable", t)
			}
			return invalid
		}
		inst.Info.Subscripts[e] = callee
		return c.result(inst, e, callee)
	}
	if s, ok := e.Slice.(*syntax.Slice); ok {
		return c.tupleSlice(inst, e, tup, s)
	}
	i, ok := constInt(e.Slice)
	if !ok {
		c.expr(inst, e.Slice)
		c.unsupported(inst, e.Slice, "tuple indexes other than integer constants")
		return invalid
	}
	inst.Info.Types[e.Slice] = c.u.Int
	n := int64(len(tup.Elems))
	if i < 0 {
		i += n
	}
	if i < 0 || i >= n {
		c.errorf(inst, e.Slice.Pos(), "tuple index out of range")
		return invalid
	}
	inst.Info.Index[e] = int(i)
	return tup.Elems[i]
}

// comparison finds the method comparing lt with rt: lt's, then rt's reflected one.
func (c *Checker) comparison(inst *Instance, names [2]string, lt, rt Type) *Op {
	if callee := c.method(inst, lt, names[0], []Type{lt, rt}); callee != nil {
		return &Op{Callee: callee}
	}
	if callee := c.method(inst, rt, names[1], []Type{rt, lt}); callee != nil {
		return &Op{Callee: callee, Swapped: true}
	}
	return nil
}

// describe names an expression kind for "not supported yet" messages.
func describe(e syntax.Expr) string {
	switch e := e.(type) {
	case *syntax.NamedExpr:
		return "assignment expressions (:=)"
	case *syntax.Lambda:
		return "lambda expressions"
	case *syntax.Dict, *syntax.DictComp:
		return "dicts"
	case *syntax.Set, *syntax.SetComp:
		return "sets"
	case *syntax.List, *syntax.ListComp:
		return "lists"
	case *syntax.Tuple:
		return "tuples"
	case *syntax.GeneratorExp, *syntax.Yield:
		return "generators"
	case *syntax.Await:
		return "await"
	case *syntax.JoinedStr, *syntax.FormattedValue:
		return "f-strings"
	case *syntax.Attribute:
		return "attributes"
	case *syntax.Subscript:
		return "subscripts"
	case *syntax.Starred:
		return "starred expressions"
	case *syntax.Slice:
		return "slices"
	case *syntax.Compare:
		return "this comparison"
	case *syntax.Name:
		return "the name " + e.Id
	}
	return "this expression"
}

// identityEq reports whether objects of class k compare by identity with == and !=, as
// CPython's object.__eq__ does: a program's class that neither it, its bases nor its
// subclasses give an __eq__ or __ne__.
func identityEq(k *Class) bool {
	if k == nil || !k.Ref || k.stdlib || len(k.Methods["__eq__"])+len(k.Methods["__ne__"]) > 0 {
		return false
	}
	for _, s := range k.Subs {
		if !identityEq(s) {
			return false
		}
	}
	return true
}

// identityComparable reports whether `is` between the types is supported: with None, or
// between references to objects.
func (c *Checker) identityComparable(a, b Type) bool {
	return a == c.u.None || b == c.u.None || (isRef(a) && isRef(b))
}

// indexType names the index type __getitem__ of t takes, for messages.
func (c *Checker) indexType(t Type) string {
	for _, f := range classOf(t).Methods["__getitem__"] {
		c.resolveSignature(f)
		if len(f.params) == 2 && f.params[1].ann != nil {
			if f.params[1].ann == c.u.Int {
				return "integers"
			}
			return f.params[1].ann.String()
		}
	}
	return "of the right type"
}

// isCallableObject reports whether t is a class with __call__ (a key function such as an
// operator.itemgetter): `key is None` is decided statically for it as for a function value, so
// that a generic function realizes only the path it takes.
func isCallableObject(t Type) bool {
	k := classOf(t)
	return k != nil && len(k.Methods["__call__"]) > 0
}

// isFunc reports whether t is the type of a function value.
func isFunc(t Type) bool {
	_, ok := t.(*FuncType)
	return ok
}
