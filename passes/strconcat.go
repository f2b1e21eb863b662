// String concatenation: s1 + s2 + s3 + ... allocates a string per +; a chain of three or four
// parts becomes one call of a stdlib helper (_str_cat3, _str_cat4) that allocates once, and a
// longer chain a few of them.
package passes

import (
	"fmt"

	"kiln/ir"
)

const strAdd = "str.__add__[str,str]"

// StrConcat joins chains of str concatenations.
func StrConcat(m *ir.Module, ctx *Context) bool {
	if ctx.Realizer == nil {
		return false
	}
	changed := false
	for _, f := range m.Funcs {
		if f.Body == nil {
			continue
		}
		rewriteFunc(f, func(v ir.Value) ir.Value {
			c, ok := v.(*ir.Call)
			if !ok || c.Func.Name != strAdd {
				return v
			}
			parts := concatParts(c)
			if len(parts) < 3 {
				return v
			}
			if joined := joinParts(parts, c, ctx.Realizer); joined != nil {
				changed = true
				return joined
			}
			return v
		})
	}
	return changed
}

// concatParts returns the operands of a left-leaning chain of str.__add__ calls, in order
// (the order they are evaluated in: the additions themselves have no effect besides
// allocating, so leaving them out changes nothing else). rewrite visits operands first, so a
// chain already joined below shows up as a helper call: its arguments are parts too.
func concatParts(v ir.Value) []ir.Value {
	c, ok := v.(*ir.Call)
	if !ok {
		return []ir.Value{v}
	}
	switch c.Func.Name {
	case strAdd:
		return append(concatParts(c.Args[0]), concatParts(c.Args[1])...)
	case "_str_cat3[str,str,str]", "_str_cat4[str,str,str,str]":
		var parts []ir.Value
		for _, a := range c.Args {
			parts = append(parts, concatParts(a)...)
		}
		return parts
	}
	return []ir.Value{v}
}

// joinParts builds the helper calls for the parts: four at a time, the result of each call
// being the first part of the next.
func joinParts(parts []ir.Value, at *ir.Call, r Realizer) ir.Value {
	acc := parts[0]
	rest := parts[1:]
	for len(rest) > 0 {
		n := min(len(rest), 3)
		args := append([]ir.Value{acc}, rest[:n]...)
		acc = catCall(args, at, r)
		if acc == nil {
			return nil
		}
		rest = rest[n:]
	}
	return acc
}

// catCall joins two to four strings in one call.
func catCall(args []ir.Value, at *ir.Call, r Realizer) ir.Value {
	if len(args) == 2 {
		return &ir.Call{Func: at.Func, Args: args, Pos: at.Pos}
	}
	ts := make([]ir.Type, len(args))
	for i := range ts {
		ts[i] = ir.Str
	}
	f, err := r.RealizeFunc(fmt.Sprintf("_str_cat%d", len(args)), ts)
	if err != nil {
		return nil
	}
	return &ir.Call{Func: f, Args: args, Pos: at.Pos}
}
