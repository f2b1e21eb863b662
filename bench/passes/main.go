// Command passes measures the effect of IR passes (run by `make bench`): each benchmark program
// is built with -release twice, with the pass and with -disable-pass NAME, both are run -n times
// alternately, and the table of median times and their ratio goes to stdout and
// bench/PASSES.md.
package main

import (
	"bytes"
	"flag"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strings"
	"time"
)

var (
	flagN       = flag.Int("n", 5, "runs of each build")
	flagKiln    = flag.String("kiln", "bin/kiln", "path to the kiln compiler")
	flagDir     = flag.String("dir", "bench/programs", "directory holding the benchmark programs")
	flagOut     = flag.String("out", "bench/out", "directory for the executables")
	flagResults = flag.String("results", "bench/PASSES.md", "file to write the table to (\"\" for none)")
)

// benchmark is a program built to show one pass.
type benchmark struct {
	program, pass string
}

var benchmarks = []benchmark{
	{"dict_count", "dictincr"},
	{"word_frequency", "dictincr"},
	{"str_concat", "strconcat"},
	{"set_partition", "listconcat"},
	{"gen_reduce", "genreduce"},
}

// result is one benchmark's measurement.
type result struct {
	benchmark
	on, off       time.Duration // wall time
	onCPU, offCPU time.Duration // user + system time: steadier on a busy machine
	err           error
}

func main() {
	flag.Parse()
	if err := os.MkdirAll(*flagOut, 0o755); err != nil {
		fatal(err)
	}
	var results []result
	for _, b := range benchmarks {
		r := measure(b)
		if r.err != nil {
			fmt.Fprintf(os.Stderr, "passes: %s: %v\n", b.program, r.err)
		}
		results = append(results, r)
	}
	table := render(results)
	fmt.Print(table)
	if *flagResults != "" {
		if err := os.WriteFile(*flagResults, []byte(table), 0o644); err != nil {
			fatal(err)
		}
	}
}

// measure builds the program with and without the pass and times both.
func measure(b benchmark) result {
	r := result{benchmark: b}
	src := filepath.Join(*flagDir, b.program+".py")
	on := filepath.Join(*flagOut, b.program+".pass-on")
	off := filepath.Join(*flagOut, b.program+".pass-off")
	if r.err = build(src, on); r.err != nil {
		return r
	}
	if r.err = build(src, off, "-disable-pass", b.pass); r.err != nil {
		return r
	}
	var onTimes, offTimes, onCPU, offCPU []time.Duration
	var onOut, offOut []byte
	for i := 0; i < *flagN; i++ {
		var d, c time.Duration
		if d, c, onOut, r.err = run(on); r.err != nil {
			return r
		}
		onTimes, onCPU = append(onTimes, d), append(onCPU, c)
		if d, c, offOut, r.err = run(off); r.err != nil {
			return r
		}
		offTimes, offCPU = append(offTimes, d), append(offCPU, c)
	}
	if !bytes.Equal(onOut, offOut) {
		r.err = fmt.Errorf("output differs with and without %s", b.pass)
		return r
	}
	r.on, r.off = median(onTimes), median(offTimes)
	r.onCPU, r.offCPU = median(onCPU), median(offCPU)
	return r
}

func build(src, out string, extra ...string) error {
	args := append([]string{"build", "-release", src, "-o", out}, extra...)
	if msg, err := exec.Command(*flagKiln, args...).CombinedOutput(); err != nil {
		return fmt.Errorf("kiln %s: %v\n%s", strings.Join(args, " "), err, msg)
	}
	return nil
}

// run runs exe and returns its wall time, its CPU time (user and system) and its output.
func run(exe string) (time.Duration, time.Duration, []byte, error) {
	start := time.Now()
	cmd := exec.Command(exe)
	out, err := cmd.Output()
	wall := time.Since(start)
	var cpu time.Duration
	if cmd.ProcessState != nil {
		cpu = cmd.ProcessState.UserTime() + cmd.ProcessState.SystemTime()
	}
	return wall, cpu, out, err
}

func median(ts []time.Duration) time.Duration {
	sort.Slice(ts, func(i, j int) bool { return ts[i] < ts[j] })
	n := len(ts)
	if n%2 == 1 {
		return ts[n/2]
	}
	return (ts[n/2-1] + ts[n/2]) / 2
}

// render formats the results as a Markdown table.
func render(results []result) string {
	var b strings.Builder
	fmt.Fprintf(&b, "# IR passes: on vs -disable-pass\n\nMedian wall time and median CPU time (user + system) of %d runs of each build (`go run ./bench/passes`); the CPU times vary less when the machine is busy.\n\n", *flagN)
	b.WriteString("| program | pass | pass on | pass off | speed-up | CPU on | CPU off | CPU speed-up |\n|---|---|---:|---:|---:|---:|---:|---:|\n")
	for _, r := range results {
		if r.err != nil {
			fmt.Fprintf(&b, "| %s | %s | failed | | | | | |\n", r.program, r.pass)
			continue
		}
		fmt.Fprintf(&b, "| %s | %s | %.3f s | %.3f s | %.2fx | %.3f s | %.3f s | %s |\n", r.program, r.pass,
			r.on.Seconds(), r.off.Seconds(), r.off.Seconds()/r.on.Seconds(),
			r.onCPU.Seconds(), r.offCPU.Seconds(), ratio(r.offCPU, r.onCPU))
	}
	return b.String()
}

func fatal(err error) {
	fmt.Fprintln(os.Stderr, "passes:", err)
	os.Exit(1)
}

func ratio(a, b time.Duration) string {
	if b <= 0 {
		return "-"
	}
	return fmt.Sprintf("%.2fx", a.Seconds()/b.Seconds())
}
