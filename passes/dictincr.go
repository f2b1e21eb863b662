// Dict increment: d[k] = d.get(k, default) + delta and d[k] += delta look the key up twice;
// they become one call of a stdlib helper written in Python (dict._incr, dict._iadd_item),
// realized on request through the Realizer. The counting idiom
// `if k in d: d[k] += delta else: d[k] = value` looks it up three times; once rewritten
// d[k] += delta, it becomes one call of dict._add_or_set.
package passes

import (
	"strings"

	"kiln/ir"
	"kiln/ir/analysis"
)

// DictIncr rewrites dictionary increments into one lookup.
func DictIncr(m *ir.Module, ctx *Context) bool {
	if ctx.Realizer == nil {
		return false
	}
	changed := false
	for _, f := range m.Funcs {
		if f.Body == nil {
			continue
		}
		spliceSeries(f.Body, func(n ir.Node) ([]ir.Node, bool) {
			switch n := n.(type) {
			case *ir.Call:
				if repl := incrCall(n, ctx.Realizer); repl != nil {
					changed = true
					return []ir.Node{repl}, true
				}
			case *ir.If:
				if repl := addOrSet(n, ctx.Realizer); repl != nil {
					changed = true
					return []ir.Node{repl}, true
				}
			}
			return nil, false
		})
	}
	return changed
}

// incrCall returns the one-lookup form of a statement d.__setitem__(k, X + delta), or nil. X
// is d.get(k, default) or d.__getitem__(k); d, k, default and delta must be evaluable in any
// order (constants and variables), and the key a primitive whose hash and == run no user code.
func incrCall(set *ir.Call, r Realizer) ir.Value {
	if len(set.Args) != 3 {
		return nil
	}
	d, ok := set.Args[0].Type().(*ir.Class)
	if !ok || !strings.HasPrefix(d.Name, "dict[") || set.Func.Name != methodName(set, "__setitem__") {
		return nil
	}
	add, ok := set.Args[2].(*ir.Call)
	if !ok || len(add.Args) != 2 || !isAdd(add.Func) {
		return nil
	}
	get, ok := add.Args[0].(*ir.Call)
	if !ok || len(get.Args) < 2 || !sameOperand(get.Args[0], set.Args[0]) || !sameOperand(get.Args[1], set.Args[1]) {
		return nil
	}
	key, delta := set.Args[1], add.Args[1]
	if !primitiveKey(key.Type()) || !simple(delta) || delta.Type() != add.Type() {
		return nil
	}
	switch get.Func.Name {
	case methodName(get, "get"):
		if len(get.Args) != 3 || !simple(get.Args[2]) {
			return nil
		}
		f, err := r.RealizeMethod(d, "_incr", []ir.Type{key.Type(), delta.Type(), delta.Type()})
		if err != nil {
			return nil
		}
		return &ir.Call{Func: f, Args: []ir.Value{set.Args[0], key, delta, get.Args[2]}, Pos: set.Pos}
	case methodName(get, "__getitem__"):
		f, err := r.RealizeMethod(d, "_iadd_item", []ir.Type{key.Type(), delta.Type()})
		if err != nil {
			return nil
		}
		return &ir.Call{Func: f, Args: []ir.Value{set.Args[0], key, delta}, Pos: get.Pos}
	}
	return nil
}

// methodName is the realized name of method name of the class of c's receiver, for c's
// argument types.
func methodName(c *ir.Call, name string) string {
	var ts []string
	for _, a := range c.Args {
		ts = append(ts, a.Type().String())
	}
	return c.Args[0].Type().String() + "." + name + "[" + strings.Join(ts, ",") + "]"
}

func isAdd(f *ir.Func) bool {
	return f.Name == "int.__add__[int,int]" || f.Name == "float.__add__[float,float]"
}

// primitiveKey reports whether keys of type t hash and compare without running user code.
func primitiveKey(t ir.Type) bool {
	return t == ir.Int || t == ir.Str || t == ir.Bool || t == ir.Float
}

// simple reports whether v is a constant or a variable read: evaluating it has no effect and
// nothing the helper does can change it.
func simple(v ir.Value) bool {
	switch v.(type) {
	case *ir.Const, *ir.VarValue:
		return analysis.Effects(v) == analysis.NoEffect
	}
	return false
}

// sameOperand reports whether a and b are reads of the same variable, or equal constants.
func sameOperand(a, b ir.Value) bool {
	switch a := a.(type) {
	case *ir.VarValue:
		bv, ok := b.(*ir.VarValue)
		return ok && a.Var == bv.Var
	case *ir.Const:
		bc, ok := b.(*ir.Const)
		return ok && *a == *bc
	}
	return false
}

// addOrSet returns the one-lookup form of
//
//	if d.__contains__(k): d._iadd_item(k, delta) else: d.__setitem__(k, value)
//
// (the branch d[k] += delta already rewritten), or nil. d, k, delta and value are constants or
// variables, so evaluating them once, up front, changes nothing.
func addOrSet(n *ir.If, r Realizer) ir.Value {
	cond, ok := n.Cond.(*ir.Call)
	if !ok || len(cond.Args) != 2 || len(n.Then.Items) != 1 || len(n.Else.Items) != 1 {
		return nil
	}
	d, ok := cond.Args[0].Type().(*ir.Class)
	if !ok || !strings.HasPrefix(d.Name, "dict[") || cond.Func.Name != methodName(cond, "__contains__") {
		return nil
	}
	add, ok := n.Then.Items[0].(*ir.Call)
	if !ok || len(add.Args) != 3 || add.Func.Name != methodName(add, "_iadd_item") {
		return nil
	}
	set, ok := n.Else.Items[0].(*ir.Call)
	if !ok || len(set.Args) != 3 || set.Func.Name != methodName(set, "__setitem__") {
		return nil
	}
	dv, key, delta, value := cond.Args[0], cond.Args[1], add.Args[2], set.Args[2]
	for _, same := range [][2]ir.Value{{dv, add.Args[0]}, {dv, set.Args[0]}, {key, add.Args[1]}, {key, set.Args[1]}} {
		if !sameOperand(same[0], same[1]) {
			return nil
		}
	}
	if !simple(dv) || !simple(key) || !simple(delta) || !simple(value) || !primitiveKey(key.Type()) || value.Type() != delta.Type() {
		return nil
	}
	f, err := r.RealizeMethod(d, "_add_or_set", []ir.Type{key.Type(), delta.Type(), value.Type()})
	if err != nil {
		return nil
	}
	return &ir.Call{Func: f, Args: []ir.Value{dv, key, delta, value}, Pos: add.Pos}
}
