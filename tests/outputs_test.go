// Output kinds (-emit=obj|asm|lib), debug info (-g) and the release flags (-disable-native,
// -unchecked), each checked by using what kiln wrote: linking it, calling it, debugging it.
package tests

import (
	"bytes"
	"debug/elf"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// kilnIn runs kiln with the cache cache and fails the test unless it succeeds.
func kilnIn(t *testing.T, cache string, args ...string) {
	t.Helper()
	cmd := exec.Command(kiln(t), args...)
	cmd.Env = append(os.Environ(), "KILN_CACHE="+cache)
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("kiln %v: %v\n%s", args, err, out)
	}
}

// cachedRuntime returns the runtime object kiln compiled into the cache.
func cachedRuntime(t *testing.T, cache string) string {
	t.Helper()
	objs, _ := filepath.Glob(filepath.Join(cache, "runtime", "*", "kiln.o"))
	if len(objs) != 1 {
		t.Fatalf("want one runtime object in the cache, found %v", objs)
	}
	return objs[0]
}

// clangPath returns the clang kiln uses.
func clangPath(t *testing.T) string {
	t.Helper()
	for _, name := range []string{os.Getenv("KILN_CLANG"), "clang-19", "clang"} {
		if name == "" {
			continue
		}
		if p, err := exec.LookPath(name); err == nil {
			return p
		}
	}
	t.Skip("no clang")
	return ""
}

// runOutput runs a program and returns its stdout, failing the test when it fails.
func runOutput(t *testing.T, exe string, args ...string) string {
	t.Helper()
	var stdout, stderr bytes.Buffer
	cmd := exec.Command(exe, args...)
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	if err := cmd.Run(); err != nil {
		t.Fatalf("%s: %v\n%s", exe, err, stderr.String())
	}
	return stdout.String()
}

// An object file and assembly are the program itself: linked with the runtime they run.
func TestEmitObjAndAsm(t *testing.T) {
	prog := writeProgram(t, "def f(x):\n    return x * 2\n\n\nprint(f(21))\n")
	dir, cache := t.TempDir(), t.TempDir()
	for _, mode := range []string{"-g", "-release"} {
		obj := filepath.Join(dir, "prog.o")
		asm := filepath.Join(dir, "prog.s")
		kilnIn(t, cache, "build", prog, "-emit=obj", "-o", obj, mode)
		kilnIn(t, cache, "build", prog, "-emit=asm", "-o", asm, mode)
		if f, err := elf.Open(obj); err != nil || f.Type != elf.ET_REL {
			t.Fatalf("%s: -emit=obj did not write a relocatable ELF object (%v)", mode, err)
		}
		text, _ := os.ReadFile(asm)
		if !strings.Contains(string(text), "main:") {
			t.Fatalf("%s: -emit=asm: no main in:\n%.400s", mode, text)
		}
		kilnIn(t, cache, "build", prog, "-o", filepath.Join(dir, "warm")) // compiles the runtime
		rt := cachedRuntime(t, cache)
		for _, in := range []string{obj, asm} {
			exe := filepath.Join(dir, "linked")
			link := exec.Command(clangPath(t), in, rt, "-o", exe, "-lgc", "-lm")
			if out, err := link.CombinedOutput(); err != nil {
				t.Fatalf("%s: linking %s: %v\n%s", mode, in, err, out)
			}
			if got := runOutput(t, exe); got != "42\n" {
				t.Errorf("%s: %s linked with the runtime printed %q, want \"42\\n\"", mode, filepath.Base(in), got)
			}
		}
	}
}
