package driver

import (
	"os"
	"strings"
	"testing"
)

// TestCompilerIDIsBuildID checks that the cache key names the running executable's Go build ID
// (go test links the test binary with one), not its path, size and modification time.
func TestCompilerIDIsBuildID(t *testing.T) {
	exe, err := os.Executable()
	if err != nil {
		t.Skip(err)
	}
	id := goBuildID(exe)
	if !strings.HasPrefix(id, "go-buildid:") || len(id) < len("go-buildid:")+10 {
		t.Fatalf("goBuildID(%s) = %q, want the build ID note", exe, id)
	}
	if got := compilerID(); got != id {
		t.Errorf("compilerID() = %q, want %q", got, id)
	}
	if goBuildID("/dev/null") != "" {
		t.Errorf("goBuildID of a non-ELF file is not empty")
	}
}
