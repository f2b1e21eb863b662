package main

import (
	"path/filepath"
	"strings"
	"testing"
	"time"
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

// TestKernelTime checks that a Numba program's kernel times replace the process's: the wall
// time from kernel-seconds, the CPU time from kernel-cpu-seconds (or the wall time without it).
func TestKernelTime(t *testing.T) {
	var s sample
	if err := kernelTime(&s, "kernel-seconds: 0.5\nkernel-cpu-seconds: 0.25\n"); err != nil {
		t.Fatal(err)
	}
	if s.wall != 500*time.Millisecond || s.cpu != 250*time.Millisecond {
		t.Errorf("wall %v cpu %v, want 500ms and 250ms", s.wall, s.cpu)
	}
	if err := kernelTime(&s, "noise\nkernel-seconds: 2\n"); err != nil {
		t.Fatal(err)
	}
	if s.wall != 2*time.Second || s.cpu != 2*time.Second {
		t.Errorf("wall %v cpu %v, want 2s and 2s", s.wall, s.cpu)
	}
	for _, bad := range []string{"", "kernel-cpu-seconds: 1\n", "kernel-seconds: x\n", "kernel-seconds: 1\nkernel-cpu-seconds: -1\n"} {
		if err := kernelTime(&s, bad); err == nil {
			t.Errorf("kernelTime(%q) accepted", bad)
		}
	}
}
