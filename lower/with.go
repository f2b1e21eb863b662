// Lowering of with statements to try statements calling the context manager's __enter__ and
// __exit__ (the calls the checker made up, on hidden variables).
package lower

import (
	"kiln/ir"
	"kiln/syntax"
	"kiln/types"
)

// withStmt lowers a with statement; its items nest, the first outermost.
func (b *fn) withStmt(out *ir.Series, s *syntax.With) {
	b.withItems(out, s, s.Items)
}

// withItems lowers the items left of a with statement and its body. Each item is
//
//	mgr = ctx; v = mgr.__enter__(); handled = False
//	try:
//	    try:
//	        target = v; <the next items and the body>
//	    except BaseException as e:
//	        handled = True
//	        if not mgr.__exit__(<e's class>, e, <traceback>): raise
//	finally:
//	    if not handled: mgr.__exit__(None, None, None)
//
// as CPython runs it: the finally calls __exit__ when the body finishes or a return, break
// or continue leaves it.
func (b *fn) withItems(out *ir.Series, s *syntax.With, items []*syntax.WithItem) {
	if len(items) == 0 {
		b.stmts(out, s.Body)
		return
	}
	item := items[0]
	w := b.info.Withs[item]
	for _, v := range []*types.Var{w.Mgr, w.Type, w.Exc, w.Tb} {
		b.hiddenVar(v)
	}
	b.store(out, w.Mgr, b.expr(item.ContextExpr))
	entered := b.expr(w.Enter)
	if item.OptionalVars != nil {
		entered = b.settle(out, entered)
	} else {
		b.effect(out, entered)
	}
	handled := b.temp(ir.Bool)
	out.Append(&ir.Assign{Var: handled, Value: &ir.Const{T: ir.Bool, Bool: false}})

	body := &ir.Series{}
	if item.OptionalVars != nil {
		b.assign(body, item.OptionalVars, entered)
	}
	b.withItems(body, s, items[1:])
	inner := &ir.TryCatch{Body: body, Catches: []*ir.Catch{b.withCatch(s, w, handled)}, Else: &ir.Series{}}

	normal := &ir.Series{}
	none := &ir.Const{T: ir.None}
	for _, v := range []*types.Var{w.Type, w.Exc, w.Tb} {
		b.store(normal, v, none)
	}
	b.effect(normal, b.expr(w.Exit))
	fin := &ir.Series{}
	fin.Append(&ir.If{Cond: not(&ir.VarValue{Var: handled}), Then: normal, Else: &ir.Series{}})
	out.Append(&ir.TryCatch{Body: &ir.Series{Items: []ir.Node{inner}}, Else: &ir.Series{}, Finally: fin})
}

// withCatch makes the except clause of a with item: __exit__ gets the exception, and unless
// it returns a true value the exception goes on.
func (b *fn) withCatch(s *syntax.With, w *types.WithInfo, handled *ir.Var) *ir.Catch {
	c := &ir.Catch{Exc: b.temp(b.classOf(b.prog.BaseException)), Body: &ir.Series{}}
	body := c.Body
	body.Append(&ir.Assign{Var: handled, Value: &ir.Const{T: ir.Bool, Bool: true}})
	b.store(body, w.Exc, &ir.VarValue{Var: c.Exc})
	b.store(body, w.Type, b.expr(w.ExcType))
	b.store(body, w.Tb, b.expr(w.Traceback))
	reraise := &ir.Series{}
	reraise.Append(&ir.Throw{Value: &ir.VarValue{Var: c.Exc}, Reraise: true, Pos: s.Pos()})
	if w.Suppresses {
		body.Append(&ir.If{Cond: not(b.cond(w.Exit)), Then: reraise, Else: &ir.Series{}})
	} else {
		b.effect(body, b.expr(w.Exit))
		body.Append(reraise.Items...)
	}
	return c
}

// hiddenVar makes the IR variable of a variable the checker made up, on first use.
func (b *fn) hiddenVar(v *types.Var) {
	if _, ok := b.vars[v]; ok {
		return
	}
	iv := b.newVar(v.Name, v.Type, false)
	b.vars[v] = iv
	b.f.Locals = append(b.f.Locals, iv)
}
