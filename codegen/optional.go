// Optional values: {i1, T}, the flag set when there is a value; None is zeroinitializer.
package codegen

import "kiln/ir"

func optionalType(o *ir.Optional) string { return "{i1, " + llType(o.Elem) + "}" }

// optional emits Wrap, IsSome and Unwrap.
func (fg *fgen) optional(v ir.Value) string {
	b := fg.b
	switch v := v.(type) {
	case *ir.Wrap:
		x := fg.value(v.Value)
		t := optionalType(v.T)
		if v.Value.Type() == ir.None {
			return "zeroinitializer"
		}
		flag := b.Value("insertvalue %s zeroinitializer, i1 true, 0", t)
		return b.Value("insertvalue %s %s, %s %s, 1", t, flag, llType(v.T.Elem), x)
	case *ir.IsSome:
		x := fg.value(v.Value)
		return b.Value("extractvalue %s %s, 0", llType(v.Value.Type()), x)
	case *ir.Unwrap:
		x := fg.value(v.Value)
		return b.Value("extractvalue %s %s, 1", llType(v.Value.Type()), x)
	}
	panic("codegen: unexpected optional node")
}
