// Generated programs are deterministic, about as long as asked, and use every unit kind.
package gen

import (
	"bytes"
	"math/rand/v2"
	"regexp"
	"testing"
)

func TestDeterministic(t *testing.T) {
	a, b := Generate(2000, 7), Generate(2000, 7)
	if !bytes.Equal(a, b) {
		t.Fatal("the same seed gave two programs")
	}
	if bytes.Equal(a, Generate(2000, 8)) {
		t.Fatal("two seeds gave the same program")
	}
}

func TestLength(t *testing.T) {
	for _, n := range []int{0, 100, 5000} {
		got := bytes.Count(Generate(n, 1), []byte("\n"))
		if got < n || got > n+80 { // the last unit may overshoot by its length (at most ~66 lines)
			t.Errorf("Generate(%d) has %d lines", n, got)
		}
	}
}

func TestEveryKind(t *testing.T) {
	src := Generate(5000, 1)
	first := regexp.MustCompile(`(?m)^(def|class) (\w+_)0\b`)
	for _, k := range kinds() {
		g := &generator{r: rand.New(rand.NewPCG(1, 2))}
		k.unit(g)
		m := first.FindSubmatch(g.b.Bytes())
		if m == nil {
			t.Fatalf("%s unit defines no function or class", k.name)
		}
		if !regexp.MustCompile(`(?m)^` + string(m[1]) + ` ` + string(m[2]) + `\d+\b`).Match(src) {
			t.Errorf("no %s unit (%s %s...) in a 5000-line program", k.name, m[1], m[2])
		}
	}
}

// The default program is mostly classes and functions: the benchmark's "many functions and
// classes".
func TestManyClasses(t *testing.T) {
	src := Generate(5000, 1)
	classes := len(regexp.MustCompile(`(?m)^class `).FindAll(src, -1))
	defs := len(regexp.MustCompile(`(?m)^\s*def `).FindAll(src, -1))
	if classes < 40 || defs < 400 {
		t.Errorf("a 5000-line program has %d classes and %d defs; want at least 40 and 400", classes, defs)
	}
}
