package driver

import (
	"slices"
	"testing"
)

func TestClangArgs(t *testing.T) {
	tests := []struct {
		opts      Options
		want, not []string
	}{
		{Options{}, []string{"-O0", "-ffp-contract=off"}, []string{"-O3", "-march=native", "-g", "-fPIC"}},
		{Options{Debug: true}, []string{"-O0", "-g"}, []string{"-O3"}},
		{Options{Release: true}, []string{"-O3", "-march=native", "-force-ordered-reductions"}, []string{"-O0", "-g"}},
		{Options{Release: true, DisableNative: true}, []string{"-O3"}, []string{"-march=native"}},
		{Options{Output: Lib}, []string{"-fPIC"}, nil},
	}
	for _, tt := range tests {
		args := clangArgs(&tt.opts)
		for _, a := range tt.want {
			if !slices.Contains(args, a) {
				t.Errorf("%+v: %v lacks %s", tt.opts, args, a)
			}
		}
		for _, a := range tt.not {
			if slices.Contains(args, a) {
				t.Errorf("%+v: %v has %s", tt.opts, args, a)
			}
		}
	}
}

func TestOutputNames(t *testing.T) {
	for k, want := range map[Output]string{Exe: "prog", Obj: "prog.o", Asm: "prog.s", LLVM: "prog.ll", IR: "prog.ir", Lib: "libprog.so"} {
		if got := k.DefaultName("dir/prog.py"); got != want {
			t.Errorf("%v: %q, want %q", k, got, want)
		}
		if p, err := ParseOutput(k.String()); err != nil || p != k {
			t.Errorf("ParseOutput(%q) = %v, %v", k.String(), p, err)
		}
	}
}

// TestOutputArgsGC checks that executables link libgc.a where it is installed and libgc.so
// otherwise, and that shared libraries always take libgc.so.
func TestOutputArgsGC(t *testing.T) {
	tests := []struct {
		k         Output
		archive   string
		want, not string
	}{
		{Exe, "/usr/lib/libgc.a", "/usr/lib/libgc.a", "-lgc"},
		{Exe, "", "-lgc", "/usr/lib/libgc.a"},
		{Lib, "/usr/lib/libgc.a", "-lgc", "/usr/lib/libgc.a"},
	}
	for _, tt := range tests {
		args := outputArgs(tt.k, "p.ll", "rt.o", "libm.a", "out", tt.archive)
		if !slices.Contains(args, tt.want) || slices.Contains(args, tt.not) {
			t.Errorf("%v with archive %q: %v, want %s and not %s", tt.k, tt.archive, args, tt.want, tt.not)
		}
	}
}

// TestOutputArgsMath checks that executables and libraries link the runtime's math archive
// after the runtime object, and that executables take libm --as-needed.
func TestOutputArgsMath(t *testing.T) {
	for _, k := range []Output{Exe, Lib} {
		args := outputArgs(k, "p.ll", "rt.o", "libkiln_math.a", "out", "")
		rt, lib := slices.Index(args, "rt.o"), slices.Index(args, "libkiln_math.a")
		if rt < 0 || lib < rt {
			t.Errorf("%v: %v, want libkiln_math.a after rt.o", k, args)
		}
	}
	args := outputArgs(Exe, "p.ll", "rt.o", "libkiln_math.a", "out", "/usr/lib/libgc.a")
	need, lm, back := slices.Index(args, "-Wl,--as-needed"), slices.Index(args, "-lm"), slices.Index(args, "-Wl,--no-as-needed")
	if need < 0 || lm < need || back < lm {
		t.Errorf("Exe: %v, want -lm between -Wl,--as-needed and -Wl,--no-as-needed", args)
	}
}
