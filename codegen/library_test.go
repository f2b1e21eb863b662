package codegen

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"kiln/ir"
)

// A library has a constructor instead of main and a C symbol per export; -unchecked turns the
// {checked} constant of @llvm bodies false.
func TestGenerateLibrary(t *testing.T) {
	m := module()
	m.Funcs[0].LLVM = "%c = and i1 true, {checked}\n%0 = add i64 %a, %b\nret i64 %0"
	m.Exports = []*ir.Export{{Name: "sumit", Func: m.Funcs[1]}}
	if errs := ir.Verify(m); len(errs) > 0 {
		t.Fatal(errs)
	}
	text := Generate(m, Options{SourceName: "t.py", Library: true, Unchecked: true})
	for _, want := range []string{
		`define i64 @"sumit"(i64 %a0)`,
		`call i64 @"sum[int]"(i64 %a0)`,
		`@llvm.global_ctors = appending global`,
		`call void @kiln_init(i32 0, ptr null)`,
		`%c = and i1 true, false`,
	} {
		if !strings.Contains(text, want) {
			t.Errorf("LLVM lacks %q:\n%s", want, text)
		}
	}
	if strings.Contains(text, "@main") {
		t.Errorf("a library has no main:\n%s", text)
	}
	clang, err := exec.LookPath("clang-19")
	if err != nil {
		t.Skip("clang-19 not installed")
	}
	path := filepath.Join(t.TempDir(), "t.ll")
	if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	if out, err := exec.Command(clang, "-x", "ir", "-fPIC", "-c", path, "-o", os.DevNull).CombinedOutput(); err != nil {
		t.Errorf("clang refused the module: %v\n%s\n%s", err, out, text)
	}
}

// {nsw} marks an int operation whose overflow the body has excluded: nsw when checked, nothing
// with -unchecked, where ints wrap and an nsw result would be poison.
func TestNSWFlag(t *testing.T) {
	for _, unchecked := range []bool{false, true} {
		m := module()
		m.Funcs[0].LLVM = "%0 = add{nsw} i64 %a, %b\nret i64 %0"
		if errs := ir.Verify(m); len(errs) > 0 {
			t.Fatal(errs)
		}
		text := Generate(m, Options{SourceName: "t.py", Unchecked: unchecked})
		want, not := "add nsw i64", "add i64"
		if unchecked {
			want, not = not, want
		}
		if !strings.Contains(text, want) || strings.Contains(text, not) {
			t.Errorf("unchecked=%v: want %q, not %q:\n%s", unchecked, want, not, text)
		}
	}
}
