package passes_test

import (
	"strings"
	"testing"

	"kiln/driver"
	"kiln/passes"
)

// TestSplitIter checks that `for v in s.split(sep)` iterates a _split_iter, and that a split
// whose list is kept, whose separator is None or that has a maxsplit is still built.
func TestSplitIter(t *testing.T) {
	src := `
def lazy(s: str) -> int:
    n = 0
    for p in s.split(","):
        n += len(p)
    return n


def kept(s: str) -> int:
    parts = s.split(",")
    n = 0
    for p in parts:
        n += len(p)
    return n + len(parts)


def words(s: str) -> int:
    n = 0
    for p in s.split():
        n += len(p)
    return n


def limited(s: str) -> int:
    n = 0
    for p in s.split(",", 1):
        n += len(p)
    return n


print(lazy("a,b"), kept("a,b"), words("a b"), limited("a,b,c"))
`
	m, realizer, err := driver.LowerIR("splititer.py", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	if err := passes.Run(m, passes.Options{Release: true, Verify: true, Realizer: realizer}); err != nil {
		t.Fatal(err)
	}
	want := map[string]bool{"lazy": true, "kept": false, "words": false, "limited": false}
	for _, f := range m.Funcs {
		name, _, _ := strings.Cut(f.Name, "[")
		lazy, ok := want[name]
		if !ok || f.Body == nil {
			continue
		}
		text := f.String()
		if got := strings.Contains(text, "_split_iter.__next__"); got != lazy {
			t.Errorf("%s iterates a _split_iter: %v, want %v\n%s", name, got, lazy, text)
		}
		delete(want, name)
	}
	if len(want) > 0 {
		t.Errorf("functions not found: %v", want)
	}
}
