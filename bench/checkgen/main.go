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
	flag.Parse()
	if flag.NArg() > 0 {
		fmt.Fprintf(os.Stderr, "checkgen: unexpected argument %q\n", flag.Arg(0))
		os.Exit(2)
	}
	src := gen.Generate(*lines, *seed)
	var err error
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
