// Command harness benchmarks Kiln-compiled programs against python3, pypy3, Numba's @njit
// versions of the numeric kernels and C references (run by `make bench`), prints a table and
// writes it to bench/RESULTS.md.
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
	"runtime"
	"sort"
	"strconv"
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
	flagCDir    = flag.String("c", "bench/c", "directory holding the C references (NAME.c beside programs/NAME.py)")
	flagCC      = flag.String("cc", "", "C compiler for the references (default: gcc, else clang-19, else clang)")
	flagNumba   = flag.String("numba", "bench/numba", "directory holding the Numba versions (NAME.py beside programs/NAME.py)")
	flagResults = flag.String("results", "bench/RESULTS.md", "file to write the results table to (\"\" for none; with -run, only when given explicitly)")
	flagSize    = flag.String("size", "", "sizes overriding the defaults, NAME=VALUE,... (VALUE is the program's first argument)")
	flagPin     = flag.Bool("pin", true, "run all runners of a round on the same CPU, taking the CPUs in turn round by round")
)

// defaultSizes is the size each program is run at (its first argument, given to every runner:
// Kiln's executable, python3, pypy3, Numba, C), chosen so that Kiln's run takes at least about
// 100 ms of CPU where python3 stays under about 5 s (bench/README.md says what each size is).
// A program missing here runs without an argument, at the size written in it.
var defaultSizes = map[string]int{
	"binary_trees":   15,       // MAX_DEPTH (the program's default: 14)
	"dict_count":     30,       // ROUNDS (30)
	"exceptions":     5000000,  // N (400000)
	"fannkuch_redux": 9,        // N (9)
	"fib":            37,       // n of fib(n) (35)
	"float_loop":     50000000, // N, intervals (20000000)
	"gen_reduce":     5000,     // N, rows (3000)
	"generators":     170,      // ROUNDS (20)
	"mandelbrot":     1250,     // SIZE (600)
	"nbody":          500000,   // STEPS (250000)
	"nqueens":        12,       // N (12)
	"primes":         16,       // ROUNDS (4)
	"raytrace":       340,      // WIDTH = HEIGHT (240)
	"richards":       90,       // ITERATIONS (20)
	"set_algebra":    4,        // ROUNDS (4)
	"set_partition":  11,       // N (11)
	"sort_ints":      1000000,  // N (1000000)
	"sort_strs":      10,       // ROUNDS (10)
	"spectral_norm":  800,      // N (350)
	"str_concat":     1500000,  // N (1500000)
	"str_split_join": 6,        // ROUNDS (6)
	"word_frequency": 4000000,  // WORDS (1500000)
}

// sizes returns defaultSizes with the -size overrides applied.
func sizes() (map[string]int, error) {
	m := map[string]int{}
	for k, v := range defaultSizes {
		m[k] = v
	}
	if *flagSize == "" {
		return m, nil
	}
	for _, item := range strings.Split(*flagSize, ",") {
		name, val, ok := strings.Cut(strings.TrimSpace(item), "=")
		n, err := strconv.Atoi(strings.TrimSpace(val))
		if !ok || err != nil || n < 0 {
			return nil, fmt.Errorf("bad -size item %q (want NAME=VALUE, VALUE a non-negative int)", item)
		}
		if !exists(filepath.Join(*flagDir, strings.TrimSpace(name)+".py")) {
			return nil, fmt.Errorf("-size: no program %s in %s", name, *flagDir)
		}
		m[strings.TrimSpace(name)] = n
	}
	return m, nil
}

// runner is one way of executing a benchmark.
type runner struct {
	name string
	argv []string
	// kernel: the program prints "kernel-seconds: S" on stderr, the time of its work measured
	// inside the process, and that is the time taken (the Numba versions: their start-up,
	// import of numba and loading of the compiled code are left out).
	kernel bool
}

// sample is the outcome of one run.
type sample struct {
	wall   time.Duration
	cpu    time.Duration // user + system time of the child
	maxRSS int64         // bytes
}

// stats are the results of one runner on one benchmark.
type stats struct {
	ok      bool // ran every time, exit status 0, output matched python3
	skipped string
	samples []sample
}

func (s *stats) medianTime() time.Duration {
	return s.median(func(x sample) time.Duration { return x.wall })
}

func (s *stats) medianCPU() time.Duration {
	return s.median(func(x sample) time.Duration { return x.cpu })
}

func (s *stats) median(of func(sample) time.Duration) time.Duration {
	ts := make([]time.Duration, len(s.samples))
	for i, x := range s.samples {
		ts[i] = of(x)
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
	size        string // the first argument given to every runner, "" for none
	compileTime time.Duration
	compileErr  string
	byRunner    map[string]*stats
}

var runnerNames = []string{"kiln", "python3", "pypy3", "numba", "c"}

// env describes the machine and the tools, for the results file.
type env struct {
	date, cpu, kilnCommit string
	cores                 int
	loadStart, loadEnd    string
	versions              []string // "python3: Python 3.11.7", ...
	notes                 []string
}

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
	sizeOf, err := sizes()
	if err != nil {
		log("harness: %v", err)
		os.Exit(2)
	}

	python, err := exec.LookPath("python3")
	if err != nil {
		log("harness: python3 not found on PATH; it is the reference, so nothing can be checked")
		os.Exit(2)
	}
	pypy := findPyPy(log)
	numbaPy, numbaWhy := findNumba(log)
	cc := findCC(log)
	e := &env{
		date:       time.Now().Format("2006-01-02 15:04 MST"),
		cpu:        cpuModel(),
		cores:      runtime.NumCPU(),
		kilnCommit: strings.TrimSpace(outputOf("git", "rev-parse", "--short", "HEAD")),
		loadStart:  loadAvg(),
	}
	e.versions = append(e.versions, "python3: "+firstLineOf(outputOf(python, "--version")))
	if pypy != "" {
		e.versions = append(e.versions, "pypy3: "+strings.Join(strings.Fields(outputOf(pypy, "--version")), " "))
	} else {
		e.notes = append(e.notes, "pypy3 is not installed: the PyPy columns read n/a.")
	}
	if cc != "" {
		e.versions = append(e.versions, "C: "+firstLineOf(outputOf(cc, "--version"))+" (-O2)")
	} else {
		e.notes = append(e.notes, "no C compiler (gcc, clang-19, clang) found: the C columns read n/a.")
	}
	if numbaPy != "" {
		e.versions = append(e.versions, "numba: "+strings.TrimSpace(outputOf(numbaPy, "-c", "import numba; print(numba.__version__)"))+" under "+numbaPy)
		e.notes = append(e.notes, "numba time is the time of the @njit calls measured inside the process "+
			"(bench/numba/NAME.py prints it: wall time with time.perf_counter, CPU time with time.process_time), after a warm-up call that loads the cached machine code: "+
			"Python's start-up, importing numba and compiling are left out, while Kiln's time is the whole process.")
	} else {
		e.notes = append(e.notes, numbaWhy)
	}
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
		var args []string // the size, given to every runner
		if n, ok := sizeOf[name]; ok {
			res.size = strconv.Itoa(n)
			args = []string{res.size}
			log("== %s (size %s)", name, res.size)
		} else {
			log("== %s (no size: the program's default)", name)
		}
		results = append(results, res)

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
				runners = append(runners, runner{"kiln", append([]string{abs}, args...), false})
			}
		} else {
			res.byRunner["kiln"] = &stats{skipped: "no compiler"}
		}
		runners = append(runners, runner{"python3", append([]string{python, prog}, args...), false})
		if pypy != "" {
			runners = append(runners, runner{"pypy3", append([]string{pypy, prog}, args...), false})
		} else {
			res.byRunner["pypy3"] = &stats{skipped: "not installed"}
		}
		if nsrc := filepath.Join(*flagNumba, name+".py"); !exists(nsrc) {
			res.byRunner["numba"] = &stats{skipped: "no Numba version"}
		} else if numbaPy == "" {
			res.byRunner["numba"] = &stats{skipped: "not installed"}
		} else {
			runners = append(runners, runner{"numba", append([]string{numbaPy, nsrc}, args...), true})
		}
		if csrc := filepath.Join(*flagCDir, name+".c"); !exists(csrc) {
			res.byRunner["c"] = &stats{skipped: "no C reference"}
		} else if cc == "" {
			res.byRunner["c"] = &stats{skipped: "no C compiler"}
		} else {
			exe := filepath.Join(*flagOut, name+".c.exe")
			os.Remove(exe)
			if out, err := runCombined(cc, "-O2", "-o", exe, csrc, "-lm"); err != nil {
				log("!! %s %s FAILED (%v):\n%s", cc, csrc, err, indent(string(out)))
				res.byRunner["c"] = &stats{skipped: "build failed"}
				failed = true
			} else {
				abs, _ := filepath.Abs(exe)
				runners = append(runners, runner{"c", append([]string{abs}, args...), false})
			}
		}
		if !measure(res, runners, log) {
			failed = true
		}
	}
	if len(results) == 0 {
		log("harness: no benchmark matches -run %q", *flagRun)
		os.Exit(2)
	}
	e.loadEnd = loadAvg()
	header, rows := table(results)
	cpuHeader, cpuRows := cpuTable(results)
	fmt.Println()
	printText(os.Stdout, header, rows)
	fmt.Println()
	printText(os.Stdout, cpuHeader, cpuRows)
	fmt.Println("\ntimes are medians of", *flagN, "runs; mem is the peak RSS over those runs;")
	fmt.Println("python3/kiln, pypy3/kiln, numba/kiln: R means Kiln is R times faster than that runner (below 1.0x: slower);")
	fmt.Println("kiln/c: R means Kiln's executable takes R times as long as the C reference (gcc/clang -O2).")
	if path := resultsPath(); path != "" {
		md := markdown(e, header, rows, cpuHeader, cpuRows, failed) + keptSections(path)
		if err := os.WriteFile(path, []byte(md), 0o644); err != nil {
			log("harness: writing %s: %v", path, err)
			failed = true
		} else {
			log("wrote %s", path)
		}
	}
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
		cpu := roundCPU(round)
		for k := range runners {
			r := runners[(round+k)%len(runners)]
			st := res.byRunner[r.name]
			if !st.ok {
				continue // already failed; don't waste time
			}
			s, stdout, stderr, err := runOnce(r.argv, cpu)
			if err == nil && r.kernel {
				err = kernelTime(&s, stderr)
			}
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

// kernelTime replaces a sample's times by the lines its program printed on stderr:
// "kernel-seconds: S", the wall time of its work, and "kernel-cpu-seconds: S", the CPU
// time of the process over the same span (time.process_time), which a loaded machine
// inflates less. Without the second line the CPU time is the wall time.
func kernelTime(s *sample, stderr string) error {
	wall, cpu := -1.0, -1.0
	for _, line := range strings.Split(stderr, "\n") {
		line = strings.TrimSpace(line)
		for _, f := range []struct {
			prefix string
			dst    *float64
		}{{"kernel-seconds:", &wall}, {"kernel-cpu-seconds:", &cpu}} {
			v, ok := strings.CutPrefix(line, f.prefix)
			if !ok {
				continue
			}
			if _, err := fmt.Sscan(strings.TrimSpace(v), f.dst); err != nil || *f.dst < 0 {
				return fmt.Errorf("bad %s line %q", strings.TrimSuffix(f.prefix, ":"), line)
			}
		}
	}
	if wall < 0 {
		return fmt.Errorf("no kernel-seconds line on stderr")
	}
	if cpu < 0 {
		cpu = wall
	}
	s.wall = time.Duration(wall * float64(time.Second))
	s.cpu = time.Duration(cpu * float64(time.Second))
	return nil
}

// roundCPU is the CPU the runs of a round are pinned to (onCPU), or -1 for none: with -pin,
// round r takes the r-th of the harness's CPUs, cyclically.
func roundCPU(round int) int {
	if !*flagPin || len(harnessCPUs) < 2 {
		return -1
	}
	return harnessCPUs[round%len(harnessCPUs)]
}

// runOnce runs argv on cpu (onCPU), returning its wall time, peak RSS and output.
func runOnce(argv []string, cpu int) (sample, string, string, error) {
	ctx, cancel := context.WithTimeout(context.Background(), *flagTimeout)
	defer cancel()
	cmd := exec.CommandContext(ctx, argv[0], argv[1:]...)
	var stdout, stderr bytes.Buffer
	cmd.Stdout = &stdout
	cmd.Stderr = &stderr
	start := time.Now()
	err := onCPU(cpu, cmd.Start)
	if err == nil {
		err = cmd.Wait()
	}
	wall := time.Since(start)
	if ctx.Err() != nil {
		err = fmt.Errorf("timed out after %s", *flagTimeout)
	}
	var s sample
	s.wall = wall
	if cmd.ProcessState != nil {
		if ru, ok := cmd.ProcessState.SysUsage().(*syscall.Rusage); ok {
			s.maxRSS = int64(ru.Maxrss) * 1024 // Linux reports KiB
			s.cpu = time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
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
	log("pypy3 not found; trying to install Debian's pypy3")
	if err := aptInstall("pypy3"); err != nil {
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

// findNumba returns a python3 under which numba imports, installing Debian's python3-numba
// (which runs under /usr/bin/python3) if needed; else "" and why, for the results' notes.
func findNumba(log func(string, ...any)) (string, string) {
	pythons := []string{"/usr/bin/python3", "python3"}
	find := func() string {
		for _, py := range pythons {
			if err := exec.Command(py, "-c", "import numba").Run(); err == nil {
				return py
			}
		}
		return ""
	}
	if py := find(); py != "" {
		return py, ""
	}
	log("numba not found; trying to install Debian's python3-numba")
	if err := aptInstall("python3-numba"); err != nil {
		log("NOTE: could not install python3-numba (%v); the Numba column will be n/a", err)
		return "", "Numba could not be installed (" + err.Error() + "): the Numba columns read n/a."
	}
	if py := find(); py != "" {
		return py, ""
	}
	return "", "python3-numba is installed but `import numba` fails under /usr/bin/python3 and python3: the Numba columns read n/a."
}

// aptInstall installs a Debian package with apt-get (through sudo when not root), running
// apt-get update once if the first try fails.
func aptInstall(pkg string) error {
	apt := []string{"apt-get"}
	if os.Geteuid() != 0 {
		if _, err := exec.LookPath("sudo"); err != nil {
			return fmt.Errorf("not root and no sudo")
		}
		apt = []string{"sudo", "-n", "apt-get"}
	}
	if _, err := exec.LookPath("apt-get"); err != nil {
		return fmt.Errorf("apt-get is unavailable")
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
	err := aptRun("install", "-y", pkg)
	if err != nil {
		if uerr := aptRun("update"); uerr == nil {
			err = aptRun("install", "-y", pkg)
		} else {
			err = fmt.Errorf("%v; %v", err, uerr)
		}
	}
	return err
}

// table returns the header and the rows of the results table, the geomean row last.
func table(results []*result) ([]string, [][]string) {
	header := []string{"benchmark", "size", "kiln build"}
	for _, name := range runnerNames {
		header = append(header, name+" time", name+" mem")
	}
	header = append(header, "python3/kiln", "pypy3/kiln", "numba/kiln", "kiln/c")
	var pyRatios, pypyRatios, numbaRatios, cRatios []float64
	var rows [][]string
	for _, res := range results {
		build := "n/a"
		if res.compileErr != "" {
			build = "FAILED"
		} else if res.compileTime > 0 {
			build = fmtDur(res.compileTime)
		}
		cells := []string{res.name, sizeCell(res), build}
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
		// ratio is num's median time over den's; it goes into the cell and the geomean.
		ratio := func(num, den *stats, into *[]float64) {
			if !usable(num) || !usable(den) {
				cells = append(cells, "n/a")
				return
			}
			r := num.medianTime().Seconds() / den.medianTime().Seconds()
			cells = append(cells, fmtRatio(r))
			*into = append(*into, r)
		}
		ratio(res.byRunner["python3"], k, &pyRatios)
		ratio(res.byRunner["pypy3"], k, &pypyRatios)
		ratio(res.byRunner["numba"], k, &numbaRatios)
		ratio(k, res.byRunner["c"], &cRatios)
		rows = append(rows, cells)
	}
	geo := make([]string, len(header))
	geo[0] = "geomean"
	n := len(header)
	geo[n-4], geo[n-3], geo[n-2], geo[n-1] = fmtGeo(pyRatios), fmtGeo(pypyRatios), fmtGeo(numbaRatios), fmtGeo(cRatios)
	rows = append(rows, geo)
	return header, rows
}

// cpuTable gives the same ratios computed from the median CPU time (user + system) of each
// runner instead of the wall time: on a loaded machine they move less than the wall times.
func cpuTable(results []*result) ([]string, [][]string) {
	header := []string{"benchmark", "size", "kiln cpu", "python3 cpu", "pypy3 cpu", "numba cpu", "c cpu", "python3/kiln", "pypy3/kiln", "numba/kiln", "kiln/c"}
	var pyRatios, pypyRatios, numbaRatios, cRatios []float64
	var rows [][]string
	for _, res := range results {
		cells := []string{res.name, sizeCell(res)}
		for _, name := range runnerNames {
			if st := res.byRunner[name]; usable(st) {
				cells = append(cells, fmtDur(st.medianCPU()))
			} else {
				cells = append(cells, "n/a")
			}
		}
		k := res.byRunner["kiln"]
		ratio := func(num, den *stats, into *[]float64) {
			if !usable(num) || !usable(den) || num.medianCPU() <= 0 || den.medianCPU() <= 0 {
				cells = append(cells, "n/a")
				return
			}
			r := num.medianCPU().Seconds() / den.medianCPU().Seconds()
			cells = append(cells, fmtRatio(r))
			*into = append(*into, r)
		}
		ratio(res.byRunner["python3"], k, &pyRatios)
		ratio(res.byRunner["pypy3"], k, &pypyRatios)
		ratio(res.byRunner["numba"], k, &numbaRatios)
		ratio(k, res.byRunner["c"], &cRatios)
		rows = append(rows, cells)
	}
	rows = append(rows, []string{"geomean", "", "", "", "", "", "", fmtGeo(pyRatios), fmtGeo(pypyRatios), fmtGeo(numbaRatios), fmtGeo(cRatios)})
	return header, rows
}

func printText(w *os.File, header []string, rows [][]string) {
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', tabwriter.AlignRight)
	fmt.Fprintln(tw, strings.Join(header, "\t")+"\t")
	for _, r := range rows {
		fmt.Fprintln(tw, strings.Join(r, "\t")+"\t")
	}
	tw.Flush()
}

// markdown renders the results file: the machine, the tools, the table and how to read it.
func markdown(e *env, header []string, rows [][]string, cpuHeader []string, cpuRows [][]string, failed bool) string {
	var b strings.Builder
	b.WriteString("# Kiln benchmark results\n\n")
	b.WriteString("Written by `go run ./bench/harness` (`make bench`); see `bench/README.md` for what each\n")
	b.WriteString("program does and how the numbers are taken. Quote the ratios of one run together.\n\n")
	fmt.Fprintf(&b, "- date: %s\n", e.date)
	fmt.Fprintf(&b, "- machine: %s, %d cores (load average at start %s, at end %s)\n", e.cpu, e.cores, e.loadStart, e.loadEnd)
	fmt.Fprintf(&b, "- kiln: commit %s, `kiln build -release`\n", orNA(e.kilnCommit))
	for _, v := range e.versions {
		fmt.Fprintf(&b, "- %s\n", v)
	}
	fmt.Fprintf(&b, "- runs: %d per runner per benchmark, alternating runners within each round", *flagN)
	if roundCPU(0) >= 0 {
		fmt.Fprintf(&b, "; every run of a round on the same CPU, CPUs %v in turn", harnessCPUs)
	}
	b.WriteString("\n")
	for _, n := range e.notes {
		fmt.Fprintf(&b, "- note: %s\n", n)
	}
	b.WriteString("\n")
	markdownTable(&b, header, rows)
	b.WriteString("\n*size*: the first argument given to every runner (`bench/README.md` says what it is for each\n")
	b.WriteString("program; `-size NAME=VALUE` changes it).\n")
	b.WriteString("*time*: median wall-clock time of the runs, process start-up included; *mem*: peak RSS over\n")
	b.WriteString("the runs; *kiln build*: one `kiln build -release` (cache warm after the first program).\n")
	b.WriteString("*python3/kiln*, *pypy3/kiln*, *numba/kiln*: how many times faster Kiln's executable is (below\n")
	b.WriteString("1.0x: slower); the Numba column is only for the numeric kernels with a version in `bench/numba`,\n")
	b.WriteString("and its time leaves out start-up, import and compilation (see the note above).\n")
	b.WriteString("*kiln/c*: how many times as long Kiln's executable takes as the C reference in `bench/c`.\n")
	b.WriteString("*geomean*: geometric mean of the column over the benchmarks where both runners succeeded.\n")
	b.WriteString("\nThe same ratios from the median CPU time (user + system) of each runner, which a loaded\n")
	b.WriteString("machine disturbs less than the wall time (a process waiting for a core is not charged):\n\n")
	markdownTable(&b, cpuHeader, cpuRows)
	if failed {
		b.WriteString("\n**Some benchmarks FAILED** (build failure, crash or output different from python3's); the\n")
		b.WriteString("harness printed the details.\n")
	}
	return b.String()
}

func markdownTable(b *strings.Builder, header []string, rows [][]string) {
	b.WriteString("| " + strings.Join(header, " | ") + " |\n|")
	for i := range header {
		if i == 0 {
			b.WriteString(" --- |")
		} else {
			b.WriteString(" ---: |")
		}
	}
	b.WriteString("\n")
	for _, r := range rows {
		cells := append([]string{}, r...)
		if cells[0] == "geomean" {
			for i, c := range cells {
				if c != "" {
					cells[i] = "**" + c + "**"
				}
			}
		}
		b.WriteString("| " + strings.Join(cells, " | ") + " |\n")
	}
}

// keptHeading starts the hand-written part of the results file (measurements of single
// optimizations), which a new run keeps after its tables.
const keptHeading = "## Optimizations, before and after"

// keptSections returns the part of the results file at path from keptHeading to its end,
// with a blank line before it, or "" if the file or the heading is missing.
func keptSections(path string) string {
	old, err := os.ReadFile(path)
	if err != nil {
		return ""
	}
	i := strings.Index(string(old), "\n"+keptHeading)
	if i < 0 {
		return ""
	}
	return "\n" + string(old[i+1:])
}

// resultsPath is where the results go: -results, except that a partial run (-run) writes
// only to a file named explicitly.
func resultsPath() string {
	if *flagRun == "" {
		return *flagResults
	}
	explicit := false
	flag.Visit(func(f *flag.Flag) { explicit = explicit || f.Name == "results" })
	if explicit {
		return *flagResults
	}
	return ""
}

// findCC returns the C compiler for the references: -cc, else gcc, else clang-19, else clang.
func findCC(log func(string, ...any)) string {
	if *flagCC != "" {
		return *flagCC
	}
	for _, name := range []string{"gcc", "clang-19", "clang"} {
		if p, err := exec.LookPath(name); err == nil {
			return p
		}
	}
	log("NOTE: no C compiler (gcc, clang-19, clang) found; the C column will be n/a")
	return ""
}

func cpuModel() string {
	data, err := os.ReadFile("/proc/cpuinfo")
	if err == nil {
		for _, line := range strings.Split(string(data), "\n") {
			if k, v, ok := strings.Cut(line, ":"); ok && strings.TrimSpace(k) == "model name" {
				return strings.TrimSpace(v)
			}
		}
	}
	return runtime.GOARCH + " (model unknown)"
}

func loadAvg() string {
	data, err := os.ReadFile("/proc/loadavg")
	if err != nil {
		return "n/a"
	}
	f := strings.Fields(string(data))
	if len(f) < 3 {
		return "n/a"
	}
	return strings.Join(f[:3], " ")
}

func outputOf(name string, args ...string) string {
	out, err := exec.Command(name, args...).CombinedOutput()
	if err != nil {
		return ""
	}
	return string(out)
}

func firstLineOf(s string) string {
	line, _, _ := strings.Cut(strings.TrimSpace(s), "\n")
	return line
}

func orNA(s string) string {
	if s == "" {
		return "n/a"
	}
	return s
}

func exists(path string) bool {
	_, err := os.Stat(path)
	return err == nil
}

// sizeCell is the size column's cell: the argument given, or "default" when there was none.
func sizeCell(res *result) string {
	if res.size == "" {
		return "default"
	}
	return res.size
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
