package passes

import (
	"testing"

	"kiln/ir"
)

func TestDeadCode(t *testing.T) {
	x := &ir.Var{Name: "x", ID: 1, T: ir.Int, Global: true} // assigned, never read: kept as a global
	assign := func(v int64) ir.Node { return &ir.Assign{Var: x, Value: &ir.Const{T: ir.Int, Int: v}} }
	loopBody := &ir.Series{Items: []ir.Node{assign(1), &ir.Break{}, assign(2)}}
	body := &ir.Series{Items: []ir.Node{
		&ir.While{Cond: &ir.Const{T: ir.Bool, Bool: true}, Body: loopBody},
		&ir.Return{}, assign(3),
	}}
	m := &ir.Module{Funcs: []*ir.Func{{Name: "f", Ret: ir.None, Body: body}}, Globals: []*ir.Var{x}}
	m.Main = m.Funcs[0]
	DeadCode(m, &Context{})
	if len(body.Items) != 2 {
		t.Errorf("function body has %d nodes after deadcode, want 2 (while, return)", len(body.Items))
	}
	if len(loopBody.Items) != 2 {
		t.Errorf("loop body has %d nodes after deadcode, want 2 (assign, break)", len(loopBody.Items))
	}
	if errs := ir.Verify(m); len(errs) > 0 {
		t.Errorf("verify: %v", errs)
	}
}

func TestPipelineOrderChecked(t *testing.T) {
	list := []Pass{{Name: "a"}, {Name: "b"}}
	if err := checkOrder(list, []order{{Before: "a", After: "b", Why: "test"}}); err != nil {
		t.Errorf("valid order refused: %v", err)
	}
	if err := checkOrder(list, []order{{Before: "b", After: "a", Why: "test"}}); err == nil {
		t.Errorf("violated order accepted")
	}
}

func TestDisableUnknownPass(t *testing.T) {
	m := &ir.Module{}
	if err := Run(m, Options{Release: true, Disable: map[string]bool{"nope": true}}); err == nil {
		t.Errorf("disabling an unknown pass was accepted")
	}
}
