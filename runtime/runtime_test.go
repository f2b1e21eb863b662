// Tests for the C runtime: compiles kiln.c with clang and checks formatting, output buffering and crash handling.
package runtime

import (
	"bytes"
	"errors"
	"fmt"
	"math"
	"math/rand"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"testing"
)

var (
	buildOnce sync.Once
	driverBin string
	buildErr  error
	buildDir  string
)

func findClang() string {
	for _, name := range []string{"clang-19", "clang"} {
		if p, err := exec.LookPath(name); err == nil {
			return p
		}
	}
	return ""
}

// driver compiles the embedded runtime together with testdata/driver.c once
// per test binary and returns the executable's path.
func driver(t *testing.T) string {
	t.Helper()
	cc := findClang()
	if cc == "" {
		t.Skip("neither clang-19 nor clang found")
	}
	buildOnce.Do(func() {
		dir, err := os.MkdirTemp("", "kiln-runtime-test")
		if err != nil {
			buildErr = err
			return
		}
		buildDir = dir
		if err := os.WriteFile(filepath.Join(dir, "kiln.c"), Source, 0o644); err != nil {
			buildErr = err
			return
		}
		if err := os.WriteFile(filepath.Join(dir, "kiln.h"), Header, 0o644); err != nil {
			buildErr = err
			return
		}
		if err := os.WriteFile(filepath.Join(dir, "unicode_db.h"), UnicodeDB, 0o644); err != nil {
			buildErr = err
			return
		}
		drv, err := filepath.Abs(filepath.Join("testdata", "driver.c"))
		if err != nil {
			buildErr = err
			return
		}
		obj := filepath.Join(dir, "kiln.o")
		cmds := [][]string{
			{cc, "-std=c11", "-Wall", "-Wextra", "-Werror", "-O2", "-c", filepath.Join(dir, "kiln.c"), "-o", obj},
			// -O0 keeps the unbounded recursion in the driver a real recursion.
			{cc, "-O0", "-I", dir, drv, obj, "-lgc", "-lm", "-o", filepath.Join(dir, "driver")},
		}
		for _, c := range cmds {
			out, err := exec.Command(c[0], c[1:]...).CombinedOutput()
			if err != nil {
				buildErr = fmt.Errorf("%s: %v\n%s", strings.Join(c, " "), err, out)
				return
			}
		}
		driverBin = filepath.Join(dir, "driver")
	})
	if buildErr != nil {
		t.Fatalf("building runtime test driver: %v", buildErr)
	}
	return driverBin
}

func TestMain(m *testing.M) {
	code := m.Run()
	if buildDir != "" {
		os.RemoveAll(buildDir)
	}
	os.Exit(code)
}

type result struct {
	stdout, stderr string
	combined       string
	code           int
}

// run executes the driver. It runs it twice: once with stdout and stderr
// captured separately, and once with both on a single pipe so combined shows
// the order in which they were written.
func run(t *testing.T, stdin string, args ...string) result {
	t.Helper()
	bin := driver(t)
	var stdout, stderr, combined bytes.Buffer
	cmd := exec.Command(bin, args...)
	cmd.Stdin = strings.NewReader(stdin)
	cmd.Stdout = &stdout
	cmd.Stderr = &stderr
	err := cmd.Run()
	code := 0
	var ee *exec.ExitError
	if errors.As(err, &ee) {
		code = ee.ExitCode()
	} else if err != nil {
		t.Fatalf("running driver: %v", err)
	}
	cmd = exec.Command(bin, args...)
	cmd.Stdin = strings.NewReader(stdin)
	cmd.Stdout = &combined
	cmd.Stderr = &combined // same writer: the child gets one pipe for both
	if err := cmd.Run(); err != nil && !errors.As(err, &ee) {
		t.Fatalf("running driver: %v", err)
	}
	return result{stdout.String(), stderr.String(), combined.String(), code}
}

func floatCases() []float64 {
	vals := []float64{
		0, math.Copysign(0, -1), math.Inf(1), math.Inf(-1),
		1, -1, 0.5, 2, 10, 100, 0.1, 0.2, 0.3, 0.1 + 0.2, 1.0 / 3, 2.0 / 3, -1.0 / 3,
		math.Pi, math.E, math.MaxFloat64, -math.MaxFloat64,
		math.SmallestNonzeroFloat64, 2.2250738585072014e-308, 2.225073858507201e-308,
		1e16, 1e15, 9999999999999998, 1e16 - 2, 1e16 + 2, 1234567890123456, 12345678901234567,
		123.456, 0.0001, 0.00001, 0.00012345, 1.5e-7, 1e22, 1e23, 5e-324, 9007199254740993,
		1.2345678901234568e+17, 3.14, 2.718281828459045, 1e300 * 10,
	}
	for e := -30; e <= 30; e++ {
		v, _ := strconv.ParseFloat("1e"+strconv.Itoa(e), 64)
		vals = append(vals, v, -v, 1.5*v, v*7/3)
	}
	for e := -1074; e <= 1023; e++ {
		v := math.Ldexp(1, e)
		vals = append(vals, v, math.Nextafter(v, 0), math.Nextafter(v, math.Inf(1)))
	}
	r := rand.New(rand.NewSource(1))
	for i := 0; i < 4000; i++ {
		v := math.Float64frombits(r.Uint64())
		if math.IsNaN(v) {
			continue
		}
		vals = append(vals, v)
	}
	for i := 0; i < 2000; i++ {
		// short decimals and ordinary-looking numbers
		vals = append(vals, float64(r.Intn(2000000)-1000000)/float64(int(1)<<uint(r.Intn(12))))
		vals = append(vals, float64(r.Int63n(1000000))/1000)
		vals = append(vals, r.Float64()*math.Pow(10, float64(r.Intn(44)-22)))
	}
	return vals
}

func TestFloatRepr(t *testing.T) {
	bin := driver(t) // skip early without clang
	_ = bin
	if _, err := exec.LookPath("python3"); err != nil {
		t.Skip("python3 not found")
	}
	vals := floatCases()
	var in strings.Builder
	for _, v := range vals {
		in.WriteString(strconv.FormatFloat(v, 'x', -1, 64))
		in.WriteByte('\n')
	}
	in.WriteString("nan\n") // NaN separately: Go formats it as "NaN", fine for both sides
	hexFile := filepath.Join(t.TempDir(), "floats.txt")
	if err := os.WriteFile(hexFile, []byte(in.String()), 0o644); err != nil {
		t.Fatal(err)
	}
	py := exec.Command("python3", "-c",
		"import sys\nfor l in open(sys.argv[1]):\n    l = l.strip()\n    if l: print(repr(float.fromhex(l)))",
		hexFile)
	want, err := py.Output()
	if err != nil {
		t.Fatalf("python3: %v", err)
	}
	res := run(t, in.String(), "float")
	if res.code != 0 {
		t.Fatalf("driver exit %d: %s", res.code, res.stderr)
	}
	inLines := strings.Split(strings.TrimSpace(in.String()), "\n")
	wantLines := strings.Split(strings.TrimSpace(string(want)), "\n")
	gotLines := strings.Split(strings.TrimSpace(res.stdout), "\n")
	if len(wantLines) != len(inLines) || len(gotLines) != len(inLines) {
		t.Fatalf("line counts: input %d, python %d, kiln %d", len(inLines), len(wantLines), len(gotLines))
	}
	bad := 0
	for i := range inLines {
		if gotLines[i] != wantLines[i] {
			bad++
			if bad <= 20 {
				t.Errorf("repr(%s): kiln %q, python %q", inLines[i], gotLines[i], wantLines[i])
			}
		}
	}
	if bad > 0 {
		t.Errorf("%d of %d values differ", bad, len(inLines))
	}
	t.Logf("compared %d doubles", len(inLines))
}

func TestIntStr(t *testing.T) {
	vals := []int64{0, 1, -1, 9, 10, -10, 99, 100, 12345, -12345,
		math.MaxInt32, math.MinInt32, math.MaxInt32 + 1, math.MinInt32 - 1,
		math.MaxInt64, math.MinInt64, math.MaxInt64 - 1, math.MinInt64 + 1,
		1000000000000000000, -999999999999999999}
	var in, want strings.Builder
	for _, v := range vals {
		fmt.Fprintf(&in, "%d\n", v)
		fmt.Fprintf(&want, "%s\n", strconv.FormatInt(v, 10))
	}
	res := run(t, in.String(), "int")
	if res.code != 0 || res.stdout != want.String() {
		t.Errorf("int_str: exit %d\ngot:\n%s\nwant:\n%s", res.code, res.stdout, want.String())
	}
}

func TestOutputAndRaise(t *testing.T) {
	res := run(t, "", "output")
	var want strings.Builder
	for i := 0; i < 50000; i++ {
		fmt.Fprintf(&want, "line %d\n", i)
	}
	want.WriteString(strings.Repeat("x", 200000))
	want.WriteString("\nend\n")
	if res.code != 1 {
		t.Errorf("exit code %d, want 1", res.code)
	}
	if res.stdout != want.String() {
		t.Errorf("stdout differs: got %d bytes, want %d", len(res.stdout), want.Len())
	}
	if res.stderr != "ValueError: boom\n" {
		t.Errorf("stderr = %q", res.stderr)
	}
	if res.combined != want.String()+"ValueError: boom\n" {
		t.Errorf("error was not written after all of stdout was flushed")
	}

	res = run(t, "", "raise-nomsg")
	if res.code != 1 || res.combined != "before\nMemoryError\n" {
		t.Errorf("raise without message: exit %d, output %q", res.code, res.combined)
	}
}

func TestArgsAndAlloc(t *testing.T) {
	res := run(t, "", "args", "a b", "c")
	if lines := strings.Split(res.stdout, "\n"); len(lines) != 5 || lines[1] != "args" || lines[2] != "a b" || lines[3] != "c" {
		t.Errorf("argv: %q", res.stdout)
	}
	res = run(t, "", "alloc")
	if res.code != 0 || res.stdout != "19999900000\n" {
		t.Errorf("alloc: exit %d, stdout %q, stderr %q", res.code, res.stdout, res.stderr)
	}
}

// TestHugeHeap checks that a heap grown past 8 MiB is advised as transparent huge pages
// (runtime's heap_grown), where the system gives them on advice.
func TestHugeHeap(t *testing.T) {
	mode, err := os.ReadFile("/sys/kernel/mm/transparent_hugepage/enabled")
	if err != nil || !bytes.Contains(mode, []byte("[madvise]")) {
		t.Skip("transparent huge pages are not given on advice here")
	}
	res := run(t, "", "huge")
	if res.code != 0 || res.stdout != "huge\n" {
		t.Errorf("huge: exit %d, stdout %q, stderr %q", res.code, res.stdout, res.stderr)
	}
}

func TestStackOverflow(t *testing.T) {
	res := run(t, "", "recurse")
	if res.code != 1 {
		t.Errorf("exit code %d, want 1 (stderr %q)", res.code, res.stderr)
	}
	if res.stderr != "RecursionError: maximum recursion depth exceeded\n" {
		t.Errorf("stderr = %q", res.stderr)
	}
	if res.stdout != "before recursion\n" {
		t.Errorf("stdout = %q", res.stdout)
	}
}

func TestSegfault(t *testing.T) {
	res := run(t, "", "segv")
	if res.code != 139 {
		t.Errorf("exit code %d, want 139", res.code)
	}
	if res.stderr != "Fatal Python error: Segmentation fault\n" {
		t.Errorf("stderr = %q", res.stderr)
	}
}

func TestHash(t *testing.T) {
	h := Hash()
	if len(h) != 16 || h != Hash() {
		t.Errorf("Hash() = %q", h)
	}
	if len(Source) == 0 || len(Header) == 0 {
		t.Error("embedded sources are empty")
	}
}
