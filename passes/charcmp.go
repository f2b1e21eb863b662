// One-character comparisons: s[i] == "c" and s[i] != "c" (either side), "c" a one-character
// ASCII constant, become str._char_eq(s, i, "c", ord("c")) and _char_ne (stdlib/str.py),
// which raise the IndexError s[i] raises and, in an ASCII str, compare the byte at i instead
// of making the one-character str and comparing strs (a non-ASCII str takes the original
// path). The constant has no effect, so evaluating s[i] first when it stood on the right
// changes nothing. The call keeps the index's position, for the traceback.
package passes

import "kiln/ir"

// CharCmp rewrites comparisons of a str's character with a one-character constant.
func CharCmp(m *ir.Module, ctx *Context) bool {
	if ctx.Realizer == nil {
		return false
	}
	helpers := map[string]*ir.Func{}
	changed := false
	for _, f := range m.Funcs {
		rewriteFunc(f, func(v ir.Value) ir.Value {
			c, ok := v.(*ir.Call)
			if !ok || len(c.Args) != 2 {
				return v
			}
			name := ""
			switch c.Func.Name {
			case "str.__eq__[str,str]":
				name = "_char_eq"
			case "str.__ne__[str,str]":
				name = "_char_ne"
			default:
				return v
			}
			for k := range 2 {
				get, ok := c.Args[k].(*ir.Call)
				lit, isConst := c.Args[1-k].(*ir.Const)
				if !ok || get.Func.Name != "str.__getitem__[str,int]" || !isConst || lit.T != ir.Str ||
					len(lit.Str) != 1 || lit.Str[0] >= 0x80 {
					continue
				}
				fn, seen := helpers[name]
				if !seen {
					var err error
					fn, err = ctx.Realizer.RealizeMethod(ir.Str, name, []ir.Type{ir.Int, ir.Str, ir.Int})
					if err != nil || fn.Ret != ir.Bool {
						fn = nil
					}
					helpers[name] = fn
				}
				if fn == nil {
					return v
				}
				changed = true
				args := []ir.Value{get.Args[0], get.Args[1], lit, &ir.Const{T: ir.Int, Int: int64(lit.Str[0])}}
				return &ir.Call{Func: fn, Args: args, Pos: get.Pos}
			}
			return v
		})
	}
	return changed
}
