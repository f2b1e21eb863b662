// The optimised code of a for loop over a generator that does not escape the loop: after
// clang -O3 it is a plain loop, the generator's frame on the stack (CoroElide) and its body
// inlined, with no allocation and no coroutine left.
package tests

import (
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"kiln/driver"
)

const genLoopSrc = `def gen(n):
    i = 0
    while i < n:
        yield i
        i += 1


@export
def total(n: int) -> int:
    s = 0
    for i in gen(n):
        s += i
    return s
`

// optimizedFunc compiles src as a release shared library's LLVM IR, optimises it as the
// release build does (clang -O3) and returns the optimised module and the body of the
// exported function name.
func optimizedFunc(t *testing.T, src, name string) (module, body string) {
	t.Helper()
	clang := clangPath(t)
	dir := t.TempDir()
	path := filepath.Join(dir, "prog.py")
	if err := os.WriteFile(path, []byte(src), 0o644); err != nil {
		t.Fatal(err)
	}
	res, err := driver.Compile(path, []byte(src), &driver.Options{Release: true, Output: driver.Lib}, false)
	if err != nil || res.LLVM == "" {
		t.Fatalf("compile: %v\n%s", err, res.Diagnostics())
	}
	ll := filepath.Join(dir, "prog.ll")
	if err := os.WriteFile(ll, []byte(res.LLVM), 0o644); err != nil {
		t.Fatal(err)
	}
	out, err := exec.Command(clang, "-O3", "-ffp-contract=off", "-Wno-override-module", "-S", "-emit-llvm",
		"-x", "ir", ll, "-o", "-").CombinedOutput()
	if err != nil {
		t.Fatalf("clang -O3: %v\n%s", err, out)
	}
	module = string(out)
	m := regexp.MustCompile(`(?ms)^define [^\n]*@` + name + `\(.*?^}`).FindString(module)
	if m == "" {
		t.Fatalf("no function @%s in the optimised module:\n%s", name, module)
	}
	return module, m
}

func TestGeneratorLoopOptimizedAway(t *testing.T) {
	module, body := optimizedFunc(t, genLoopSrc, "total")
	for _, bad := range []string{"kiln_alloc", "GC_malloc", "llvm.coro.", "@\"gen[int]"} {
		if strings.Contains(body, bad) {
			t.Errorf("the optimised loop still has %q:\n%s", bad, body)
		}
	}
	if strings.Contains(module, "llvm.coro.") {
		t.Errorf("the optimised module still has coroutine intrinsics")
	}
	// A plain loop: a block that branches back to itself or an earlier one, with a phi.
	if !strings.Contains(body, "phi i64") {
		t.Errorf("the optimised function has no loop:\n%s", body)
	}
}
