// String concatenation: s1 + s2 + s3 + ... allocates a string per +. A chain becomes one call
// of a stdlib helper (_str_cat2 to _str_cat8, stdlib/str.py) that allocates once; a longer
// chain a few of them. A part str(n) of an int n is passed as the int itself, which the helper
// writes straight into the result, so no temporary str is made for it. len() of a chain is the
// sum of its parts' lengths: the string is not built at all.
package passes

import (
	"fmt"
	"strings"
	"unicode/utf8"

	"kiln/ir"
	"kiln/ir/analysis"
)

const (
	strAdd  = "str.__add__[str,str]"
	intStr  = "int.__str__[int]"
	intRepr = "int.__repr__[int]"
	strLen  = "len[str]"
	strJoin = "str.join[str,list[str]]"
	maxCat  = 8 // parts per helper call: _str_cat8
)

// StrConcat joins chains of str concatenations and sums the lengths of measured ones.
func StrConcat(m *ir.Module, ctx *Context) bool {
	if ctx.Realizer == nil {
		return false
	}
	changed := false
	next := maxVarID(m)
	for _, f := range m.Funcs {
		if f.Body == nil {
			continue
		}
		var ud *analysis.UseDef
		rewriteFunc(f, func(v ir.Value) ir.Value {
			if fl, ok := v.(*ir.FlowInstr); ok {
				if ud == nil {
					ud = analysis.CountUses(f)
				}
				if r := joinFormat(fl, f, ud, &next, ctx.Realizer); r != nil {
					changed = true
					return r
				}
				return v
			}
			c, ok := v.(*ir.Call)
			if !ok {
				return v
			}
			var r ir.Value
			switch {
			case c.Func.Name == strLen && !c.Func.Traced:
				r = concatLen(c, ctx.Realizer)
			case c.Func.Name == strAdd:
				r = joinConcat(c, ctx.Realizer)
			case isStdlib(c.Func, strJoin):
				r = joinList(c, ctx.Realizer)
			case strings.HasPrefix(c.Func.Name, "len[list[") && !c.Func.Traced:
				r = listLen(c, ctx.Realizer)
			}
			if r == nil {
				return v
			}
			changed = true
			return r
		})
	}
	return changed
}

// joinConcat joins the chain of + whose last + is c, or returns nil when it is not worth it:
// two str parts are one + already.
func joinConcat(c *ir.Call, r Realizer) ir.Value {
	parts := concatParts(c)
	var pre *ir.Series
	if fl, ok := parts[0].(*ir.FlowInstr); ok {
		if h, ok := fl.Result.(*ir.Call); ok && isCatHelper(h.Func) && deferable(h.Args, fl.Flow, parts[1:]) {
			// A joined format first: its parts are evaluated first, then joined with the rest.
			pre = fl.Flow
			parts = append(append([]ir.Value{}, h.Args...), parts[1:]...)
		}
	}
	parts = catParts(parts)
	ints := false
	for _, p := range parts {
		ints = ints || p.Type() == ir.Int
	}
	if len(parts) < 2 || len(parts) == 2 && !ints && pre == nil {
		return nil
	}
	res := joinParts(parts, c, r)
	if res == nil || pre == nil {
		return res
	}
	return &ir.FlowInstr{Flow: pre, Result: res}
}

// deferable reports whether the arguments of a helper call ending flow pre may be read after
// the later parts are evaluated instead of before: each is a constant or a variable that pre
// assigns (a temporary of the format's own), or else no later part may write anything.
func deferable(args []ir.Value, pre *ir.Series, later []ir.Value) bool {
	pure := true
	for _, p := range later {
		pure = pure && analysis.Effects(p) != analysis.Unknown
	}
	if pure {
		return true
	}
	for _, a := range args {
		switch a := a.(type) {
		case *ir.Const:
		case *ir.VarValue:
			if assigns, ok := analysis.Assigns(pre, a.Var); !ok || !assigns {
				return false
			}
			for _, p := range later {
				if assigns, ok := analysis.Assigns(p, a.Var); !ok || assigns {
					return false
				}
			}
		default:
			return false
		}
	}
	return true
}

// concatParts returns the operands of a tree of str.__add__ calls, in order (the order they
// are evaluated in: the additions themselves have no effect besides allocating, so leaving
// them out changes nothing else). rewrite visits operands first, so a chain already joined
// below shows up as a helper call: its arguments are parts too, and an int among them stands
// for its str().
func concatParts(v ir.Value) []ir.Value {
	c, ok := v.(*ir.Call)
	if !ok {
		return []ir.Value{v}
	}
	if c.Func.Name == strAdd || isCatHelper(c.Func) {
		var parts []ir.Value
		for _, a := range c.Args {
			parts = append(parts, concatParts(a)...)
		}
		return parts
	}
	return []ir.Value{v}
}

// isCatHelper reports whether f is a realization of a stdlib _str_catN.
func isCatHelper(f *ir.Func) bool {
	rest, ok := strings.CutPrefix(f.Name, "_str_cat")
	return ok && !f.Traced && len(rest) > 1 && rest[0] >= '2' && rest[0] <= '0'+maxCat && rest[1] == '['
}

// catParts prepares the parts for a helper: str(n) of an int is n, adjacent str constants
// are one constant, and empty ones are left out (all of them: no part).
func catParts(parts []ir.Value) []ir.Value {
	var out []ir.Value
	for _, p := range parts {
		if c, ok := p.(*ir.Call); ok && (c.Func.Name == intStr || c.Func.Name == intRepr) {
			p = c.Args[0]
		}
		if isStrConst(p) && p.(*ir.Const).Str == "" {
			continue
		}
		if k, ok := p.(*ir.Const); ok && k.T == ir.Str && len(out) > 0 {
			if prev, ok := out[len(out)-1].(*ir.Const); ok && prev.T == ir.Str {
				out[len(out)-1] = &ir.Const{T: ir.Str, Str: prev.Str + k.Str}
				continue
			}
		}
		out = append(out, p)
	}
	return out
}

// joinParts builds the helper calls for the parts: eight at a time, the result of each call
// being the first part of the next.
func joinParts(parts []ir.Value, at *ir.Call, r Realizer) ir.Value {
	acc := parts[0]
	rest := parts[1:]
	for len(rest) > 0 {
		n := min(len(rest), maxCat-1)
		args := append([]ir.Value{acc}, rest[:n]...)
		acc = catCall(args, at, r)
		if acc == nil {
			return nil
		}
		rest = rest[n:]
	}
	return acc
}

// catCall joins two to eight parts in one call.
func catCall(args []ir.Value, at *ir.Call, r Realizer) ir.Value {
	ts := make([]ir.Type, len(args))
	for i, a := range args {
		ts[i] = a.Type()
	}
	f, err := r.RealizeFunc(fmt.Sprintf("_str_cat%d", len(args)), ts)
	if err != nil {
		return nil
	}
	return &ir.Call{Func: f, Args: args, Pos: at.Pos}
}

// strPart returns part p as a str: an int part of a helper stands for its str().
func strPart(p ir.Value, at *ir.Call, r Realizer) ir.Value {
	if p.Type() != ir.Int {
		return p
	}
	f, err := r.RealizeMethod(ir.Int, "__str__", nil)
	if err != nil {
		return nil
	}
	return &ir.Call{Func: f, Args: []ir.Value{p}, Pos: at.Pos}
}

// concatLen rewrites len(a + b + ...) as len(a) + len(b) + ...: the parts are evaluated in
// the same order, and the concatenation, which does nothing but allocate, is left out (a str
// is immutable: each part's length, taken right after it is evaluated, is the length it has
// in the result). The length of a constant is counted here, that of str(n) of an int is
// _int_len(n) (stdlib/builtins.py, also for len(str(n)) alone), and len counts code points,
// which concatenation adds up.
func concatLen(c *ir.Call, r Realizer) ir.Value {
	a, ok := c.Args[0].(*ir.Call)
	if !ok || a.Func.Name != strAdd && !isCatHelper(a.Func) && a.Func.Name != intStr && a.Func.Name != intRepr {
		return nil
	}
	add, err := r.RealizeMethod(ir.Int, "__add__", []ir.Type{ir.Int})
	if err != nil {
		return nil
	}
	var sum ir.Value
	consts := int64(0)
	for _, p := range catParts(concatParts(a)) {
		var l ir.Value
		switch {
		case p.Type() == ir.Int:
			f, err := r.RealizeFunc("_int_len", []ir.Type{ir.Int})
			if err != nil {
				return nil
			}
			l = &ir.Call{Func: f, Args: []ir.Value{p}, Pos: c.Pos}
		case isStrConst(p):
			consts += int64(utf8.RuneCountInString(p.(*ir.Const).Str))
			continue
		default:
			l = &ir.Call{Func: c.Func, Args: []ir.Value{p}, Pos: c.Pos}
		}
		if sum == nil {
			sum = l
		} else {
			sum = &ir.Call{Func: add, Args: []ir.Value{sum, l}, Pos: c.Pos}
		}
	}
	k := &ir.Const{T: ir.Int, Int: consts}
	switch {
	case sum == nil:
		return k
	case consts != 0:
		return &ir.Call{Func: add, Args: []ir.Value{sum, k}, Pos: c.Pos}
	}
	return sum
}

func isStrConst(v ir.Value) bool {
	k, ok := v.(*ir.Const)
	return ok && k.T == ir.Str
}

// joinFormat rewrites the join that ends a formatted string (an f-string, format(),
// str.format or %: lower/fstring.go): the parts were evaluated into temporaries, then
// n = _str_len_add(...), p = _str_alloc(n), the _str_put chain copying the parts, and
// _make_str(p, n), which scans the result for non-ASCII bytes. The parts' evaluation is kept
// and the rest becomes a strconcat helper call, which knows from the parts whether the result
// is ASCII; a temporary holding str(x) of an int, read only by the join, holds x instead, a
// part written straight into the result.
func joinFormat(fl *ir.FlowInstr, f *ir.Func, ud *analysis.UseDef, next *int, r Realizer) ir.Value {
	items := fl.Flow.Items
	k := len(items) - 3
	mk, ok := fl.Result.(*ir.Call)
	if k < 0 || !ok || !isStdlib(mk.Func, "_make_str[Ptr[byte],int]") || !ud.Known {
		return nil
	}
	nAssign, ok1 := items[k].(*ir.Assign)
	pAssign, ok2 := items[k+1].(*ir.Assign)
	if !ok1 || !ok2 || !readOf(mk.Args[0], pAssign.Var) || !readOf(mk.Args[1], nAssign.Var) {
		return nil
	}
	alloc, ok := pAssign.Value.(*ir.Call)
	if !ok || !isStdlib(alloc.Func, "_str_alloc[int]") || !readOf(alloc.Args[0], nAssign.Var) {
		return nil
	}
	// The parts, last first, from the put chain: put(p, put(p, 0, s1), s2) ...
	var parts []ir.Value
	v, ok := items[k+2].(ir.Value)
	if a, isAssign := v.(*ir.Assign); isAssign && ud.Uses[a.Var] == 0 {
		v = a.Value // the offset after the last part, which nothing reads
	}
	for {
		c, ok := v.(*ir.Call)
		if !ok || !isStdlib(c.Func, "_str_put[Ptr[byte],int,str]") || !readOf(c.Args[0], pAssign.Var) {
			break
		}
		switch p := c.Args[2].(type) {
		case *ir.Const, *ir.VarValue:
			parts = append([]ir.Value{p}, parts...)
		default:
			return nil
		}
		v = c.Args[1]
	}
	if z, ok := v.(*ir.Const); !ok || z.T != ir.Int || z.Int != 0 || len(parts) == 0 {
		return nil
	}
	pre := append([]ir.Node{}, items[:k]...) // the flow is left as it is if the join fails
	for i, p := range parts {
		t, ok := p.(*ir.VarValue)
		if !ok || ud.Defs[t.Var] != 1 || ud.Uses[t.Var] != 2 {
			continue // a temporary is read by _str_len_add and _str_put
		}
		for j, item := range pre {
			a, ok := item.(*ir.Assign)
			if !ok || a.Var != t.Var {
				continue
			}
			if c, ok := a.Value.(*ir.Call); ok && (c.Func.Name == intStr || c.Func.Name == intRepr) {
				*next++
				x := &ir.Var{Name: "tmp", ID: *next, T: ir.Int}
				f.Locals = append(f.Locals, x)
				pre[j] = &ir.Assign{Var: x, Value: c.Args[0]}
				parts[i] = &ir.VarValue{Var: x}
			}
		}
	}
	parts = catParts(parts)
	var res ir.Value
	switch len(parts) {
	case 0:
		res = &ir.Const{T: ir.Str, Str: ""}
	case 1:
		res = strPart(parts[0], mk, r)
	default:
		res = joinParts(parts, mk, r)
	}
	if res == nil {
		return nil
	}
	if len(pre) == 0 {
		return res
	}
	return &ir.FlowInstr{Flow: &ir.Series{Items: pre}, Result: res}
}

// isStdlib reports whether f is the stdlib function of that realized name.
func isStdlib(f *ir.Func, name string) bool {
	return f.Name == name && !f.Traced
}

// readOf reports whether v reads x.
func readOf(v ir.Value, x *ir.Var) bool {
	r, ok := v.(*ir.VarValue)
	return ok && r.Var == x
}

// listLen rewrites len(l1 + l2 + ...) of lists as len(l1) + len(l2) + ...: no list is built.
// The concatenation read the parts only once all were evaluated, so a part after the first
// must write nothing (listconcat's noWrite), or it could change an earlier part's length.
func listLen(c *ir.Call, r Realizer) ir.Value {
	a, ok := c.Args[0].(*ir.Call)
	if !ok || !isListAdd(a) {
		return nil
	}
	parts := listParts(a, a.Func)
	for _, p := range parts[1:] {
		if !noWrite(p, nil) {
			return nil
		}
	}
	add, err := r.RealizeMethod(ir.Int, "__add__", []ir.Type{ir.Int})
	if err != nil {
		return nil
	}
	var sum ir.Value
	for _, p := range parts {
		l := &ir.Call{Func: c.Func, Args: []ir.Value{p}, Pos: c.Pos}
		if sum == nil {
			sum = l
		} else {
			sum = &ir.Call{Func: add, Args: []ir.Value{sum, l}, Pos: c.Pos}
		}
	}
	return sum
}

// joinList rewrites sep.join([e1, e2, ...]) of a constant separator and a list display as the
// concatenation e1 + sep + e2 + ...: the elements are evaluated in the same order (appending
// them to the new list did nothing else), and neither the list nor a str per + is made.
func joinList(c *ir.Call, r Realizer) ir.Value {
	sep, ok := c.Args[0].(*ir.Const)
	if !ok {
		return nil
	}
	elems, ok := literalOf(c.Args[1])
	if !ok {
		return nil
	}
	var parts []ir.Value
	for i, e := range elems {
		if i > 0 {
			parts = append(parts, sep)
		}
		parts = append(parts, concatParts(e)...)
	}
	parts = catParts(parts)
	switch len(parts) {
	case 0:
		return &ir.Const{T: ir.Str, Str: ""}
	case 1:
		return strPart(parts[0], c, r)
	}
	return joinParts(parts, c, r)
}
