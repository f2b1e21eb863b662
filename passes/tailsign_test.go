package passes_test

import (
	"strings"
	"testing"

	"kiln/driver"
	"kiln/passes"
)

// TestTailSign checks which of tailacc's loops leave out the sign test of their terms: those
// whose every term is proven non-negative, from the guards before it and, for recursive calls
// in it, by induction over the recursion.
func TestTailSign(t *testing.T) {
	src := `
G = -3


def fib(n: int) -> int:
    if n < 2:
        return n
    return fib(n - 1) + fib(n - 2)


def shifted(n: int) -> int:
    # fib's shape, but the base case can be negative for n >= 0
    if n < 2:
        return n - 5
    return shifted(n - 1) + shifted(n - 2)


def tri(n: int) -> int:
    if n <= 0:
        return 0
    return n + tri(n - 1)


def below(n: int) -> int:
    # the term n - 10 is negative for n < 10
    if n <= 0:
        return 0
    return (n - 10) + below(n - 1)


def count(n: int) -> int:
    # a constant term needs no induction (count(-1) recurses for ever)
    if n == 0:
        return 0
    return 1 + count(n - 1)


def second(x: int, n: int) -> int:
    if n < 2:
        return n
    return second(x, n - 1) + second(x, n - 2)


def scaled(n: int, unit: int) -> int:
    if n < 2:
        return n * unit
    return scaled(n - 1, unit) + scaled(n - 2, unit)


def glob(n: int) -> int:
    if n <= 0:
        return 0
    return G + glob(n - 1)


def local(n: int) -> int:
    if n <= 0:
        return 0
    k = n - 1
    return k + local(n - 1)


def relocal(n: int) -> int:
    # k is assigned again on one branch
    if n <= 0:
        return 0
    k = n
    if n > 5:
        k = n - 9
    return k + relocal(n - 1)


print(fib(10), shifted(6), tri(5), below(5), count(3), second(1, 7), scaled(5, 2), glob(3),
      local(4), relocal(7))
`
	m, realizer, err := driver.LowerIR("tailsign.py", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	if err := passes.Run(m, passes.Options{Release: true, Verify: true, Realizer: realizer}); err != nil {
		t.Fatal(err)
	}
	want := map[string]bool{"fib": true, "shifted": false, "tri": true, "below": false,
		"count": true, "second": true, "scaled": false, "glob": false, "local": true,
		"relocal": false}
	for _, f := range m.Funcs {
		name, _, _ := strings.Cut(f.Name, "[")
		nonneg, ok := want[name]
		if !ok || f.Body == nil {
			continue
		}
		text := f.String()
		if !strings.Contains(text, "_tailacc_fits") {
			t.Errorf("%s is not a tailacc loop\n%s", name, text)
		}
		if got := strings.Contains(text, "_tailacc_fits_nonneg"); got != nonneg {
			t.Errorf("%s leaves out the sign test: %v, want %v\n%s", name, got, nonneg, text)
		}
		delete(want, name)
	}
	if len(want) > 0 {
		t.Errorf("functions not found: %v", want)
	}
}
