package codegen

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"kiln/ir"
)

// objModule makes an object on the heap and one on the stack (New.Stack), stores a field of
// each and reads it back.
func objModule() *ir.Module {
	p := &ir.Class{Name: "P", Module: "__main__", Fields: []*ir.Field{{Name: "x", T: ir.Int}}}
	a := &ir.Var{Name: "a", ID: 1, T: p}
	b := &ir.Var{Name: "b", ID: 2, T: p}
	n := &ir.Var{Name: "n", ID: 3, T: ir.Int}
	f := &ir.Func{Name: "f[int]", Kind: ir.Bodied, Ret: ir.Int, Params: []*ir.Var{n}, Locals: []*ir.Var{a, b},
		Body: &ir.Series{Items: []ir.Node{
			&ir.Assign{Var: a, Value: &ir.New{Class: p}},
			&ir.Assign{Var: b, Value: &ir.New{Class: p, Stack: true}},
			&ir.SetField{Obj: &ir.VarValue{Var: a}, Index: 0, Value: &ir.VarValue{Var: n}},
			&ir.SetField{Obj: &ir.VarValue{Var: b}, Index: 0, Value: &ir.Extract{Value: &ir.VarValue{Var: a}, Index: 0}},
			&ir.Return{Value: &ir.Extract{Value: &ir.VarValue{Var: b}, Index: 0}},
		}}}
	main := &ir.Func{Name: "<module>", Kind: ir.Bodied, Ret: ir.None, Body: &ir.Series{Items: []ir.Node{
		&ir.Call{Func: f, Args: []ir.Value{&ir.Const{T: ir.Int, Int: 7}}},
	}}}
	return &ir.Module{Funcs: []*ir.Func{f, main}, Main: main, Classes: []*ir.Class{p}}
}

// TestAllocationsRemoved checks the declarations of the allocation functions and that with
// them LLVM removes an object whose only uses are a store and a load of its field.
func TestAllocationsRemoved(t *testing.T) {
	m := objModule()
	if errs := ir.Verify(m); len(errs) > 0 {
		t.Fatal(errs)
	}
	text := Generate(m, Options{SourceName: "t.py"})
	for _, want := range []string{
		`declare noalias noundef nonnull align 16 ptr @kiln_alloc(i64) nounwind willreturn mustprogress allocsize(0) allockind("alloc,zeroed") memory(inaccessiblemem: readwrite) "alloc-family"="kiln"`,
		`declare noalias noundef nonnull align 16 ptr @kiln_alloc_inst(i64) nounwind willreturn mustprogress allocsize(0) allockind("alloc,zeroed") memory(inaccessiblemem: readwrite) "alloc-family"="kiln"`,
		`allockind("alloc,uninitialized")`, // kiln_alloc_atomic does not clear
		`alloca %"class.P", align 16`,
		`store %"class.P" zeroinitializer`,
	} {
		if !strings.Contains(text, want) {
			t.Errorf("LLVM lacks %q:\n%s", want, text)
		}
	}
	if strings.Count(text, "call ptr @kiln_alloc_inst(") != 1 {
		t.Errorf("want one heap allocation (the stack object makes none):\n%s", text)
	}
	clang, err := exec.LookPath("clang-19")
	if err != nil {
		t.Skip("clang-19 not installed")
	}
	dir := t.TempDir()
	in, out := filepath.Join(dir, "t.ll"), filepath.Join(dir, "o.ll")
	if err := os.WriteFile(in, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	if msg, err := exec.Command(clang, "-O2", "-S", "-emit-llvm", "-x", "ir", in, "-o", out).CombinedOutput(); err != nil {
		t.Fatalf("clang: %v\n%s", err, msg)
	}
	opt, err := os.ReadFile(out)
	if err != nil {
		t.Fatal(err)
	}
	if strings.Contains(string(opt), "call ptr @kiln_alloc_inst(") || strings.Contains(string(opt), "@kiln_alloc_inst(i64 ") {
		t.Errorf("LLVM kept the allocation:\n%s", opt)
	}
}

func TestAlwaysRaising(t *testing.T) {
	throw := &ir.Func{Name: "boom", Kind: ir.Bodied, Ret: ir.None, Body: &ir.Series{Items: []ir.Node{
		&ir.Throw{Value: &ir.Const{T: ir.None}},
	}}}
	x := &ir.Var{Name: "x", ID: 1, T: ir.Bool}
	both := &ir.Func{Name: "both", Kind: ir.Bodied, Ret: ir.None, Params: []*ir.Var{x}, Body: &ir.Series{Items: []ir.Node{
		&ir.If{Cond: &ir.VarValue{Var: x},
			Then: &ir.Series{Items: []ir.Node{&ir.Call{Func: throw}}},
			Else: &ir.Series{Items: []ir.Node{&ir.Throw{Value: &ir.Const{T: ir.None}}}}},
	}}}
	one := &ir.Func{Name: "one", Kind: ir.Bodied, Ret: ir.None, Params: []*ir.Var{x}, Body: &ir.Series{Items: []ir.Node{
		&ir.If{Cond: &ir.VarValue{Var: x}, Then: &ir.Series{Items: []ir.Node{&ir.Call{Func: throw}}}, Else: &ir.Series{}},
	}}}
	got := alwaysRaising(&ir.Module{Funcs: []*ir.Func{one, both, throw}})
	if !got[throw] || !got[both] || got[one] {
		t.Errorf("always raising: boom %v, both %v (want true), one %v (want false)", got[throw], got[both], got[one])
	}
}
