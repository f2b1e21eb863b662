package codegen

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"kiln/ir"
)

func module() *ir.Module {
	n := &ir.Var{Name: "n", ID: 1, T: ir.Int}
	i := &ir.Var{Name: "i", ID: 2, T: ir.Int}
	add := &ir.Func{Name: "int.__add__[int,int]", Kind: ir.LLVM, Ret: ir.Int,
		LLVM:   "declare i64 @unused_helper(i64)\n@unused_global = external global i64\n%0 = add i64 %a, %b\nret i64 %0",
		Params: []*ir.Var{{Name: "a", ID: 3, T: ir.Int}, {Name: "b", ID: 4, T: ir.Int}}}
	sum := &ir.Func{Name: "sum[int]", Kind: ir.Bodied, Ret: ir.Int, Params: []*ir.Var{n}, Locals: []*ir.Var{i},
		Body: &ir.Series{Items: []ir.Node{
			&ir.ImperativeFor{Var: i, Start: &ir.Const{T: ir.Int}, Stop: &ir.VarValue{Var: n}, Step: &ir.Const{T: ir.Int, Int: 1},
				Body: &ir.Series{Items: []ir.Node{
					&ir.Assign{Var: n, Value: &ir.Call{Func: add, Args: []ir.Value{&ir.VarValue{Var: n}, &ir.VarValue{Var: i}}}},
				}}},
			&ir.Return{Value: &ir.Ternary{Cond: &ir.Const{T: ir.Bool, Bool: true},
				True: &ir.VarValue{Var: n}, False: &ir.Const{T: ir.Int, Int: -1}}},
		}}}
	write := &ir.Func{Name: "kiln_write", Kind: ir.External, Ret: ir.None,
		Params: []*ir.Var{{Name: "a0", ID: 5, T: ir.PtrTo(ir.Byte)}, {Name: "a1", ID: 6, T: ir.Int}}}
	main := &ir.Func{Name: "<module>", Kind: ir.Bodied, Ret: ir.None, Body: &ir.Series{Items: []ir.Node{
		&ir.Call{Func: sum, Args: []ir.Value{&ir.Const{T: ir.Int, Int: 10}}},
		&ir.Const{T: ir.Str, Str: "text"},
		&ir.Const{T: ir.Float, Float: 0.5},
	}}}
	return &ir.Module{Funcs: []*ir.Func{add, sum, write, main}, Main: main}
}

func TestGenerate(t *testing.T) {
	m := module()
	if errs := ir.Verify(m); len(errs) > 0 {
		t.Fatal(errs)
	}
	text := Generate(m, Options{SourceName: "t.py"})
	for _, want := range []string{
		`define private i64 @"int.__add__[int,int]"(i64 %a, i64 %b) alwaysinline`,
		`define internal i64 @"sum[int]"(i64 %.arg.1)`,
		"declare i64 @unused_helper(i64)",          // hoisted out of the @llvm body
		"\n@unused_global = external global i64\n", // so is a runtime global it names
		"declare void @kiln_write(ptr, i64)",
		"define i32 @main(i32 %argc, ptr %argv)",
		`c"text\00"`,
		"phi i64",
	} {
		if !strings.Contains(text, want) {
			t.Errorf("LLVM lacks %q:\n%s", want, text)
		}
	}
	// clang must accept the module, when there is one to ask.
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

// TestOutline checks that a function marked Outline (a stdlib @outline) is kept out of line.
func TestOutline(t *testing.T) {
	m := module()
	for _, f := range m.Funcs {
		if f.Name == "sum[int]" {
			f.Outline = true
		}
	}
	text := Generate(m, Options{SourceName: "t.py"})
	for _, line := range strings.Split(text, "\n") {
		if strings.HasPrefix(line, `define internal i64 @"sum[int]"`) {
			if !strings.Contains(line, "noinline") {
				t.Errorf("outlined function without noinline: %s", line)
			}
			return
		}
	}
	t.Errorf("sum[int] not defined:\n%s", text)
}
