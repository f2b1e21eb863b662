package passes_test

import (
	"strings"
	"testing"

	"kiln/driver"
	"kiln/passes"
)

// TestPrefetchStrs checks that a loop over a list of strs taking len() of its items with
// other work (a division) prefetches the strs ahead, and that a loop only summing their
// lengths (vectorized) or not taking len() does not.
func TestPrefetchStrs(t *testing.T) {
	src := `
def checksum(xs: list[str]) -> int:
    c = 0
    for x in xs:
        c = (c * 31 + len(x)) % 1000000007
    return c


def held(xs: list[str]) -> int:
    c = 0
    for x in xs:
        n = len(x)
        c = (c + n) // 3 + n
    return c


def total(xs: list[str]) -> int:
    t = 0
    for x in xs:
        t += len(x)
    return t


def firsts(xs: list[str]) -> int:
    c = 0
    for x in xs:
        c = (c * 31 + ord(x[0])) % 1000000007
    return c


ws = ["a", "é", "bc"]
print(checksum(ws), held(ws), total(ws), firsts(ws))
`
	m, realizer, err := driver.LowerIR("prefetch.py", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	if err := passes.Run(m, passes.Options{Release: true, Verify: true, Realizer: realizer}); err != nil {
		t.Fatal(err)
	}
	want := map[string]bool{"checksum": true, "held": true, "total": false, "firsts": false}
	for _, f := range m.Funcs {
		name, _, _ := strings.Cut(f.Name, "[")
		pf, ok := want[name]
		if !ok || f.Body == nil {
			continue
		}
		text := f.String()
		if got := strings.Contains(text, "_list_prefetch_str"); got != pf {
			t.Errorf("%s prefetches: %v, want %v\n%s", name, got, pf, text)
		}
		delete(want, name)
	}
	if len(want) > 0 {
		t.Errorf("functions not found: %v", want)
	}
}

// TestPrefetchKeys checks that a loop over a list of strs using its items as keys of a
// dict[str, V] or a set[str] prefetches their bytes ahead (_list_prefetch_key), and that a
// loop using them as keys of a dict with other keys, or not at all, does not.
func TestPrefetchKeys(t *testing.T) {
	src := `
def tally(ws: list[str]) -> dict[str, int]:
    d: dict[str, int] = {}
    for w in ws:
        d[w] = d.get(w, 0) + 1
    return d


def seen(ws: list[str], s: set[str]) -> int:
    c = 0
    for w in ws:
        v = w
        if v in s:
            c += 1
    return c


def lengths(ws: list[str]) -> dict[int, int]:
    d: dict[int, int] = {}
    for w in ws:
        d[len(w)] = 1
    return d


def firsts(ws: list[str]) -> str:
    c = ""
    for w in ws:
        c = c + w[0]
    return c


ws = ["a", "b", "a"]
print(tally(ws), seen(ws, {"a"}), lengths(ws), firsts(ws))
`
	m, realizer, err := driver.LowerIR("prefetchkeys.py", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	if err := passes.Run(m, passes.Options{Release: true, Verify: true, Realizer: realizer}); err != nil {
		t.Fatal(err)
	}
	want := map[string]bool{"tally": true, "seen": true, "lengths": false, "firsts": false}
	for _, f := range m.Funcs {
		name, _, _ := strings.Cut(f.Name, "[")
		pf, ok := want[name]
		if !ok || f.Body == nil {
			continue
		}
		text := f.String()
		if got := strings.Contains(text, "_list_prefetch_key"); got != pf {
			t.Errorf("%s prefetches: %v, want %v\n%s", name, got, pf, text)
		}
		delete(want, name)
	}
	if len(want) > 0 {
		t.Errorf("functions not found: %v", want)
	}
}
