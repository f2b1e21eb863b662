// Command kiln compiles Python programs to native executables: flags, subcommands, exit codes.
package main

import (
	"errors"
	"fmt"
	"io"
	"os"
	"strconv"
	"strings"
	"syscall"

	"kiln/driver"
	"kiln/syntax"
)

const usage = `usage: kiln <command> [flags] FILE.py [args...]

commands:
  run FILE.py [args...]   compile (cached) and run the program
  build FILE.py           compile to a native executable
  check FILE.py           type-check only and report every error
  parse -dump FILE.py     parse only; -dump prints CPython's ast.dump(..., include_attributes=True)
  version                 print Kiln's version

flags (before or after the file):
  -o FILE                 output file for build ('-' for stdout with -emit=llvm|ir)
  -release                optimise (-O3 -march=native) and run every IR pass
  -disable-native         leave out -march=native (portable release binaries)
  -unchecked              no int overflow checks and no list/str bounds checks
  -g                      DWARF line tables (default in debug builds; -g=false drops them)
  -emit=KIND              exe (default), obj, asm, lib (shared library of @export
                          functions), llvm (LLVM IR text) or ir (Kiln IR text)
  -disable-pass NAME      skip an optional IR pass
  -log LETTERS            t: stage timings, i: IR before and after passes (to stderr)

For run, arguments after the file that are not Kiln flags, and everything after --, go to
the program. Exit status: 0 ok, 1 compile or program error, 2 usage error.
`

// Exit codes.
const (
	exitOK      = 0
	exitFailure = 1
	exitUsage   = 2
)

type invocation struct {
	cmd      string
	file     string
	progArgs []string
	out      string
	emit     string
	debug    string // the value of -g: "" when not given
	dump     bool   // parse -dump
	opts     driver.Options
}

func main() {
	os.Exit(run(os.Args[1:], os.Stdout, os.Stderr))
}

func usageError(stderr io.Writer, format string, args ...any) int {
	fmt.Fprintf(stderr, "kiln: "+format+"\n\n", args...)
	fmt.Fprint(stderr, usage)
	return exitUsage
}

// parseArgs reads the command line. Flags may stand before or after the file.
func parseArgs(args []string) (*invocation, error) {
	if len(args) == 0 {
		return nil, errors.New("no command")
	}
	inv := &invocation{cmd: args[0], emit: "exe"}
	rest := args[1:]
	for i := 0; i < len(rest); i++ {
		a := rest[i]
		if a == "--" {
			if inv.file == "" && i+1 < len(rest) {
				inv.file = rest[i+1]
				i++
			}
			inv.progArgs = append(inv.progArgs, rest[i+1:]...)
			break
		}
		if !strings.HasPrefix(a, "-") || a == "-" {
			if inv.file == "" {
				inv.file = a
			} else {
				inv.progArgs = append(inv.progArgs, a)
			}
			continue
		}
		name, value, hasValue := strings.Cut(strings.TrimLeft(a, "-"), "=")
		if name == "dump" && !hasValue && inv.cmd == "parse" {
			inv.dump = true
			continue
		}
		needValue := func() (string, error) {
			if hasValue {
				return value, nil
			}
			if i+1 >= len(rest) {
				return "", fmt.Errorf("flag -%s needs a value", name)
			}
			i++
			return rest[i], nil
		}
		var err error
		switch name {
		case "o":
			inv.out, err = needValue()
		case "emit":
			inv.emit, err = needValue()
		case "release":
			inv.opts.Release = true
		case "disable-native":
			inv.opts.DisableNative = true
		case "unchecked":
			inv.opts.Unchecked = true
		case "g":
			inv.debug = "true"
			if hasValue {
				inv.debug = value
			}
		case "disable-pass":
			var p string
			p, err = needValue()
			inv.opts.DisablePasses = append(inv.opts.DisablePasses, p)
		case "log":
			inv.opts.Log, err = needValue()
		case "h", "help":
			return nil, errors.New("help")
		default:
			if inv.cmd == "run" && inv.file != "" {
				inv.progArgs = append(inv.progArgs, a) // the program's own flag
				continue
			}
			return nil, fmt.Errorf("unknown flag %s", a)
		}
		if err != nil {
			return nil, err
		}
	}
	var err error
	if inv.opts.Output, err = driver.ParseOutput(inv.emit); err != nil {
		return nil, err
	}
	// Debug info is on in debug builds and off in release builds unless -g says otherwise.
	inv.opts.Debug = !inv.opts.Release
	if inv.debug != "" {
		if inv.opts.Debug, err = strconv.ParseBool(inv.debug); err != nil {
			return nil, fmt.Errorf("-g=%s: want true or false", inv.debug)
		}
	}
	return inv, nil
}

func run(args []string, stdout, stderr io.Writer) int {
	inv, err := parseArgs(args)
	if err != nil {
		if err.Error() == "help" {
			fmt.Fprint(stdout, usage)
			return exitOK
		}
		return usageError(stderr, "%v", err)
	}
	inv.opts.LogTo = stderr
	// The test suites verify the IR after every pass.
	inv.opts.VerifyPasses = os.Getenv("KILN_VERIFY_PASSES") != ""
	switch inv.cmd {
	case "version":
		fmt.Fprintf(stdout, "kiln %s\n", driver.Version)
		return exitOK
	case "help":
		fmt.Fprint(stdout, usage)
		return exitOK
	case "run", "build", "check", "parse":
	default:
		return usageError(stderr, "unknown command %q", inv.cmd)
	}
	if inv.file == "" {
		return usageError(stderr, "%s needs a FILE.py", inv.cmd)
	}
	if inv.cmd == "run" && inv.opts.Output != driver.Exe {
		return usageError(stderr, "run makes an executable: -emit=%s is for build", inv.opts.Output)
	}
	if inv.cmd != "run" && len(inv.progArgs) > 0 {
		return usageError(stderr, "unexpected argument %q", inv.progArgs[0])
	}
	src, err := os.ReadFile(inv.file)
	if err != nil {
		fmt.Fprintf(stderr, "kiln: %v\n", err)
		return exitFailure
	}
	switch inv.cmd {
	case "parse":
		return parse(inv, src, stdout, stderr)
	case "check":
		return check(inv, src, stderr)
	case "build":
		return build(inv, src, stdout, stderr)
	}
	return runProgram(inv, src, stderr)
}

// report prints a compile failure and returns the exit code.
func report(res *driver.Result, err error, stderr io.Writer) int {
	if err != nil {
		fmt.Fprintf(stderr, "kiln: %v\n", err)
		return exitFailure
	}
	fmt.Fprint(stderr, res.Diagnostics())
	return exitFailure
}

// parse parses the file alone and, with -dump, prints its AST the way CPython's
// ast.dump(ast.parse(src), include_attributes=True) does.
func parse(inv *invocation, src []byte, stdout, stderr io.Writer) int {
	fset := syntax.NewFileSet()
	m, errs := syntax.ParseFile(fset, inv.file, src)
	if len(errs) > 0 {
		for _, e := range errs {
			fmt.Fprint(stderr, e.Format(fset))
		}
		return exitFailure
	}
	if inv.dump {
		fmt.Fprintln(stdout, syntax.Dump(m))
	}
	return exitOK
}

func check(inv *invocation, src []byte, stderr io.Writer) int {
	res, err := driver.Compile(inv.file, src, &inv.opts, true)
	if err != nil || len(res.Errors) > 0 {
		return report(res, err, stderr)
	}
	return exitOK
}

func build(inv *invocation, src []byte, stdout, stderr io.Writer) int {
	res, err := driver.Compile(inv.file, src, &inv.opts, false)
	if err != nil || len(res.Errors) > 0 {
		return report(res, err, stderr)
	}
	out := inv.out
	if out == "" {
		out = inv.opts.Output.DefaultName(inv.file)
	}
	if inv.opts.Output.Text() {
		text := res.LLVM
		if inv.opts.Output == driver.IR {
			text = res.IR.String()
		}
		return writeText(out, text, stdout, stderr)
	}
	tc, err := driver.FindToolchain()
	if err != nil {
		fmt.Fprintln(stderr, err)
		return exitFailure
	}
	if err := driver.Link(tc, res.LLVM, out, &inv.opts); err != nil {
		fmt.Fprintf(stderr, "kiln: %v\n", err)
		return exitFailure
	}
	return exitOK
}

// writeText writes a text output to the file out, or to stdout when out is "-".
func writeText(out, text string, stdout, stderr io.Writer) int {
	if out == "-" {
		fmt.Fprint(stdout, text)
		return exitOK
	}
	if err := os.WriteFile(out, []byte(text), 0o644); err != nil {
		fmt.Fprintf(stderr, "kiln: %v\n", err)
		return exitFailure
	}
	return exitOK
}

// runProgram builds the program (or finds it in the cache) and replaces this process with it,
// so the program's exit status and signals are Kiln's.
func runProgram(inv *invocation, src []byte, stderr io.Writer) int {
	exe, res, err := driver.CachedExecutable(inv.file, src, &inv.opts)
	if err != nil || (res != nil && len(res.Errors) > 0) {
		return report(res, err, stderr)
	}
	argv := append([]string{inv.file}, inv.progArgs...)
	err = syscall.Exec(exe, argv, os.Environ())
	fmt.Fprintf(stderr, "kiln: cannot run %s: %v\n", exe, err)
	return exitFailure
}
