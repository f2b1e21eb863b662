package passes_test

import (
	"strings"
	"testing"

	"kiln/driver"
	"kiln/passes"
)

// TestRevSwap checks that swap loops over a list[int], written with a temporary or as a tuple
// assignment, become guarded reversals, and that loops the rewrite would change are left
// alone: a temporary read after the loop, steps of 2, a float list, two lists, a swap of
// xs[i] with itself.
func TestRevSwap(t *testing.T) {
	src := `
from typing import List


def temp(xs: List[int], i: int, j: int) -> None:
    while i < j:
        t = xs[i]
        xs[i] = xs[j]
        xs[j] = t
        i += 1
        j -= 1


def pair(xs: List[int], i: int, j: int) -> int:
    while i < j:
        xs[i], xs[j] = xs[j], xs[i]
        j -= 1
        i += 1
    return i + j


def live(xs: List[int], i: int, j: int) -> int:
    t = 0
    while i < j:
        t = xs[i]
        xs[i] = xs[j]
        xs[j] = t
        i += 1
        j -= 1
    return t


def steps(xs: List[int], i: int, j: int) -> None:
    while i < j:
        t = xs[i]
        xs[i] = xs[j]
        xs[j] = t
        i += 2
        j -= 1


def floats(xs: List[float], i: int, j: int) -> None:
    while i < j:
        t = xs[i]
        xs[i] = xs[j]
        xs[j] = t
        i += 1
        j -= 1


def two(xs: List[int], ys: List[int], i: int, j: int) -> None:
    while i < j:
        t = xs[i]
        xs[i] = ys[j]
        ys[j] = t
        i += 1
        j -= 1


def same(xs: List[int], i: int, j: int) -> None:
    while i < j:
        t = xs[i]
        xs[i] = xs[i]
        xs[j] = t
        i += 1
        j -= 1


a = [1, 2, 3]
temp(a, 0, 2)
print(pair(a, 0, 2), live(a, 0, 2))
steps(a, 0, 2)
floats([1.0, 2.0], 0, 1)
two(a, [4, 5, 6], 0, 2)
same(a, 0, 2)
`
	m, realizer, err := driver.LowerIR("revswap.py", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	if err := passes.Run(m, passes.Options{Release: true, Verify: true, Realizer: realizer}); err != nil {
		t.Fatal(err)
	}
	want := map[string]bool{"temp": true, "pair": true, "live": false, "steps": false, "floats": false, "two": false, "same": false}
	for _, f := range m.Funcs {
		name, _, _ := strings.Cut(f.Name, "[")
		rewritten, ok := want[name]
		if !ok || f.Body == nil {
			continue
		}
		text := f.String()
		if got := strings.Contains(text, "_list_reverse_span"); got != rewritten {
			t.Errorf("%s calls _list_reverse_span: %v, want %v\n%s", name, got, rewritten, text)
		}
		if rewritten && !strings.Contains(text, "(else") {
			t.Errorf("%s keeps no loop for the guard's failure\n%s", name, text)
		}
		delete(want, name)
	}
	if len(want) > 0 {
		t.Errorf("functions not found: %v", want)
	}
}
