// Counting splits: len(s.split(sep, maxsplit)) counts the pieces (str._split_count) instead
// of building the list and its strs. The list is a temporary the len call alone reads (the
// lowering's variable for it substituted by canonicalize), so nothing else can observe it.
// The count raises what split raises (ValueError: empty separator), at the same point.
package passes

import "kiln/ir"

const strSplit = "str.split[str,Optional[str],int]"

// LenSplit rewrites len of a split.
func LenSplit(m *ir.Module, ctx *Context) bool {
	if ctx.Realizer == nil {
		return false
	}
	var count *ir.Func
	changed := false
	for _, f := range m.Funcs {
		rewriteFunc(f, func(v ir.Value) ir.Value {
			c, ok := v.(*ir.Call)
			if !ok || len(c.Args) != 1 || c.Func.Name != "len[list[str]]" {
				return v
			}
			split, ok := c.Args[0].(*ir.Call)
			if !ok || split.Func.Name != strSplit || len(split.Args) != 3 {
				return v
			}
			if count == nil {
				fn, err := ctx.Realizer.RealizeMethod(ir.Str, "_split_count", []ir.Type{split.Args[1].Type(), ir.Int})
				if err != nil || fn.Ret != ir.Int {
					return v
				}
				count = fn
			}
			changed = true
			return &ir.Call{Func: count, Args: split.Args, Pos: split.Pos}
		})
	}
	return changed
}
