package passes_test

import (
	"strings"
	"testing"

	"kiln/driver"
	"kiln/passes"
)

// TestListRoom checks that a list made in the frame gets room for its first items there when
// its items are at most 16 bytes (ints, strs, references), none when they are larger (tuples),
// that a list that escapes stays on the heap without room, and that a split assigned to a
// list the function only reads is split into such a list (passes/splitinto.go), one that
// escapes not, and that a split a for loop iterates makes its pieces one at a time
// (passes/splititer.go), with its iterator in the frame.
func TestListRoom(t *testing.T) {
	src := `
def ints(n: int) -> int:
    xs: list[int] = []
    for i in range(n):
        xs.append(i)
    return sum(xs)


def strs(s: str) -> str:
    out: list[str] = []
    for p in s.split(","):
        out.append(p.strip())
    return "|".join(out)


def pairs(n: int) -> int:
    ps: list[tuple[int, int]] = []
    for i in range(n):
        ps.append((i, i))
    return len(ps)


def fields(s: str) -> int:
    parts = s.split(",")
    return len(parts) + len(parts[0])


def rows(s: str) -> list[list[str]]:
    out: list[list[str]] = []
    parts = s.split(",")
    out.append(parts)
    return out


def kept(n: int) -> list[int]:
    xs: list[int] = []
    xs.append(n)
    return xs


print(ints(3), strs("a, b"), pairs(2), fields("a,b"), rows("a"), kept(1))
`
	m, realizer, err := driver.LowerIR("listroom.py", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	if err := passes.Run(m, passes.Options{Release: true, Verify: true, Realizer: realizer}); err != nil {
		t.Fatal(err)
	}
	want := map[string]string{
		"ints":   "(new-stack list[int] room 8)",
		"strs":   "(new-stack list[str] room 8)",
		"pairs":  "(new-stack list[tuple[int,int]])",
		"fields": "(new-stack list[str] room 8))\n  (call \"list[str].__init__[list[str]]\" split.",
		"rows":   "(call \"str.split[str,Optional[str],int]\" s.",
		"kept":   "(new list[int])",
	}
	for _, f := range m.Funcs {
		name, _, _ := strings.Cut(f.Name, "[")
		alloc, ok := want[name]
		if !ok || f.Body == nil {
			continue
		}
		text := f.String()
		if !strings.Contains(text, alloc) {
			t.Errorf("%s does not allocate %s\n%s", name, alloc, text)
		}
		if into := strings.Contains(text, "str._split_into"); into != (name == "fields") {
			t.Errorf("%s splits into its own list: %v\n%s", name, into, text)
		}
		if lazy := strings.Contains(text, "(new-stack _split_iter)"); lazy != (name == "strs") {
			t.Errorf("%s iterates its split's pieces one at a time in the frame: %v\n%s", name, lazy, text)
		}
		delete(want, name)
	}
	if len(want) > 0 {
		t.Errorf("functions not found: %v", want)
	}
}
