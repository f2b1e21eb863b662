// Command compile measures how long Kiln takes to compile, stage by stage (run by `make bench`):
// a hello-world build, and a check and a build of a generated 5,000-line program.
package main

import (
	"bufio"
	"bytes"
	"flag"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"text/tabwriter"
	"time"

	"kiln/bench/checkgen/gen"
)

var (
	flagN     = flag.Int("n", 5, "measured runs per case (the median is shown)")
	flagKiln  = flag.String("kiln", "bin/kiln", "path to the kiln compiler")
	flagLines = flag.Int("lines", 5000, "length of the generated program")
	flagSeed  = flag.Int64("seed", 1, "seed of the generated program")
)

// The budgets the summary is checked against.
const (
	checkBudget = time.Second
	helloBudget = 500 * time.Millisecond
)

// stages are the rows of the table: what `-log t` reports, then the process's wall time.
var stages = []string{"parse", "check", "lower", "passes", "codegen", "clang", "total"}

// A compileCase is one kiln command line, measured -n times.
type compileCase struct {
	name string
	args []string // after the kiln path
	exe  string   // the executable a build writes, run once afterwards
	want string   // what the executable must print; "" when not checked
	// times[stage] holds one duration per run; a stage a command does not reach has none.
	times map[string][]time.Duration
}

func main() {
	flag.Parse()
	if err := run(); err != nil {
		fmt.Fprintln(os.Stderr, "compile bench:", err)
		os.Exit(1)
	}
}

func run() error {
	kiln, err := filepath.Abs(*flagKiln)
	if err != nil {
		return err
	}
	if _, err := os.Stat(kiln); err != nil {
		return fmt.Errorf("%v (run make build first)", err)
	}
	dir, err := os.MkdirTemp("", "kiln-bench-compile-")
	if err != nil {
		return err
	}
	defer os.RemoveAll(dir)
	// A cache of its own: the runtime object is compiled once, in the warm-up run, as it is
	// once per machine for a user.
	os.Setenv("KILN_CACHE", filepath.Join(dir, "cache"))

	hello := filepath.Join(dir, "hello.py")
	if err := os.WriteFile(hello, []byte("print(\"hello\")\n"), 0o644); err != nil {
		return err
	}
	big := filepath.Join(dir, "generated.py")
	src := gen.Generate(*flagLines, *flagSeed)
	if err := os.WriteFile(big, src, 0o644); err != nil {
		return err
	}
	bigWant, err := pythonOutput(big)
	if err != nil {
		return err
	}
	lines := bytes.Count(src, []byte("\n"))
	fmt.Printf("generated program (seed %d): %d lines, %d classes, %d functions (%d at module level, the rest methods and nested), %d lambdas\n\n",
		*flagSeed, lines, count(src, `(?m)^class `), count(src, `(?m)^\s*def `), count(src, `(?m)^def `), count(src, `\blambda\b`))
	bigName := fmt.Sprintf("%d lines", lines)
	cases := []*compileCase{
		{name: "hello build", args: []string{"build", "-log", "t", hello, "-o", filepath.Join(dir, "hello")},
			exe: filepath.Join(dir, "hello"), want: "hello\n"},
		{name: "check " + bigName, args: []string{"check", "-log", "t", big}},
		{name: "build " + bigName, args: []string{"build", "-log", "t", big, "-o", filepath.Join(dir, "generated")},
			exe: filepath.Join(dir, "generated"), want: bigWant},
	}
	for _, c := range cases {
		c.times = map[string][]time.Duration{}
		if err := c.measure(kiln, false); err != nil { // warm-up
			return err
		}
		if c.exe != "" {
			if err := c.verify(); err != nil {
				return err
			}
		}
		for range *flagN {
			if err := c.measure(kiln, true); err != nil {
				return err
			}
		}
	}
	printTable(cases)

	fmt.Println()
	check, build := cases[1].median("total"), cases[0].median("total")
	fmt.Printf("check of the %d-line program: %s, %s 1 s\n", lines, ms(check), verdict(check, checkBudget))
	fmt.Printf("hello-world build:            %s, %s 0.5 s\n", ms(build), verdict(build, helloBudget))
	return nil
}

// pythonOutput is what CPython prints for the program; "" (not checked) without python3.
func pythonOutput(path string) (string, error) {
	if _, err := exec.LookPath("python3"); err != nil {
		fmt.Fprintln(os.Stderr, "compile bench: no python3: the generated program's output is not checked")
		return "", nil
	}
	out, err := exec.Command("python3", path).Output()
	if err != nil {
		return "", fmt.Errorf("python3 %s: %v", path, err)
	}
	return string(out), nil
}

// count is how many times the regexp matches src.
func count(src []byte, re string) int { return len(regexp.MustCompile(re).FindAll(src, -1)) }

var logLine = regexp.MustCompile(`^kiln: (\w+)\s+([0-9.]+) ms$`)

// measure runs the command once; record adds its stage timings and wall time to c.times.
func (c *compileCase) measure(kiln string, record bool) error {
	cmd := exec.Command(kiln, c.args...)
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	start := time.Now()
	err := cmd.Run()
	wall := time.Since(start)
	if err != nil {
		return fmt.Errorf("kiln %s: %v\n%s", strings.Join(c.args, " "), err, stderr.String())
	}
	if !record {
		return nil
	}
	sc := bufio.NewScanner(&stderr)
	for sc.Scan() {
		m := logLine.FindStringSubmatch(sc.Text())
		if m == nil {
			continue
		}
		v, err := strconv.ParseFloat(m[2], 64)
		if err != nil {
			return fmt.Errorf("kiln -log t printed %q", sc.Text())
		}
		c.times[m[1]] = append(c.times[m[1]], time.Duration(v*float64(time.Millisecond)))
	}
	c.times["total"] = append(c.times["total"], wall)
	return nil
}

// verify runs the built executable and compares what it prints with what it should print.
func (c *compileCase) verify() error {
	out, err := exec.Command(c.exe).Output()
	if err != nil {
		return fmt.Errorf("%s: running %s: %v", c.name, c.exe, err)
	}
	if c.want != "" && string(out) != c.want {
		return fmt.Errorf("%s: %s printed something other than python3 does", c.name, c.exe)
	}
	return nil
}

// median is the stage's median over the runs, or -1 when the command never reached it.
func (c *compileCase) median(stage string) time.Duration {
	ts := slices.Clone(c.times[stage])
	if len(ts) == 0 {
		return -1
	}
	slices.Sort(ts)
	n := len(ts)
	if n%2 == 1 {
		return ts[n/2]
	}
	return (ts[n/2-1] + ts[n/2]) / 2
}

func printTable(cases []*compileCase) {
	fmt.Printf("Kiln compile time by stage, ms (median of %d runs; total is the wall time of the kiln process)\n\n", *flagN)
	w := tabwriter.NewWriter(os.Stdout, 0, 0, 2, ' ', tabwriter.AlignRight)
	fmt.Fprint(w, "stage\t")
	for _, c := range cases {
		fmt.Fprintf(w, "%s\t", c.name)
	}
	fmt.Fprintln(w)
	for _, s := range stages {
		fmt.Fprintf(w, "%s\t", s)
		for _, c := range cases {
			if d := c.median(s); d >= 0 {
				fmt.Fprintf(w, "%.1f\t", float64(d.Microseconds())/1000)
			} else {
				fmt.Fprint(w, "-\t")
			}
		}
		fmt.Fprintln(w)
	}
	w.Flush()
}

func ms(d time.Duration) string { return fmt.Sprintf("%.1f ms", float64(d.Microseconds())/1000) }

func verdict(d, budget time.Duration) string {
	if d < budget {
		return "under"
	}
	return "NOT under"
}
