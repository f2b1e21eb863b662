// Lowering of exceptions: try statements to TryCatch, raise and assert to Throw, and
// type(x).__name__ to TypeName; and the module's exception support (tracebacks, _raise).
package lower

import (
	"strings"

	"kiln/ir"
	"kiln/syntax"
	"kiln/types"
)

// excSupport records in the module what code generation needs for exceptions, and marks the
// user's functions as traced.
func (m *module) excSupport() {
	p := m.prog
	m.ir.Fset = p.Fset
	if p.BaseException != nil {
		m.ir.BaseException = m.classOf(p.BaseException)
	}
	m.ir.Raise = m.funcs[p.Raise]
	m.ir.Uncaught = m.funcs[p.Uncaught]
	m.ir.SetContext = m.funcs[p.SetContext]
	for inst, f := range m.funcs {
		if f.Kind != ir.Bodied {
			continue
		}
		if inst.IsModule() {
			f.Traced = true
			continue
		}
		if inst.Func.Hidden {
			continue // a builtin or method used as a value: no frame, as in CPython
		}
		if file := p.Fset.File(f.Pos); file != nil && !strings.HasPrefix(file.Name, "stdlib/") {
			f.Traced = true
		}
	}
}

// tryStmt lowers try/except/else/finally.
func (b *fn) tryStmt(out *ir.Series, s *syntax.Try) {
	t := &ir.TryCatch{Body: b.series(s.Body), Else: b.series(s.Orelse)}
	for _, h := range s.Handlers {
		info := b.info.Excepts[h]
		c := &ir.Catch{Body: &ir.Series{}}
		exc := b.prog.BaseException
		if len(info.Classes) > 0 {
			exc = info.Classes[0]
			for _, k := range info.Classes {
				c.Classes = append(c.Classes, b.classOf(k))
				exc = commonBase(exc, k)
			}
		}
		c.Exc = b.temp(b.classOf(exc))
		if info.Var != nil {
			if _, ok := b.vars[info.Var]; !ok {
				v := b.newVar(info.Var.Name, info.Var.Type, false)
				b.vars[info.Var] = v
				b.f.Locals = append(b.f.Locals, v)
			}
			b.store(c.Body, info.Var, &ir.VarValue{Var: c.Exc})
		}
		b.handling = append(b.handling, c.Exc)
		b.stmts(c.Body, h.Body)
		b.handling = b.handling[:len(b.handling)-1]
		t.Catches = append(t.Catches, c)
	}
	if len(s.Finalbody) > 0 {
		t.Finally = b.series(s.Finalbody)
	}
	out.Append(t)
}

// commonBase returns the nearest class both a and b derive from.
func commonBase(a, b *types.Class) *types.Class {
	for k := a; k != nil; k = k.Base {
		if k.IsSubclass(b) {
			return k
		}
	}
	return a
}

// raiseStmt lowers raise, raise X and raise X from Y: the cause is evaluated, then stored, and
// __suppress_context__ set (by `from None` too).
func (b *fn) raiseStmt(out *ir.Series, s *syntax.Raise) {
	info := b.info.Raises[s]
	if info.Exc == nil {
		// The exception of the innermost except clause here, or the one a caller handles.
		var exc ir.Value
		if n := len(b.handling); n > 0 {
			exc = &ir.VarValue{Var: b.handling[n-1]}
		} else {
			exc = b.call(info.Active, s.Pos())
		}
		out.Append(&ir.Throw{Value: exc, Reraise: true, Pos: s.Pos()})
		return
	}
	exc := b.expr(info.Exc)
	if s.Cause != nil {
		exc = b.settle(out, exc)
		cause := ir.Value(&ir.Const{T: ir.None})
		if info.Cause != nil {
			cause = b.expr(info.Cause)
		}
		b.setExcField(out, exc, "__cause__", cause)
		b.setExcField(out, exc, "__suppress_context__", &ir.Const{T: ir.Bool, Bool: true})
	}
	out.Append(&ir.Throw{Value: exc, Pos: s.Pos()})
}

// setExcField stores v in BaseException's field name of exc (v is only evaluated when the
// stdlib has no such field).
func (b *fn) setExcField(out *ir.Series, exc ir.Value, name string, v ir.Value) {
	for i, f := range b.classOf(b.prog.BaseException).Fields {
		if f.Name == name {
			out.Append(&ir.SetField{Obj: exc, Index: i, Value: v})
			return
		}
	}
	b.effect(out, v)
}

// assertStmt lowers assert test[, msg]: if not test, raise AssertionError(msg).
func (b *fn) assertStmt(out *ir.Series, s *syntax.Assert) {
	raise := &ir.Series{}
	raise.Append(&ir.Throw{Value: b.expr(b.info.Asserts[s]), Pos: s.Pos()})
	out.Append(&ir.If{Cond: not(b.cond(s.Test)), Then: raise, Else: &ir.Series{}})
}

// typeName lowers type(x).__name__, type(x).__qualname__ and type(x).__module__.
func (b *fn) typeName(e *syntax.Attribute) ir.Value {
	return &ir.TypeName{Value: b.expr(e.Value.(*syntax.Call).Args[0]), Module: e.Attr == "__module__", Qual: e.Attr == "__qualname__"}
}

// moduleOf names the module defining a class, as type(x).__module__ does.
func (m *module) moduleOf(c *types.Class) string {
	if c.Def == nil {
		return "builtins"
	}
	for _, st := range c.Def.Body {
		// A stdlib class naming its module (`__module__ = "io"` for io.UnsupportedOperation).
		if a, ok := st.(*syntax.Assign); ok && len(a.Targets) == 1 {
			n, isName := a.Targets[0].(*syntax.Name)
			k, isConst := a.Value.(*syntax.Constant)
			if isName && isConst && n.Id == "__module__" && k.Kind == syntax.StrConst {
				return k.Str
			}
		}
	}
	if file := m.prog.Fset.File(c.Def.Pos()); file == nil || strings.HasPrefix(file.Name, "stdlib/") {
		return "builtins"
	}
	return "__main__"
}
