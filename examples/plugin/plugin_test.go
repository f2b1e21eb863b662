package main

import (
	"os"
	"os/exec"
	"path/filepath"
	"testing"
)

// TestPlugin builds the out-of-tree driver and runs it on testdata/bank.py: its pass adds an
// audit() after each of the three deposit() calls the program makes, to the one it has.
func TestPlugin(t *testing.T) {
	exe := filepath.Join(t.TempDir(), "plugin")
	if out, err := exec.Command("go", "build", "-o", exe, ".").CombinedOutput(); err != nil {
		t.Fatalf("go build: %v\n%s", err, out)
	}
	got, err := exec.Command(exe, "-after", "deposit", "-call", "audit", "testdata/bank.py").Output()
	if err != nil {
		t.Fatalf("plugin: %v", err)
	}
	want, err := os.ReadFile("testdata/bank.out")
	if err != nil {
		t.Fatal(err)
	}
	if string(got) != string(want) {
		t.Errorf("plugin output:\n%s\nwant:\n%s", got, want)
	}
}
