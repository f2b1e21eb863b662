// Generated programs are deterministic, about as long as asked, and use every unit kind.
package gen

import (
	"bytes"
	"errors"
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
		if got < n || got > n+60 {
			t.Errorf("Generate(%d) has %d lines", n, got)
		}
	}
}

func TestEveryKind(t *testing.T) {
	src := Generate(5000, 1)
	for _, k := range kinds() {
		g := &generator{r: rand.New(rand.NewPCG(1, 2))}
		k.unit(g)
		m := regexp.MustCompile(`def (\w+_)0\(`).FindSubmatch(g.b.Bytes())
		if m == nil {
			t.Fatalf("%s unit defines no function", k.name)
		}
		if !bytes.Contains(src, append([]byte("def "), m[1]...)) {
			t.Errorf("no %s unit (def %s...) in a 5000-line program", k.name, m[1])
		}
	}
}

func TestClassesRefused(t *testing.T) {
	if _, err := GenerateOptions(Options{Lines: 100, Classes: true}); !errors.Is(err, ErrClasses) {
		t.Fatalf("Classes: got %v, want ErrClasses", err)
	}
}
