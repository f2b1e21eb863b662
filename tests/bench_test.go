// The benchmark programs at a small size: bench/programs/NAME.py built by Kiln (-release, as
// the harness builds it), its Numba version bench/numba/NAME.py and its C reference
// bench/c/NAME.c must print what python3 prints for the same size argument, so that a change to
// Kiln, or to a program, cannot break a benchmark unnoticed until the next `make bench`.
package tests

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

// benchTestSizes is the size (first argument) each benchmark program runs at here: small
// enough that Kiln's executable takes a few milliseconds and python3 well under a second. The
// sizes `make bench` uses are in bench/harness (defaultSizes).
var benchTestSizes = map[string]int{
	"binary_trees":   8,      // MAX_DEPTH
	"dict_count":     1,      // ROUNDS
	"exceptions":     3000,   // N
	"fannkuch_redux": 6,      // N
	"fib":            18,     // n
	"float_loop":     100000, // N
	"gen_reduce":     30,     // N
	"generators":     1,      // ROUNDS
	"mandelbrot":     60,     // SIZE
	"nbody":          1000,   // STEPS
	"nqueens":        7,      // N
	"primes":         1,      // ROUNDS
	"raytrace":       24,     // WIDTH = HEIGHT
	"richards":       1,      // ITERATIONS
	"set_algebra":    1,      // ROUNDS
	"set_partition":  6,      // N
	"sort_ints":      2000,   // N
	"sort_strs":      1,      // ROUNDS
	"spectral_norm":  30,     // N
	"str_concat":     2000,   // N
	"str_split_join": 1,      // ROUNDS
	"word_frequency": 3000,   // WORDS
}

// TestBench runs every benchmark program under python3, Kiln, Numba (when `import numba` works
// under /usr/bin/python3 or python3) and C (when gcc, clang-19 or clang is found) at its size in
// benchTestSizes, and compares each output with python3's.
func TestBench(t *testing.T) {
	k := kiln(t)
	cache := t.TempDir()
	progs, err := filepath.Glob("../bench/programs/*.py")
	if err != nil || len(progs) == 0 {
		t.Fatalf("no programs in ../bench/programs")
	}
	numbaPy := ""
	for _, py := range []string{"/usr/bin/python3", "python3"} {
		if exec.Command(py, "-c", "import numba").Run() == nil {
			numbaPy = py
			break
		}
	}
	cc := ""
	for _, name := range []string{"gcc", "clang-19", "clang"} {
		if p, err := exec.LookPath(name); err == nil {
			cc = p
			break
		}
	}
	for _, prog := range progs {
		prog := prog
		name := strings.TrimSuffix(filepath.Base(prog), ".py")
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			size, ok := benchTestSizes[name]
			if !ok {
				t.Fatalf("%s has no size in benchTestSizes (tests/bench_test.go)", name)
			}
			arg := strconv.Itoa(size)
			want := benchOutput(t, "python3", prog, arg)
			dir := t.TempDir()

			t.Run("kiln", func(t *testing.T) {
				exe := filepath.Join(dir, name)
				benchCompile(t, cache, k, "build", "-release", prog, "-o", exe)
				benchCompare(t, want, benchOutput(t, exe, arg))
			})
			if nsrc := filepath.Join("../bench/numba", name+".py"); exists(nsrc) {
				t.Run("numba", func(t *testing.T) {
					if numbaPy == "" {
						t.Skip("numba is not installed (import numba fails under /usr/bin/python3 and python3)")
					}
					benchCompare(t, want, benchOutput(t, numbaPy, nsrc, arg))
				})
			}
			if csrc := filepath.Join("../bench/c", name+".c"); exists(csrc) {
				t.Run("c", func(t *testing.T) {
					if cc == "" {
						t.Skip("no C compiler (gcc, clang-19, clang)")
					}
					exe := filepath.Join(dir, name+".c.exe")
					benchCompile(t, cache, cc, "-O2", "-o", exe, csrc, "-lm")
					benchCompare(t, want, benchOutput(t, exe, arg))
				})
			}
		})
	}
}

// benchCompile runs a compiler (at most runtime.NumCPU() at once, with the e2e tests' limit).
func benchCompile(t *testing.T, cache string, argv ...string) {
	t.Helper()
	limit <- struct{}{}
	defer func() { <-limit }()
	cmd := exec.Command(argv[0], argv[1:]...)
	cmd.Env = append(os.Environ(), "KILN_CACHE="+cache)
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("%s: %v\n%s", strings.Join(argv, " "), err, out)
	}
}

// benchOutput runs argv and returns its standard output, failing the test unless it exits 0.
func benchOutput(t *testing.T, argv ...string) string {
	t.Helper()
	cmd := exec.Command(argv[0], argv[1:]...)
	var stdout, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	if err := cmd.Run(); err != nil {
		t.Fatalf("%s: %v\n%s", strings.Join(argv, " "), err, stderr.String())
	}
	return stdout.String()
}

func benchCompare(t *testing.T, want, got string) {
	t.Helper()
	if want == "" {
		t.Fatalf("python3 printed nothing")
	}
	if got != want {
		t.Errorf("output differs from python3's\n%s", diff(want, got))
	}
}

func exists(path string) bool {
	_, err := os.Stat(path)
	return err == nil
}
