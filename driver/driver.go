// Package driver orchestrates a compilation: parse, check, lower, passes, LLVM text, and clang.
package driver

import (
	"fmt"
	"io"
	"os"
	"path/filepath"
	"runtime/debug"
	"strings"
	"sync"
	"time"

	"kiln/codegen"
	"kiln/ir"
	"kiln/lower"
	"kiln/passes"
	"kiln/stdlib"
	"kiln/syntax"
	"kiln/types"
)

// Version is Kiln's version.
const Version = "0.1.0"

// Options configure a compilation.
type Options struct {
	Release bool
	// DisableNative leaves out -march=native in release builds (portable binaries).
	DisableNative bool
	// Debug emits DWARF line tables for the user's code (-g).
	Debug bool
	// Unchecked leaves out int overflow checks and bounds checks (docs/cli.md lists them).
	Unchecked bool
	// Output is the kind of file the build makes.
	Output        Output
	DisablePasses []string
	// Log selects dumps to LogTo: 't' stage timings, 'i' IR before and after the passes.
	Log   string
	LogTo io.Writer
	// VerifyPasses verifies the IR after every pass (tests turn it on).
	VerifyPasses bool
}

// flags renders the options that change the generated program, for cache keys.
func (o *Options) flags() string {
	return fmt.Sprintf("release=%v native=%v debug=%v unchecked=%v output=%v disable=%v",
		o.Release, !o.DisableNative, o.Debug, o.Unchecked, o.Output, o.DisablePasses)
}

// Result is the outcome of compiling a source file to LLVM IR text.
type Result struct {
	Fset   *syntax.FileSet
	Errors syntax.ErrorList // diagnostics; when present nothing else is set
	IR     *ir.Module
	LLVM   string
}

// Diagnostics renders the errors the way Kiln prints them.
func (r *Result) Diagnostics() string {
	var b strings.Builder
	for _, e := range r.Errors {
		b.WriteString(e.Format(r.Fset))
	}
	return b.String()
}

// InternalError is a compiler bug caught by the driver: a panic in some stage.
type InternalError struct {
	Stage string
	Value any
	Stack string
}

func (e *InternalError) Error() string {
	return fmt.Sprintf("internal compiler error during %s: %v\nThis is a bug in Kiln; please report it with the program.\n%s", e.Stage, e.Value, e.Stack)
}

// stdlibHash is computed once: the stdlib is embedded and never changes.
var stdlibHash = sync.OnceValue(stdlib.Hash)

type timer struct {
	opts  *Options
	last  time.Time
	stage string
}

func (t *timer) next(stage string) {
	now := time.Now()
	if t.stage != "" && strings.Contains(t.opts.Log, "t") {
		fmt.Fprintf(t.opts.LogTo, "kiln: %-8s %6.1f ms\n", t.stage, float64(now.Sub(t.last).Microseconds())/1000)
	}
	t.stage, t.last = stage, now
}

// Compile runs the front end and middle end on one file and returns LLVM IR text or
// diagnostics. Check only (no LLVM) when checkOnly is set. A panic in any stage becomes an
// *InternalError.
func Compile(path string, src []byte, opts *Options, checkOnly bool) (res *Result, err error) {
	if opts.LogTo == nil {
		opts.LogTo = os.Stderr
	}
	t := &timer{opts: opts}
	defer func() {
		if r := recover(); r != nil {
			err = &InternalError{Stage: t.stage, Value: r, Stack: string(debug.Stack())}
		}
	}()
	res = &Result{Fset: syntax.NewFileSet()}
	m, realizer := front(res, path, src, t, checkOnly)
	if m == nil {
		return res, nil
	}
	if strings.Contains(opts.Log, "i") {
		fmt.Fprintf(opts.LogTo, ";; IR before passes\n%s", m)
	}

	t.next("passes")
	disable := map[string]bool{}
	for _, p := range opts.DisablePasses {
		disable[p] = true
	}
	popts := passes.Options{Release: opts.Release, Disable: disable, Verify: opts.VerifyPasses, Realizer: realizer}
	if err := passes.Run(m, popts); err != nil {
		return nil, err
	}
	if strings.Contains(opts.Log, "i") {
		fmt.Fprintf(opts.LogTo, ";; IR after passes\n%s", m)
	}
	res.IR = m

	t.next("codegen")
	res.LLVM = codegen.Generate(m, codegen.Options{SourceName: path, Debug: opts.Debug, Library: opts.Output == Lib, Unchecked: opts.Unchecked})
	t.next("")
	return res, nil
}

// front parses, checks and lowers the program into res; it returns nil when there are
// diagnostics (in res.Errors) or when checkOnly is set.
func front(res *Result, path string, src []byte, t *timer, checkOnly bool) (*ir.Module, passes.Realizer) {
	t.next("parse")
	var mods []*syntax.Module
	for _, f := range stdlib.Files() {
		m, errs := syntax.ParseFile(res.Fset, f.Name, f.Src)
		if len(errs) > 0 {
			res.Errors = errs
			return nil, nil
		}
		mods = append(mods, m)
	}
	user, errs := syntax.ParseFile(res.Fset, path, src)
	if len(errs) > 0 {
		errs.RemoveMultiples(res.Fset)
		res.Errors = errs
		return nil, nil
	}

	t.next("check")
	prog, errs := types.Check(res.Fset, mods, user)
	if len(errs) > 0 {
		res.Errors = errs
		return nil, nil
	}
	if checkOnly {
		t.next("")
		return nil, nil
	}

	t.next("lower")
	m, realizer := lower.LowerRealizing(prog)
	if errs := ir.Verify(m); len(errs) > 0 {
		panic(fmt.Sprintf("lowering produced invalid IR: %v", errs[0]))
	}
	return m, realizer
}

// LowerIR parses, checks and lowers a program without running any pass, for tests of the
// passes: it returns the module and the realizer the passes may call, or the diagnostics.
func LowerIR(path string, src []byte) (*ir.Module, passes.Realizer, error) {
	res := &Result{Fset: syntax.NewFileSet()}
	m, r := front(res, path, src, &timer{opts: &Options{}}, false)
	if m == nil {
		return nil, nil, fmt.Errorf("%s", res.Diagnostics())
	}
	return m, r, nil
}

// CachedExecutable returns the path of the executable for the program, building it unless an
// identical build (same source, Kiln, toolchain and flags) is cached. A nil Result with a nil
// error means the cache was hit without compiling.
func CachedExecutable(path string, src []byte, opts *Options) (exe string, res *Result, err error) {
	tc, err := FindToolchain()
	if err != nil {
		return "", nil, err
	}
	abs, _ := filepath.Abs(path)
	dir := filepath.Join(CacheDir(), "bin")
	exe = filepath.Join(dir, programKey(tc, abs, src, opts.flags()))
	if _, err := os.Stat(exe); err == nil {
		return exe, nil, nil
	}
	res, err = Compile(path, src, opts, false)
	if err != nil || len(res.Errors) > 0 {
		return "", res, err
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return "", nil, err
	}
	tmp := fmt.Sprintf("%s.tmp%d", exe, os.Getpid())
	if err := Link(tc, res.LLVM, tmp, opts); err != nil {
		return "", nil, err
	}
	return exe, res, os.Rename(tmp, exe)
}
