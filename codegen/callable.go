// Callable values: a code address and an environment, both `ptr`.
package codegen

import (
	"strings"

	"kiln/ir"
)

// callable emits FuncAddr, Cast and IndirectCall.
func (fg *fgen) callable(v ir.Value) string {
	b := fg.b
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
		if v.Ret == ir.None {
			b.Inst("call void %s(%s)", fn, strings.Join(args, ", "))
			return "null"
		}
		return b.Value("call %s %s(%s)", llType(v.Ret), fn, strings.Join(args, ", "))
	}
	panic("codegen: unexpected callable node")
}
