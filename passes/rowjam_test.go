package passes_test

import (
	"strings"
	"testing"

	"kiln/driver"
	"kiln/passes"
)

// TestRowJam checks which loop nests run four rows at once: a row sum of unchecked items into
// another list is jammed (with the test that the lists differ, and its inner loop marked not
// to be vectorized); an int row sum (its additions may raise), a row whose inner loop's range
// depends on the row, a row whose start reads the inner loop's variable (the previous row's
// last value) and a row whose post appends (it may move the items the inner loop reads) are
// not.
func TestRowJam(t *testing.T) {
	src := `
from typing import List


def rows(n: int, v: List[float], out: List[float]) -> None:
    for i in range(n):
        s = 0.0
        for j in range(n):
            s += v[j] / (i + j + 1)
        out[i] = s


def ints(n: int, v: List[int], out: List[int]) -> None:
    for i in range(n):
        s = 0
        for j in range(n):
            s += v[j] * i
        out[i] = s


def triangle(n: int, v: List[float], out: List[float]) -> None:
    for i in range(n):
        s = 0.0
        for j in range(i):
            s += v[j] * 2.0
        out[i] = s


def previous(n: int, v: List[float], out: List[float]) -> None:
    j = 0
    for i in range(n):
        s = 1.0 * j
        for j in range(n):
            s += v[j] * 2.0
        out[i] = s


def grows(n: int, v: List[float], out: List[float]) -> None:
    for i in range(n):
        s = 0.0
        for j in range(n):
            s += v[j] * 2.0
        out.append(s)


v = [1.0, 2.0, 3.0]
o = [0.0, 0.0, 0.0]
w = [1, 2, 3]
rows(3, v, o)
ints(3, w, [0, 0, 0])
triangle(3, v, o)
previous(3, v, o)
grows(3, v, o)
print(o)
`
	m, realizer, err := driver.LowerIR("rowjam.py", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	if err := passes.Run(m, passes.Options{Release: true, Verify: true, Realizer: realizer}); err != nil {
		t.Fatal(err)
	}
	want := map[string]bool{"rows": true, "ints": false, "triangle": false, "previous": false, "grows": false}
	for _, f := range m.Funcs {
		name, _, _ := strings.Cut(f.Name, "[")
		jammed, ok := want[name]
		if !ok || f.Body == nil {
			continue
		}
		text := f.String()
		if got := strings.Contains(text, "imperative-for round."); got != jammed {
			t.Errorf("%s jammed: %v, want %v\n%s", name, got, jammed, text)
		}
		if jammed && !strings.Contains(text, "(is out.") {
			t.Errorf("%s: no test that out is not v\n%s", name, text)
		}
		delete(want, name)
	}
	if len(want) > 0 {
		t.Errorf("functions not found: %v", want)
	}
}
