// Lowering of statements to IR flows.
package lower

import (
	"kiln/ir"
	"kiln/syntax"
	"kiln/types"
)

func (b *fn) stmts(out *ir.Series, body []syntax.Stmt) {
	for _, s := range body {
		if !b.info.Unreached[s] {
			n := len(out.Items)
			b.stmt(out, s)
			stampPos(out.Items[n:], s.Pos())
		}
	}
}

// stampPos gives the assignments, returns, ifs and loops a statement appended directly to its
// series the statement's position, so that debug info maps them to its line even when they
// call nothing.
func stampPos(items []ir.Node, pos syntax.Pos) {
	for _, n := range items {
		var p *syntax.Pos
		switch n := n.(type) {
		case *ir.Assign:
			p = &n.Pos
		case *ir.Return:
			p = &n.Pos
		case *ir.If:
			p = &n.Pos
		case *ir.While:
			p = &n.Pos
		case *ir.ImperativeFor:
			p = &n.Pos
		}
		if p != nil && !p.IsValid() {
			*p = pos
		}
	}
}

func (b *fn) stmt(out *ir.Series, s syntax.Stmt) {
	switch s := s.(type) {
	case *syntax.ExprStmt:
		switch s.Value.(type) {
		case *syntax.Constant, *syntax.Name:
			return // a docstring or a bare name: nothing to run
		case *syntax.YieldFrom:
			b.stmt(out, b.info.YieldFroms[s]) // a loop yielding each value
			return
		case *syntax.Yield:
			y := b.expr(s.Value).(*ir.Yield)
			y.Recv = nil // what is sent is not used
			b.effect(out, y)
			return
		}
		b.effect(out, b.expr(s.Value))
	case *syntax.Assign:
		if b.prog.Skip[s] {
			return
		}
		v := b.expr(s.Value)
		if len(s.Targets) > 1 {
			v = b.settle(out, v)
		}
		for _, target := range s.Targets {
			b.assign(out, target, v)
		}
	case *syntax.AnnAssign:
		if s.Value != nil {
			b.assign(out, s.Target, b.expr(s.Value))
		}
	case *syntax.AugAssign:
		switch t := s.Target.(type) {
		case *syntax.Attribute:
			b.augAttr(out, s, t)
			return
		case *syntax.Subscript:
			b.augItem(out, s, t)
			return
		}
		name := s.Target.(*syntax.Name)
		v := b.info.Uses[name]
		cur := b.narrowed(name, b.load(name, v))
		b.store(out, v, b.opCall(b.info.Ops[s], cur, b.expr(s.Value), s.Pos()))
	case *syntax.If:
		out.Append(&ir.If{Cond: b.cond(s.Test), Then: b.series(s.Body), Else: b.series(s.Orelse)})
	case *syntax.While:
		b.loop(out, s.Orelse, func(body *ir.Series) ir.Node {
			b.stmts(body, s.Body)
			return &ir.While{Cond: b.cond(s.Test), Body: body}
		})
	case *syntax.For:
		b.forStmt(out, s)
	case *syntax.ClassDef:
		b.classBody(out, s)
	case *syntax.Delete:
		b.deleteStmt(out, s)
	case *syntax.Return:
		b.ret(out, s)
	case *syntax.Break:
		if l := b.loops[len(b.loops)-1]; l.broke != nil {
			out.Append(&ir.Assign{Var: l.broke, Value: &ir.Const{T: ir.Bool, Bool: true}})
		}
		out.Append(&ir.Break{})
	case *syntax.Continue:
		out.Append(&ir.Continue{})
	case *syntax.FunctionDef:
		b.defaults(out, s)
		b.defStmt(out, s)
	case *syntax.Try:
		b.tryStmt(out, s) // exc.go
	case *syntax.With:
		b.withStmt(out, s) // with.go
	case *syntax.Raise:
		b.raiseStmt(out, s)
	case *syntax.Assert:
		b.assertStmt(out, s)
	case *syntax.Pass, *syntax.Global, *syntax.Nonlocal, *syntax.CImport, *syntax.Import, *syntax.ImportFrom:
	default:
		panic("lower: unexpected statement (the checker should have refused it)")
	}
}

func (b *fn) series(body []syntax.Stmt) *ir.Series {
	s := &ir.Series{}
	b.stmts(s, body)
	return s
}

// effect appends a value evaluated for its side effects; a print's flow is spliced in.
func (b *fn) effect(out *ir.Series, v ir.Value) {
	if fi, ok := v.(*ir.FlowInstr); ok {
		if k, ok := fi.Result.(*ir.Const); ok && k.T == ir.None {
			out.Append(fi.Flow.Items...)
			return
		}
	}
	out.Append(v)
}

// loop lowers a while or for loop; with an else clause, a flag records whether break ran.
func (b *fn) loop(out *ir.Series, orelse []syntax.Stmt, build func(body *ir.Series) ir.Node) {
	l := &loop{}
	if len(orelse) > 0 {
		l.broke = b.temp(ir.Bool)
		out.Append(&ir.Assign{Var: l.broke, Value: &ir.Const{T: ir.Bool, Bool: false}})
	}
	b.loops = append(b.loops, l)
	out.Append(build(&ir.Series{}))
	b.loops = b.loops[:len(b.loops)-1]
	if l.broke != nil {
		notBroke := &ir.Ternary{Cond: &ir.VarValue{Var: l.broke},
			True: &ir.Const{T: ir.Bool, Bool: false}, False: &ir.Const{T: ir.Bool, Bool: true}}
		out.Append(&ir.If{Cond: notBroke, Then: b.series(orelse), Else: &ir.Series{}})
	}
}

// settle evaluates v into a temporary now, unless it is a constant.
func (b *fn) settle(out *ir.Series, v ir.Value) ir.Value {
	if _, ok := v.(*ir.Const); ok {
		return v
	}
	t := b.temp(v.Type())
	out.Append(&ir.Assign{Var: t, Value: v})
	return &ir.VarValue{Var: t}
}

func (b *fn) ret(out *ir.Series, s *syntax.Return) {
	if b.f.Generator && b.f.GenRet != ir.None && s.Value != nil {
		out.Append(&ir.Return{Value: b.expr(s.Value), Pos: s.Pos()}) // the generator's result
		return
	}
	if b.f.Ret == ir.None {
		if s.Value != nil {
			if k, ok := s.Value.(*syntax.Constant); !ok || k.Kind != syntax.NoneConst {
				b.effect(out, b.expr(s.Value))
			}
		}
		out.Append(&ir.Return{})
		return
	}
	out.Append(&ir.Return{Value: b.retValue(s)})
}

// assign stores v into a target: a name, or a tuple or list of targets to unpack into. The
// whole value is computed before any target is assigned, as in Python.
func (b *fn) assign(out *ir.Series, target syntax.Expr, v ir.Value) {
	var elts []syntax.Expr
	switch t := target.(type) {
	case *syntax.Tuple:
		elts = t.Elts
	case *syntax.List:
		elts = t.Elts
	case *syntax.Attribute:
		b.storeAttr(out, t, v)
		return
	case *syntax.Subscript:
		b.storeItem(out, t, v)
		return
	default:
		b.store(out, b.info.Uses[target.(*syntax.Name)], v)
		return
	}
	if u := b.info.Unpacks[target]; u != nil {
		b.unpackList(out, u, elts, v, target.Pos())
		return
	}
	v = b.settle(out, v)
	n := len(v.Type().(*ir.Tuple).Elems)
	for i, x := range elts {
		if s, ok := x.(*syntax.Starred); ok {
			// The elements the other targets leave, as a list.
			li := b.info.Lists[s]
			pre, l := b.newList(li, s.Pos())
			k := n - (len(elts) - 1)
			pre.Append(b.call(li.Reserve, s.Pos(), l, &ir.Const{T: ir.Int, Int: int64(k)}))
			for j := i; j < i+k; j++ {
				pre.Append(b.call(li.Append, s.Pos(), l, &ir.Extract{Value: v, Index: j}))
			}
			b.assign(out, s.Value, &ir.FlowInstr{Flow: pre, Result: l})
			continue
		}
		j := i
		if i > 0 && hasStarBefore(elts, i) {
			j = n - (len(elts) - i)
		}
		b.assign(out, x, &ir.Extract{Value: v, Index: j})
	}
}

// unpackList stores the items of a list (or of an iterable made a list first) into targets,
// after checking its length; every item is read before any target is assigned, as in Python.
func (b *fn) unpackList(out *ir.Series, u *types.UnpackInfo, elts []syntax.Expr, v ir.Value, pos syntax.Pos) {
	if u.ToList != nil {
		v = b.call(u.ToList, pos, v)
	}
	l := b.settle(out, v)
	star := -1
	for i, x := range elts {
		if _, ok := x.(*syntax.Starred); ok {
			star = i
		}
	}
	var rest ir.Value
	if star < 0 {
		out.Append(b.call(u.Check, pos, l, &ir.Const{T: ir.Int, Int: int64(len(elts))}))
	} else {
		after := len(elts) - star - 1
		rest = b.settle(out, b.call(u.Rest, pos, l, &ir.Const{T: ir.Int, Int: int64(star)}, &ir.Const{T: ir.Int, Int: int64(after)}))
	}
	items := make([]ir.Value, len(elts))
	for i := range elts {
		switch {
		case i == star:
			items[i] = rest
		case star >= 0 && i > star:
			items[i] = b.settle(out, b.call(u.Item, pos, l, &ir.Const{T: ir.Int, Int: int64(i - len(elts))}))
		default:
			items[i] = b.settle(out, b.call(u.Item, pos, l, &ir.Const{T: ir.Int, Int: int64(i)}))
		}
	}
	for i, x := range elts {
		if s, ok := x.(*syntax.Starred); ok {
			x = s.Value
		}
		b.assign(out, x, items[i])
	}
}

// hasStarBefore reports whether a starred target precedes target i.
func hasStarBefore(elts []syntax.Expr, i int) bool {
	for _, x := range elts[:i] {
		if _, ok := x.(*syntax.Starred); ok {
			return true
		}
	}
	return false
}

// target returns the variable an assignment stores to.
func (b *fn) target(e syntax.Expr) *ir.Var {
	return b.varOf(b.info.Uses[e.(*syntax.Name)])
}
