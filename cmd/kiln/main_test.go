package main

import (
	"reflect"
	"testing"
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
