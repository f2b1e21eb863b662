package main

import (
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"kiln/driver"
)

func TestParseArgs(t *testing.T) {
	tests := []struct {
		args                 []string
		file, out, emit, log string
		release              bool
		progArgs, disabled   []string
	}{
		{args: []string{"build", "p.py"}, file: "p.py", emit: "exe"},
		{args: []string{"build", "-release", "p.py", "-o", "x"}, file: "p.py", out: "x", emit: "exe", release: true},
		{args: []string{"build", "p.py", "-emit=llvm", "-o=-"}, file: "p.py", out: "-", emit: "llvm"},
		{args: []string{"build", "--emit", "ir", "p.py"}, file: "p.py", emit: "ir"},
		{args: []string{"run", "p.py", "a", "-n", "3"}, file: "p.py", emit: "exe", progArgs: []string{"a", "-n", "3"}},
		{args: []string{"run", "p.py", "-release", "x"}, file: "p.py", emit: "exe", release: true, progArgs: []string{"x"}},
		{args: []string{"run", "p.py", "--", "-release"}, file: "p.py", emit: "exe", progArgs: []string{"-release"}},
		{args: []string{"run", "-log", "ti", "--", "p.py", "a"}, file: "p.py", emit: "exe", log: "ti", progArgs: []string{"a"}},
		{args: []string{"build", "p.py", "-disable-pass", "deadcode"}, file: "p.py", emit: "exe", disabled: []string{"deadcode"}},
	}
	for _, tt := range tests {
		inv, err := parseArgs(tt.args)
		if err != nil {
			t.Errorf("%v: %v", tt.args, err)
			continue
		}
		if inv.file != tt.file || inv.out != tt.out || inv.emit != tt.emit || inv.opts.Release != tt.release ||
			inv.opts.Log != tt.log || !reflect.DeepEqual(inv.progArgs, tt.progArgs) ||
			!reflect.DeepEqual(inv.opts.DisablePasses, tt.disabled) {
			t.Errorf("%v: got %+v", tt.args, inv)
		}
	}
}

func TestParseArgsErrors(t *testing.T) {
	for _, args := range [][]string{{}, {"build", "-o"}, {"build", "p.py", "-emit=wasm"}, {"check", "-bogus", "p.py"}} {
		if _, err := parseArgs(args); err == nil {
			t.Errorf("%v: accepted", args)
		}
	}
}

func TestParseCommand(t *testing.T) {
	inv, err := parseArgs([]string{"parse", "p.py", "-dump"})
	if err != nil || !inv.dump || inv.file != "p.py" {
		t.Fatalf("parse -dump: %+v, %v", inv, err)
	}
	if _, err := parseArgs([]string{"build", "-dump", "p.py"}); err == nil {
		t.Error("build -dump: accepted")
	}
	dir := t.TempDir()
	good := filepath.Join(dir, "good.py")
	bad := filepath.Join(dir, "bad.py")
	if err := os.WriteFile(good, []byte("x = 1\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(bad, []byte("x = (1 2)\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	var stdout, stderr strings.Builder
	if code := run([]string{"parse", "-dump", good}, &stdout, &stderr); code != exitOK {
		t.Fatalf("parse -dump good.py: exit %d\n%s", code, stderr.String())
	}
	want := "Module(body=[Assign(targets=[Name(id='x', ctx=Store(), lineno=1, col_offset=0, end_lineno=1, end_col_offset=1)], " +
		"value=Constant(value=1, lineno=1, col_offset=4, end_lineno=1, end_col_offset=5), lineno=1, col_offset=0, end_lineno=1, end_col_offset=5)], type_ignores=[])\n"
	if stdout.String() != want {
		t.Errorf("parse -dump good.py:\n got %q\nwant %q", stdout.String(), want)
	}
	stdout.Reset()
	stderr.Reset()
	if code := run([]string{"parse", "-dump", bad}, &stdout, &stderr); code != exitFailure {
		t.Errorf("parse -dump bad.py: exit %d", code)
	}
	wantErr := bad + ":1:6: error: invalid syntax. Perhaps you forgot a comma?\n    x = (1 2)\n         ^\n"
	if stdout.String() != "" || stderr.String() != wantErr {
		t.Errorf("parse -dump bad.py: stdout %q, stderr:\n%s\nwant:\n%s", stdout.String(), stderr.String(), wantErr)
	}
}

func TestParseOutputAndReleaseFlags(t *testing.T) {
	tests := []struct {
		args                           []string
		output                         driver.Output
		debug, native, unchecked, fail bool
	}{
		{args: []string{"build", "p.py"}, output: driver.Exe, debug: true, native: true},
		{args: []string{"build", "p.py", "-release"}, output: driver.Exe, native: true},
		{args: []string{"build", "p.py", "-release", "-g"}, output: driver.Exe, debug: true, native: true},
		{args: []string{"build", "p.py", "-g=false"}, output: driver.Exe, native: true},
		{args: []string{"build", "p.py", "-emit=obj", "-release", "-disable-native"}, output: driver.Obj},
		{args: []string{"build", "p.py", "-emit", "asm", "-unchecked"}, output: driver.Asm, debug: true, native: true, unchecked: true},
		{args: []string{"build", "p.py", "-emit=lib"}, output: driver.Lib, debug: true, native: true},
		{args: []string{"build", "p.py", "-g=maybe"}, fail: true},
		{args: []string{"build", "p.py", "-emit=so"}, fail: true},
	}
	for _, tt := range tests {
		inv, err := parseArgs(tt.args)
		if tt.fail {
			if err == nil {
				t.Errorf("%v: accepted", tt.args)
			}
			continue
		}
		if err != nil {
			t.Errorf("%v: %v", tt.args, err)
			continue
		}
		o := inv.opts
		if o.Output != tt.output || o.Debug != tt.debug || o.DisableNative == tt.native || o.Unchecked != tt.unchecked {
			t.Errorf("%v: got %+v", tt.args, o)
		}
	}
}

func TestRunRefusesOtherOutputs(t *testing.T) {
	var stdout, stderr strings.Builder
	if code := run([]string{"run", "-emit=lib", "p.py"}, &stdout, &stderr); code != exitUsage {
		t.Errorf("run -emit=lib: exit %d, want %d\n%s", code, exitUsage, stderr.String())
	}
}
