// Fuzzing the checker: no source may make types.Check (or lowering what it accepts) panic.
package types_test

import (
	"os"
	"path/filepath"
	"reflect"
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
	std := parseStdlib(f)
	f.Fuzz(func(t *testing.T, src []byte) {
		stage := "parse"
		defer func() {
			if r := recover(); r != nil {
				t.Fatalf("panic during %s: %v\nprogram:\n%s\n%s", stage, r, src, debug.Stack())
			}
		}()
		// The stdlib's trees are parsed once (three quarters of an iteration's time when parsed
		// afresh): Check leaves them as they are (TestCheckLeavesStdlibTrees).
		fset := std.fileSet()
		mods := std.mods
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

// parsedStdlib is the stdlib parsed once, shared by the checks of many programs.
type parsedStdlib struct {
	files []stdlib.File
	mods  []*syntax.Module
}

func parseStdlib(tb testing.TB) *parsedStdlib {
	p := &parsedStdlib{files: stdlib.Files()}
	fset := syntax.NewFileSet()
	for _, sf := range p.files {
		m, errs := syntax.ParseFile(fset, sf.Name, sf.Src)
		if len(errs) > 0 {
			tb.Fatalf("stdlib %s: %s", sf.Name, errs[0].Format(fset))
		}
		p.mods = append(p.mods, m)
	}
	return p
}

// fileSet returns a fresh FileSet holding the stdlib's files at the positions of the parsed
// trees, for one program to be added to.
func (p *parsedStdlib) fileSet() *syntax.FileSet {
	fset := syntax.NewFileSet()
	for i, sf := range p.files {
		if f := fset.AddFile(sf.Name, sf.Src); f.Base != p.mods[i].File.Base {
			panic("stdlib file " + sf.Name + " moved")
		}
	}
	return fset
}

// TestCheckLeavesStdlibTrees checks every test program against one parse of the stdlib and
// makes sure the trees are the same afterwards, as FuzzCheck's reuse of them requires.
func TestCheckLeavesStdlibTrees(t *testing.T) {
	if testing.Short() {
		t.Skip("checks every test program")
	}
	std := parseStdlib(t)
	fresh := parseStdlib(t)
	n := 0
	for _, dir := range seedDirs {
		files, _ := filepath.Glob(filepath.Join(dir, "*.py"))
		for _, name := range files {
			src, err := os.ReadFile(name)
			if err != nil {
				t.Fatal(err)
			}
			fset := std.fileSet()
			user, errs := syntax.ParseFile(fset, name, src)
			if len(errs) > 0 {
				continue
			}
			types.Check(fset, std.mods, user)
			n++
		}
	}
	for i, m := range std.mods {
		if !reflect.DeepEqual(m, fresh.mods[i]) {
			t.Errorf("checking %d programs changed the tree of %s", n, std.files[i].Name)
		}
	}
}
