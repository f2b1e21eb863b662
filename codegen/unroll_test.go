package codegen

import (
	"regexp"
	"strings"
	"testing"

	"kiln/ir"
)

// TestUnrolledWhile checks that While loops marked Unroll (passes/unroll.go) test their
// condition in a latch whose branch back names a distinct loop node of its own, both holding
// the one llvm.loop.unroll.count property; an unmarked loop keeps its plain back edge. (With
// debug info the numbers come from its counter: tests/run/unroll_while.py is built with -g.)
func TestUnrolledWhile(t *testing.T) {
	b := &ir.Var{Name: "b", ID: 1, T: ir.Bool}
	read := func() ir.Value { return &ir.VarValue{Var: b} }
	f := &ir.Func{Name: "f[bool]", Kind: ir.Bodied, Ret: ir.None, Params: []*ir.Var{b}, Traced: true,
		Body: &ir.Series{Items: []ir.Node{
			&ir.While{Cond: read(), Body: &ir.Series{Items: []ir.Node{&ir.Assign{Var: b, Value: &ir.Const{T: ir.Bool}}}}, Unroll: 4},
			&ir.While{Cond: read(), Body: &ir.Series{}, Unroll: 4},
			&ir.While{Cond: read(), Body: &ir.Series{}},
			&ir.Return{},
		}}}
	main := &ir.Func{Name: "<module>", Kind: ir.Bodied, Ret: ir.None, Traced: true, Body: &ir.Series{Items: []ir.Node{
		&ir.Call{Func: f, Args: []ir.Value{&ir.Const{T: ir.Bool, Bool: true}}},
	}}}
	m := &ir.Module{Funcs: []*ir.Func{f, main}, Main: main}
	if errs := ir.Verify(m); len(errs) > 0 {
		t.Fatal(errs)
	}
	text := Generate(m, Options{SourceName: "t.py"})
	latches := regexp.MustCompile(`br i1 %\S+, label %(while\.body\.\d+), label %\S+, !llvm\.loop (!\d+)`).FindAllStringSubmatch(text, -1)
	if len(latches) != 2 || latches[0][2] == latches[1][2] {
		t.Fatalf("want 2 latches naming distinct loops, got %v:\n%s", latches, text)
	}
	for _, l := range latches {
		def := regexp.MustCompile(regexp.QuoteMeta(l[2]) + ` = distinct !\{` + regexp.QuoteMeta(l[2]) + `, (!\d+)\}`).FindStringSubmatch(text)
		if def == nil || !strings.Contains(text, def[1]+` = !{!"llvm.loop.unroll.count", i32 4}`) {
			t.Errorf("loop %s is not defined with the unroll count:\n%s", l[2], text)
		}
	}
	if n := strings.Count(text, "!llvm.loop"); n != 2 {
		t.Errorf("want 2 !llvm.loop branches, got %d:\n%s", n, text)
	}
}

// TestNoVectorizeFor checks that a counted loop marked NoVectorize (passes/rowjam.go) branches
// back from its latch naming a loop node with the llvm.loop.vectorize.enable false property,
// and that an unmarked one carries no loop metadata.
func TestNoVectorizeFor(t *testing.T) {
	i := &ir.Var{Name: "i", ID: 1, T: ir.Int}
	n := &ir.Var{Name: "n", ID: 2, T: ir.Int}
	loop := func(noVec bool) ir.Node {
		return &ir.ImperativeFor{Var: i, Start: &ir.Const{T: ir.Int}, Stop: &ir.VarValue{Var: n},
			Step: &ir.Const{T: ir.Int, Int: 1}, Body: &ir.Series{}, NoVectorize: noVec}
	}
	f := &ir.Func{Name: "f[int]", Kind: ir.Bodied, Ret: ir.None, Params: []*ir.Var{n}, Locals: []*ir.Var{i}, Traced: true,
		Body: &ir.Series{Items: []ir.Node{loop(true), loop(false), &ir.Return{}}}}
	main := &ir.Func{Name: "<module>", Kind: ir.Bodied, Ret: ir.None, Traced: true, Body: &ir.Series{Items: []ir.Node{
		&ir.Call{Func: f, Args: []ir.Value{&ir.Const{T: ir.Int, Int: 3}}},
	}}}
	m := &ir.Module{Funcs: []*ir.Func{f, main}, Main: main}
	if errs := ir.Verify(m); len(errs) > 0 {
		t.Fatal(errs)
	}
	text := Generate(m, Options{SourceName: "t.py"})
	latch := regexp.MustCompile(`br i1 %\S+, label %for\.end\.\d+, label %for\.cond\.\d+, !llvm\.loop (!\d+)`).FindStringSubmatch(text)
	if latch == nil {
		t.Fatalf("no latch with loop metadata:\n%s", text)
	}
	def := regexp.MustCompile(regexp.QuoteMeta(latch[1]) + ` = distinct !\{` + regexp.QuoteMeta(latch[1]) + `, (!\d+)\}`).FindStringSubmatch(text)
	if def == nil || !strings.Contains(text, def[1]+` = !{!"llvm.loop.vectorize.enable", i1 false}`) {
		t.Errorf("loop %s is not defined with vectorize.enable false:\n%s", latch[1], text)
	}
	if n := strings.Count(text, "!llvm.loop"); n != 1 {
		t.Errorf("want 1 !llvm.loop branch, got %d:\n%s", n, text)
	}
}
