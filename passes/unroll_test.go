package passes_test

import (
	"strings"
	"testing"

	"kiln/driver"
	"kiln/passes"
)

// TestUnroll checks that a tiny straight-line while loop is marked for unrolling, and that
// loops with a branch, a call of a user function, a generator's iteration, a break, an inner
// loop or a body too big are not.
func TestUnroll(t *testing.T) {
	src := `
from typing import Iterator, List


def fill(xs: List[bool], j: int, step: int) -> None:
    n = len(xs)
    while j < n:
        xs[j] = False
        j += step


def branchy(xs: List[int], j: int) -> None:
    while j < len(xs):
        if xs[j] > 3:
            xs[j] = 0
        j += 1


def one(x: int) -> int:
    return x + 1


def calls(j: int) -> int:
    while j < 10:
        j = one(j)
    return j


def gen() -> Iterator[int]:
    yield 1
    yield 2


def drains() -> int:
    t = 0
    g = gen()
    for x in g:
        t += x
    return t


def breaks(xs: List[int]) -> int:
    i = 0
    while i < len(xs):
        if xs[i] == 0:
            break
        i += 1
    return i


def big(xs: List[int], i: int) -> int:
    t = 0
    while i < 10:
        t = t + xs[i] * 3 + xs[i + 1] * 5 + xs[i + 2] * 7 + xs[i + 3]
        i += 1
    return t


xs = [True] * 5
fill(xs, 0, 2)
ys = [1, 5, 2, 7]
branchy(ys, 0)
print(xs, ys, calls(0), drains(), breaks([1, 0]), big(list(range(20)), 0))
`
	m, realizer, err := driver.LowerIR("unroll.py", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	if err := passes.Run(m, passes.Options{Release: true, Verify: true, Realizer: realizer}); err != nil {
		t.Fatal(err)
	}
	want := map[string]bool{"fill": true, "branchy": false, "calls": false, "drains": false, "breaks": false, "big": false}
	for _, f := range m.Funcs {
		name, _, _ := strings.Cut(f.Name, "[")
		unrolled, ok := want[name]
		if !ok || f.Body == nil {
			continue
		}
		text := f.String()
		if got := strings.Contains(text, "while unroll 4"); got != unrolled {
			t.Errorf("%s unrolled: %v, want %v\n%s", name, got, unrolled, text)
		}
		delete(want, name)
	}
	if len(want) > 0 {
		t.Errorf("functions not found: %v", want)
	}
}
