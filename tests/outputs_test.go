// Output kinds (-emit=obj|asm|lib), debug info (-g) and the release flags (-disable-native,
// -unchecked), each checked by using what kiln wrote: linking it, calling it, debugging it.
package tests

import (
	"bytes"
	"debug/elf"
	"fmt"
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
	t.Parallel()
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

// debugProgram has fib's base case on line 12 (the test breaks there) and a generator.
const debugProgram = `import sys


def gen(n):
    for i in range(n):
        yield i * 2


def fib(n):
    if n < 2:
        x = n
        return x
    return fib(n - 1) + fib(n - 2)


total = 0
for v in gen(4):
    total += v
print(total, fib(10))
`

// -g (the default in debug builds) writes DWARF line tables naming the .py and the Python
// functions: gdb stops at a line of the program and shows the Python function names.
func TestDebugInfoGDB(t *testing.T) {
	t.Parallel()
	gdb, err := exec.LookPath("gdb")
	if err != nil {
		t.Skip("gdb is not installed (scripts/setup.sh installs it): cannot test debug info with it")
	}
	prog := writeProgram(t, debugProgram)
	exe := filepath.Join(t.TempDir(), "prog")
	kilnIn(t, t.TempDir(), "build", prog, "-o", exe)
	out, err := exec.Command(gdb, "-nx", "-batch", "-ex", "break prog.py:12", "-ex", "run", "-ex", "bt", exe).CombinedOutput()
	if strings.Contains(string(out), "ptrace: Operation not permitted") {
		t.Skipf("gdb cannot trace processes here:\n%s", out)
	}
	if err != nil {
		t.Fatalf("gdb: %v\n%s", err, out)
	}
	for _, want := range []string{"Breakpoint 1 at", "file prog.py, line 12", "Breakpoint 1, fib (", "#0  fib () at prog.py:12", "in fib () at prog.py:13", "in <module> () at prog.py:19"} {
		if !strings.Contains(string(out), want) {
			t.Errorf("gdb output lacks %q:\n%s", want, out)
		}
	}
	if got := runOutput(t, exe); got != "12 55\n" {
		t.Errorf("the program printed %q, want \"12 55\\n\"", got)
	}
}

// The line table maps code to every line of the program that does something, the generator
// included; -g=false and release builds have no debug info, and -release -g has it again.
func TestDebugInfoLines(t *testing.T) {
	t.Parallel()
	dwarfdump := ""
	for _, name := range []string{"llvm-dwarfdump-19", "llvm-dwarfdump"} {
		if p, err := exec.LookPath(name); err == nil {
			dwarfdump = p
			break
		}
	}
	if dwarfdump == "" {
		t.Skip("llvm-dwarfdump is not installed (it comes with llvm-19)")
	}
	prog := writeProgram(t, debugProgram)
	dir, cache := t.TempDir(), t.TempDir()
	for _, tt := range []struct {
		flags []string
		debug bool
	}{{nil, true}, {[]string{"-g=false"}, false}, {[]string{"-release"}, false}, {[]string{"-release", "-g"}, true}} {
		exe := filepath.Join(dir, "prog")
		kilnIn(t, cache, append([]string{"build", prog, "-o", exe}, tt.flags...)...)
		out, err := exec.Command(dwarfdump, "--debug-line", "--debug-info", exe).CombinedOutput()
		if err != nil {
			t.Fatalf("%v: %v\n%s", tt.flags, err, out)
		}
		text := string(out)
		if !tt.debug {
			if strings.Contains(text, "prog.py") {
				t.Errorf("%v: debug info for prog.py present:\n%.2000s", tt.flags, text)
			}
			continue
		}
		for _, name := range []string{`DW_AT_name	("fib")`, `DW_AT_name	("gen")`, `DW_AT_name	("<module>")`} {
			if !strings.Contains(text, name) {
				t.Errorf("%v: no subprogram %s", tt.flags, name)
			}
		}
		if len(tt.flags) > 0 {
			continue // optimised code keeps only some lines
		}
		lines := lineTableLines(text)
		for _, line := range []int{5, 6, 10, 11, 12, 13, 16, 17, 18, 19} {
			if !lines[line] {
				t.Errorf("%v: line table lacks prog.py:%d (has %v)", tt.flags, line, lines)
			}
		}
	}
}

// lineTableLines returns the lines that rows of llvm-dwarfdump's line table name (one file).
func lineTableLines(dump string) map[int]bool {
	lines := map[int]bool{}
	for _, row := range strings.Split(dump, "\n") {
		f := strings.Fields(row)
		// Address            Line   Column File   ISA Discriminator OpIndex Flags
		if len(f) >= 4 && strings.HasPrefix(f[0], "0x") && len(f[0]) == 18 {
			var n int
			if _, err := fmt.Sscan(f[1], &n); err == nil && n > 0 {
				lines[n] = true
			}
		}
	}
	return lines
}

// -emit=lib builds a shared library: a C program calls its @export functions, after the
// module's code ran at load time, and prints what CPython prints calling the same functions
// (tests/lib/expect.py); the uncaught ZeroDivisionError of the last call prints the traceback
// and exits with status 1 in both.
func TestSharedLibrary(t *testing.T) {
	t.Parallel()
	python, err := exec.LookPath("python3")
	if err != nil {
		t.Skip("python3 is needed for the expected output")
	}
	dir := t.TempDir()
	src := filepath.Join(dir, "mylib.py")
	data, err := os.ReadFile(filepath.Join("lib", "mylib.py"))
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(src, data, 0o644); err != nil {
		t.Fatal(err)
	}
	want, wantErr, wantStatus := capture(exec.Command(python, filepath.Join("lib", "expect.py"), src))
	if wantStatus != 1 {
		t.Fatalf("expect.py: status %d, want 1\n%s", wantStatus, wantErr)
	}
	cache := t.TempDir()
	for _, mode := range []string{"-g", "-release"} {
		lib := filepath.Join(dir, "libmylib.so")
		kilnIn(t, cache, "build", src, "-emit=lib", "-o", lib, mode)
		host := filepath.Join(dir, "host")
		cc := exec.Command(clangPath(t), filepath.Join("lib", "host.c"), "-o", host, "-L"+dir, "-lmylib", "-Wl,-rpath,"+dir)
		if out, err := cc.CombinedOutput(); err != nil {
			t.Fatalf("compiling host.c: %v\n%s", err, out)
		}
		got, gotErr, status := capture(exec.Command(host))
		if got != want {
			t.Errorf("%s: host printed:\n%s\nCPython printed:\n%s", mode, got, want)
		}
		if status != 1 || lastLine(gotErr) != lastLine(wantErr) {
			t.Errorf("%s: status %d, stderr:\n%s\nwant status 1 and the last line of:\n%s", mode, status, gotErr, wantErr)
		}
		frame := `File "` + src + `", line 46, in divide`
		if !strings.Contains(gotErr, frame) || !strings.Contains(wantErr, frame) {
			t.Errorf("%s: the traceback lacks %q:\n%s", mode, frame, gotErr)
		}
	}
}

// capture runs cmd and returns its stdout, stderr and exit status.
func capture(cmd *exec.Cmd) (string, string, int) {
	var stdout, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	err := cmd.Run()
	return stdout.String(), stderr.String(), exitStatus(err)
}

// uncheckedPrograms are tests/run programs that index lists and strs and do int arithmetic
// without overflowing or going out of bounds: -unchecked must not change what they print.
var uncheckedPrograms = []string{"int_arith", "lists", "list_methods", "list_sort", "str_methods", "str_unicode", "str_format"}

// -unchecked builds (debug and release) and portable -disable-native builds of programs that
// neither overflow nor index out of bounds print what CPython prints.
func TestUncheckedAndPortableBuilds(t *testing.T) {
	cache := t.TempDir()
	for _, name := range uncheckedPrograms {
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			prog := filepath.Join("run", name+".py")
			want, err := os.ReadFile(filepath.Join("run", name+".out"))
			if err != nil {
				t.Fatal(err)
			}
			dir := t.TempDir()
			for _, flags := range [][]string{{"-unchecked"}, {"-unchecked", "-release"}, {"-release", "-disable-native"}} {
				exe := filepath.Join(dir, name)
				kilnIn(t, cache, append([]string{"build", prog, "-o", exe}, flags...)...)
				if got := runOutput(t, exe); got != string(want) {
					t.Errorf("%s %v: output differs from CPython's:\n%s", name, flags, diff(string(want), got))
				}
			}
		})
	}
}

// -unchecked drops the overflow checks of int +, - and * (the result wraps around, as in C)
// and keeps the other checks, such as ZeroDivisionError.
func TestUncheckedWraps(t *testing.T) {
	t.Parallel()
	prog := writeProgram(t, "big = 4611686018427387904\nprint(big + big, -big - big - 1, big * 4 + 1)\nprint(1 // (big - big))\n")
	for _, mode := range []string{"-g", "-release"} {
		stdout, stderr, status := kilnCmd(t, nil, "run", prog, "-unchecked", mode)
		if stdout != "-9223372036854775808 9223372036854775807 1\n" {
			t.Errorf("%s: stdout %q", mode, stdout)
		}
		if status != 1 || lastLine(stderr) != "ZeroDivisionError: integer division or modulo by zero" {
			t.Errorf("%s: status %d, stderr %q", mode, status, stderr)
		}
	}
}
