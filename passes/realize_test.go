package passes_test

import (
	"strings"
	"testing"

	"kiln/driver"
	"kiln/ir"
)

// TestRealizeType asks the checker for classes by name and type arguments after the check:
// one the program made (list[int]), one it never mentioned (dict[str, float]), whose methods
// can then be realized, and the errors for an unknown name or a wrong number of arguments.
func TestRealizeType(t *testing.T) {
	src := "xs = [1, 2]\nprint(xs)\n"
	m, r, err := driver.LowerIR("prog.py", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	classOf := func(name string) *ir.Class {
		for _, c := range m.Classes {
			if c.Name == name {
				return c
			}
		}
		return nil
	}
	have := classOf("list[int]")
	if have == nil {
		t.Fatal("the program's module has no list[int]")
	}
	got, err := r.RealizeType("list", []ir.Type{ir.Int})
	if err != nil || got != ir.Type(have) {
		t.Fatalf("RealizeType(list, [int]) = %v, %v; want the module's list[int]", got, err)
	}
	if classOf("dict[str,float]") != nil {
		t.Fatal("dict[str,float] exists before it was asked for")
	}
	d, err := r.RealizeType("dict", []ir.Type{ir.Str, ir.Float})
	if err != nil {
		t.Fatal(err)
	}
	dc, ok := d.(*ir.Class)
	if !ok || dc.Name != "dict[str,float]" || classOf("dict[str,float]") != dc {
		t.Fatalf("RealizeType(dict, [str, float]) = %v, not a class of the module", d)
	}
	var fields []string
	for _, f := range dc.Fields {
		fields = append(fields, f.Name+" "+f.T.String())
	}
	if want := "_vals Ptr[float]"; !strings.Contains(strings.Join(fields, "; "), want) {
		t.Errorf("dict[str,float] fields %v lack %q", fields, want)
	}
	init, err := r.RealizeMethod(dc, "__init__", nil)
	if err != nil || init.Params[0].T != d {
		t.Fatalf("dict[str,float].__init__: %v, %v", init, err)
	}
	pair := ir.TupleOf([]ir.Type{ir.Int, ir.Str})
	lp, err := r.RealizeType("list", []ir.Type{pair})
	if err != nil || lp.String() != "list[tuple[int,str]]" {
		t.Fatalf("RealizeType(list, [tuple[int, str]]) = %v, %v", lp, err)
	}
	if got, err := r.RealizeType("int", nil); err != nil || got != ir.Int {
		t.Errorf("RealizeType(int) = %v, %v", got, err)
	}
	for _, bad := range []struct {
		name string
		args []ir.Type
		want string
	}{
		{"no_such_class", nil, "no stdlib class"},
		{"list", nil, "takes 1 type arguments, not 0"},
		{"dict", []ir.Type{ir.Int}, "takes 2 type arguments, not 1"},
	} {
		if _, err := r.RealizeType(bad.name, bad.args); err == nil || !strings.Contains(err.Error(), bad.want) {
			t.Errorf("RealizeType(%s, %v): error %v, want %q", bad.name, bad.args, err, bad.want)
		}
	}
	if errs := ir.Verify(m); len(errs) > 0 {
		t.Errorf("the module is invalid after the realizations: %v", errs[0])
	}
}
