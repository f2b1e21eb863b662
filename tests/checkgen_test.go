// The front end accepts a large generated program (bench/checkgen): every unit kind the
// generator emits must stay inside the language Kiln checks.
package tests

import (
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
