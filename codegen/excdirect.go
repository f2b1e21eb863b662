// Direct raising: an exception that the function raising it, or a caller within reach, will
// handle travels by branches and returns instead of the unwinder. A raise inside a try goes
// straight to the handler's dispatch; a function that may raise by a raise statement of its
// own (or through such a function) has a second version, NAME$exc, that returns its exception
// through an extra pointer parameter, which calls inside a try (or inside another such
// version) use and test. Calls that raise otherwise still unwind, so a try costs nothing on
// the path that raises nothing; once LLVM inlines the $exc version, the test folds away too.
package codegen

import (
	"reflect"

	"kiln/ir"
	"kiln/syntax"
)

// directRaisers returns the bodied functions that may raise by a raise statement of their own
// or through a call of another such function: those that get an $exc version when called
// where the exception can be handled directly.
func directRaisers(m *ir.Module) map[*ir.Func]bool {
	throws := map[*ir.Func]bool{}
	calls := map[*ir.Func][]*ir.Func{}
	for _, f := range m.Funcs {
		if f.Kind != ir.Bodied || f.Generator || f.Body == nil {
			continue
		}
		walkIR(reflect.ValueOf(f.Body), func(n ir.Node) {
			switch n := n.(type) {
			case *ir.Throw:
				throws[f] = true
			case *ir.Call:
				if n.Func.Kind == ir.Bodied && !n.Func.Generator {
					calls[f] = append(calls[f], n.Func)
				}
			}
		})
	}
	for changed := true; changed; {
		changed = false
		for f, cs := range calls {
			if throws[f] {
				continue
			}
			for _, c := range cs {
				if throws[c] {
					throws[f], changed = true, true
					break
				}
			}
		}
	}
	return throws
}

var (
	nodeType  = reflect.TypeOf((*ir.Node)(nil)).Elem()
	catchType = reflect.TypeOf((*ir.Catch)(nil))
)

// walkIR calls visit on every node reachable from v without leaving the function: through
// nodes, series, except clauses and slices of them, never through functions, variables,
// classes or types.
func walkIR(v reflect.Value, visit func(ir.Node)) {
	switch v.Kind() {
	case reflect.Interface:
		if !v.IsNil() {
			walkIR(v.Elem(), visit)
		}
	case reflect.Pointer:
		if v.IsNil() || !(v.Type().Implements(nodeType) || v.Type() == catchType) {
			return
		}
		if n, ok := v.Interface().(ir.Node); ok {
			visit(n)
		}
		e := v.Elem()
		if e.Kind() != reflect.Struct {
			return
		}
		for i := 0; i < e.NumField(); i++ {
			if e.Type().Field(i).IsExported() {
				walkIR(e.Field(i), visit)
			}
		}
	case reflect.Slice:
		for i := 0; i < v.Len(); i++ {
			walkIR(v.Index(i), visit)
		}
	}
}

// excSymbol is the LLVM name of f's $exc version.
func excSymbol(f *ir.Func) string { return symbol(&ir.Func{Name: f.Name + "$exc"}) }

// directCall reports whether a call of f here goes through its $exc version: f raises
// directly and an exception it raises is handled here (an enclosing try) or handed on
// directly (this function is itself an $exc version).
func (fg *fgen) directCall(f *ir.Func) bool {
	return fg.direct[f] && (len(fg.exc.unwind) > 0 || fg.excOut != "")
}

// callDirect emits a call of f's $exc version (args as LLVM text) and the test of the
// exception it returns.
func (fg *fgen) callDirect(f *ir.Func, args string, pos syntax.Pos) string {
	b := fg.b
	if !fg.wanted[f] {
		fg.wanted[f] = true
		fg.pending = append(fg.pending, f)
	}
	if fg.exc.out == "" {
		fg.exc.out = b.F.Alloca("{ptr, i64}", "exc.out")
	}
	b.Inst("store ptr null, ptr %s", fg.exc.out)
	restore := fg.enterHandled()
	if args != "" {
		args += ", "
	}
	args += "ptr " + fg.exc.out
	v := "null"
	if f.Ret == ir.None {
		b.Inst("call void %s(%s)", excSymbol(f), args)
	} else {
		v = b.Value("call %s %s(%s)", llType(f.Ret), excSymbol(f), args)
	}
	obj := b.Value("load ptr, ptr %s", fg.exc.out)
	raised, cont := b.F.NewBlock("raised"), b.F.NewBlock("cont")
	fg.ll.Declare("declare i1 @llvm.expect.i1(i1, i1)")
	c := b.Value("call i1 @llvm.expect.i1(i1 %s, i1 false)", b.Value("icmp ne ptr %s, null", obj))
	b.CondBr(c, raised, cont)
	b.SetBlock(raised)
	own := "0"
	if fg.exc.track || fg.excOut != "" {
		own = b.Value("load i64, ptr %s", b.Value("getelementptr {ptr, i64}, ptr %s, i32 0, i32 1", fg.exc.out))
	}
	fg.raiseDirect(obj, pos, true, restore != nil, own)
	b.SetBlock(cont)
	if restore != nil {
		restore()
	}
	return v
}

// raiseDirect sends the new exception obj, raised at pos (by a raise statement or a call), to
// the innermost handler here or out of this $exc version, doing what a landing pad does: it
// records the frame in the traceback and chains the exception to the one handled here
// (restoring kiln_handled, when a call made in a handler set it). own is obj's size when a
// fresh raise made it, else 0 (propagate).
func (fg *fgen) raiseDirect(obj string, pos syntax.Pos, record, restoreHandled bool, own string) {
	b := fg.b
	if record && fg.f.Traced && pos.IsValid() && fg.ir.BaseException != nil {
		fg.recordFrame(obj, pos)
	}
	if n := len(fg.exc.handling); n > 0 && fg.ir.SetContext != nil {
		h := fg.handled(fg.exc.handling[n-1])
		b.Inst("call void %s(ptr %s, ptr %s)", symbol(fg.ir.SetContext), obj, h)
		fg.exposeIfCaughtInside(fg.exc.handling[n-1])
		if restoreHandled {
			fg.ll.Declare("@kiln_handled = external global ptr")
			b.Inst("store ptr %s, ptr @kiln_handled", b.Value("load ptr, ptr %s", fg.prevSlot()))
		}
	}
	fg.propagate(obj, own)
}

// returnExc leaves an $exc version with the exception obj and its own size (propagate).
func (fg *fgen) returnExc(obj, own string) {
	b := fg.b
	b.Inst("store ptr %s, ptr %s", obj, fg.excOut)
	b.Inst("store i64 %s, ptr %s", own, b.Value("getelementptr {ptr, i64}, ptr %s, i32 0, i32 1", fg.excOut))
	fg.clearStack()
	if fg.f.Ret == ir.None {
		b.Ret("void", "")
	} else {
		b.Ret(llType(fg.f.Ret), "undef")
	}
}
