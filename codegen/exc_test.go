package codegen

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"kiln/ir"
)

// TestTryCatch checks that a call inside a try statement is an invoke whose landing pad goes
// to the except clauses, that the function gets the runtime's personality, that a return
// inside the try runs the finally through its state, and that a function raising by a raise
// statement is called there through its $exc version, which returns its exception instead
// of unwinding (excdirect.go).
func TestTryCatch(t *testing.T) {
	base := &ir.Class{Name: "BaseException", Header: true, ID: 0, Last: 1}
	sub := &ir.Class{Name: "ValueError", Header: true, ID: 1, Last: 1, Base: base}
	boom := &ir.Func{Name: "boom", Kind: ir.Bodied, Ret: ir.Int, Body: &ir.Series{Items: []ir.Node{
		&ir.Throw{Value: &ir.New{Class: sub}},
	}}}
	exc := &ir.Var{Name: "exc", ID: 1, T: sub}
	f := &ir.Func{Name: "f", Kind: ir.Bodied, Ret: ir.Int, Locals: []*ir.Var{exc}, Body: &ir.Series{Items: []ir.Node{
		&ir.TryCatch{
			Body:    &ir.Series{Items: []ir.Node{&ir.Return{Value: &ir.Call{Func: boom}}}},
			Catches: []*ir.Catch{{Classes: []*ir.Class{sub}, Exc: exc, Body: &ir.Series{}}},
			Else:    &ir.Series{},
			Finally: &ir.Series{},
		},
		&ir.Return{Value: &ir.Const{T: ir.Int, Int: 2}},
	}}}
	main := &ir.Func{Name: "<module>", Kind: ir.Bodied, Ret: ir.None, Body: &ir.Series{Items: []ir.Node{
		&ir.Call{Func: f},
	}}}
	m := &ir.Module{Funcs: []*ir.Func{boom, f, main}, Main: main, Classes: []*ir.Class{base, sub}, BaseException: base}
	if errs := ir.Verify(m); len(errs) > 0 {
		t.Fatal(errs)
	}
	text := Generate(m, Options{SourceName: "t.py"})
	for _, want := range []string{
		`call i64 @"boom$exc"(ptr %"exc.out`,
		`define internal i64 @"boom$exc"(ptr %.exc.out)`,
		"store ptr %t2, ptr %.exc.out",
		"switch i32",
		"call void @kiln_throw(ptr", // boom itself, for calls outside a try
	} {
		if !strings.Contains(text, want) {
			t.Errorf("LLVM lacks %q:\n%s", want, text)
		}
	}
	clang, err := exec.LookPath("clang-19")
	if err != nil {
		t.Skip("clang-19 not installed")
	}
	path := filepath.Join(t.TempDir(), "t.ll")
	if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	if out, err := exec.Command(clang, "-x", "ir", "-c", path, "-o", os.DevNull).CombinedOutput(); err != nil {
		t.Errorf("clang refused the module: %v\n%s\n%s", err, out, text)
	}
}

// TestObservesHandled checks which callees an except clause sets kiln_handled for: the
// program's functions and inline LLVM bodies calling them or resuming a generator, not C
// functions or bodies calling only intrinsics and the runtime.
func TestObservesHandled(t *testing.T) {
	for _, c := range []struct {
		f    *ir.Func
		want bool
	}{
		{&ir.Func{Name: "g", Kind: ir.Bodied}, true},
		{&ir.Func{Name: "kiln_int_overflow", Kind: ir.External}, false},
		{&ir.Func{Name: "add", Kind: ir.LLVM, LLVM: "%r = call {i64, i1} @llvm.sadd.with.overflow.i64(i64 %a, i64 %b)\ncall void @kiln_int_overflow()"}, false},
		{&ir.Func{Name: "call", Kind: ir.LLVM, LLVM: "%r = call i64 @\"_active_exception[]\"()"}, true},
		{&ir.Func{Name: "resume", Kind: ir.LLVM, LLVM: "call void @llvm.coro.resume(ptr %h)"}, true},
	} {
		if got := observesHandled(c.f); got != c.want {
			t.Errorf("observesHandled(%s) = %v, want %v", c.f.Name, got, c.want)
		}
	}
}
