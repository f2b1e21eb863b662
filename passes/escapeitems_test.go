package passes_test

import (
	"strings"
	"testing"

	"kiln/driver"
	"kiln/passes"
)

// TestEscapeItems checks that an object put into a concatenated list that stays in the frame
// is made there too when the callees only copy and read the list's items (set_partition's
// walk), and stays on the heap when a callee keeps an item, pops one (through _data), or
// copies the items into a list it keeps.
func TestEscapeItems(t *testing.T) {
	src := `
kept: list[list[int]] = []
lists: list[list[list[int]]] = []


def count(p: list[list[int]]) -> int:
    t = 0
    for b in p:
        t += len(b) + b[0]
    return t


def walk(p: list[list[int]], k: int, n: int) -> int:
    if k == n:
        return count(p)
    s = 0
    for i in range(len(p)):
        s += walk(p[:i] + [p[i] + [k]] + p[i + 1 :], k + 1, n)
    return s


def keep(p: list[list[int]]) -> None:
    kept.append(p[0])


def pops(p: list[list[int]]) -> None:
    kept.append(p.pop())


def copies(p: list[list[int]]) -> None:
    lists.append(p[:1] + p[1:])


def kept_item(p: list[list[int]], k: int) -> None:
    keep(p[:1] + [p[0] + [k]])


def popped_item(p: list[list[int]], k: int) -> None:
    pops(p[:1] + [p[0] + [k]])


def copied_item(p: list[list[int]], k: int) -> None:
    copies(p[:1] + [p[0] + [k]])


print(walk([[0]], 1, 3))
kept_item([[1]], 2)
popped_item([[1]], 2)
copied_item([[1]], 2)
`
	m, realizer, err := driver.LowerIR("escapeitems.py", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	if err := passes.Run(m, passes.Options{Release: true, Verify: true, Realizer: realizer}); err != nil {
		t.Fatal(err)
	}
	stack := map[string]bool{"walk": true, "kept_item": false, "popped_item": false, "copied_item": false}
	for _, f := range m.Funcs {
		name, _, _ := strings.Cut(f.Name, "[")
		want, ok := stack[name]
		if !ok || f.Body == nil {
			continue
		}
		text := f.String()
		if !strings.Contains(text, "(new-stack list[list[int]] room 8)") {
			t.Errorf("%s: the concatenation is not in the frame\n%s", name, text)
		}
		if got := strings.Contains(text, "(new-stack list[int] room 8)"); got != want {
			t.Errorf("%s: the block in the frame: %v, want %v\n%s", name, got, want, text)
		}
		delete(stack, name)
	}
	if len(stack) > 0 {
		t.Errorf("functions not found: %v", stack)
	}
}
