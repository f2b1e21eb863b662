// Command checkgen writes a large, valid Kiln program for benchmarking the front end:
//
//	go run ./bench/checkgen -lines 5000 -o big.py
//
// The program is the same for the same -lines and -seed; it prints the same under Kiln and
// CPython and ends with a checksum.
package main

import (
	"flag"
	"fmt"
	"os"

	"kiln/bench/checkgen/gen"
)

func main() {
	lines := flag.Int("lines", 5000, "approximate number of lines")
	seed := flag.Int64("seed", 1, "random seed")
	out := flag.String("o", "-", "output file ('-' for stdout)")
	classes := flag.Bool("classes", false, "add class definitions (not supported yet)")
	flag.Parse()
	if flag.NArg() > 0 {
		fmt.Fprintf(os.Stderr, "checkgen: unexpected argument %q\n", flag.Arg(0))
		os.Exit(2)
	}
	src, err := gen.GenerateOptions(gen.Options{Lines: *lines, Seed: *seed, Classes: *classes})
	if err == gen.ErrClasses {
		fmt.Fprintln(os.Stderr, "checkgen: -classes: not supported yet (Kiln does not compile classes)")
		os.Exit(2)
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, "checkgen:", err)
		os.Exit(1)
	}
	if *out == "-" {
		_, err = os.Stdout.Write(src)
	} else {
		err = os.WriteFile(*out, src, 0o644)
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, "checkgen:", err)
		os.Exit(1)
	}
}
