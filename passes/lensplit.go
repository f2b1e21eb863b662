// Counting splits: len(s.split(sep, maxsplit)) counts the pieces (str._split_count) instead
// of building the list and its strs. The list is a temporary the len call alone reads (the
// lowering's variable for it substituted by canonicalize), so nothing else can observe it.
// The count raises what split raises (ValueError: empty separator), at the same point.
//
// A split of a replace, len(s.replace(old, new, count).split(sep, maxsplit)), counts by
// str._replace_split_count(old, new, count, sep, maxsplit): the replaced text is likewise a
// temporary only the split reads, the arguments are evaluated in the same order, and the method
// makes the replaced text and counts its pieces unless it can count them without it (one ASCII
// byte for another in an ASCII text, split by whitespace).
package passes

import "kiln/ir"

const (
	strSplit   = "str.split[str,Optional[str],int]"
	strReplace = "str.replace[str,str,str,int]"
)

// LenSplit rewrites len of a split.
func LenSplit(m *ir.Module, ctx *Context) bool {
	if ctx.Realizer == nil {
		return false
	}
	var count, replaced *ir.Func
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
			if r, ok := split.Args[0].(*ir.Call); ok && r.Func.Name == strReplace && len(r.Args) == 4 {
				if replaced == nil {
					fn, err := ctx.Realizer.RealizeMethod(ir.Str, "_replace_split_count",
						[]ir.Type{ir.Str, ir.Str, ir.Int, split.Args[1].Type(), ir.Int})
					if err == nil && fn.Ret == ir.Int {
						replaced = fn
					}
				}
				if replaced != nil {
					args := append(append([]ir.Value{}, r.Args...), split.Args[1:]...)
					return &ir.Call{Func: replaced, Args: args, Pos: split.Pos}
				}
			}
			return &ir.Call{Func: count, Args: split.Args, Pos: split.Pos}
		})
	}
	return changed
}
