// Command plugin is an out-of-tree Kiln driver with a pass of its own: after every call of the
// function named by -after it inserts a call of the function named by -call (a validation
// hook taking no arguments), then builds and runs the program.
//
//	go run ./examples/plugin -after deposit -call audit examples/plugin/testdata/bank.py
package main

import (
	"flag"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"

	"kiln/driver"
	"kiln/passes"
)

func main() {
	after := flag.String("after", "", "the function whose calls are followed by the check")
	check := flag.String("call", "", "the check to call: a function of the program taking no arguments")
	flag.Parse()
	if flag.NArg() != 1 || *after == "" || *check == "" {
		fmt.Fprintln(os.Stderr, "usage: plugin -after FUNC -call CHECK FILE.py")
		os.Exit(2)
	}
	pass := passes.Pass{Name: "insert-check", Run: InsertCheck(*after, *check), Required: true}
	if err := passes.Register(pass, passes.Before, "constfold"); err != nil {
		fail(err)
	}
	if err := buildAndRun(flag.Arg(0)); err != nil {
		fail(err)
	}
}

// buildAndRun compiles the program with the pipeline (and the pass registered above) and runs it.
func buildAndRun(path string) error {
	src, err := os.ReadFile(path)
	if err != nil {
		return err
	}
	opts := &driver.Options{VerifyPasses: true}
	res, err := driver.Compile(path, src, opts, false)
	if err != nil {
		return err
	}
	if len(res.Errors) > 0 {
		return fmt.Errorf("%s", res.Diagnostics())
	}
	tc, err := driver.FindToolchain()
	if err != nil {
		return err
	}
	dir, err := os.MkdirTemp("", "kiln-plugin-")
	if err != nil {
		return err
	}
	defer os.RemoveAll(dir)
	exe := filepath.Join(dir, "prog")
	if err := driver.Link(tc, res.LLVM, exe, opts); err != nil {
		return err
	}
	cmd := exec.Command(exe)
	cmd.Stdout, cmd.Stderr = os.Stdout, os.Stderr
	return cmd.Run()
}

func fail(err error) {
	fmt.Fprintln(os.Stderr, "plugin:", err)
	os.Exit(1)
}
