// End-to-end tests: programs compiled by Kiln must print what CPython prints, and programs Kiln
// must refuse must be refused with the expected error on the expected line.
//
// tests/run/NAME.py is compiled by Kiln and its output compared with NAME.out (and NAME.err),
// which -update writes by running NAME.py under CPython; NAME.in, if present, is the standard
// input of both. A program using what CPython cannot
// run (Kiln's @extend) comes with a twin, NAME.cpython.py: the same program in plain Python
// (an extension's methods written as functions, x.double() as double(x)). -update then runs
// the twin for the expected output, and the twin itself is not a Kiln test.
package tests

import (
	"bytes"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"runtime"
	"strings"
	"sync"
	"testing"
)

var update = flag.Bool("update", false, "regenerate tests/run/*.out (and .err) by running python3 (on NAME.cpython.py where it exists)")

var (
	buildOnce sync.Once
	kilnPath  string
	buildErr  error
)

// kiln builds the compiler once per test run, into a temporary directory.
func kiln(t *testing.T) string {
	t.Helper()
	buildOnce.Do(func() {
		dir, err := os.MkdirTemp("", "kiln-e2e-")
		if err != nil {
			buildErr = err
			return
		}
		kilnPath = filepath.Join(dir, "kiln")
		out, err := exec.Command("go", "build", "-o", kilnPath, "kiln/cmd/kiln").CombinedOutput()
		if err != nil {
			buildErr = fmt.Errorf("go build: %v\n%s", err, out)
		}
	})
	if buildErr != nil {
		t.Fatal(buildErr)
	}
	return kilnPath
}

// limit bounds how many programs compile at once (clang is the heavy part).
var limit = make(chan struct{}, runtime.NumCPU())

func programs(t *testing.T, dir string) []string {
	all, err := filepath.Glob(filepath.Join(dir, "*.py"))
	var files []string
	for _, f := range all {
		if !strings.HasSuffix(f, cpythonTwin) {
			files = append(files, f)
		}
	}
	if err != nil || len(files) == 0 {
		t.Fatalf("no programs in %s", dir)
	}
	return files
}

// cpythonTwin ends the name of the plain-Python twin of a Kiln program that CPython cannot run:
// NAME.cpython.py gives the expected output of NAME.py.
const cpythonTwin = ".cpython.py"

// expectedSource returns the program CPython runs for prog's expected output: its twin if it
// has one, else prog itself.
func expectedSource(prog string) string {
	twin := strings.TrimSuffix(prog, ".py") + cpythonTwin
	if _, err := os.Stat(twin); err == nil {
		return twin
	}
	return prog
}

// expectedError is what a .err file holds: CPython's exit status, then its stderr (the
// traceback) without the marker lines and with file paths reduced to the program's name.
type expectedError struct {
	status int
	stderr string
}

func readExpectedError(path string) (*expectedError, error) {
	data, err := os.ReadFile(path)
	if errors.Is(err, os.ErrNotExist) {
		return nil, nil
	}
	if err != nil {
		return nil, err
	}
	var e expectedError
	lines := strings.SplitN(strings.TrimRight(string(data), "\n"), "\n", 2)
	if _, err := fmt.Sscanf(lines[0], "exit %d", &e.status); err != nil {
		return nil, fmt.Errorf("%s: want 'exit N' then the stderr lines", path)
	}
	if len(lines) == 2 {
		e.stderr = normalizeStderr(lines[1])
	}
	return &e, nil
}

var (
	// markerLine is a line of CPython's traceback that only underlines part of the line above.
	markerLine = regexp.MustCompile(`^\s*[~^]+\s*$`)
	// tracebackFile is a traceback's file name: CPython prints the path it was given.
	tracebackFile = regexp.MustCompile(`^(\s*File ")(?:[^"]*/)?([^"/]*?)(?:\.cpython)?\.py"`)
)

// normalizeStderr drops the marker lines of a traceback and reduces its file paths to the
// program's name (a twin's to the program's), so Kiln's stderr compares with CPython's.
func normalizeStderr(s string) string {
	var out []string
	for _, l := range strings.Split(strings.TrimRight(s, "\n"), "\n") {
		if markerLine.MatchString(l) {
			continue
		}
		out = append(out, tracebackFile.ReplaceAllString(l, "${1}${2}.py\""))
	}
	return strings.Join(out, "\n")
}

func exitStatus(err error) int {
	var ee *exec.ExitError
	if errors.As(err, &ee) {
		return ee.ExitCode()
	}
	if err != nil {
		return -1
	}
	return 0
}

// pythonFor returns the CPython that produces a program's expected output: python3, or for a
// program whose first line is "# python: 3.12" (syntax newer than python3 knows, such as
// PEP 695 generics) $KILN_PYTHON312, else python3.12 on PATH, else pyenv's 3.12 or newer.
func pythonFor(t *testing.T, prog string) string {
	src, err := os.ReadFile(prog)
	if err != nil {
		t.Fatal(err)
	}
	if strings.HasPrefix(string(src), "# python: 3.12\n") {
		candidates := []string{"python3.12"}
		if p := os.Getenv("KILN_PYTHON312"); p != "" {
			candidates = []string{p}
		} else {
			// pyenv's, where this project's machines keep a 3.12 (its python3.12 shim on
			// PATH fails when that version is not the selected one)
			home, _ := os.UserHomeDir()
			found, _ := filepath.Glob(filepath.Join(home, ".pyenv/versions/3.1[2-9]*/bin/python3"))
			candidates = append(candidates, found...)
		}
		for _, p := range candidates {
			check := exec.Command(p, "-c", "import sys; sys.exit(sys.version_info < (3, 12))")
			if check.Run() == nil {
				return p
			}
		}
		t.Fatalf("%s needs CPython 3.12 or newer for its expected output: set KILN_PYTHON312 (tried %s)", prog, strings.Join(candidates, ", "))
	}
	return "python3"
}

func regenerate(t *testing.T, prog string) {
	base := strings.TrimSuffix(prog, ".py")
	src := expectedSource(prog)
	cmd := exec.Command(pythonFor(t, src), filepath.Base(src))
	cmd.Dir = filepath.Dir(src)
	cmd.Stdin = stdinFor(t, prog)
	var stdout, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	err := cmd.Run()
	if err := os.WriteFile(base+".out", stdout.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
	os.Remove(base + ".err")
	if status := exitStatus(err); status != 0 {
		text := fmt.Sprintf("exit %d\n%s\n", status, normalizeStderr(stderr.String()))
		if err := os.WriteFile(base+".err", []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
}

// TestRun compiles every tests/run program in debug and release mode and compares its output
// with CPython's.
func TestRun(t *testing.T) {
	k := kiln(t)
	cache := t.TempDir()
	for _, prog := range programs(t, "run") {
		prog := prog
		name := strings.TrimSuffix(filepath.Base(prog), ".py")
		// One subtest per program, so that -update with -run 'TestRun/NAME$' regenerates
		// only the programs selected.
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			runProgram(t, k, cache, prog, name)
		})
	}
}

// runProgram compiles one tests/run program in debug and release mode (subtests NAME/debug
// and NAME/release) and compares its output with the expected one, first regenerated under
// -update.
func runProgram(t *testing.T, k, cache, prog, name string) {
	if *update {
		regenerate(t, prog)
	}
	want, err := os.ReadFile(strings.TrimSuffix(prog, ".py") + ".out")
	if err != nil {
		t.Fatalf("%v (run go test ./tests -update to create it with python3)", err)
	}
	wantErr, err := readExpectedError(strings.TrimSuffix(prog, ".py") + ".err")
	if err != nil {
		t.Fatal(err)
	}
	for _, mode := range []string{"debug", "release"} {
		mode := mode
		t.Run(mode, func(t *testing.T) {
			t.Parallel()
			limit <- struct{}{}
			defer func() { <-limit }()
			exe := filepath.Join(t.TempDir(), name)
			args := []string{"build", prog, "-o", exe}
			if mode == "release" {
				args = append(args, "-release")
			}
			cmd := exec.Command(k, args...)
			cmd.Env = append(os.Environ(), "KILN_CACHE="+cache, "KILN_VERIFY_PASSES=1")
			if out, err := cmd.CombinedOutput(); err != nil {
				t.Fatalf("kiln %s: %v\n%s", strings.Join(args, " "), err, out)
			}
			run := exec.Command(exe)
			run.Stdin = stdinFor(t, prog)
			var stdout, stderr bytes.Buffer
			run.Stdout, run.Stderr = &stdout, &stderr
			err := run.Run()
			if got := stdout.String(); got != string(want) {
				t.Errorf("stdout differs from CPython's\n%s", diff(string(want), got))
			}
			status := exitStatus(err)
			switch {
			case wantErr == nil && status != 0:
				t.Errorf("exit status %d, want 0; stderr:\n%s", status, stderr.String())
			case wantErr != nil && status != wantErr.status:
				t.Errorf("exit status %d, want %d; stderr:\n%s", status, wantErr.status, stderr.String())
			case wantErr != nil && normalizeStderr(stderr.String()) != wantErr.stderr:
				t.Errorf("stderr differs from CPython's\n%s", diff(wantErr.stderr, normalizeStderr(stderr.String())))
			}
		})
	}
}

// diff shows the first differing line of two outputs.
func diff(want, got string) string {
	w, g := strings.Split(want, "\n"), strings.Split(got, "\n")
	for i := 0; i < len(w) || i < len(g); i++ {
		var wl, gl string
		if i < len(w) {
			wl = w[i]
		}
		if i < len(g) {
			gl = g[i]
		}
		if wl != gl {
			return fmt.Sprintf("line %d:\n  CPython: %q\n  Kiln:    %q", i+1, wl, gl)
		}
	}
	return "(same lines, different bytes)"
}

var errorMark = regexp.MustCompile(`#\s*ERROR\s+"((?:[^"\\]|\\.)*)"`)

// TestErrors checks that every tests/errors program is refused with exit status 1, a
// positioned message on the marked line matching the mark's regexp, the source line and a caret,
// and never a compiler crash.
func TestErrors(t *testing.T) {
	k := kiln(t)
	for _, prog := range programs(t, "errors") {
		prog := prog
		t.Run(strings.TrimSuffix(filepath.Base(prog), ".py"), func(t *testing.T) {
			t.Parallel()
			src, err := os.ReadFile(prog)
			if err != nil {
				t.Fatal(err)
			}
			line, pattern := 0, ""
			for i, l := range strings.Split(string(src), "\n") {
				if m := errorMark.FindStringSubmatch(l); m != nil {
					line, pattern = i+1, strings.ReplaceAll(m[1], `\"`, `"`)
					break
				}
			}
			if line == 0 {
				t.Fatalf("%s has no # ERROR \"regexp\" mark", prog)
			}
			re, err := regexp.Compile(pattern)
			if err != nil {
				t.Fatalf("bad regexp: %v", err)
			}
			// build runs every stage that can refuse a program.
			cmd := exec.Command(k, "build", prog, "-o", filepath.Join(t.TempDir(), "a.out"))
			cmd.Env = append(os.Environ(), "KILN_CACHE="+t.TempDir())
			out, err := cmd.CombinedOutput()
			text := string(out)
			if status := exitStatus(err); status != 1 {
				t.Fatalf("exit status %d, want 1; output:\n%s", status, text)
			}
			if strings.Contains(text, "internal compiler error") || strings.Contains(text, "goroutine ") {
				t.Fatalf("compiler crashed:\n%s", text)
			}
			head := regexp.MustCompile(`(?m)^` + regexp.QuoteMeta(prog) + `:(\d+):(\d+): error: (.*)$`)
			m := head.FindStringSubmatch(text)
			if m == nil {
				t.Fatalf("no 'file:line:col: error:' line in:\n%s", text)
			}
			if m[1] != fmt.Sprint(line) {
				t.Errorf("error reported on line %s, want %d:\n%s", m[1], line, text)
			}
			if !re.MatchString(m[3]) {
				t.Errorf("message %q does not match %q", m[3], pattern)
			}
			lines := strings.Split(text, "\n")
			if len(lines) < 3 || !strings.HasPrefix(strings.TrimSpace(lines[2]), "^") {
				t.Errorf("want the source line and a caret under the message:\n%s", text)
			}
		})
	}
}

// stdinFor returns what a test program reads on stdin: NAME.in beside NAME.py, or nothing.
func stdinFor(t *testing.T, prog string) io.Reader {
	data, err := os.ReadFile(strings.TrimSuffix(prog, ".py") + ".in")
	if errors.Is(err, os.ErrNotExist) {
		return nil
	}
	if err != nil {
		t.Fatal(err)
	}
	return bytes.NewReader(data)
}
