package passes_test

import (
	"strings"
	"testing"

	"kiln/driver"
	"kiln/passes"
)

// TestLazyMod checks which loops keep their modular steps lazily: a loop whose local only
// the steps read and assign, and not one that reads it elsewhere, assigns the modulus, holds
// another loop or sits in a try.
func TestLazyMod(t *testing.T) {
	src := `
M = 1000000007


def plain(xs: list[int]) -> int:
    h = 0
    for x in xs:
        h = (h * 31 + x * 3 - 1) % M
    return h


def read_inside(xs: list[int]) -> int:
    h = 0
    for x in xs:
        h = (h * 31 + x) % M
        print(h)
    return h


def mod_assigned(xs: list[int]) -> int:
    h = 0
    m = 7
    for x in xs:
        h = (h * 31 + x) % m
        m = m + 1
    return h


def inner_loop(xs: list[int]) -> int:
    h = 0
    for x in xs:
        for y in xs:
            x += y
        h = (h * 31 + x) % M
    return h


def in_try(xs: list[int]) -> int:
    h = 0
    try:
        for x in xs:
            h = (h * 31 + x) % M
    except IndexError:
        print(h)
    return h


print(plain([1]), read_inside([1]), mod_assigned([1]), inner_loop([1]), in_try([1]))
`
	m, realizer, err := driver.LowerIR("lazymod.py", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	if err := passes.Run(m, passes.Options{Release: true, Verify: true, Realizer: realizer}); err != nil {
		t.Fatal(err)
	}
	want := map[string]bool{"plain": true, "read_inside": false, "mod_assigned": false, "inner_loop": false, "in_try": false}
	for _, f := range m.Funcs {
		name, _, _ := strings.Cut(f.Name, "[")
		lazy, ok := want[name]
		if !ok || f.Body == nil {
			continue
		}
		text := f.String()
		if got := strings.Contains(text, "_lm_reduce"); got != lazy {
			t.Errorf("%s reduces lazily: %v, want %v\n%s", name, got, lazy, text)
		}
		delete(want, name)
	}
	if len(want) > 0 {
		t.Errorf("functions not found: %v", want)
	}
}
