// Lowering of string formatting (f-strings, format(), str.format, %): the arguments, then each
// part converted to a str, then one allocation that the parts are copied into.
package lower

import (
	"kiln/ir"
	"kiln/syntax"
	"kiln/types"
)

// format lowers fi to the str it builds.
func (b *fn) format(fi *types.FormatInfo, pos syntax.Pos) ir.Value {
	pre := &ir.Series{}
	args := b.formatArgs(pre, fi)
	return flow(pre, b.formatParts(pre, fi, args, pos))
}

// formatArgs evaluates the arguments of str.format and % into temporaries, in order.
// An argument that lookups read ("{0.x}", "%(key)s") is stored in its hidden variable too.
func (b *fn) formatArgs(pre *ir.Series, fi *types.FormatInfo) []ir.Value {
	if fi.Map != nil {
		b.hiddenVar(fi.MapVar)
		b.store(pre, fi.MapVar, b.expr(fi.Map))
	}
	var args []ir.Value
	if fi.Tuple != nil {
		tv := b.settle(pre, b.expr(fi.Tuple))
		for i := range b.info.Types[fi.Tuple].(*types.Tuple).Elems {
			args = append(args, b.settle(pre, &ir.Extract{Value: tv, Index: i}))
		}
	} else {
		for _, a := range fi.Args {
			args = append(args, b.settle(pre, b.expr(a)))
		}
	}
	for i, v := range fi.Vars {
		if v != nil {
			b.hiddenVar(v)
			b.store(pre, v, args[i])
		}
	}
	return args
}

// formatParts converts the parts of fi to strs, in order, and joins them.
func (b *fn) formatParts(pre *ir.Series, fi *types.FormatInfo, args []ir.Value, pos syntax.Pos) ir.Value {
	var strs []ir.Value
	for _, p := range fi.Parts {
		strs = append(strs, b.formatPart(pre, fi, args, p, pos))
	}
	return b.join(pre, fi, strs, pos)
}

// argType is the type of argument i of fi.
func (b *fn) argType(fi *types.FormatInfo, i int) types.Type {
	if fi.Tuple != nil {
		return b.info.Types[fi.Tuple].(*types.Tuple).Elems[i]
	}
	return b.info.Types[fi.Args[i]]
}

// formatPart gives the str of one part: its value, then its spec, then the conversion and the
// __format__ call, as CPython's FORMAT_VALUE does.
func (b *fn) formatPart(pre *ir.Series, fi *types.FormatInfo, args []ir.Value, p *types.FormatPart, pos syntax.Pos) ir.Value {
	if p.Value == nil && p.Arg < 0 {
		return &ir.Const{T: ir.Str, Str: p.Lit}
	}
	var v ir.Value
	var t types.Type
	if p.Value != nil {
		v = b.settle(pre, b.expr(p.Value))
		t = b.info.Types[p.Value]
		pos = p.Value.Pos()
	} else {
		v = args[p.Arg]
		t = b.argType(fi, p.Arg)
	}
	if p.ToNum != nil {
		v = b.call(p.ToNum, pos, v)
		t = p.Type
	}
	spec := ir.Value(&ir.Const{T: ir.Str, Str: p.SpecConst})
	switch {
	case p.SpecExpr != nil:
		spec = b.settle(pre, b.expr(p.SpecExpr))
	case p.SpecParts != nil:
		spec = b.settle(pre, b.formatParts(pre, p.SpecParts, args, pos))
	}
	if p.Conv != nil {
		v = b.strBy(p.Conv, t, pos, v)
		if p.Ascii != nil {
			v = b.call(p.Ascii, pos, v)
		}
	}
	switch {
	case p.Format != nil:
		v = b.call(p.Format, pos, v, spec)
	case p.Str != nil:
		if p.Check != nil {
			pre.Append(b.call(p.Check, pos, spec, &ir.Const{T: ir.Str, Str: p.CheckName}))
		}
		v = b.strBy(p.Str, t, pos, v)
	}
	return b.settle(pre, v)
}

// join concatenates strs into one new str: the total length, one allocation, the copies.
func (b *fn) join(pre *ir.Series, fi *types.FormatInfo, strs []ir.Value, pos syntax.Pos) ir.Value {
	switch len(strs) {
	case 0:
		return &ir.Const{T: ir.Str, Str: ""}
	case 1:
		return strs[0]
	}
	lits := int64(0)
	for _, s := range strs {
		if k, ok := s.(*ir.Const); ok {
			lits += int64(len(k.Str))
		}
	}
	n := ir.Value(&ir.Const{T: ir.Int, Int: lits})
	for _, s := range strs {
		if _, ok := s.(*ir.Const); !ok {
			n = b.call(fi.LenAdd, pos, n, s)
		}
	}
	n = b.settle(pre, n)
	p := b.settle(pre, b.call(fi.Alloc, pos, n))
	k := ir.Value(&ir.Const{T: ir.Int, Int: 0})
	for _, s := range strs {
		if k2, ok := s.(*ir.Const); ok && k2.Str == "" {
			continue
		}
		k = b.settle(pre, b.call(fi.Put, pos, p, k, s))
	}
	return b.call(fi.Make, pos, p, n)
}
