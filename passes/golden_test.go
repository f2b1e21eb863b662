// Golden tests: testdata/NAME.py is lowered, run through passes, and the IR of its own
// functions before and after is compared with testdata/NAME.ir (go test ./passes -update
// rewrites the .ir files).
package passes_test

import (
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"kiln/driver"
	"kiln/ir"
	"kiln/passes"
)

var update = flag.Bool("update", false, "rewrite the golden .ir files")

// TestGolden runs every testdata program. A first line "# passes: a b" runs only those passes
// (their groups still repeat to a fixpoint); without it the release pipeline runs.
func TestGolden(t *testing.T) {
	files, err := filepath.Glob("testdata/*.py")
	if err != nil || len(files) == 0 {
		t.Fatalf("no golden programs: %v", err)
	}
	for _, py := range files {
		name := strings.TrimSuffix(filepath.Base(py), ".py")
		t.Run(name, func(t *testing.T) {
			got := golden(t, py)
			want := strings.TrimSuffix(py, ".py") + ".ir"
			if *update {
				if err := os.WriteFile(want, []byte(got), 0o644); err != nil {
					t.Fatal(err)
				}
				return
			}
			exp, err := os.ReadFile(want)
			if err != nil {
				t.Fatalf("%v (run go test ./passes -update)", err)
			}
			if string(exp) != got {
				t.Errorf("IR differs from %s (go test ./passes -update rewrites it):\n%s", want, firstDiff(string(exp), got))
			}
		})
	}
}

// golden returns the text the .ir file of program py must hold.
func golden(t *testing.T, py string) string {
	src, err := os.ReadFile(py)
	if err != nil {
		t.Fatal(err)
	}
	m, realizer, err := driver.LowerIR(py, src)
	if err != nil {
		t.Fatalf("compiling %s:\n%v", py, err)
	}
	opts := passes.Options{Release: true, Verify: true, Realizer: realizer}
	header := ";; passes: release pipeline\n"
	first, _, _ := strings.Cut(string(src), "\n")
	if list, ok := strings.CutPrefix(first, "# passes:"); ok {
		opts.Only = map[string]bool{}
		for _, p := range strings.Fields(list) {
			opts.Only[p] = true
		}
		header = ";; passes: " + strings.Join(strings.Fields(list), " ") + "\n"
	}
	before := userFuncs(m)
	if err := passes.Run(m, opts); err != nil {
		t.Fatal(err)
	}
	return renumber(header + ";; before\n" + before + ";; after\n" + userFuncs(m))
}

// varID matches a printed variable: its name, a dot, and its module-wide ID.
var varID = regexp.MustCompile(`\b([A-Za-z_][A-Za-z_0-9]*)\.([0-9]+)\b`)

// renumber numbers the variables of a golden text 1, 2, ... in order of appearance, so that
// the goldens do not change when the stdlib (which takes IDs first) does.
func renumber(text string) string {
	ids := map[string]int{}
	return varID.ReplaceAllStringFunc(text, func(m string) string {
		sub := varID.FindStringSubmatch(m)
		n, ok := ids[sub[2]]
		if !ok {
			n = len(ids) + 1
			ids[sub[2]] = n
		}
		return fmt.Sprintf("%s.%d", sub[1], n)
	})
}

// userFuncs prints the functions of the program itself, not the stdlib's.
func userFuncs(m *ir.Module) string {
	var b strings.Builder
	for _, f := range m.Funcs {
		if f.Traced {
			b.WriteString(f.String())
		}
	}
	return b.String()
}

// firstDiff shows the first line where two texts differ.
func firstDiff(want, got string) string {
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
			return fmt.Sprintf("line %d:\n  want: %s\n  got:  %s", i+1, wl, gl)
		}
	}
	return ""
}
