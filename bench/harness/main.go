// Command harness benchmarks Kiln-compiled programs against python3 and pypy3 (run by `make bench`).
package main

import (
	"bytes"
	"context"
	"flag"
	"fmt"
	"math"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"sort"
	"strings"
	"syscall"
	"text/tabwriter"
	"time"
)

var (
	flagN       = flag.Int("n", 5, "runs per runner per benchmark")
	flagRun     = flag.String("run", "", "only run benchmarks whose name matches this regexp")
	flagKiln    = flag.String("kiln", "bin/kiln", "path to the kiln compiler")
	flagDir     = flag.String("dir", "bench/programs", "directory holding the benchmark programs")
	flagOut     = flag.String("out", "bench/out", "directory for compiled benchmarks")
	flagTimeout = flag.Duration("timeout", 10*time.Minute, "limit for a single run or compile")
)

// runner is one way of executing a benchmark.
type runner struct {
	name string
	argv []string
}

// sample is the outcome of one run.
type sample struct {
	wall   time.Duration
	maxRSS int64 // bytes
}

// stats are the results of one runner on one benchmark.
type stats struct {
	ok      bool // ran every time, exit status 0, output matched python3
	skipped string
	samples []sample
}

func (s *stats) medianTime() time.Duration {
	ts := make([]time.Duration, len(s.samples))
	for i, x := range s.samples {
		ts[i] = x.wall
	}
	sort.Slice(ts, func(i, j int) bool { return ts[i] < ts[j] })
	n := len(ts)
	if n%2 == 1 {
		return ts[n/2]
	}
	return (ts[n/2-1] + ts[n/2]) / 2
}

func (s *stats) peakRSS() int64 {
	var m int64
	for _, x := range s.samples {
		m = max(m, x.maxRSS)
	}
	return m
}

// result collects everything measured for one benchmark.
type result struct {
	name        string
	compileTime time.Duration
	compileErr  string
	byRunner    map[string]*stats
}

var runnerNames = []string{"kiln", "python3", "pypy3"}

func main() {
	flag.Parse()
	log := func(format string, args ...any) { fmt.Fprintf(os.Stderr, format+"\n", args...) }
	if *flagN < 1 {
		log("harness: -n must be at least 1")
		os.Exit(2)
	}
	sel, err := regexp.Compile(*flagRun)
	if err != nil {
		log("harness: bad -run: %v", err)
		os.Exit(2)
	}
	progs, err := filepath.Glob(filepath.Join(*flagDir, "*.py"))
	if err != nil || len(progs) == 0 {
		log("harness: no programs found in %s", *flagDir)
		os.Exit(2)
	}
	sort.Strings(progs)

	python, err := exec.LookPath("python3")
	if err != nil {
		log("harness: python3 not found on PATH; it is the reference, so nothing can be checked")
		os.Exit(2)
	}
	pypy := findPyPy(log)
	kiln := ""
	if _, err := os.Stat(*flagKiln); err != nil {
		log("NOTE: kiln compiler %s not found (%v); the Kiln column will be n/a", *flagKiln, err)
	} else {
		kiln, _ = filepath.Abs(*flagKiln)
	}
	if err := os.MkdirAll(*flagOut, 0o755); err != nil {
		log("harness: %v", err)
		os.Exit(2)
	}

	failed := false
	var results []*result
	for _, prog := range progs {
		name := strings.TrimSuffix(filepath.Base(prog), ".py")
		if !sel.MatchString(name) {
			continue
		}
		res := &result{name: name, byRunner: map[string]*stats{}}
		results = append(results, res)
		log("== %s", name)

		var runners []runner
		if kiln != "" {
			exe := filepath.Join(*flagOut, name)
			os.Remove(exe) // never time a stale binary from an earlier build
			start := time.Now()
			out, err := runCombined(kiln, "build", "-release", prog, "-o", exe)
			res.compileTime = time.Since(start)
			if err != nil {
				res.compileErr = firstLine(string(out), err)
				log("!! kiln build %s FAILED (%v):\n%s", prog, err, indent(string(out)))
				res.byRunner["kiln"] = &stats{skipped: "build failed"}
				failed = true
			} else {
				log("   compiled in %s", fmtDur(res.compileTime))
				abs, _ := filepath.Abs(exe)
				runners = append(runners, runner{"kiln", []string{abs}})
			}
		} else {
			res.byRunner["kiln"] = &stats{skipped: "no compiler"}
		}
		runners = append(runners, runner{"python3", []string{python, prog}})
		if pypy != "" {
			runners = append(runners, runner{"pypy3", []string{pypy, prog}})
		} else {
			res.byRunner["pypy3"] = &stats{skipped: "not installed"}
		}
		if !measure(res, runners, log) {
			failed = true
		}
	}
	if len(results) == 0 {
		log("harness: no benchmark matches -run %q", *flagRun)
		os.Exit(2)
	}
	printTable(os.Stdout, results)
	if failed {
		fmt.Println("\nFAILED: see the errors above (build failure, crash or output mismatch).")
		os.Exit(1)
	}
}

// measure runs every runner *flagN times, alternating runners within each
// round (and rotating who goes first) so that drifting machine load affects
// all of them alike. It reports whether everything ran and matched python3.
func measure(res *result, runners []runner, log func(string, ...any)) bool {
	outputs := map[string]string{}
	for _, r := range runners {
		res.byRunner[r.name] = &stats{ok: true}
	}
	ok := true
	for round := 0; round < *flagN; round++ {
		for k := range runners {
			r := runners[(round+k)%len(runners)]
			st := res.byRunner[r.name]
			if !st.ok {
				continue // already failed; don't waste time
			}
			s, stdout, stderr, err := runOnce(r.argv)
			if err != nil {
				log("!! %s %s FAILED: %v\n%s", r.name, res.name, err, indent(stderr))
				st.ok = false
				ok = false
				continue
			}
			if prev, seen := outputs[r.name]; seen && prev != stdout {
				log("!! %s %s printed different output on different runs", r.name, res.name)
				st.ok = false
				ok = false
			}
			outputs[r.name] = stdout
			st.samples = append(st.samples, s)
		}
	}
	want, haveRef := outputs["python3"]
	for _, r := range runners {
		st := res.byRunner[r.name]
		if r.name == "python3" || !st.ok || !haveRef {
			continue
		}
		if got := outputs[r.name]; got != want {
			log("!! OUTPUT MISMATCH: %s on %s differs from python3\n%s", r.name, res.name, describeDiff(want, got))
			st.ok = false
			ok = false
		}
	}
	for _, r := range runners {
		st := res.byRunner[r.name]
		if st.ok && len(st.samples) > 0 {
			log("   %-8s median %s  peak %s", r.name, fmtDur(st.medianTime()), fmtMem(st.peakRSS()))
		}
	}
	return ok
}

// runOnce runs argv, returning its wall time, peak RSS and output.
func runOnce(argv []string) (sample, string, string, error) {
	ctx, cancel := context.WithTimeout(context.Background(), *flagTimeout)
	defer cancel()
	cmd := exec.CommandContext(ctx, argv[0], argv[1:]...)
	var stdout, stderr bytes.Buffer
	cmd.Stdout = &stdout
	cmd.Stderr = &stderr
	start := time.Now()
	err := cmd.Run()
	wall := time.Since(start)
	if ctx.Err() != nil {
		err = fmt.Errorf("timed out after %s", *flagTimeout)
	}
	var s sample
	s.wall = wall
	if cmd.ProcessState != nil {
		if ru, ok := cmd.ProcessState.SysUsage().(*syscall.Rusage); ok {
			s.maxRSS = int64(ru.Maxrss) * 1024 // Linux reports KiB
		}
	}
	return s, stdout.String(), stderr.String(), err
}

func runCombined(name string, args ...string) ([]byte, error) {
	ctx, cancel := context.WithTimeout(context.Background(), *flagTimeout)
	defer cancel()
	return exec.CommandContext(ctx, name, args...).CombinedOutput()
}

// findPyPy returns the path of pypy3, installing Debian's package if needed,
// or "" when it cannot be had.
func findPyPy(log func(string, ...any)) string {
	if p, err := exec.LookPath("pypy3"); err == nil {
		return p
	}
	apt := []string{"apt-get"}
	if os.Geteuid() != 0 {
		if _, err := exec.LookPath("sudo"); err != nil {
			log("NOTE: pypy3 is not installed and we are not root (no sudo); the PyPy column will be n/a")
			return ""
		}
		apt = []string{"sudo", "-n", "apt-get"}
	}
	if _, err := exec.LookPath("apt-get"); err != nil {
		log("NOTE: pypy3 is not installed and apt-get is unavailable; the PyPy column will be n/a")
		return ""
	}
	aptRun := func(args ...string) error {
		full := append(append([]string{}, apt...), args...)
		cmd := exec.Command(full[0], full[1:]...)
		cmd.Env = append(os.Environ(), "DEBIAN_FRONTEND=noninteractive")
		out, err := cmd.CombinedOutput()
		if err != nil {
			return fmt.Errorf("%s: %v: %s", strings.Join(full, " "), err, lastLine(string(out)))
		}
		return nil
	}
	log("pypy3 not found; trying to install it with %s install -y pypy3", strings.Join(apt, " "))
	err := aptRun("install", "-y", "pypy3")
	if err != nil {
		if uerr := aptRun("update"); uerr == nil {
			err = aptRun("install", "-y", "pypy3")
		} else {
			err = fmt.Errorf("%v; %v", err, uerr)
		}
	}
	if err != nil {
		log("NOTE: could not install pypy3 (%v); the PyPy column will be n/a", err)
		return ""
	}
	p, err := exec.LookPath("pypy3")
	if err != nil {
		log("NOTE: pypy3 package installed but no pypy3 on PATH; the PyPy column will be n/a")
		return ""
	}
	return p
}

func printTable(w *os.File, results []*result) {
	fmt.Fprintln(w)
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', tabwriter.AlignRight)
	fmt.Fprintln(tw, "benchmark\tkiln build\tkiln time\tkiln mem\tpython3 time\tpython3 mem\tpypy3 time\tpypy3 mem\tpython3/kiln\tpypy3/kiln\t")
	var pyRatios, pypyRatios []float64
	for _, res := range results {
		build := "n/a"
		if res.compileErr != "" {
			build = "FAILED"
		} else if res.compileTime > 0 {
			build = fmtDur(res.compileTime)
		}
		cells := []string{res.name, build}
		for _, name := range runnerNames {
			st := res.byRunner[name]
			switch {
			case st == nil || st.skipped != "":
				cells = append(cells, "n/a", "n/a")
			case !st.ok:
				cells = append(cells, "FAILED", "-")
			default:
				cells = append(cells, fmtDur(st.medianTime()), fmtMem(st.peakRSS()))
			}
		}
		k := res.byRunner["kiln"]
		for _, other := range []string{"python3", "pypy3"} {
			o := res.byRunner[other]
			if !usable(k) || !usable(o) {
				cells = append(cells, "n/a")
				continue
			}
			r := o.medianTime().Seconds() / k.medianTime().Seconds()
			cells = append(cells, fmtRatio(r))
			if other == "python3" {
				pyRatios = append(pyRatios, r)
			} else {
				pypyRatios = append(pypyRatios, r)
			}
		}
		fmt.Fprintln(tw, strings.Join(cells, "\t")+"\t")
	}
	fmt.Fprintf(tw, "geomean\t\t\t\t\t\t\t\t%s\t%s\t\n", fmtGeo(pyRatios), fmtGeo(pypyRatios))
	tw.Flush()
	fmt.Fprintln(w, "\ntimes are medians of", *flagN, "runs; mem is the peak RSS over those runs;")
	fmt.Fprintln(w, "a ratio R means Kiln is R times faster than that runner (below 1.0x: slower).")
}

func usable(s *stats) bool { return s != nil && s.skipped == "" && s.ok && len(s.samples) > 0 }

func fmtRatio(r float64) string {
	if r >= 1 {
		return fmt.Sprintf("%.1fx", r)
	}
	return fmt.Sprintf("%.2fx", r)
}

func fmtGeo(rs []float64) string {
	if len(rs) == 0 {
		return "n/a"
	}
	sum := 0.0
	for _, r := range rs {
		sum += math.Log(r)
	}
	return fmtRatio(math.Exp(sum / float64(len(rs))))
}

func fmtDur(d time.Duration) string {
	switch {
	case d >= time.Second:
		return fmt.Sprintf("%.2fs", d.Seconds())
	case d >= time.Millisecond:
		return fmt.Sprintf("%.1fms", float64(d)/float64(time.Millisecond))
	default:
		return fmt.Sprintf("%dµs", d.Microseconds())
	}
}

func fmtMem(b int64) string {
	switch {
	case b <= 0:
		return "?"
	case b >= 1<<30:
		return fmt.Sprintf("%.2fGiB", float64(b)/(1<<30))
	case b >= 1<<20:
		return fmt.Sprintf("%.1fMiB", float64(b)/(1<<20))
	default:
		return fmt.Sprintf("%dKiB", b>>10)
	}
}

// describeDiff shows where two outputs first differ.
func describeDiff(want, got string) string {
	wl := strings.Split(want, "\n")
	gl := strings.Split(got, "\n")
	for i := 0; i < max(len(wl), len(gl)); i++ {
		var w, g string
		if i < len(wl) {
			w = wl[i]
		}
		if i < len(gl) {
			g = gl[i]
		}
		if w != g || i >= len(wl) || i >= len(gl) {
			return fmt.Sprintf("    first difference at line %d:\n    python3: %q\n    got:     %q", i+1, w, g)
		}
	}
	return "    (outputs differ)"
}

func indent(s string) string {
	s = strings.TrimRight(s, "\n")
	if s == "" {
		return "    (no output)"
	}
	return "    " + strings.ReplaceAll(s, "\n", "\n    ")
}

func firstLine(s string, err error) string {
	s = strings.TrimSpace(s)
	if s == "" {
		return err.Error()
	}
	line, _, _ := strings.Cut(s, "\n")
	return line
}

func lastLine(s string) string {
	s = strings.TrimSpace(s)
	if i := strings.LastIndexByte(s, '\n'); i >= 0 {
		return s[i+1:]
	}
	return s
}
