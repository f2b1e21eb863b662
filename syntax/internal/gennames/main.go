// Command gennames writes syntax/unicode_names.go: the Unicode character names (and the
// name aliases) that CPython's \N{...} escapes accept, read from python3's unicodedata.
//
// Run it from the syntax directory (go generate does): go run ./internal/gennames
//
// Names are stored sorted and front-coded in one string, in blocks of namesBlock entries;
// each block starts with a full name so lookups binary-search the blocks and decode one.
// An entry is: a prefix-length character, the rest of the name ([A-Z0-9 -]), and the code
// point as 4 digits from codeDigits, an alphabet disjoint from name characters.
// CJK unified ideographs and Hangul syllables have algorithmic names and are not stored.
//
// unicodedata cannot list its aliases, so candidates come from Perl's copy of the Unicode
// database (unicore/Name.pl, the same Unicode version as python3's), and python3 keeps
// only those that its own \N{...} accepts: named sequences are refused, as in CPython.
package main

import (
	"bytes"
	"encoding/json"
	"flag"
	"fmt"
	"go/format"
	"log"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strings"
)

const (
	namesBlock = 32
	codeDigits = "abcdefghijklmnopqrstuvwxyz!#$%&()*+,./:;<=>?@[]^_{|}~"
)

const script = `
import ast, json, sys, unicodedata
names = {}
cjk = []
for c in range(0x110000):
    n = unicodedata.name(chr(c), None)
    if n is None:
        continue
    if n.startswith("CJK UNIFIED IDEOGRAPH-"):
        if cjk and cjk[-1][1] == c - 1:
            cjk[-1][1] = c
        else:
            cjk.append([c, c])
        continue
    if n.startswith("HANGUL SYLLABLE "):
        continue
    names[n] = c
aliases = {}
for n in sys.stdin.read().split("\n"):
    if not n or n in names or n in aliases:
        continue
    try:
        s = ast.literal_eval('"\\N{%s}"' % n)
    except SyntaxError:
        continue
    if len(s) == 1:
        aliases[n] = ord(s)
json.dump({"version": unicodedata.unidata_version, "names": names, "aliases": aliases, "cjk": cjk}, sys.stdout)
`

type data struct {
	Version string
	Names   map[string]int
	Aliases map[string]int
	CJK     [][2]int
}

func main() {
	out := flag.String("o", "unicode_names.go", "output file")
	namePl := flag.String("aliases", "", "Perl's unicore/Name.pl (default: found under /usr/share/perl)")
	flag.Parse()
	log.SetFlags(0)
	log.SetPrefix("gennames: ")

	if *namePl == "" {
		matches, _ := filepath.Glob("/usr/share/perl/*/unicore/Name.pl")
		if len(matches) == 0 {
			log.Fatal("no unicore/Name.pl found for aliases; pass -aliases")
		}
		*namePl = matches[len(matches)-1]
	}
	candidates, err := aliasCandidates(*namePl)
	if err != nil {
		log.Fatal(err)
	}
	cmd := exec.Command("python3", "-c", script)
	cmd.Stdin = strings.NewReader(strings.Join(candidates, "\n"))
	cmd.Stderr = os.Stderr
	raw, err := cmd.Output()
	if err != nil {
		log.Fatalf("python3: %v", err)
	}
	var d data
	if err := json.Unmarshal(raw, &d); err != nil {
		log.Fatal(err)
	}
	src, err := generate(&d)
	if err != nil {
		log.Fatal(err)
	}
	if err := os.WriteFile(*out, src, 0o644); err != nil {
		log.Fatal(err)
	}
	log.Printf("Unicode %s: %d names, %d aliases, %d CJK ranges; %d bytes", d.Version, len(d.Names), len(d.Aliases), len(d.CJK), len(src))
}

// aliasCandidates returns the single-code-point names listed in Perl's Name.pl.
func aliasCandidates(path string) ([]string, error) {
	b, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	_, body, ok := strings.Cut(string(b), "<<'END';\n")
	if !ok {
		return nil, fmt.Errorf("%s: unexpected format", path)
	}
	body, _, _ = strings.Cut(body, "\nEND\n")
	var out []string
	for _, entry := range strings.Split(strings.TrimSpace(body), "\n\n") {
		code, name, ok := strings.Cut(entry, "\n")
		if ok && !strings.Contains(code, " ") {
			out = append(out, name)
		}
	}
	return out, nil
}

func prefixChar(n int) byte {
	c := byte(0x21 + n)
	if c >= '`' {
		c++
	}
	return c
}

func generate(d *data) ([]byte, error) {
	all := map[string]int{}
	for n, c := range d.Names {
		all[n] = c
	}
	for n, c := range d.Aliases {
		all[n] = c
	}
	names := make([]string, 0, len(all))
	for n := range all {
		for i := 0; i < len(n); i++ {
			if c := n[i]; !('A' <= c && c <= 'Z' || '0' <= c && c <= '9' || c == ' ' || c == '-') {
				return nil, fmt.Errorf("name %q has an unexpected character", n)
			}
		}
		if len(n) > 90 {
			return nil, fmt.Errorf("name %q is too long", n)
		}
		names = append(names, n)
	}
	sort.Strings(names)
	base := len(codeDigits)
	var entries []string // one encoded entry each
	var blocks []int
	off := 0
	prev := ""
	for i, n := range names {
		p := 0
		if i%namesBlock == 0 {
			blocks = append(blocks, off)
		} else {
			for p < len(n) && p < len(prev) && n[p] == prev[p] {
				p++
			}
		}
		var e strings.Builder
		e.WriteByte(prefixChar(p))
		e.WriteString(n[p:])
		c := all[n]
		digits := make([]byte, 4)
		for k := 3; k >= 0; k-- {
			digits[k] = codeDigits[c%base]
			c /= base
		}
		if c != 0 {
			return nil, fmt.Errorf("code point of %q too large", n)
		}
		e.Write(digits)
		entries = append(entries, e.String())
		off += e.Len()
		prev = n
	}

	var b bytes.Buffer
	fmt.Fprintf(&b, "// Code generated by go run ./internal/gennames; DO NOT EDIT.\n\n")
	fmt.Fprintf(&b, "package syntax\n\n")
	fmt.Fprintf(&b, "// unicodeNamesVersion is the Unicode version of python3's unicodedata the tables come from.\n")
	fmt.Fprintf(&b, "const unicodeNamesVersion = %q\n\n", d.Version)
	fmt.Fprintf(&b, "// %d names and %d aliases, sorted and front-coded in blocks of %d (see internal/gennames).\n", len(d.Names), len(d.Aliases), namesBlock)
	fmt.Fprintf(&b, "const (\n\tnamesBlock = %d\n\tcodeDigits = %q\n)\n\n", namesBlock, codeDigits)
	b.WriteString("const namesData = \"\" +\n")
	var line strings.Builder
	flush := func(last bool) {
		sep := " +\n"
		if last {
			sep = "\n"
		}
		fmt.Fprintf(&b, "\t`%s`%s", line.String(), sep)
		line.Reset()
	}
	for i, e := range entries {
		line.WriteString(e)
		if line.Len() >= 96 && i < len(entries)-1 {
			flush(false)
		}
	}
	flush(true)
	b.WriteString("\n// nameBlocks holds the offset in namesData of each block's first entry.\n")
	b.WriteString("var nameBlocks = [...]uint32{")
	for i, o := range blocks {
		if i%12 == 0 {
			b.WriteString("\n\t")
		} else {
			b.WriteString(" ")
		}
		fmt.Fprintf(&b, "%d,", o)
	}
	b.WriteString("\n}\n\n")
	b.WriteString("// cjkIdeographs are the ranges named CJK UNIFIED IDEOGRAPH-XXXX.\n")
	b.WriteString("var cjkIdeographs = [...][2]rune{\n")
	for _, r := range d.CJK {
		fmt.Fprintf(&b, "\t{0x%X, 0x%X},\n", r[0], r[1])
	}
	b.WriteString("}\n")
	return format.Source(b.Bytes())
}
