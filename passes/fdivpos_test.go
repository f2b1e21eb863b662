package passes_test

import (
	"strings"
	"testing"

	"kiln/driver"
	"kiln/passes"
)

// TestFDivPos checks which float divisions lose their zero test: those whose divisor is a
// positive constant plus something never negative, and not those whose divisor may be zero.
func TestFDivPos(t *testing.T) {
	src := `
import math


def square(x: float) -> float:
    return 4.0 / (1.0 + x * x)


def absolute(x: float) -> float:
    return x / (abs(x) + 0.5)


def root(x: float) -> float:
    return 1 / (math.sqrt(x) + 2)


def product(x: float, y: float) -> float:
    return 1.0 / (x * y + 1.0)


def underflow(x: float) -> float:
    return 1.0 / (x * x)


def shifted(x: float) -> float:
    return 1.0 / (x + 1.0)


print(square(1.0), absolute(1.0), root(1.0), product(1.0, 2.0), underflow(1.0), shifted(1.0))
`
	m, realizer, err := driver.LowerIR("fdivpos.py", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	if err := passes.Run(m, passes.Options{Release: true, Verify: true, Realizer: realizer}); err != nil {
		t.Fatal(err)
	}
	want := map[string]bool{"square": true, "absolute": true, "root": true,
		"product": false, "underflow": false, "shifted": false}
	for _, f := range m.Funcs {
		name, _, _ := strings.Cut(f.Name, "[")
		unchecked, ok := want[name]
		if !ok || f.Body == nil {
			continue
		}
		text := f.String()
		if got := strings.Contains(text, "float._fdiv") && !strings.Contains(text, "truediv"); got != unchecked {
			t.Errorf("%s divides without the zero test: %v, want %v\n%s", name, got, unchecked, text)
		}
		delete(want, name)
	}
	if len(want) > 0 {
		t.Errorf("functions not found: %v", want)
	}
}

// TestFDivPosUserNames checks that a user function named as a stdlib one known never negative
// (abs, math.sqrt) is not trusted: it may return anything.
func TestFDivPosUserNames(t *testing.T) {
	src := `
class math:
    @staticmethod
    def sqrt(x: float) -> float:
        return -x


def abs(x: float) -> float:
    return x - 10.0


def by_abs(x: float) -> float:
    return 1.0 / (10.0 + abs(x))


def by_sqrt(x: float) -> float:
    return 1 / (math.sqrt(x) + 2.0)


print(by_abs(1.0), by_sqrt(1.0))
`
	m, realizer, err := driver.LowerIR("fdivpos_names.py", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	if err := passes.Run(m, passes.Options{Release: true, Verify: true, Realizer: realizer}); err != nil {
		t.Fatal(err)
	}
	found := 0
	for _, f := range m.Funcs {
		name, _, _ := strings.Cut(f.Name, "[")
		if (name != "by_abs" && name != "by_sqrt") || f.Body == nil {
			continue
		}
		found++
		if text := f.String(); strings.Contains(text, "float._fdiv") {
			t.Errorf("%s divides without the zero test\n%s", name, text)
		}
	}
	if found != 2 {
		t.Errorf("found %d of the 2 functions", found)
	}
}
