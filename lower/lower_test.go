package lower

import (
	"strings"
	"testing"

	"kiln/ir"
	"kiln/stdlib"
	"kiln/syntax"
	"kiln/types"
)

func lowerSrc(t *testing.T, src string) *ir.Module {
	t.Helper()
	fset := syntax.NewFileSet()
	var mods []*syntax.Module
	for _, f := range stdlib.Files() {
		m, _ := syntax.ParseFile(fset, f.Name, f.Src)
		mods = append(mods, m)
	}
	user, errs := syntax.ParseFile(fset, "t.py", []byte(src))
	if len(errs) > 0 {
		t.Fatal(errs[0].Format(fset))
	}
	prog, errs := types.Check(fset, mods, user)
	if len(errs) > 0 {
		t.Fatal(errs[0].Format(fset))
	}
	m := Lower(prog)
	if errs := ir.Verify(m); len(errs) > 0 {
		t.Fatalf("invalid IR: %v\n%s", errs, m)
	}
	return m
}

func TestRangeLoopIsImperativeFor(t *testing.T) {
	m := lowerSrc(t, "s = 0\nfor i in range(2, 10, 3):\n    s += i\n")
	text := m.Main.String()
	if !strings.Contains(text, "(imperative-for i.") || !strings.Contains(text, " 2 10 3") {
		t.Errorf("want an imperative-for over 2 10 3:\n%s", text)
	}
	if strings.Contains(text, "_check_range_step") {
		t.Errorf("a constant non-zero step needs no runtime check:\n%s", text)
	}
	m = lowerSrc(t, "k = 2\nfor i in range(0, 10, k):\n    pass\n")
	if !strings.Contains(m.Main.String(), `(call "_check_range_step[int]"`) {
		t.Errorf("a variable step must be checked:\n%s", m.Main)
	}
}

// print evaluates all its arguments before writing anything: an argument may print too.
func TestPrintEvaluatesArgumentsFirst(t *testing.T) {
	m := lowerSrc(t, "def f():\n    print('inner')\n    return 1\nprint('a', f())\n")
	text := m.Main.String()
	call := strings.Index(text, `(call "f[]")`)
	write := strings.Index(text, `(call "_write[str]"`)
	if call < 0 || write < 0 || call > write {
		t.Errorf("f() must be called before the first write:\n%s", text)
	}
}

// A reflected operator evaluates its operands left to right, then passes them swapped.
func TestReflectedOperatorOrder(t *testing.T) {
	m := lowerSrc(t, "def a():\n    return 1\ndef b():\n    return 2.5\nprint(a() + b())\n")
	text := m.Main.String()
	ia, ib := strings.Index(text, `(call "a[]")`), strings.Index(text, `(call "b[]")`)
	if ia < 0 || ib < 0 || ia > ib || !strings.Contains(text, `float.__radd__[float,int]`) {
		t.Errorf("want a() then b() then float.__radd__:\n%s", text)
	}
}

func TestChainedComparisonEvaluatesMiddleOnce(t *testing.T) {
	m := lowerSrc(t, "def m():\n    return 2\nprint(1 < m() < 3)\n")
	if n := strings.Count(m.Main.String(), `(call "m[]")`); n != 1 {
		t.Errorf("m() called %d times in the IR, want 1:\n%s", n, m.Main)
	}
}

// The IR of a function with several checked reads is the same on every compilation.
func TestUnboundFlagsDeterministic(t *testing.T) {
	src := "def f(n):\n    if n > 0:\n        a = 1\n        b = 2\n        c = 3\n        d = 4\n    return a + b + c + d\nprint(f(1))\n"
	first := lowerSrc(t, src).String()
	for i := 0; i < 20; i++ {
		if got := lowerSrc(t, src).String(); got != first {
			t.Fatalf("IR differs between compilations:\n%s\n---\n%s", first, got)
		}
	}
}
