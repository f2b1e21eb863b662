package main

import (
	"bytes"
	"os/exec"
	"strconv"
	"strings"
	"testing"
)

// TestOnCPU checks that a child started by onCPU runs on that CPU alone, and that the
// harness's own affinity is whole again afterwards.
func TestOnCPU(t *testing.T) {
	if len(harnessCPUs) < 2 {
		t.Skip("fewer than two CPUs to choose from")
	}
	for _, cpu := range harnessCPUs[:2] {
		var out bytes.Buffer
		cmd := exec.Command("grep", "Cpus_allowed_list", "/proc/self/status")
		cmd.Stdout = &out
		if err := onCPU(cpu, cmd.Start); err != nil {
			t.Fatal(err)
		}
		if err := cmd.Wait(); err != nil {
			t.Fatal(err)
		}
		if got := strings.TrimSpace(strings.TrimPrefix(out.String(), "Cpus_allowed_list:")); got != strconv.Itoa(cpu) {
			t.Errorf("child on CPU %d: Cpus_allowed_list %q", cpu, got)
		}
	}
	if got := allowedCPUs(); len(got) != len(harnessCPUs) {
		t.Errorf("after onCPU the thread may run on %v, want %v", got, harnessCPUs)
	}
	if roundCPU(0) == roundCPU(1) {
		t.Errorf("rounds 0 and 1 both on CPU %d", roundCPU(0))
	}
}
