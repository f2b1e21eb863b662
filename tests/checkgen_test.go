// The front end accepts a large generated program (bench/checkgen), and smaller generated
// programs compile and print what CPython prints: every unit kind the generator emits (classes,
// closures, decorators, *args, ...) must stay inside the language Kiln compiles.
package tests

import (
	"bytes"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"testing"

	"kiln/bench/checkgen/gen"
)

func TestCheckGenerated(t *testing.T) {
	bin := kiln(t)
	src := filepath.Join(t.TempDir(), "generated.py")
	if err := os.WriteFile(src, gen.Generate(5000, 1), 0o644); err != nil {
		t.Fatal(err)
	}
	out, err := exec.Command(bin, "check", src).CombinedOutput()
	if err != nil || len(out) > 0 {
		t.Fatalf("kiln check of the generated program: %v\n%s", err, out)
	}
}

// TestRunGenerated builds and runs 800-line generated programs with `kiln run` and compares
// their output with python3's.
func TestRunGenerated(t *testing.T) {
	if _, err := exec.LookPath("python3"); err != nil {
		t.Skip("no python3")
	}
	bin := kiln(t)
	for _, seed := range []int64{1, 2} {
		t.Run(fmt.Sprint("seed", seed), func(t *testing.T) {
			t.Parallel()
			limit <- struct{}{}
			defer func() { <-limit }()
			src := filepath.Join(t.TempDir(), "generated.py")
			if err := os.WriteFile(src, gen.Generate(800, seed), 0o644); err != nil {
				t.Fatal(err)
			}
			want, err := exec.Command("python3", src).Output()
			if err != nil {
				t.Fatalf("python3 %s: %v", src, err)
			}
			cmd := exec.Command(bin, "run", src)
			var stderr bytes.Buffer
			cmd.Stderr = &stderr
			got, err := cmd.Output()
			if err != nil {
				t.Fatalf("kiln run of the generated program (seed %d): %v\n%s", seed, err, stderr.Bytes())
			}
			if !bytes.Equal(got, want) {
				g, w := bytes.Split(got, []byte("\n")), bytes.Split(want, []byte("\n"))
				i := 0
				for i < len(g) && i < len(w) && bytes.Equal(g[i], w[i]) {
					i++
				}
				line := func(ls [][]byte) string {
					if i < len(ls) {
						return fmt.Sprintf("%q", ls[i])
					}
					return "(end of output)"
				}
				t.Fatalf("kiln run of the generated program (seed %d) differs from python3 at output line %d:\nkiln:    %s\npython3: %s",
					seed, i+1, line(g), line(w))
			}
		})
	}
}
