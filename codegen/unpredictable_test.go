package codegen

import (
	"regexp"
	"strings"
	"testing"

	"kiln/ir"
)

// TestUnpredictableBranch checks that an If and a While marked Unpredictable (passes/boolspec.go)
// branch with !unpredictable metadata naming an empty node, and that unmarked ones do not.
func TestUnpredictableBranch(t *testing.T) {
	b := &ir.Var{Name: "b", ID: 1, T: ir.Bool}
	read := func() ir.Value { return &ir.VarValue{Var: b} }
	f := &ir.Func{Name: "f[bool]", Kind: ir.Bodied, Ret: ir.None, Params: []*ir.Var{b},
		Body: &ir.Series{Items: []ir.Node{
			&ir.If{Cond: read(), Then: &ir.Series{}, Else: &ir.Series{}, Unpredictable: true},
			&ir.While{Cond: read(), Body: &ir.Series{Items: []ir.Node{&ir.Break{}}}, Unpredictable: true},
			&ir.If{Cond: read(), Then: &ir.Series{}, Else: &ir.Series{}},
			&ir.Return{},
		}}}
	main := &ir.Func{Name: "<module>", Kind: ir.Bodied, Ret: ir.None, Body: &ir.Series{Items: []ir.Node{
		&ir.Call{Func: f, Args: []ir.Value{&ir.Const{T: ir.Bool, Bool: true}}},
	}}}
	m := &ir.Module{Funcs: []*ir.Func{f, main}, Main: main}
	if errs := ir.Verify(m); len(errs) > 0 {
		t.Fatal(errs)
	}
	text := Generate(m, Options{SourceName: "t.py"})
	marked := regexp.MustCompile(`br i1 %\S+, label %\S+, label %\S+, !unpredictable (!\d+)`).FindAllStringSubmatch(text, -1)
	if len(marked) != 2 {
		t.Fatalf("want 2 !unpredictable branches, got %d:\n%s", len(marked), text)
	}
	if !strings.Contains(text, marked[0][1]+" = !{}") {
		t.Errorf("%s is not defined as an empty node:\n%s", marked[0][1], text)
	}
	if n := strings.Count(text, "br i1 "); n < 3 {
		t.Errorf("want the unmarked If's branch too, got %d conditional branches:\n%s", n, text)
	}
}
