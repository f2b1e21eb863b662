package analysis

import (
	"testing"

	"kiln/ir"
)

func konst(n int64) *ir.Const { return &ir.Const{T: ir.Int, Int: n} }

// testFunc builds:
//
//	x = 1              (a)
//	if c: x = 2        (b)
//	while c:
//	    y = x          (c)
//	    break
//	return y           (d)
func testFunc() (f *ir.Func, a, b, c, d ir.Node, x, y *ir.Var) {
	x = &ir.Var{Name: "x", ID: 1, T: ir.Int}
	y = &ir.Var{Name: "y", ID: 2, T: ir.Int}
	cv := &ir.Var{Name: "c", ID: 3, T: ir.Bool}
	a = &ir.Assign{Var: x, Value: konst(1)}
	b = &ir.Assign{Var: x, Value: konst(2)}
	c = &ir.Assign{Var: y, Value: &ir.VarValue{Var: x}}
	d = &ir.Return{Value: &ir.VarValue{Var: y}}
	body := &ir.Series{Items: []ir.Node{
		a,
		&ir.If{Cond: &ir.VarValue{Var: cv}, Then: &ir.Series{Items: []ir.Node{b}}, Else: &ir.Series{}},
		&ir.While{Cond: &ir.VarValue{Var: cv}, Body: &ir.Series{Items: []ir.Node{c, &ir.Break{}}}},
		d,
	}}
	f = &ir.Func{Name: "f", Params: []*ir.Var{cv}, Ret: ir.Int, Body: body, Locals: []*ir.Var{x, y}}
	return
}

func TestUseDef(t *testing.T) {
	f, _, _, _, _, x, y := testFunc()
	ud := CountUses(f)
	if !ud.Known || ud.Defs[x] != 2 || ud.Uses[x] != 1 || ud.Defs[y] != 1 || ud.Uses[y] != 1 {
		t.Errorf("use-def counts: known %v, x %d defs %d uses, y %d defs %d uses",
			ud.Known, ud.Defs[x], ud.Uses[x], ud.Defs[y], ud.Uses[y])
	}
}

func TestDominators(t *testing.T) {
	f, a, b, c, d, _, _ := testFunc()
	g := BuildCFG(f)
	if !g.Known {
		t.Fatal("CFG of known nodes is not Known")
	}
	dom := Dominate(g)
	blk := g.BlockOf
	cases := []struct {
		x, y ir.Node
		want bool
	}{
		{a, b, true}, {a, c, true}, {a, d, true},
		{b, c, false}, // the if may be skipped
		{c, d, false}, // the loop may run zero times
		{d, a, false},
	}
	for _, tc := range cases {
		if got := dom.Dominates(blk(tc.x), blk(tc.y)); got != tc.want {
			t.Errorf("Dominates(%s, %s) = %v, want %v", ir.Format(tc.x.(ir.Value)), ir.Format(tc.y.(ir.Value)), got, tc.want)
		}
	}
}

func TestTryDominance(t *testing.T) {
	x := &ir.Var{Name: "x", ID: 1, T: ir.Int}
	e := &ir.Var{Name: "e", ID: 2, T: &ir.Class{Name: "E"}}
	first := &ir.Assign{Var: x, Value: konst(1)}
	second := &ir.Assign{Var: x, Value: konst(2)}
	after := &ir.Return{Value: &ir.VarValue{Var: x}}
	inCatch := &ir.Assign{Var: x, Value: konst(3)}
	try := &ir.TryCatch{Body: &ir.Series{Items: []ir.Node{first, second}},
		Catches: []*ir.Catch{{Exc: e, Body: &ir.Series{Items: []ir.Node{inCatch}}}}, Else: &ir.Series{}}
	f := &ir.Func{Name: "f", Ret: ir.Int, Body: &ir.Series{Items: []ir.Node{try, after}}, Locals: []*ir.Var{x, e}}
	g := BuildCFG(f)
	dom := Dominate(g)
	if dom.Dominates(g.BlockOf(second), g.BlockOf(after)) {
		t.Errorf("the end of a try body dominates the code after the try, but an exception may skip it")
	}
	if dom.Dominates(g.BlockOf(second), g.BlockOf(inCatch)) {
		t.Errorf("the second statement of a try body dominates its handler")
	}
	if !dom.Dominates(g.BlockOf(try), g.BlockOf(inCatch)) {
		t.Errorf("the try does not dominate its handler")
	}
}

func TestEffects(t *testing.T) {
	add := &ir.Func{Name: "int.__add__[int,int]", Kind: ir.LLVM, Ret: ir.Int}
	lt := &ir.Func{Name: "int.__lt__[int,int]", Kind: ir.LLVM, Ret: ir.Bool}
	other := &ir.Func{Name: "g[int]", Ret: ir.Int}
	cases := []struct {
		v    ir.Value
		want Effect
	}{
		{konst(1), NoEffect},
		{&ir.Call{Func: lt, Args: []ir.Value{konst(1), konst(2)}}, NoEffect},
		{&ir.Call{Func: add, Args: []ir.Value{konst(1), konst(2)}}, MayRaise},
		{&ir.Call{Func: lt, Args: []ir.Value{&ir.Call{Func: other}, konst(2)}}, Unknown},
		{&ir.Assign{Var: &ir.Var{Name: "x", T: ir.Int}, Value: konst(1)}, Unknown},
	}
	for _, tc := range cases {
		if got := Effects(tc.v); got != tc.want {
			t.Errorf("Effects(%s) = %d, want %d", ir.Format(tc.v), got, tc.want)
		}
	}
}
