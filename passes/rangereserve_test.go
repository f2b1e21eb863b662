package passes_test

import (
	"strings"
	"testing"

	"kiln/driver"
	"kiln/passes"
)

// TestRangeReserve checks that a counted loop ending in an append to a local list reserves the
// list's room first, and that loops of other shapes do not.
func TestRangeReserve(t *testing.T) {
	src := `
def plain(n: int) -> list[int]:
    xs: list[int] = []
    for i in range(n):
        xs.append(i)
    return xs


def constant() -> list[str]:
    xs: list[str] = []
    for i in range(100):
        s = str(i)
        xs.append(s)
    return xs


def offset(n: int) -> list[int]:
    xs: list[int] = []
    for i in range(1, n):
        xs.append(i)
    return xs


def skips(n: int) -> list[int]:
    xs: list[int] = []
    for i in range(n):
        if i == 3:
            continue
        xs.append(i)
    return xs


def not_last(n: int) -> list[int]:
    xs: list[int] = []
    for i in range(n):
        xs.append(i)
        print(i)
    return xs


def computed(n: int) -> list[int]:
    xs: list[int] = []
    for i in range(n * 2):
        xs.append(i)
    return xs


print(plain(3), constant(), offset(3), skips(5), not_last(2), computed(2))
`
	m, realizer, err := driver.LowerIR("rangereserve.py", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	if err := passes.Run(m, passes.Options{Release: true, Verify: true, Realizer: realizer}); err != nil {
		t.Fatal(err)
	}
	want := map[string]bool{"plain": true, "constant": true, "offset": false, "skips": false, "not_last": false, "computed": false}
	for _, f := range m.Funcs {
		name, _, _ := strings.Cut(f.Name, "[")
		reserves, ok := want[name]
		if !ok || f.Body == nil {
			continue
		}
		text := f.String()
		if got := strings.Contains(text, "._reserve_range["); got != reserves {
			t.Errorf("%s reserves: %v, want %v\n%s", name, got, reserves, text)
		}
		delete(want, name)
	}
	if len(want) > 0 {
		t.Errorf("functions not found: %v", want)
	}
}
