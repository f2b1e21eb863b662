// Output kinds and the clang command lines that make them: executables, objects, assembly and
// shared libraries, with the optimisation, target and debug flags of the build.
package driver

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"time"
)

// Output is what `kiln build` writes.
type Output int

const (
	Exe  Output = iota // a native executable (the default)
	Obj                // an object file (clang -c)
	Asm                // assembly (clang -S)
	LLVM               // the LLVM IR text given to clang
	IR                 // Kiln IR after the passes, as S-expressions
	Lib                // a shared library whose @export functions have a C ABI
)

var outputNames = []string{Exe: "exe", Obj: "obj", Asm: "asm", LLVM: "llvm", IR: "ir", Lib: "lib"}

// ParseOutput reads the value of -emit.
func ParseOutput(s string) (Output, error) {
	for k, name := range outputNames {
		if name == s {
			return Output(k), nil
		}
	}
	return Exe, fmt.Errorf("-emit=%s: want %s", s, strings.Join(outputNames, ", "))
}

func (k Output) String() string { return outputNames[k] }

// Text reports whether the output is text Kiln writes itself, without clang.
func (k Output) Text() bool { return k == LLVM || k == IR }

// DefaultName is the output's file name for a program whose file is path: prog.py gives prog,
// prog.o, prog.s, prog.ll, prog.ir or libprog.so.
func (k Output) DefaultName(path string) string {
	base := strings.TrimSuffix(filepath.Base(path), ".py")
	switch k {
	case Obj:
		return base + ".o"
	case Asm:
		return base + ".s"
	case LLVM:
		return base + ".ll"
	case IR:
		return base + ".ir"
	case Lib:
		return "lib" + base + ".so"
	}
	return base
}

// clangArgs are the flags for turning Kiln's LLVM IR into machine code. Floating point stays
// bit-identical to CPython's: no contraction into FMA, no fast-math. Release builds let the
// loop vectorizer make in-order float reductions (-force-ordered-reductions): a vector of
// terms is computed at once, then added to the running sum one after the other, in the loop's
// order, so every sum rounds as before.
func clangArgs(opts *Options) []string {
	args := []string{"-ffp-contract=off", "-Wno-override-module"}
	if opts.Output == Lib {
		args = append(args, "-fPIC")
	}
	if opts.Debug {
		args = append(args, "-g")
	}
	if !opts.Release {
		return append(args, "-O0")
	}
	args = append(args, "-O3", "-mllvm", "-force-ordered-reductions")
	if !opts.DisableNative {
		args = append(args, "-march=native")
	}
	return args
}

// outputArgs are the clang arguments that make the output kind from the LLVM file ll, with
// the runtime object rt and the runtime's archive mathLib linked into executables and
// libraries, and libgc: the archive gcArchive in executables where it is not empty, else the
// shared library.
func outputArgs(k Output, ll, rt, mathLib, out, gcArchive string) []string {
	switch k {
	case Obj:
		return []string{"-c", "-x", "ir", ll, "-o", out}
	case Asm:
		return []string{"-S", "-x", "ir", ll, "-o", out}
	case Lib:
		return []string{"-shared", "-x", "ir", ll, "-x", "none", rt, mathLib, "-o", out, "-lgc", "-lm"}
	}
	// -static-libgcc: the unwinder kiln_throw uses is linked in rather than loaded from
	// libgcc_s.so at start-up (one shared library fewer to map and relocate per process).
	// libgc.a likewise: its calls are direct, and the dynamic linker has neither its symbols
	// to look up nor its relocations to apply (an empty program: 0.84 -> 0.78 ms).
	// libm --as-needed: loaded only by a program that calls it (a math function, or kiln_pow
	// taken from mathLib); the others start 0.1 ms sooner.
	gc := "-lgc"
	if gcArchive != "" {
		gc = gcArchive
	}
	return []string{"-x", "ir", ll, "-x", "none", rt, mathLib, "-o", out, "-static-libgcc", gc,
		"-Wl,--as-needed", "-lm", "-Wl,--no-as-needed"}
}

// Link compiles LLVM text into the machine-code output opts.Output (an executable unless
// set) at out.
func Link(tc *Toolchain, llvm string, out string, opts *Options) error {
	if opts.Output.Text() {
		return fmt.Errorf("kiln: Link cannot make %s output", opts.Output)
	}
	if opts.LogTo == nil {
		opts.LogTo = os.Stderr
	}
	start := time.Now()
	rt, mathLib, err := tc.RuntimeObject()
	if err != nil {
		return err
	}
	dir, err := os.MkdirTemp("", "kiln-build-")
	if err != nil {
		return err
	}
	defer os.RemoveAll(dir)
	ll := filepath.Join(dir, "prog.ll")
	if err := os.WriteFile(ll, []byte(llvm), 0o644); err != nil {
		return err
	}
	args := append(clangArgs(opts), outputArgs(opts.Output, ll, rt, mathLib, out, tc.GCArchive)...)
	cmd := exec.Command(tc.Clang, args...)
	if msg, err := cmd.CombinedOutput(); err != nil {
		return &InternalError{Stage: "clang", Value: fmt.Sprintf("%v\n%s", err, msg)}
	}
	if strings.Contains(opts.Log, "t") {
		fmt.Fprintf(opts.LogTo, "kiln: %-8s %6.1f ms\n", "clang", float64(time.Since(start).Microseconds())/1000)
	}
	return nil
}
