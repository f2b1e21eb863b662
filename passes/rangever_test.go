package passes_test

import (
	"strings"
	"testing"

	"kiln/driver"
	"kiln/passes"
)

// TestRangeVer checks which loop nests get a fast copy and which tests that copy drops: sums
// and products of loop variables below 2**30, a division by a positive int, reads and writes of
// lists at least as long as the loops; a product that may still overflow, a divisor that may be zero, a
// list the nest may grow and a bound the nest assigns keep their tests or their single copy.
// Sums of a parameter and a loop variable index reads and stores across a recursive call
// that changes items only (walk), not across one that appends (push).
func TestRangeVer(t *testing.T) {
	src := `
def eval_a(i: int, j: int) -> float:
    return 1.0 / ((i + j) * (i + j + 1) // 2 + i + 1)


def mul_av(n: int, v: list[float], out: list[float]) -> None:
    for i in range(n):
        s = 0.0
        for j in range(n):
            s += eval_a(i, j) * v[j]
        out[i] = s


def cube(n: int) -> int:
    t = 0
    for i in range(n):
        t += i * i * i
    return t


def diff(n: int) -> float:
    s = 0.0
    for i in range(n):
        s += 1.0 / (i - 1)
    return s


def grows(n: int, v: list[int]) -> int:
    t = 0
    for i in range(n):
        t += v[i]
        v.append(i)
    return t


def fill(n: int, v: list[int], w: list[int]) -> None:
    for i in range(n):
        v[i] = w[i] + 1


def moved(n: int, v: list[int]) -> int:
    t = 0
    for i in range(n):
        t += v[i] + i * 2
        n = 3
    return t


def walk(row: int, n: int, xs: list[bool]) -> int:
    if row == n:
        return 1
    t = 0
    for c in range(n):
        d = row + c
        if not xs[d]:
            xs[d] = True
            t += walk(row + 1, n, xs)
            xs[d] = False
    return t


def push(row: int, n: int, xs: list[int]) -> int:
    if row == n:
        xs.append(row)
        return 1
    t = 0
    for c in range(n):
        t += xs[row + c] + push(row + 1, n, xs)
    return t


v = [1.0, 2.0]
out = [0.0, 0.0]
print(walk(0, 3, [False] * 5), push(0, 2, [0] * 3))
mul_av(2, v, out)
fill(2, [1, 2], [3, 4])
print(out, cube(3), diff(0), grows(2, [1, 2]), moved(2, [1, 2]))
`
	m, realizer, err := driver.LowerIR("rangever.py", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	if err := passes.Run(m, passes.Options{Release: true, Verify: true, Realizer: realizer}); err != nil {
		t.Fatal(err)
	}
	// has lists what a function's text must hold (true) or must not hold (false).
	has := map[string]map[string]bool{
		"mul_av": {"1073741824": true, "_list_item": true, "eval_a[int,int]#r": true},
		"eval_a[int,int]#r": {"int._add_nsw": true, "int._mul_nsw": true, "int._udiv": true,
			"float._fdiv": true, "int.__add__": false, "int.__mul__": false, "float.__truediv__": false},
		"cube":  {"int._mul_nsw": true, "int.__mul__[int,int]": true},
		"diff":  {"float.__truediv__": true, "float._fdiv": false},
		"grows": {"1073741824": false, "_list_item": false},
		"fill":  {"_list_store": true, "_list_item": true, "int._add_nsw": false},
		"moved": {"1073741824": false},
		"walk": {"-1073741824": true, "_list_store": true, "_list_item": true, "int._add_nsw": true,
			"list[bool].__setitem__": true},
		"push": {"1073741824": false, "_list_item": false},
	}
	for _, f := range m.Funcs {
		name := f.Name
		if !strings.Contains(name, "#r") {
			name, _, _ = strings.Cut(name, "[")
		} else {
			name = name[:strings.Index(name, "#r")+2]
		}
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
