// Constant folding: calls of primitive methods on constants, ternaries and ifs on constant
// conditions, with Kiln's semantics (an int operation that would overflow or divide by zero
// is left for the runtime to raise).
package passes

import (
	"math"
	"strconv"

	"kiln/ir"
)

// ConstFold folds constant expressions and the branches constant conditions decide.
func ConstFold(m *ir.Module, _ *Context) bool {
	changed := false
	for _, f := range m.Funcs {
		if f.Body == nil {
			continue
		}
		rewriteFunc(f, func(v ir.Value) ir.Value {
			if k := foldValue(v); k != nil {
				changed = true
				return k
			}
			return v
		})
		spliceSeries(f.Body, func(n ir.Node) ([]ir.Node, bool) {
			repl, ok := foldFlow(n)
			changed = changed || ok
			return repl, ok
		})
	}
	return changed
}

// foldValue returns the folded form of v, or nil.
func foldValue(v ir.Value) ir.Value {
	switch v := v.(type) {
	case *ir.Call:
		if k := foldCall(v); k != nil {
			return k
		}
	case *ir.Ternary:
		if c, ok := v.Cond.(*ir.Const); ok && v.True.Type() == v.False.Type() {
			if c.Bool {
				return v.True
			}
			return v.False
		}
	case *ir.FlowInstr:
		if len(v.Flow.Items) == 0 {
			return v.Result
		}
	}
	return nil
}

// foldFlow replaces an If on a constant by the branch taken, and drops a While whose
// condition is false.
func foldFlow(n ir.Node) ([]ir.Node, bool) {
	switch n := n.(type) {
	case *ir.If:
		if c, ok := n.Cond.(*ir.Const); ok {
			if c.Bool {
				return n.Then.Items, true
			}
			return n.Else.Items, true
		}
	case *ir.While:
		if c, ok := n.Cond.(*ir.Const); ok && !c.Bool {
			return nil, true
		}
	case *ir.Series:
		return n.Items, true // a nested series is just its items
	}
	return nil, false
}

// foldCall folds a call of a primitive method whose arguments are all constants.
func foldCall(c *ir.Call) ir.Value {
	args := make([]*ir.Const, len(c.Args))
	for i, a := range c.Args {
		k, ok := a.(*ir.Const)
		if !ok {
			return nil
		}
		args[i] = k
	}
	switch len(args) {
	case 1:
		if fold, ok := unaryFolds[c.Func.Name]; ok {
			return fold(args[0])
		}
	case 2:
		if fold, ok := binaryFolds[c.Func.Name]; ok {
			return fold(args[0], args[1])
		}
	}
	return nil
}

func intConst(n int64) *ir.Const     { return &ir.Const{T: ir.Int, Int: n} }
func floatConst(x float64) *ir.Const { return &ir.Const{T: ir.Float, Float: x} }
func boolConst(b bool) *ir.Const     { return &ir.Const{T: ir.Bool, Bool: b} }
func strConst(s string) *ir.Const    { return &ir.Const{T: ir.Str, Str: s} }

// binaryFolds compute the primitive binary methods; a nil result means "do not fold".
var binaryFolds = map[string]func(a, b *ir.Const) ir.Value{
	"int.__add__[int,int]": func(a, b *ir.Const) ir.Value {
		s := a.Int + b.Int
		if (s > a.Int) != (b.Int > 0) { // overflow: the runtime raises OverflowError
			return nil
		}
		return intConst(s)
	},
	"int.__sub__[int,int]": func(a, b *ir.Const) ir.Value {
		d := a.Int - b.Int
		if (d < a.Int) != (b.Int > 0) {
			return nil
		}
		return intConst(d)
	},
	"int.__mul__[int,int]": func(a, b *ir.Const) ir.Value {
		if a.Int == 0 || b.Int == 0 {
			return intConst(0)
		}
		p := a.Int * b.Int
		if p/b.Int != a.Int || (a.Int == -1 && b.Int == math.MinInt64) || (b.Int == -1 && a.Int == math.MinInt64) {
			return nil
		}
		return intConst(p)
	},
	"int.__floordiv__[int,int]": func(a, b *ir.Const) ir.Value {
		if b.Int == 0 || (a.Int == math.MinInt64 && b.Int == -1) {
			return nil // ZeroDivisionError, OverflowError
		}
		q := a.Int / b.Int
		if a.Int%b.Int != 0 && (a.Int < 0) != (b.Int < 0) {
			q--
		}
		return intConst(q)
	},
	"int.__mod__[int,int]": func(a, b *ir.Const) ir.Value {
		if b.Int == 0 {
			return nil
		}
		if b.Int == -1 {
			return intConst(0)
		}
		r := a.Int % b.Int
		if r != 0 && (r < 0) != (b.Int < 0) {
			r += b.Int
		}
		return intConst(r)
	},
	"int.__and__[int,int]":       func(a, b *ir.Const) ir.Value { return intConst(a.Int & b.Int) },
	"int.__or__[int,int]":        func(a, b *ir.Const) ir.Value { return intConst(a.Int | b.Int) },
	"int.__xor__[int,int]":       func(a, b *ir.Const) ir.Value { return intConst(a.Int ^ b.Int) },
	"int.__eq__[int,int]":        func(a, b *ir.Const) ir.Value { return boolConst(a.Int == b.Int) },
	"int.__ne__[int,int]":        func(a, b *ir.Const) ir.Value { return boolConst(a.Int != b.Int) },
	"int.__lt__[int,int]":        func(a, b *ir.Const) ir.Value { return boolConst(a.Int < b.Int) },
	"int.__le__[int,int]":        func(a, b *ir.Const) ir.Value { return boolConst(a.Int <= b.Int) },
	"int.__gt__[int,int]":        func(a, b *ir.Const) ir.Value { return boolConst(a.Int > b.Int) },
	"int.__ge__[int,int]":        func(a, b *ir.Const) ir.Value { return boolConst(a.Int >= b.Int) },
	"float.__add__[float,float]": func(a, b *ir.Const) ir.Value { return floatConst(a.Float + b.Float) },
	"float.__sub__[float,float]": func(a, b *ir.Const) ir.Value { return floatConst(a.Float - b.Float) },
	"float.__mul__[float,float]": func(a, b *ir.Const) ir.Value { return floatConst(a.Float * b.Float) },
	"float._fdiv[float,float]":   func(a, b *ir.Const) ir.Value { return floatConst(a.Float / b.Float) },
	"float.__truediv__[float,float]": func(a, b *ir.Const) ir.Value {
		if b.Float == 0 {
			return nil // ZeroDivisionError
		}
		return floatConst(a.Float / b.Float)
	},
	// Go's float64 comparisons are IEEE's, NaN included: == is ordered, != unordered, as the
	// stdlib's fcmp oeq and une.
	"float.__eq__[float,float]": func(a, b *ir.Const) ir.Value { return boolConst(a.Float == b.Float) },
	"float.__ne__[float,float]": func(a, b *ir.Const) ir.Value { return boolConst(a.Float != b.Float) },
	"float.__lt__[float,float]": func(a, b *ir.Const) ir.Value { return boolConst(a.Float < b.Float) },
	"float.__le__[float,float]": func(a, b *ir.Const) ir.Value { return boolConst(a.Float <= b.Float) },
	"float.__gt__[float,float]": func(a, b *ir.Const) ir.Value { return boolConst(a.Float > b.Float) },
	"float.__ge__[float,float]": func(a, b *ir.Const) ir.Value { return boolConst(a.Float >= b.Float) },
	"bool.__eq__[bool,bool]":    func(a, b *ir.Const) ir.Value { return boolConst(a.Bool == b.Bool) },
	"bool.__ne__[bool,bool]":    func(a, b *ir.Const) ir.Value { return boolConst(a.Bool != b.Bool) },
	"bool.__and__[bool,bool]":   func(a, b *ir.Const) ir.Value { return boolConst(a.Bool && b.Bool) },
	"bool.__or__[bool,bool]":    func(a, b *ir.Const) ir.Value { return boolConst(a.Bool || b.Bool) },
	"bool.__xor__[bool,bool]":   func(a, b *ir.Const) ir.Value { return boolConst(a.Bool != b.Bool) },
	"str.__add__[str,str]":      func(a, b *ir.Const) ir.Value { return strConst(a.Str + b.Str) },
	"str.__eq__[str,str]":       func(a, b *ir.Const) ir.Value { return boolConst(a.Str == b.Str) },
	"str.__ne__[str,str]":       func(a, b *ir.Const) ir.Value { return boolConst(a.Str != b.Str) },
}

// unaryFolds compute the primitive unary methods; a nil result means "do not fold".
var unaryFolds = map[string]func(a *ir.Const) ir.Value{
	"int.__neg__[int]": func(a *ir.Const) ir.Value {
		if a.Int == math.MinInt64 {
			return nil
		}
		return intConst(-a.Int)
	},
	"int.__pos__[int]":      func(a *ir.Const) ir.Value { return a },
	"int.__invert__[int]":   func(a *ir.Const) ir.Value { return intConst(^a.Int) },
	"int.__bool__[int]":     func(a *ir.Const) ir.Value { return boolConst(a.Int != 0) },
	"int._to_float[int]":    func(a *ir.Const) ir.Value { return floatConst(float64(a.Int)) },
	"int.__str__[int]":      func(a *ir.Const) ir.Value { return strConst(strconv.FormatInt(a.Int, 10)) },
	"float.__neg__[float]":  func(a *ir.Const) ir.Value { return floatConst(-a.Float) },
	"float.__bool__[float]": func(a *ir.Const) ir.Value { return boolConst(a.Float != 0) },
	"bool.__bool__[bool]":   func(a *ir.Const) ir.Value { return a },
	"str.__str__[str]":      func(a *ir.Const) ir.Value { return a },
}
