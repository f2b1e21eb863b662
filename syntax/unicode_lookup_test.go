package syntax

import (
	"bufio"
	"bytes"
	"os/exec"
	"strconv"
	"strings"
	"testing"
)

// TestUnicodeNamesMatchPython checks lookupUnicodeName against every name python3's
// unicodedata gives, computed names (CJK, Hangul) included.
func TestUnicodeNamesMatchPython(t *testing.T) {
	py, err := exec.LookPath("python3")
	if err != nil {
		t.Skip("python3 not installed")
	}
	out, err := exec.Command(py, "-c", `
import unicodedata, sys
print(unicodedata.unidata_version)
for c in range(0x110000):
    n = unicodedata.name(chr(c), None)
    if n is not None:
        print("%X %s" % (c, n))
`).Output()
	if err != nil {
		t.Fatal(err)
	}
	sc := bufio.NewScanner(bytes.NewReader(out))
	sc.Scan()
	if v := sc.Text(); v != unicodeNamesVersion {
		t.Skipf("python3 has Unicode %s, the tables %s", v, unicodeNamesVersion)
	}
	n := 0
	for sc.Scan() {
		hex, name, _ := strings.Cut(sc.Text(), " ")
		want, _ := strconv.ParseUint(hex, 16, 32)
		if got, ok := lookupUnicodeName(name); !ok || got != rune(want) {
			t.Errorf("%q: got %X %v, want %s", name, got, ok, hex)
		}
		n++
	}
	if n < 130000 {
		t.Errorf("only %d names", n)
	}
}

func TestUnicodeNameLookup(t *testing.T) {
	tests := []struct {
		name string
		r    rune
		ok   bool
	}{
		{"LATIN SMALL LETTER A", 'a', true},
		{"latin small letter a", 'a', true},
		{"Latin Small Letter A", 'a', true},
		{"LF", '\n', true},
		{"BYTE ORDER MARK", 0xFEFF, true},
		{"END OF TRANSMISSION", 4, true},
		{"HANGUL SYLLABLE GAG", 0xAC01, true},
		{"HANGUL SYLLABLE A", 0xC544, true},
		{"hangul syllable gag", 0, false},
		{"CJK UNIFIED IDEOGRAPH-4E00", 0x4E00, true},
		{"CJK UNIFIED IDEOGRAPH-04E00", 0x4E00, true},
		{"CJK UNIFIED IDEOGRAPH-4e00", 0, false},
		{"CJK UNIFIED IDEOGRAPH-A000", 0, false},
		{"LATIN CAPITAL LETTER A WITH MACRON AND GRAVE", 0, false}, // a named sequence
		{"LINE FEED (LF)", 0, false},
		{"", 0, false},
		{"AAAA", 0, false},
		{"ZZZZ", 0, false},
		{"LATIN SMALL LETTER Ä", 0, false},
	}
	for _, tt := range tests {
		r, ok := lookupUnicodeName(tt.name)
		if r != tt.r || ok != tt.ok {
			t.Errorf("%q: got %X %v, want %X %v", tt.name, r, ok, tt.r, tt.ok)
		}
	}
}
