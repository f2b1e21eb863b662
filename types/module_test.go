package types

import (
	"strings"
	"testing"

	"kiln/stdlib"
	"kiln/syntax"
)

// checkWithModule checks src against the stdlib and one more stdlib module file.
func checkWithModule(t *testing.T, name, module, src string) (*Program, syntax.ErrorList, *syntax.FileSet) {
	t.Helper()
	return checkWith(t, []stdlib.File{{Name: "stdlib/lib/" + name + ".py", Src: []byte(module)}}, src)
}

// A stdlib module imports another (`import bisect`) and another's names, private ones
// included (`from math import _sqrt`); a program sees neither through it.
func TestModuleImportsModule(t *testing.T) {
	const mod = "from math import _sqrt, floor as _floor\nimport bisect\n\n\n" +
		"def root(x: float) -> int:\n    return _floor(_sqrt(x))\n\n\n" +
		"def pos(a: list[int], x: int) -> int:\n    return bisect.bisect_right(a, x)\n"
	prog, errs, fset := checkWithModule(t, "kilntest", mod, "import kilntest\nprint(kilntest.root(17.0), kilntest.pos([1, 2], 1))\n")
	if len(errs) > 0 {
		t.Fatalf("%s", errs[0].Format(fset))
	}
	have := map[string]bool{}
	for _, inst := range prog.Instances {
		have[inst.Name] = true
	}
	for _, want := range []string{"kilntest.root[float]", "math._sqrt[float]", "math.floor[float]", "bisect.bisect_right[list[int],int,int,NoneType,NoneType]"} {
		if !have[want] {
			t.Errorf("no instance %q", want)
		}
	}
	_, errs, fset = checkWithModule(t, "kilntest", mod, "import kilntest\nprint(kilntest.bisect)\n")
	if len(errs) == 0 || !strings.Contains(errs[0].Msg, "module 'kilntest' has no attribute 'bisect'") {
		t.Errorf("kilntest.bisect: got %v", errs)
	}
	_, errs, _ = checkWithModule(t, "kilntest", "from math import nosuch\n", "import kilntest\n")
	if len(errs) == 0 || !strings.Contains(errs[0].Msg, "stdlib: cannot import name 'nosuch' from 'math'") {
		t.Errorf("from math import nosuch: got %v", errs)
	}
}
