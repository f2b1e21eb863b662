// Float division by a divisor that cannot be zero: `4.0 / (1.0 + x * x)` skips the test that
// raises ZeroDivisionError, since a positive constant plus a square is positive or NaN. The
// test is a branch to a raise inside the loop, which keeps LLVM from vectorizing it (with the
// test gone, a float sum over such quotients becomes an in-order vector reduction: the same
// additions in the same order, so the same result).
package passes

import "kiln/ir"

// sign is what is known of a float value's sign. NaN belongs to every class: NaN / 0.0 raises
// in Python as well, but NaN is never equal to 0.0, so a divisor known positive-or-NaN never
// raises.
type sign int

const (
	anySign  sign = iota
	nonNeg        // >= 0 (-0.0 included), or NaN
	positive      // > 0, or NaN
)

// FDivPos rewrites float divisions by divisors known positive to float._fdiv.
func FDivPos(m *ir.Module, ctx *Context) bool {
	if ctx.Realizer == nil {
		return false
	}
	var fdiv, toFloat *ir.Func
	realize := func() bool {
		if fdiv != nil {
			return true
		}
		d, err := ctx.Realizer.RealizeMethod(ir.Float, "_fdiv", []ir.Type{ir.Float})
		if err != nil {
			return false
		}
		t, err := ctx.Realizer.RealizeMethod(ir.Int, "_to_float", nil)
		if err != nil {
			return false
		}
		fdiv, toFloat = d, t
		return true
	}
	changed := false
	for _, f := range m.Funcs {
		rewriteFunc(f, func(v ir.Value) ir.Value {
			c, ok := v.(*ir.Call)
			if !ok || len(c.Args) != 2 {
				return v
			}
			switch c.Func.Name {
			case "float.__truediv__[float,float]":
				// a / d: a is evaluated first, as before.
				if floatSign(c.Args[1]) != positive || !realize() {
					return v
				}
				changed = true
				return &ir.Call{Func: fdiv, Args: c.Args, Pos: c.Pos}
			case "float.__rtruediv__[float,int]":
				// n / d, d the receiver: the call evaluates d, then n. The rewrite evaluates n
				// first, so n must be a constant or a variable, which d (arithmetic on
				// variables) cannot change.
				switch c.Args[1].(type) {
				case *ir.Const, *ir.VarValue:
				default:
					return v
				}
				if floatSign(c.Args[0]) != positive || !realize() {
					return v
				}
				changed = true
				num := &ir.Call{Func: toFloat, Args: []ir.Value{c.Args[1]}, Pos: c.Pos}
				return &ir.Call{Func: fdiv, Args: []ir.Value{num, c.Args[0]}, Pos: c.Pos}
			}
			return v
		})
	}
	return changed
}

// floatSign classifies a float (or int) value built from constants, variables, sums, products
// and a few stdlib functions whose results are never negative (a user function of the same
// name is unknown).
func floatSign(v ir.Value) sign {
	switch v := v.(type) {
	case *ir.Const:
		switch v.T {
		case ir.Float:
			switch {
			case v.Float > 0:
				return positive
			case v.Float == 0:
				return nonNeg
			}
		case ir.Int:
			switch {
			case v.Int > 0:
				return positive
			case v.Int == 0:
				return nonNeg
			}
		}
		return anySign
	case *ir.Call:
		if v.Func.Traced {
			// User code may define its own `abs` or a class `math` with a method `sqrt`:
			// the names below are the stdlib's only when the function is not the user's.
			return anySign
		}
		switch v.Func.Name {
		case "float.__add__[float,float]", "float.__add__[float,int]", "float.__radd__[float,int]":
			// Rounding is monotonic: a + b >= a when b >= 0.
			a, b := floatSign(v.Args[0]), floatSign(v.Args[1])
			switch {
			case a == anySign || b == anySign:
				return anySign
			case a == positive || b == positive:
				return positive
			}
			return nonNeg
		case "float.__mul__[float,float]":
			// A product of positives may underflow to 0.0; a square is never negative.
			if sameVar(v.Args[0], v.Args[1]) {
				return nonNeg
			}
			if floatSign(v.Args[0]) != anySign && floatSign(v.Args[1]) != anySign {
				return nonNeg
			}
		case "abs[float]", "math.fabs[float]", "math.sqrt[float]", "math.exp[float]":
			return nonNeg
		case "int._to_float[int]":
			return floatSign(v.Args[0])
		}
	}
	return anySign
}

// sameVar reports whether a and b read the same variable: in `x * x` nothing runs between the
// two reads, so they are the same value.
func sameVar(a, b ir.Value) bool {
	x, ok := a.(*ir.VarValue)
	y, ok2 := b.(*ir.VarValue)
	return ok && ok2 && x.Var == y.Var
}
