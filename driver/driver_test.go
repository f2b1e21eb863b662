package driver

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// FuzzCompile runs every stage but clang on arbitrary input: whatever the input, the result must
// be diagnostics or LLVM text, never a panic (which Compile turns into an InternalError).
//
//	go test ./driver -run XXX -fuzz FuzzCompile -fuzztime 60s
func FuzzCompile(f *testing.F) {
	for _, dir := range []string{"../tests/run", "../tests/errors", "../examples", "../bench/programs"} {
		files, _ := filepath.Glob(filepath.Join(dir, "*.py"))
		for _, name := range files {
			if src, err := os.ReadFile(name); err == nil {
				f.Add(src)
			}
		}
	}
	f.Fuzz(func(t *testing.T, src []byte) {
		res, err := Compile("fuzz.py", src, &Options{VerifyPasses: true, Release: true}, false)
		var ice *InternalError
		if errors.As(err, &ice) {
			t.Fatalf("%v\nprogram:\n%s", ice, src)
		}
		if err == nil && len(res.Errors) == 0 && !strings.Contains(res.LLVM, "define i32 @main") {
			t.Fatalf("no diagnostics and no main function for:\n%s", src)
		}
	})
}

func TestCompileReportsDiagnostics(t *testing.T) {
	res, err := Compile("p.py", []byte("x = 1\nx = 'a'\n"), &Options{}, true)
	if err != nil {
		t.Fatal(err)
	}
	d := res.Diagnostics()
	if !strings.HasPrefix(d, "p.py:2:5: error: cannot assign str to \"x\", which holds int\n    x = 'a'\n        ^\n") {
		t.Errorf("diagnostics:\n%s", d)
	}
}

func TestTimingsLogged(t *testing.T) {
	var log strings.Builder
	_, err := Compile("p.py", []byte("print(1)\n"), &Options{Log: "t", LogTo: &log}, false)
	if err != nil {
		t.Fatal(err)
	}
	for _, stage := range []string{"parse", "check", "lower", "passes", "codegen"} {
		if !strings.Contains(log.String(), "kiln: "+stage) {
			t.Errorf("no %s timing in:\n%s", stage, log.String())
		}
	}
}
