package passes_test

import (
	"strings"
	"testing"

	"kiln/driver"
	"kiln/passes"
)

// TestWhileVer checks which while loops get a copy without bounds tests and what its guard
// tests: two ends moving towards each other, a fixed end with an offset index; a loop whose
// end moves the wrong way, one that may grow its list, one whose index is not an end and one
// with a branch keep their single copy.
func TestWhileVer(t *testing.T) {
	src := `
def reverse(xs: list[int], i: int, j: int) -> None:
    while i < j:
        t = xs[i]
        xs[i] = xs[j]
        xs[j] = t
        i += 1
        j -= 1


def shift(xs: list[int], i: int, r: int) -> None:
    while i < r:
        xs[i] = xs[i + 1]
        i += 1


def wrong_way(xs: list[int], i: int, j: int) -> None:
    while i < j:
        xs[i] = 0
        i -= 1


def grows(xs: list[int], i: int, j: int) -> None:
    while i < j:
        xs.append(xs[i])
        i += 1


def other_index(xs: list[int], i: int, j: int, k: int) -> None:
    while i < j:
        xs[k] = xs[i]
        i += 1


def branch(xs: list[int], i: int, j: int) -> None:
    while i < j:
        if xs[i] > 0:
            break
        i += 1


xs = [3, 1, 2]
reverse(xs, 0, 2)
shift(xs, 0, 1)
wrong_way(xs, 0, 0)
grows(xs, 0, 1)
other_index(xs, 0, 1, 0)
branch(xs, 0, 1)
print(xs)
`
	m, realizer, err := driver.LowerIR("whilever.py", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	if err := passes.Run(m, passes.Options{Release: true, Verify: true, Realizer: realizer}); err != nil {
		t.Fatal(err)
	}
	// has lists what a function's text must hold (true) or must not hold (false).
	has := map[string]map[string]bool{
		"reverse": {`(call "int.__lt__[int,int]" -1 i.`: true, "_list_item": true, "_list_store": true,
			`(call "int.__lt__[int,int]" j.`: true},
		"shift": {`(call "int.__lt__[int,int]" r.`: true, "_list_item": true, "_list_store": true,
			"int._sub_nsw": false},
		"wrong_way":   {"_list_store": false},
		"grows":       {"_list_item": false},
		"other_index": {"_list_store": false, "_list_item": true},
		"branch":      {"_list_item": false},
	}
	for _, f := range m.Funcs {
		name, _, _ := strings.Cut(f.Name, "[")
		want, ok := has[name]
		if !ok || f.Body == nil {
			continue
		}
		text := f.String()
		for s, in := range want {
			if strings.Contains(text, s) != in {
				t.Errorf("%s holds %q: %v, want %v\n%s", f.Name, s, !in, in, text)
			}
		}
		delete(has, name)
	}
	if len(has) > 0 {
		t.Errorf("functions not found: %v", has)
	}
}
