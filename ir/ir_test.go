package ir

import (
	"strings"
	"testing"
)

func sampleModule() (*Module, *Func) {
	add := &Func{Name: "int.__add__[int,int]", Kind: LLVM, Ret: Int, LLVM: "%0 = add i64 %a, %b\nret i64 %0",
		Params: []*Var{{Name: "a", ID: 1, T: Int}, {Name: "b", ID: 2, T: Int}}}
	x := &Var{Name: "x", ID: 3, T: Int, Global: true}
	main := &Func{Name: "<module>", Kind: Bodied, Ret: None, Body: &Series{Items: []Node{
		&Assign{Var: x, Value: &Const{T: Int, Int: 1}},
		&While{Cond: &Const{T: Bool, Bool: true}, Body: &Series{Items: []Node{
			&Assign{Var: x, Value: &Call{Func: add, Args: []Value{&VarValue{Var: x}, &Const{T: Int, Int: 2}}}},
			&Break{},
		}}},
	}}}
	return &Module{Funcs: []*Func{add, main}, Globals: []*Var{x}, Main: main}, main
}

func TestPrint(t *testing.T) {
	m, _ := sampleModule()
	want := `(global x.3 int)
(llvm "int.__add__[int,int]" ((a.1 int) (b.2 int)) int
  "%0 = add i64 %a, %b\nret i64 %0"
)
(func "<module>" () NoneType
  (assign x.3 1)
  (while true
    (assign x.3 (call "int.__add__[int,int]" x.3 2))
    (break)
  )
)
`
	if got := m.String(); got != want {
		t.Errorf("got:\n%s\nwant:\n%s", got, want)
	}
}

func TestVerifyAccepts(t *testing.T) {
	m, _ := sampleModule()
	if errs := Verify(m); len(errs) > 0 {
		t.Errorf("valid module refused: %v", errs)
	}
}

func TestVerifyRejects(t *testing.T) {
	tests := []struct {
		name   string
		break_ func(m *Module, main *Func)
		want   string
	}{
		{"assign type", func(m *Module, main *Func) {
			main.Body.Append(&Assign{Var: m.Globals[0], Value: &Const{T: Float, Float: 1}})
		}, "assignment of float"},
		{"argument type", func(m *Module, main *Func) {
			main.Body.Append(&Call{Func: m.Funcs[0], Args: []Value{&Const{T: Int}, &Const{T: Bool}}})
		}, "argument 2"},
		{"argument count", func(m *Module, main *Func) {
			main.Body.Append(&Call{Func: m.Funcs[0], Args: []Value{&Const{T: Int}}})
		}, "with 1 arguments, want 2"},
		{"condition", func(m *Module, main *Func) {
			main.Body.Append(&If{Cond: &Const{T: Int}, Then: &Series{}, Else: &Series{}})
		}, "not bool"},
		{"scope", func(m *Module, main *Func) {
			main.Body.Append(&VarValue{Var: &Var{Name: "stray", ID: 99, T: Int}})
		}, "not in scope"},
		{"tuple element", func(m *Module, main *Func) {
			pair := TupleOf([]Type{Int, Float})
			main.Body.Append(&Insert{T: pair, Index: 1, Elem: &Const{T: Int}})
		}, "insert of int at 1"},
		{"extract index", func(m *Module, main *Func) {
			pair := TupleOf([]Type{Int, Float})
			main.Body.Append(&Extract{Value: &Insert{T: pair, Index: 0, Elem: &Const{T: Int}}, Index: 2})
		}, "extract 2"},
		{"break outside loop", func(m *Module, main *Func) { main.Body.Append(&Break{}) }, "outside a loop"},
		{"return type", func(m *Module, main *Func) { main.Body.Append(&Return{Value: &Const{T: Int}}) }, "return of int"},
		{"unknown callee", func(m *Module, main *Func) {
			main.Body.Append(&Call{Func: &Func{Name: "ghost", Ret: None}})
		}, "not in the module"},
	}
	for _, tt := range tests {
		m, main := sampleModule()
		tt.break_(m, main)
		errs := Verify(m)
		if len(errs) == 0 || !strings.Contains(errs[0].Error(), tt.want) {
			t.Errorf("%s: errors %v, want one containing %q", tt.name, errs, tt.want)
		}
	}
}
