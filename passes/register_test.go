package passes

import (
	"testing"

	"kiln/ir"
)

func TestRegister(t *testing.T) {
	saved := append([]Pass{}, pipeline...)
	defer func() { pipeline = saved }()
	var ran []string
	mark := func(name string) func(*ir.Module, *Context) bool {
		return func(*ir.Module, *Context) bool { ran = append(ran, name); return false }
	}
	if err := Register(Pass{Name: "first", Run: mark("first")}, Before, "constfold"); err != nil {
		t.Fatal(err)
	}
	if err := Register(Pass{Name: "inside", Run: mark("inside")}, After, "constfold"); err != nil {
		t.Fatal(err)
	}
	if err := Register(Pass{Name: "dup", Run: mark("dup")}, After, "first"); err != nil {
		t.Fatal(err)
	}
	if err := Register(Pass{Name: "dup", Run: mark("dup")}, After, "deadcode"); err == nil {
		t.Errorf("a second pass named dup was accepted")
	}
	if err := Register(Pass{Name: "x", Run: mark("x")}, After, "nope"); err == nil {
		t.Errorf("registering after an unknown pass was accepted")
	}
	if g := pipeline[index("inside")].Group; g != "simplify" {
		t.Errorf("a pass inserted inside the simplify group has group %q", g)
	}
	if g := pipeline[index("first")].Group; g != "" {
		t.Errorf("a pass inserted before the group joined group %q", g)
	}
	if err := Run(&ir.Module{}, Options{Release: true, Disable: map[string]bool{"dup": true}}); err != nil {
		t.Fatal(err)
	}
	if len(ran) != 2 || ran[0] != "first" || ran[1] != "inside" {
		t.Errorf("ran %v, want [first inside]", ran)
	}
}
