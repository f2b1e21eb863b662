package passes

import (
	"testing"

	"kiln/ir"
	"kiln/ir/analysis"
)

// TestAnalysisCache runs four passes over a function: two that ask for its CFG and change
// nothing share one computation; a third changes the function; the fourth gets a new CFG.
func TestAnalysisCache(t *testing.T) {
	saved := pipeline
	defer func() { pipeline = saved }()
	x := &ir.Var{Name: "x", ID: 1, T: ir.Int}
	f := &ir.Func{Name: "f", Ret: ir.Int, Locals: []*ir.Var{x}, Body: &ir.Series{Items: []ir.Node{
		&ir.Assign{Var: x, Value: &ir.Const{T: ir.Int, Int: 1}},
		&ir.If{Cond: &ir.Const{T: ir.Bool, Bool: true},
			Then: &ir.Series{Items: []ir.Node{&ir.Assign{Var: x, Value: &ir.Const{T: ir.Int, Int: 2}}}},
			Else: &ir.Series{}},
		&ir.Return{Value: &ir.VarValue{Var: x}},
	}}}
	m := &ir.Module{Funcs: []*ir.Func{f}}
	var cfgs []*analysis.CFG
	var doms []*analysis.Dominators
	look := func(m *ir.Module, ctx *Context) bool {
		cfgs = append(cfgs, ctx.CFG(f))
		doms = append(doms, ctx.Dominators(f))
		return false
	}
	change := func(m *ir.Module, ctx *Context) bool {
		f.Body.Items = f.Body.Items[1:] // drop x = 1
		ctx.Changed(f)
		return true
	}
	changeUnreported := func(m *ir.Module, ctx *Context) bool {
		f.Body.Items = f.Body.Items[1:] // drop the if, without saying which function changed
		return true
	}
	pipeline = []Pass{
		{Name: "look1", Run: look, Required: true},
		{Name: "look2", Run: look, Required: true},
		{Name: "change", Run: change, Required: true},
		{Name: "look3", Run: look, Required: true},
		{Name: "look4", Run: look, Required: true},
		{Name: "unreported", Run: changeUnreported, Required: true},
		{Name: "look5", Run: look, Required: true},
	}
	var ctx *Context
	probe := func(m *ir.Module, c *Context) bool { ctx = c; return false }
	pipeline = append(pipeline, Pass{Name: "probe", Run: probe, Required: true})
	if err := Run(m, Options{Verify: true}); err != nil {
		t.Fatal(err)
	}
	if len(cfgs) != 5 {
		t.Fatalf("%d CFGs asked for, want 5", len(cfgs))
	}
	if cfgs[0] != cfgs[1] || doms[0] != doms[1] {
		t.Errorf("the second pass recomputed the analyses of an unchanged function")
	}
	if cfgs[2] == cfgs[1] || doms[2] == doms[1] {
		t.Errorf("the analyses were not recomputed after the function changed")
	}
	if len(cfgs[2].Blocks) >= len(cfgs[1].Blocks) {
		t.Errorf("the new CFG has %d blocks, the old one %d: it is not of the changed function", len(cfgs[2].Blocks), len(cfgs[1].Blocks))
	}
	if cfgs[3] != cfgs[2] {
		t.Errorf("the analyses were recomputed again without a change")
	}
	if cfgs[4] == cfgs[3] {
		t.Errorf("a change reported without naming the function kept the cache")
	}
	if got := ctx.Computed("cfg"); got != 3 {
		t.Errorf("the CFG was computed %d times, want 3", got)
	}
	if got := ctx.Computed("dominators"); got != 3 {
		t.Errorf("the dominators were computed %d times, want 3", got)
	}
}
