package passes_test

import (
	"strings"
	"testing"

	"kiln/driver"
	"kiln/passes"
)

// TestBaseCase checks which recursive calls test the callee's leading guards at the call site:
// those of guards without effects that read only parameters, and not the tail sums tailacc
// loops or the calls in loops.
func TestBaseCase(t *testing.T) {
	src := `
limit = 3


def fib(n: int) -> int:
    if n < 2:
        return n
    return fib(n - 1) + fib(n - 2)


def prod(n: int, k: int) -> int:
    if n <= 1 or k == 0:
        return 1
    if n == 2:
        return k
    return n * prod(n - 1, k)


def global_guard(n: int) -> int:
    if n < limit:
        return n
    return global_guard(n - 1) * 2


def raising_guard(n: int) -> int:
    if n < 1:
        return 1 // n
    return raising_guard(n - 1) * 2


def effect_guard(n: int) -> int:
    if len([n]) > n:
        return n
    return effect_guard(n - 1) * 2


def search(n: int) -> int:
    if n == 0:
        return 1
    t = 0
    for i in range(n):
        t += search(n - 1)
    return t


print(fib(5), prod(4, 2), global_guard(5), raising_guard(3), effect_guard(3), search(3))
`
	m, realizer, err := driver.LowerIR("basecase.py", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	opts := passes.Options{Release: true, Verify: true, Realizer: realizer, Only: map[string]bool{"basecase": true}}
	if err := passes.Run(m, opts); err != nil {
		t.Fatal(err)
	}
	// guarded calls: the calls of the function itself that test a guard first
	want := map[string]int{"fib": 1, "prod": 1, "global_guard": 0, "raising_guard": 0, "effect_guard": 0, "search": 0}
	for _, f := range m.Funcs {
		name, _, _ := strings.Cut(f.Name, "[")
		n, ok := want[name]
		if !ok || f.Body == nil {
			continue
		}
		text := f.String()
		if got := strings.Count(text, `(call "`+f.Name+`" n.arg`); got != n {
			t.Errorf("%s: %d guarded calls, want %d\n%s", name, got, n, text)
		}
		if name == "fib" && !strings.Contains(text, `(call "fib[int]" (call "int.__sub__[int,int]" n.`) {
			t.Errorf("fib: the tail sum's call is guarded, want it left to tailacc\n%s", text)
		}
		delete(want, name)
	}
	if len(want) > 0 {
		t.Errorf("functions not found: %v", want)
	}
}
