package passes_test

import (
	"strings"
	"testing"

	"kiln/driver"
	"kiln/passes"
)

// TestJam checks which loops run 32 iterations at once: a loop of private values, a while
// loop and a part after it is jammed; one whose while loop may raise (a checked product), one
// inside a try, one whose while loop reads a global while the part after it calls a function
// not known to leave globals alone (list.append), one that reads a private variable before
// setting it (the previous iteration's value), one whose while loop has no counter bounding it
// (a lane run ahead of a post that raises might never end), and one whose loop variable is a
// global are not.
func TestJam(t *testing.T) {
	src := `
LIMIT = 30


def escape(n: int, limit: int) -> int:
    count = 0
    for x in range(n):
        c = 2.0 * x / n - 1.5
        z = 0.0
        i = 0
        while i < limit and z * z <= 4.0:
            z = z * z + c
            i += 1
        count += i
    return count


def product(n: int) -> int:
    count = 0
    for x in range(n):
        v = x
        i = 0
        while i < 5:
            v = v * 3
            i += 1
        count += v
    return count


def guarded(n: int) -> float:
    z = 0.0
    try:
        for x in range(n):
            z = 1.0 / (x + 1)
            while z < 1.0:
                z = z * 3.0
    except ValueError:
        pass
    return z


def global_limit(n: int, out: list[int]) -> None:
    for x in range(n):
        z = 0.5
        i = 0
        while i < LIMIT and z < 9.0:
            z = z * 2.0
            i += 1
        out.append(i)


def carried(n: int) -> float:
    z = 1.0
    for x in range(n):
        w = z
        z = 0.5
        while z < w:
            z = z * 2.0
    return z


def uncounted(n: int) -> int:
    count = 0
    for x in range(n):
        z = 1.0 - x
        while z < 10.0:
            z = z * 2.0
        count += 100 // x
    return count


G = 0


def shared(n: int) -> None:
    global G
    for G in range(n):
        z = 0.5
        i = 0
        while i < 9 and z < 9.0:
            z = z * 2.0
            i += 1
        show()


def show() -> None:
    print(G)


print(escape(8, 20), product(3), guarded(3), carried(4), uncounted(1))
global_limit(3, [1])
shared(2)
`
	m, realizer, err := driver.LowerIR("jam.py", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	if err := passes.Run(m, passes.Options{Release: true, Verify: true, Realizer: realizer}); err != nil {
		t.Fatal(err)
	}
	want := map[string]bool{"escape": true, "product": false, "guarded": false, "global_limit": false, "carried": false,
		"uncounted": false, "shared": false}
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
		delete(want, name)
	}
	if len(want) > 0 {
		t.Errorf("functions not found: %v", want)
	}
}
