// Shared libraries: instead of a C main, a global constructor initialises the runtime and runs
// the module's top-level code when the library is loaded, and each @export function gets a C
// ABI wrapper named after it. An exception nothing catches, in either, prints its traceback
// and exits the process with status 1, as an executable would.
package codegen

import (
	"fmt"
	"strings"

	"kiln/codegen/ll"
	"kiln/ir"
)

// libraryEntry emits the module constructor and the exported functions' wrappers.
func (g *gen) libraryEntry() {
	g.ll.Declare("declare void @kiln_init(i32, ptr)")
	g.ll.Declare("declare i32 @kiln_finish(i32)")
	f := g.ll.NewFunc(`define internal void @"kiln.module_init"()`)
	b := g.entryBuilder(f, "<init>") // debug.go
	b.Inst("call void @kiln_init(i32 0, ptr null)")
	g.guardedCall(b, "void", symbol(g.ir.Main), "")
	b.Inst("call i32 @kiln_finish(i32 0)") // flushes what the module printed
	b.Ret("void", "")
	g.ll.Global(`@llvm.global_ctors = appending global [1 x {i32, ptr, ptr}] [{i32, ptr, ptr} {i32 65535, ptr @"kiln.module_init", ptr null}]`)
	for _, e := range g.ir.Exports {
		g.exportWrapper(e)
	}
}

// cABIParam and cABIRet are the type of a parameter and of the result in an exported
// function's C signature: bool is a zero-extended i1, as C's _Bool.
func cABIParam(t ir.Type) string {
	if t == ir.Bool {
		return "i1 zeroext"
	}
	return llType(t)
}

func cABIRet(t ir.Type) string {
	if t == ir.Bool {
		return "zeroext i1"
	}
	return retType(t)
}

// exportWrapper emits the C symbol of an exported function: it calls the function, flushes
// the output buffer (the host may print too) and returns the result.
func (g *gen) exportWrapper(e *ir.Export) {
	f := e.Func
	var params, args []string
	for i, p := range f.Params {
		params = append(params, fmt.Sprintf("%s %%a%d", cABIParam(p.T), i))
		args = append(args, fmt.Sprintf("%s %%a%d", llType(p.T), i))
	}
	lf := g.ll.NewFunc(fmt.Sprintf("define %s %s(%s)", cABIRet(f.Ret), ll.Quote('@', e.Name), strings.Join(params, ", ")))
	b := g.entryBuilder(lf, e.Name)
	r := g.guardedCall(b, retType(f.Ret), symbol(f), strings.Join(args, ", "))
	g.ll.Declare("declare void @kiln_flush()")
	b.Inst("call void @kiln_flush()")
	b.Ret(retType(f.Ret), r)
}

// guardedCall calls callee from an entry point, printing the traceback of an exception it lets
// through and exiting with status 1 (the stdlib's _uncaught). It returns the result.
func (g *gen) guardedCall(b *ll.Builder, ret, callee, args string) string {
	if g.ir.Uncaught == nil {
		if ret == "void" {
			b.Inst("call void %s(%s)", callee, args)
			return ""
		}
		return b.Value("call %s %s(%s)", ret, callee, args)
	}
	b.F.AddAttrs("personality ptr @kiln_personality")
	g.ll.Declare("declare i32 @kiln_personality(...)")
	g.ll.Declare("declare ptr @kiln_exc_object(ptr)")
	ok, pad := b.F.NewBlock("ok"), b.F.NewBlock("uncaught")
	r := ""
	if ret == "void" {
		b.Term("invoke void %s(%s) to label %%%s unwind label %%%s", callee, args, ok.Label, pad.Label)
	} else {
		r = b.TermValue("invoke %s %s(%s) to label %%%s unwind label %%%s", ret, callee, args, ok.Label, pad.Label)
	}
	b.SetBlock(pad)
	lp := b.Value("landingpad {ptr, i32} catch ptr null")
	uw := b.Value("extractvalue {ptr, i32} %s, 0", lp)
	obj := b.Value("call ptr @kiln_exc_object(ptr %s)", uw)
	b.Inst("call void %s(ptr %s)", symbol(g.ir.Uncaught), obj)
	b.Unreachable()
	b.SetBlock(ok)
	return r
}
