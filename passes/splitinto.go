// Splits into a list of the caller's: `v = s.split(sep)` becomes
//
//	v = (flow (assign t (new list[str])) (call list[str].__init__ t) (call str._split_into s sep t) t)
//
// so that the list is an allocation of the function holding v, which the escape pass can move
// into the frame, with room for its first items there (ir.New.Room): the pieces of a
// one-byte separator then go straight into that room, and the split allocates no list and no
// array (stdlib/str.py _split_into). The list is new and empty as split's own would be, and
// _split_into fills it with the same pieces, raising what split raises at the same point.
//
// Only assignments of split(sep) with maxsplit -1 to a local that the function only reads
// (len, indexing, the list's own methods on it, its fields) are rewritten: a list that
// escapes stays on the heap, where _split_into takes over split's array, one list header more.
package passes

import (
	"strings"

	"kiln/ir"
	"kiln/ir/analysis"
)

// SplitInto rewrites the splits assigned to read-only local lists.
func SplitInto(m *ir.Module, ctx *Context) bool {
	if ctx.Realizer == nil {
		return false
	}
	changed := false
	next := -1
	for _, f := range m.Funcs {
		if f.Body == nil || f.Generator {
			continue
		}
		rewriteFunc(f, func(v ir.Value) ir.Value {
			a, ok := v.(*ir.Assign)
			if !ok {
				return v
			}
			c, ok := a.Value.(*ir.Call)
			if !ok || c.Func.Name != strSplit || len(c.Args) != 3 {
				return v
			}
			sep, ok := c.Args[1].(*ir.Wrap)
			max, isConst := c.Args[2].(*ir.Const)
			lt, isClass := c.Type().(*ir.Class)
			if !ok || sep.Value.Type() != ir.Str || !isConst || max.Int != -1 || !isClass || !onlyRead(f, a.Var) {
				return v
			}
			into, err := ctx.Realizer.RealizeMethod(ir.Str, "_split_into", []ir.Type{ir.Str, lt})
			initFn, err2 := ctx.Realizer.RealizeMethod(lt, "__init__", nil)
			if err != nil || err2 != nil {
				return v
			}
			if next < 0 {
				next = maxVarID(m)
			}
			next++
			t := &ir.Var{Name: "split", ID: next, T: lt}
			f.Locals = append(f.Locals, t)
			flow := &ir.Series{}
			flow.Append(&ir.Assign{Var: t, Value: &ir.New{Class: lt}},
				&ir.Call{Func: initFn, Args: []ir.Value{&ir.VarValue{Var: t}}, Pos: c.Pos},
				&ir.Call{Func: into, Args: []ir.Value{c.Args[0], sep.Value, &ir.VarValue{Var: t}}, Pos: c.Pos})
			changed = true
			a.Value = &ir.FlowInstr{Flow: flow, Result: &ir.VarValue{Var: t}}
			return a
		})
	}
	return changed
}

// onlyRead reports whether every read of the list variable v in f is as the receiver of one
// of its class's methods or of len and _list_item, or the read of one of its fields: uses
// that keep no reference to the list.
func onlyRead(f *ir.Func, v *ir.Var) bool {
	uses, reads := 0, 0
	isV := func(x ir.Value) bool {
		r, ok := x.(*ir.VarValue)
		return ok && r.Var == v
	}
	prefix := v.T.String() + "."
	known := analysis.Visit(f.Body, func(n ir.Node) bool {
		switch n := n.(type) {
		case *ir.VarValue:
			if n.Var == v {
				uses++
			}
		case *ir.Extract:
			if isV(n.Value) {
				reads++
			}
		case *ir.Call:
			name := n.Func.Name
			if len(n.Args) > 0 && isV(n.Args[0]) && (strings.HasPrefix(name, prefix) ||
				name == "len["+v.T.String()+"]" || name == "_list_item["+v.T.String()+",int]") {
				reads++
			}
		}
		return true
	})
	return known && uses == reads
}
