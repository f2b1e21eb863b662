// Command parse benchmarks Kiln's parser against CPython's ast.parse on CPython's own standard
// library (run by `make bench`): wall time and peak memory of one process parsing every file.
package main

import (
	"bytes"
	"flag"
	"fmt"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strings"
	"syscall"
	"time"

	"kiln/syntax"
)

var (
	flagN     = flag.Int("n", 3, "runs per parser")
	flagChild = flag.String("child", "", "internal: parse the files listed on stdin with this parser")
)

const pythonParse = `import ast, sys
n = 0
for name in sys.stdin.read().split("\n"):
    if name:
        try:
            ast.parse(open(name, "rb").read())
        except (SyntaxError, ValueError):
            pass
        n += 1
print(n)
`

func main() {
	flag.Parse()
	if *flagChild == "kiln" {
		childKiln()
		return
	}
	files, err := stdlibFiles()
	if err != nil {
		fmt.Fprintln(os.Stderr, "parse bench:", err)
		os.Exit(1)
	}
	list := []byte(strings.Join(files, "\n") + "\n")
	var size int64
	for _, f := range files {
		if st, err := os.Stat(f); err == nil {
			size += st.Size()
		}
	}
	self, err := os.Executable()
	if err != nil {
		fmt.Fprintln(os.Stderr, "parse bench:", err)
		os.Exit(1)
	}
	runners := []struct {
		name string
		argv []string
	}{
		{"kiln", []string{self, "-child", "kiln"}},
		{"ast.parse", []string{"python3", "-c", pythonParse}},
	}
	times := map[string][]time.Duration{}
	peak := map[string]int64{}
	for i := 0; i < *flagN; i++ {
		for _, r := range runners {
			wall, rss, out, err := run(r.argv, list)
			if err != nil {
				fmt.Fprintf(os.Stderr, "parse bench: %s: %v\n%s", r.name, err, out)
				os.Exit(1)
			}
			if strings.TrimSpace(out) != fmt.Sprint(len(files)) {
				fmt.Fprintf(os.Stderr, "parse bench: %s parsed %q files, want %d\n", r.name, strings.TrimSpace(out), len(files))
				os.Exit(1)
			}
			times[r.name] = append(times[r.name], wall)
			if rss > peak[r.name] {
				peak[r.name] = rss
			}
		}
	}
	k, p := median(times["kiln"]), median(times["ast.parse"])
	fmt.Printf("== parse: %d files of CPython's stdlib, %.1f MiB, median of %d runs\n", len(files), float64(size)/(1<<20), *flagN)
	fmt.Printf("   kiln       %8.0f ms  peak %6.1f MiB\n", ms(k), mib(peak["kiln"]))
	fmt.Printf("   ast.parse  %8.0f ms  peak %6.1f MiB\n", ms(p), mib(peak["ast.parse"]))
	fmt.Printf("   Kiln's parser is %.1fx faster than CPython's ast.parse\n", float64(p)/float64(k))
}

// childKiln parses every file named on stdin, one after another, and prints how many.
func childKiln() {
	data, _ := os.ReadFile("/dev/stdin")
	n := 0
	for _, name := range strings.Split(string(data), "\n") {
		if name == "" {
			continue
		}
		src, err := os.ReadFile(name)
		if err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.Exit(1)
		}
		syntax.ParseFile(syntax.NewFileSet(), name, src)
		n++
	}
	fmt.Println(n)
}

func run(argv []string, stdin []byte) (time.Duration, int64, string, error) {
	cmd := exec.Command(argv[0], argv[1:]...)
	cmd.Stdin = bytes.NewReader(stdin)
	var out bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &out
	start := time.Now()
	err := cmd.Run()
	wall := time.Since(start)
	var rss int64
	if ru, ok := cmd.ProcessState.SysUsage().(*syscall.Rusage); ok {
		rss = ru.Maxrss * 1024
	}
	return wall, rss, out.String(), err
}

// stdlibFiles lists the .py files of python3's standard library, without site-packages.
func stdlibFiles() ([]string, error) {
	out, err := exec.Command("python3", "-c", `import sysconfig; print(sysconfig.get_paths()["stdlib"])`).Output()
	if err != nil {
		return nil, fmt.Errorf("python3 not found: %v", err)
	}
	root := strings.TrimSpace(string(out))
	var files []string
	err = filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() && d.Name() == "site-packages" {
			return filepath.SkipDir
		}
		if !d.IsDir() && strings.HasSuffix(path, ".py") {
			files = append(files, path)
		}
		return nil
	})
	sort.Strings(files)
	return files, err
}

func median(ts []time.Duration) time.Duration {
	s := append([]time.Duration(nil), ts...)
	sort.Slice(s, func(i, j int) bool { return s[i] < s[j] })
	return s[len(s)/2]
}

func ms(d time.Duration) float64 { return float64(d.Microseconds()) / 1000 }
func mib(b int64) float64        { return float64(b) / (1 << 20) }
