// Methods of tuple types: tuples are structural, so their __repr__, __str__ and comparisons
// are synthesized per tuple type from the elements' methods, and lowering writes their bodies.
package types

import (
	"strconv"

	"kiln/syntax"
)

// TupleMethod is the kind of a synthesized tuple method.
const TupleMethod FuncKind = 3

// tupleMethod realizes tuple type t's method name for args, or returns nil.
func (c *Checker) tupleMethod(t *Tuple, name string, args []Type) *Instance {
	return c.tupleMethodN(t, name, args, -1)
}

// tupleMethodN is tupleMethod; count is the constant of t * count (__mul__, __rmul__), whose
// result type is t's elements count times over.
func (c *Checker) tupleMethodN(t *Tuple, name string, args []Type, count int) *Instance {
	if c.tupleFuncs == nil {
		c.tupleFuncs = map[string]*Instance{}
	}
	fname := "tuple." + name
	if count >= 0 {
		fname += strconv.Itoa(count)
	}
	key := instanceName(&Func{Name: fname}, args)
	if inst, ok := c.tupleFuncs[key]; ok {
		return inst
	}
	var parts []*Instance
	var ops []*Op
	ret := Type(c.u.Bool)
	switch name {
	case "__repr__", "__str__":
		if len(args) != 1 {
			return nil
		}
		for _, et := range t.Elems {
			r := c.method(nil, et, "__repr__", []Type{et})
			if r == nil || r.Ret != c.u.Str {
				return nil
			}
			parts = append(parts, r)
		}
		add := c.method(nil, c.u.Str, "__add__", []Type{c.u.Str, c.u.Str})
		if add == nil {
			panic("stdlib lacks str.__add__")
		}
		parts = append(parts, add)
		ret = c.u.Str
	case "__eq__", "__ne__", "__lt__", "__le__", "__gt__", "__ge__":
		var ok bool
		if ops, ok = c.tupleCompareOps(t, name, args); !ok {
			return nil
		}
	case "__add__":
		u, ok := args[len(args)-1].(*Tuple)
		if len(args) != 2 || !ok {
			return nil
		}
		ret = c.u.TupleOf(append(append([]Type(nil), t.Elems...), u.Elems...))
	case "__mul__", "__rmul__":
		if len(args) != 2 || count < 0 || args[1] != c.u.Int {
			return nil
		}
		var elems []Type
		for i := 0; i < count; i++ {
			elems = append(elems, t.Elems...)
		}
		ret = c.u.TupleOf(elems)
	case "__len__":
		if len(args) != 1 {
			return nil
		}
		ret = c.u.Int
	case "__hash__":
		if parts = c.tupleHashParts(t, args); parts == nil {
			return nil
		}
		ret = c.u.Int
	default:
		return nil
	}
	f := &Func{Name: fname, PyName: name, Kind: TupleMethod, resolved: true}
	inst := &Instance{Func: f, Args: args, Name: key, Ret: ret, Parts: parts, ElemOps: ops, done: true}
	for i, a := range args {
		inst.Params = append(inst.Params, &Var{Name: []string{"self", "other"}[i], Type: a})
	}
	c.tupleFuncs[key] = inst
	c.instances = append(c.instances, inst)
	return inst
}

// tupleCompareOps returns the element comparisons of t's comparison name with args[1], a
// tuple of any length, as CPython's tuplerichcompare makes them: each element pair's __eq__
// up to the shorter length and, for an ordering, the ordering of each pair, alternately.
// Elements that have no __eq__ between them are unequal (CPython falls back to identity);
// ok is false when a pair has no ordering.
func (c *Checker) tupleCompareOps(t *Tuple, name string, args []Type) (ops []*Op, ok bool) {
	u, ok := args[len(args)-1].(*Tuple)
	if len(args) != 2 || !ok {
		return nil, false
	}
	for i := 0; i < len(t.Elems) && i < len(u.Elems); i++ {
		a, b := t.Elems[i], u.Elems[i]
		eq := c.elemComparison(cmpMagic[syntax.Eq], a, b)
		if eq == nil {
			eq = &Op{Never: true}
		}
		ops = append(ops, eq)
		if name != "__eq__" && name != "__ne__" {
			names := [2]string{name, map[string]string{"__lt__": "__gt__", "__gt__": "__lt__", "__le__": "__ge__", "__ge__": "__le__"}[name]}
			ord := c.elemComparison(names, a, b)
			if ord == nil {
				return nil, false
			}
			ops = append(ops, ord)
		}
	}
	return ops, true
}

// elemComparison finds a comparison between tuple elements of types a and b giving a bool:
// the method, the reflected one, or both with a bool operand taken as an int.
func (c *Checker) elemComparison(names [2]string, a, b Type) *Op {
	if !known(a) || !known(b) {
		return nil
	}
	o := c.comparison(nil, names, a, b)
	if o == nil && (a == c.u.Bool || b == c.u.Bool) {
		a2, b2, conv := c.boolAsInt(a, b)
		if o = c.comparison(nil, names, a2, b2); o != nil {
			o.Conv = conv
		}
	}
	if o == nil || o.Callee.Ret != c.u.Bool {
		return nil
	}
	return o
}

// tupleRepeat checks t * k, k * t and t *= k: the count must be a constant (a literal or a
// module's constant), since the result's length is part of its type; a negative count gives
// the empty tuple, as in CPython. ok is false when the operands are not a tuple and an int.
func (c *Checker) tupleRepeat(inst *Instance, n syntax.Node, op syntax.Op, lt, rt Type, inplace bool) (Type, *Op, bool) {
	if op != syntax.Mult {
		return nil, nil, false
	}
	tup, _ := lt.(*Tuple)
	swapped := false
	if tup == nil {
		tup, _ = rt.(*Tuple)
		swapped = true
	}
	other := rt
	if swapped {
		other = lt
	}
	if tup == nil || other != c.u.Int && other != c.u.Bool {
		return nil, nil, false
	}
	var count syntax.Expr
	switch n := n.(type) {
	case *syntax.BinOp:
		count = n.Right
		if swapped {
			count = n.Left
		}
	case *syntax.AugAssign:
		count = n.Value
	}
	k, ok := int64(0), false
	if count != nil {
		k, ok = constInt(count)
		if kc := inst.Info.ModuleConsts[count]; !ok && kc != nil {
			k, ok = constInt(kc)
		}
		if b, isConst := count.(*syntax.Constant); isConst && (b.Kind == syntax.TrueConst || b.Kind == syntax.FalseConst) {
			k, ok = map[bool]int64{true: 1}[b.Kind == syntax.TrueConst], true
		}
	}
	if !ok {
		sym := "'*'"
		if inplace {
			sym = "'*='"
		}
		c.unsupported(inst, n, sym+" on a tuple with a count that is not a constant (a tuple's length is part of its type; use a list)")
		return invalid, nil, true
	}
	if k < 0 {
		k = 0
	}
	if k*int64(len(tup.Elems)) > 1024 {
		c.unsupported(inst, n, "'*' making a tuple of more than 1024 elements (use a list)")
		return invalid, nil, true
	}
	name := "__mul__"
	if swapped {
		name = "__rmul__"
	}
	callee := c.tupleMethodN(tup, name, []Type{tup, c.u.Int}, int(k))
	o := &Op{Callee: callee, Swapped: swapped}
	if other == c.u.Bool {
		conv := c.method(nil, c.u.Int, "__new__", []Type{c.u.Bool})
		if swapped {
			o.Conv[0] = conv
		} else {
			o.Conv[1] = conv
		}
	}
	return callee.Ret, o, true
}
