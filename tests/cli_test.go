// Command-line behaviour: exit codes, flags on either side of the file, output kinds, the
// `kiln run` cache, toolchain errors, and Kiln's own runtime errors.
package tests

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// kilnCmd runs kiln with a private cache and returns stdout, stderr and the exit status.
func kilnCmd(t *testing.T, env []string, args ...string) (string, string, int) {
	t.Helper()
	cmd := exec.Command(kiln(t), args...)
	cmd.Env = append(append(os.Environ(), "KILN_CACHE="+t.TempDir()), env...)
	var stdout, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	err := cmd.Run()
	return stdout.String(), stderr.String(), exitStatus(err)
}

func writeProgram(t *testing.T, src string) string {
	t.Helper()
	path := filepath.Join(t.TempDir(), "prog.py")
	if err := os.WriteFile(path, []byte(src), 0o644); err != nil {
		t.Fatal(err)
	}
	return path
}

func TestUsageErrors(t *testing.T) {
	prog := writeProgram(t, "print(1)\n")
	for _, args := range [][]string{
		{},
		{"frobnicate", prog},
		{"build"},
		{"build", prog, "-emit=wasm"},
		{"build", prog, "-o"},
		{"check", prog, "-no-such-flag"},
		{"check", prog, "extra.py"},
	} {
		_, stderr, status := kilnCmd(t, nil, args...)
		if status != 2 {
			t.Errorf("kiln %v: exit status %d, want 2 (usage error)", args, status)
		}
		if !strings.Contains(stderr, "usage: kiln") {
			t.Errorf("kiln %v: stderr lacks the usage text:\n%s", args, stderr)
		}
	}
}

func TestVersion(t *testing.T) {
	stdout, _, status := kilnCmd(t, nil, "version")
	if status != 0 || !strings.HasPrefix(stdout, "kiln ") {
		t.Errorf("kiln version: %q, status %d", stdout, status)
	}
}

func TestFlagsAfterFile(t *testing.T) {
	prog := writeProgram(t, "def f(x):\n    return x * 2\n\n\nprint(f(21))\n")
	dir := t.TempDir()
	llPath := filepath.Join(dir, "out.ll")
	if _, stderr, status := kilnCmd(t, nil, "build", prog, "-emit=llvm", "-o", llPath); status != 0 {
		t.Fatalf("build -emit=llvm: status %d\n%s", status, stderr)
	}
	text, err := os.ReadFile(llPath)
	if err != nil || !strings.Contains(string(text), `define internal i64 @"f[int]"(i64`) {
		t.Errorf("LLVM output lacks the realized f[int]:\n%.600s", text)
	}
	stdout, stderr, status := kilnCmd(t, nil, "build", "-emit", "ir", "-o", "-", prog)
	if status != 0 || !strings.Contains(stdout, `(func "f[int]"`) {
		t.Errorf("build -emit ir -o - before the file: status %d, stdout:\n%s\nstderr:\n%s", status, stdout, stderr)
	}
	exe := filepath.Join(dir, "prog")
	if _, stderr, status := kilnCmd(t, nil, "build", prog, "-release", "-o", exe); status != 0 {
		t.Fatalf("build -release: %s", stderr)
	}
	out, err := exec.Command(exe).Output()
	if err != nil || string(out) != "42\n" {
		t.Errorf("built program printed %q (%v), want \"42\\n\"", out, err)
	}
}

func TestRunCachesExecutable(t *testing.T) {
	prog := writeProgram(t, "print(6 * 7)\n")
	cache := "KILN_CACHE=" + t.TempDir()
	cmd := func() (string, string) {
		c := exec.Command(kiln(t), "run", "-log", "t", prog)
		c.Env = append(os.Environ(), cache)
		var stdout, stderr bytes.Buffer
		c.Stdout, c.Stderr = &stdout, &stderr
		if err := c.Run(); err != nil {
			t.Fatalf("kiln run: %v\n%s", err, stderr.String())
		}
		return stdout.String(), stderr.String()
	}
	out1, log1 := cmd()
	out2, log2 := cmd()
	if out1 != "42\n" || out2 != "42\n" {
		t.Errorf("outputs %q and %q, want 42", out1, out2)
	}
	if !strings.Contains(log1, "kiln: parse") || !strings.Contains(log1, "kiln: clang") {
		t.Errorf("first run should compile and log its stages; log:\n%s", log1)
	}
	if log2 != "" {
		t.Errorf("second run should start from the cache without compiling; log:\n%s", log2)
	}
	// A changed source is compiled again.
	if err := os.WriteFile(prog, []byte("print(6 * 8)\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if out3, _ := cmd(); out3 != "48\n" {
		t.Errorf("after editing the source, output %q, want 48", out3)
	}
}

func TestRunPassesArgsAndExitStatus(t *testing.T) {
	prog := writeProgram(t, "print(\"start\")\nx = 0\nprint(1 // x)\n")
	stdout, stderr, status := kilnCmd(t, nil, "run", prog, "--", "-release", "arg")
	if status != 1 {
		t.Errorf("program error: exit status %d, want 1", status)
	}
	if stdout != "start\n" || !strings.Contains(stderr, "ZeroDivisionError: integer division or modulo by zero") {
		t.Errorf("stdout %q stderr %q", stdout, stderr)
	}
}

func TestMissingToolchain(t *testing.T) {
	prog := writeProgram(t, "print(1)\n")
	_, stderr, status := kilnCmd(t, []string{"KILN_CLANG=/nonexistent/clang"}, "build", prog, "-o", filepath.Join(t.TempDir(), "x"))
	if status != 1 || !strings.Contains(stderr, "no clang of version 15 or newer found") ||
		!strings.Contains(stderr, "apt-get install clang-19 libgc-dev") {
		t.Errorf("status %d, stderr:\n%s", status, stderr)
	}
}

// Kiln's int is 64-bit: arithmetic that leaves the range raises OverflowError instead of
// growing (docs/language.md). CPython cannot produce this output, so it is checked here.
func TestIntOverflowRaises(t *testing.T) {
	for _, expr := range []string{"big * 4", "big + big", "-big - big - 2", "2 ** 64", "1 << 63", "-(-big - big)"} {
		prog := writeProgram(t, "big = 4611686018427387904\nprint(\"before\")\nprint("+expr+")\n")
		for _, mode := range []string{"", "-release"} {
			args := []string{"run", prog}
			if mode != "" {
				args = append(args, mode)
			}
			stdout, stderr, status := kilnCmd(t, nil, args...)
			if status != 1 || stdout != "before\n" || !strings.HasPrefix(lastLine(stderr), "OverflowError: ") {
				t.Errorf("%s %s: status %d, stdout %q, stderr %q", expr, mode, status, stdout, stderr)
			}
		}
	}
}

// Unbounded recursion through a recursive sum, which release builds run partly as a loop
// (passes/tailacc.go), still exhausts the stack into RecursionError (docs/language.md), in
// both orders of the sum. CPython's traceback differs, so it is checked here.
func TestTailSumRecursionError(t *testing.T) {
	for _, ret := range []string{"1 + f(n + 1)", "f(n + 1) + 1", "f(n + 1) + f(n + 2)"} {
		prog := writeProgram(t, "def f(n: int) -> int:\n    if n < 0:\n        return 0\n    return "+ret+
			"\n\n\nprint(\"before\")\nprint(f(0))\n")
		for _, mode := range []string{"", "-release"} {
			args := []string{"run", prog}
			if mode != "" {
				args = append(args, mode)
			}
			stdout, stderr, status := kilnCmd(t, nil, args...)
			if status != 1 || stdout != "before\n" || lastLine(stderr) != "RecursionError: maximum recursion depth exceeded" {
				t.Errorf("%s %s: status %d, stdout %q, stderr %q", ret, mode, status, stdout, stderr)
			}
		}
	}
}

// A compile error in check mode needs no clang at all.
func TestCheckNeedsNoToolchain(t *testing.T) {
	prog := writeProgram(t, "x = 1\nx = 2.5\n")
	_, stderr, status := kilnCmd(t, []string{"KILN_CLANG=/nonexistent/clang"}, "check", prog)
	if status != 1 || !strings.Contains(stderr, "prog.py:2:5: error: cannot assign float to \"x\", which holds int") {
		t.Errorf("status %d, stderr:\n%s", status, stderr)
	}
}

// lastLine returns the last line of s.
func lastLine(s string) string {
	lines := strings.Split(strings.TrimRight(s, "\n"), "\n")
	return lines[len(lines)-1]
}
