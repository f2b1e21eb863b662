// Fuzzing the checker: no source may make types.Check (or lowering what it accepts) panic.
package types_test

import (
	"os"
	"path/filepath"
	"runtime/debug"
	"testing"

	"kiln/ir"
	"kiln/lower"
	"kiln/passes"
	"kiln/stdlib"
	"kiln/syntax"
	"kiln/types"
)

// seedDirs hold the programs the corpus starts from: accepted, refused, examples, benchmarks.
var seedDirs = []string{"../tests/run", "../tests/errors", "../examples", "../bench/programs"}

func FuzzCheck(f *testing.F) {
	for _, dir := range seedDirs {
		files, err := filepath.Glob(filepath.Join(dir, "*.py"))
		if err != nil {
			f.Fatal(err)
		}
		for _, name := range files {
			src, err := os.ReadFile(name)
			if err != nil {
				f.Fatal(err)
			}
			f.Add(src)
		}
	}
	stdFiles := stdlib.Files()
	f.Fuzz(func(t *testing.T, src []byte) {
		stage := "parse"
		defer func() {
			if r := recover(); r != nil {
				t.Fatalf("panic during %s: %v\nprogram:\n%s\n%s", stage, r, src, debug.Stack())
			}
		}()
		// The stdlib is parsed afresh each time: Check may annotate the trees it is given.
		fset := syntax.NewFileSet()
		var mods []*syntax.Module
		for _, sf := range stdFiles {
			m, errs := syntax.ParseFile(fset, sf.Name, sf.Src)
			if len(errs) > 0 {
				t.Fatalf("stdlib %s: %s", sf.Name, errs[0].Format(fset))
			}
			mods = append(mods, m)
		}
		user, errs := syntax.ParseFile(fset, "fuzz.py", src)
		if len(errs) > 0 {
			return
		}
		stage = "check"
		prog, errs := types.Check(fset, mods, user)
		if len(errs) > 0 {
			return
		}
		stage = "lower"
		m := lower.Lower(prog)
		if errs := ir.Verify(m); len(errs) > 0 {
			t.Fatalf("lowering produced invalid IR: %v\nprogram:\n%s", errs[0], src)
		}
		stage = "passes"
		if err := passes.Run(m, passes.Options{Release: true, Verify: true}); err != nil {
			t.Fatalf("passes: %v\nprogram:\n%s", err, src)
		}
	})
}

// TestFuzzCheckHasSeeds makes sure the seed corpus is found: an empty corpus would fuzz nothing.
func TestFuzzCheckHasSeeds(t *testing.T) {
	n := 0
	for _, dir := range seedDirs {
		files, _ := filepath.Glob(filepath.Join(dir, "*.py"))
		n += len(files)
	}
	if n < 10 {
		t.Fatalf("found %d seed programs in %v", n, seedDirs)
	}
}
