package main

import (
	"path/filepath"
	"strings"
	"testing"
)

// TestDefaultSizes checks that every benchmark program has a size in defaultSizes and that
// the table names no program that is gone.
func TestDefaultSizes(t *testing.T) {
	progs, err := filepath.Glob("../programs/*.py")
	if err != nil || len(progs) == 0 {
		t.Fatal("no programs in ../programs")
	}
	seen := map[string]bool{}
	for _, p := range progs {
		name := strings.TrimSuffix(filepath.Base(p), ".py")
		seen[name] = true
		if _, ok := defaultSizes[name]; !ok {
			t.Errorf("%s has no size in defaultSizes", name)
		}
	}
	for name := range defaultSizes {
		if !seen[name] {
			t.Errorf("defaultSizes names %s, which is not in bench/programs", name)
		}
	}
}

func TestSizeFlag(t *testing.T) {
	defer func(dir, size string) { *flagDir, *flagSize = dir, size }(*flagDir, *flagSize)
	*flagDir = "../programs"
	*flagSize = "fib=30, nbody=1000"
	m, err := sizes()
	if err != nil {
		t.Fatal(err)
	}
	if m["fib"] != 30 || m["nbody"] != 1000 || m["mandelbrot"] != defaultSizes["mandelbrot"] {
		t.Errorf("-size %q gave fib=%d nbody=%d mandelbrot=%d", *flagSize, m["fib"], m["nbody"], m["mandelbrot"])
	}
	if defaultSizes["fib"] == 30 {
		t.Errorf("sizes() changed defaultSizes")
	}
	for _, bad := range []string{"fib", "fib=x", "fib=-1", "nosuchprogram=3", "fib=3,"} {
		*flagSize = bad
		if _, err := sizes(); err == nil {
			t.Errorf("-size %q: no error", bad)
		}
	}
}
