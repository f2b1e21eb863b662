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
