package passes_test

import (
	"strings"
	"testing"

	"kiln/driver"
	"kiln/passes"
)

// TestSumSpec checks that int sums of pure terms over lists get the speculative loop, with
// or without a filter, an item variable or captured variables, and that a term calling a
// function or a sum over a range does not.
func TestSumSpec(t *testing.T) {
	src := `
def f(x: int) -> int:
    print(x)
    return x


def squares(xs: list[int]) -> int:
    return sum(x * x for x in xs)


def filtered(xs: list[int], k: int) -> int:
    return sum(x * x - k for x in xs if x % 3 != 0)


def called(xs: list[int]) -> int:
    return sum(f(x) for x in xs)


def ranged(n: int) -> int:
    return sum(x * x for x in range(n))


print(squares([1]), filtered([1], 2), called([1]), ranged(3))
`
	m, realizer, err := driver.LowerIR("sumspec.py", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	if err := passes.Run(m, passes.Options{Release: true, Verify: true, Realizer: realizer}); err != nil {
		t.Fatal(err)
	}
	want := map[string]bool{"squares": true, "filtered": true, "called": false, "ranged": false}
	for _, f := range m.Funcs {
		name, _, _ := strings.Cut(f.Name, "[")
		spec, ok := want[name]
		if !ok || f.Body == nil {
			continue
		}
		// the sum is the <genexpr> function's
		var text strings.Builder
		for _, g := range m.Funcs {
			if strings.HasPrefix(g.Name, name+"[") && g.Body != nil {
				text.WriteString(g.String())
			}
		}
		if got := strings.Contains(text.String(), "int._sum_fits"); got != spec {
			t.Errorf("%s speculates: %v, want %v\n%s", name, got, spec, text.String())
		}
		delete(want, name)
	}
	for name := range want {
		t.Errorf("no function %s", name)
	}
}

// TestPickSpec checks that int min and max of terms that may overflow get the speculative
// loop, with a captured list read at a constant index, and that a negative index, a float
// min or a term calling a function does not.
func TestPickSpec(t *testing.T) {
	src := `
def f(x: int) -> int:
    print(x)
    return x


def spread(row: list[int]) -> int:
    return max(x - row[0] for x in row)


def low(row: list[int], k: int) -> int:
    return min(x * k for x in row)


def back(row: list[int]) -> int:
    return max(x - row[-1] for x in row)


def floats(row: list[float]) -> float:
    return min(x * 2.0 for x in row)


def called(row: list[int]) -> int:
    return max(f(x) - 1 for x in row)


print(spread([1]), low([1], 2), back([1]), floats([1.0]), called([1]))
`
	m, realizer, err := driver.LowerIR("pickspec.py", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	if err := passes.Run(m, passes.Options{Release: true, Verify: true, Realizer: realizer}); err != nil {
		t.Fatal(err)
	}
	want := map[string]bool{"spread": true, "low": true, "back": false, "floats": false, "called": false}
	for name, spec := range want {
		var text strings.Builder
		for _, g := range m.Funcs {
			if strings.HasPrefix(g.Name, name+"[") && g.Body != nil {
				text.WriteString(g.String())
			}
		}
		if text.Len() == 0 {
			t.Errorf("no function %s", name)
			continue
		}
		if got := strings.Contains(text.String(), "spec.best"); got != spec {
			t.Errorf("%s speculates: %v, want %v\n%s", name, got, spec, text.String())
		}
	}
}

// TestExitSpec checks that any and all of pure conditions over int lists test blocks of
// items first, and that a condition calling a function does not.
func TestExitSpec(t *testing.T) {
	src := `
def f(x: int) -> bool:
    print(x)
    return x > 3


def big(row: list[int]) -> bool:
    return any(x > 995 for x in row)


def small(row: list[int], k: int) -> bool:
    return all(x * k < 10 for x in row)


def called(row: list[int]) -> bool:
    return any(f(x) for x in row)


print(big([1]), small([1], 2), called([1]))
`
	m, realizer, err := driver.LowerIR("exitspec.py", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	if err := passes.Run(m, passes.Options{Release: true, Verify: true, Realizer: realizer}); err != nil {
		t.Fatal(err)
	}
	for name, spec := range map[string]bool{"big": true, "small": true, "called": false} {
		var text strings.Builder
		for _, g := range m.Funcs {
			if strings.HasPrefix(g.Name, name+"[") && g.Body != nil {
				text.WriteString(g.String())
			}
		}
		if got := strings.Contains(text.String(), "spec.hit"); got != spec {
			t.Errorf("%s speculates: %v, want %v\n%s", name, got, spec, text.String())
		}
	}
}
