// Callable values: a code address and an environment, both `ptr`.
package codegen

import (
	"strings"

	"kiln/ir"
)

// callable emits FuncAddr, Cast and IndirectCall.
func (fg *fgen) callable(v ir.Value) string {
	switch v := v.(type) {
	case *ir.FuncAddr:
		return symbol(v.Func)
	case *ir.Cast:
		x := fg.value(v.Value)
		if v.Value.Type() == ir.None {
			return "null"
		}
		return x // every pointer-like type is `ptr`
	case *ir.IndirectCall:
		fn := fg.value(v.Fn)
		var args []string
		for i, a := range v.Args {
			args = append(args, llType(v.Params[i])+" "+fg.value(a))
		}
		fg.at(v.Pos)
		return fg.callInst(retType(v.Ret), fn, strings.Join(args, ", "), v.Pos, true) // exc.go
	}
	panic("codegen: unexpected callable node")
}
