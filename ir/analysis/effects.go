// Side effects: what evaluating a value may do besides producing it.
package analysis

import "kiln/ir"

// Effect orders what evaluating a value may do; a larger Effect includes the smaller ones.
type Effect int

const (
	// NoEffect: the value can be computed again, or not at all, without anyone noticing
	// (allocating a fresh object counts as no effect).
	NoEffect Effect = iota
	// MayRaise: as NoEffect, except that it may raise an exception (int overflow, division by
	// zero), so it may be neither dropped nor moved past another effect.
	MayRaise
	// Unknown: it may write memory, variables or output, or do anything else.
	Unknown
)

// pureFuncs maps the realized stdlib functions known to write nothing to their effect. They
// are listed by name rather than guessed from their bodies: an @llvm body is text.
var pureFuncs = map[string]Effect{}

func init() {
	for _, t := range []string{"int", "float", "bool"} {
		for _, op := range []string{"__eq__", "__ne__", "__lt__", "__le__", "__gt__", "__ge__"} {
			pureFuncs[t+"."+op+"["+t+","+t+"]"] = NoEffect
		}
		pureFuncs[t+".__bool__["+t+"]"] = NoEffect
		pureFuncs[t+".__str__["+t+"]"] = NoEffect
		pureFuncs[t+".__repr__["+t+"]"] = NoEffect
		pureFuncs[t+".__hash__["+t+"]"] = NoEffect
	}
	for _, op := range []string{"__and__", "__or__", "__xor__"} {
		pureFuncs["int."+op+"[int,int]"] = NoEffect
		pureFuncs["bool."+op+"[bool,bool]"] = NoEffect
	}
	for _, op := range []string{"__add__", "__sub__", "__mul__", "_fdiv"} {
		pureFuncs["float."+op+"[float,float]"] = NoEffect
	}
	for _, name := range []string{"int.__invert__[int]", "int.__pos__[int]", "int._to_float[int]",
		"int.bit_length[int]", "float.__neg__[float]", "float.__pos__[float]", "float.__abs__[float]",
		"str.__str__[str]", "str.__repr__[str]", "str.__add__[str,str]", "str._blen[str]", "str._ptr[str]",
		"str.__len__[str]", "str.__eq__[str,str]", "str.__ne__[str,str]", "str.__hash__[str]"} {
		pureFuncs[name] = NoEffect
	}
	for _, op := range []string{"__add__", "__sub__", "__mul__", "__floordiv__", "__mod__", "__truediv__", "__lshift__", "__rshift__", "__pow__"} {
		pureFuncs["int."+op+"[int,int]"] = MayRaise
	}
	for _, name := range []string{"int.__neg__[int]", "int.__abs__[int]", "float.__truediv__[float,float]",
		"float.__floordiv__[float,float]", "float.__mod__[float,float]"} {
		pureFuncs[name] = MayRaise
	}
}

// FuncEffect returns the effect of calling f (with arguments that have none).
func FuncEffect(f *ir.Func) Effect {
	if e, ok := pureFuncs[f.Name]; ok {
		return e
	}
	return Unknown
}

// Effects returns the effect of evaluating v, its operands included.
func Effects(v ir.Value) Effect {
	own := NoEffect
	switch v := v.(type) {
	case *ir.Const, *ir.VarValue, *ir.New, *ir.FuncAddr, *ir.Is, *ir.InstanceOf, *ir.Addr,
		*ir.Wrap, *ir.IsSome, *ir.Cast, *ir.Insert, *ir.Ternary:
	case *ir.Extract:
		// Reading a field of None faults; the lowering tests for None before, so an Extract of
		// an object is only reached with an object. Tuples never fail.
	case *ir.Unwrap:
		// The checker proved the Optional holds a value.
	case *ir.Call:
		own = FuncEffect(v.Func)
	default:
		return Unknown // assignments, flows, calls of unknown functions, unknown nodes
	}
	kids, _ := Children(v)
	for _, k := range kids {
		kv, ok := k.(ir.Value)
		if !ok {
			return Unknown
		}
		if e := Effects(kv); e > own {
			own = e
		}
	}
	return own
}
