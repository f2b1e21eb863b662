// Unicode character names for \N{...} escapes, looked up as CPython's unicodedata does.
package syntax

import (
	"sort"
	"strings"
	"unicode/utf8"
)

//go:generate go run ./internal/gennames

// lookupUnicodeName returns the code point CPython's \N{name} escape names, accepting
// what unicodedata's getcode accepts without named sequences: character names and name
// aliases in any ASCII case, "CJK UNIFIED IDEOGRAPH-XXXX" (upper-case hex, 4 or 5 digits)
// and "HANGUL SYLLABLE ..." (upper case, as CPython compares those case-sensitively).
func lookupUnicodeName(name string) (rune, bool) {
	if rest, ok := strings.CutPrefix(name, "CJK UNIFIED IDEOGRAPH-"); ok {
		return cjkIdeograph(rest)
	}
	if rest, ok := strings.CutPrefix(name, "HANGUL SYLLABLE "); ok {
		return hangulSyllable(rest)
	}
	key := []byte(name)
	for i, c := range key {
		if 'a' <= c && c <= 'z' {
			key[i] = c - 'a' + 'A'
		}
	}
	// The last block whose first name is <= key.
	blk := sort.Search(len(nameBlocks), func(i int) bool {
		return blockHead(i) > string(key)
	}) - 1
	if blk < 0 {
		return 0, false
	}
	var cur []byte
	off := int(nameBlocks[blk])
	for n := 0; n < namesBlock && off < len(namesData); n++ {
		var code rune
		cur, code, off = nextName(cur, off)
		switch strings.Compare(string(cur), string(key)) {
		case 0:
			return code, true
		case 1:
			return 0, false
		}
	}
	return 0, false
}

// blockHead returns the (full) first name of block i.
func blockHead(i int) string {
	off := int(nameBlocks[i]) + 1
	end := off
	for end < len(namesData) && isNameChar(namesData[end]) {
		end++
	}
	return namesData[off:end]
}

func isNameChar(c byte) bool {
	return 'A' <= c && c <= 'Z' || '0' <= c && c <= '9' || c == ' ' || c == '-'
}

// nextName decodes the entry at off, whose name shares a prefix with prev.
func nextName(prev []byte, off int) (name []byte, code rune, next int) {
	c := namesData[off]
	p := int(c) - 0x21
	if c > '`' {
		p--
	}
	off++
	end := off
	for isNameChar(namesData[end]) {
		end++
	}
	name = append(prev[:p], namesData[off:end]...)
	for k := 0; k < 4; k++ {
		code = code*rune(len(codeDigits)) + rune(strings.IndexByte(codeDigits, namesData[end+k]))
	}
	return name, code, end + 4
}

func cjkIdeograph(hex string) (rune, bool) {
	if len(hex) != 4 && len(hex) != 5 {
		return 0, false
	}
	var v rune
	for i := 0; i < len(hex); i++ {
		c := hex[i]
		switch {
		case '0' <= c && c <= '9':
			v = v*16 + rune(c-'0')
		case 'A' <= c && c <= 'F':
			v = v*16 + rune(c-'A'+10)
		default:
			return 0, false
		}
	}
	for _, r := range cjkIdeographs {
		if r[0] <= v && v <= r[1] {
			return v, true
		}
	}
	return 0, false
}

// The Hangul jamo short names of Unicode's syllable-name algorithm (chapter 3.12).
var (
	jamoL = []string{"G", "GG", "N", "D", "DD", "R", "M", "B", "BB", "S", "SS", "", "J", "JJ", "C", "K", "T", "P", "H"}
	jamoV = []string{"A", "AE", "YA", "YAE", "EO", "E", "YEO", "YE", "O", "WA", "WAE", "OE", "YO", "U", "WEO", "WE", "WI", "YU", "EU", "YI", "I"}
	jamoT = []string{"", "G", "GG", "GS", "N", "NJ", "NH", "D", "L", "LG", "LM", "LB", "LS", "LT", "LP", "LH", "M", "B", "BS", "S", "SS", "NG", "J", "C", "K", "T", "P", "H"}
)

// hangulSyllable decodes the part of a name after "HANGUL SYLLABLE " as CPython does:
// the longest matching initial, medial and final jamo names in turn.
func hangulSyllable(s string) (rune, bool) {
	find := func(table []string) int {
		best, bestLen := -1, -1
		for i, j := range table {
			if len(j) > bestLen && strings.HasPrefix(s, j) {
				best, bestLen = i, len(j)
			}
		}
		if best >= 0 {
			s = s[bestLen:]
		}
		return best
	}
	l := find(jamoL)
	v := find(jamoV)
	t := find(jamoT)
	if l < 0 || v < 0 || t < 0 || s != "" {
		return 0, false
	}
	return rune(0xAC00 + (l*len(jamoV)+v)*len(jamoT) + t), true
}

//go:generate go run ./internal/gennfkc

// nfkcIdent returns the NFKC form of the identifier s, as CPython stores it (PEP 3131),
// by mapping each character through the generated table. Known gap: composition across
// characters (a base letter followed by a combining mark that NFKC fuses with it) is not
// performed, so such identifiers keep the decomposed spelling.
func nfkcIdent(s string) string {
	var b []byte
	for i, r := range s {
		if r < 0x80 {
			if b != nil {
				b = append(b, byte(r))
			}
			continue
		}
		k := sort.Search(len(nfkcKeys), func(k int) bool { return nfkcKeys[k] >= r })
		if k < len(nfkcKeys) && nfkcKeys[k] == r {
			if b == nil {
				b = append([]byte(nil), s[:i]...)
			}
			start := 0
			if k > 0 {
				start = int(nfkcEnds[k-1])
			}
			b = append(b, nfkcValues[start:nfkcEnds[k]]...)
		} else if b != nil {
			b = utf8.AppendRune(b, r)
		}
	}
	if b == nil {
		return s
	}
	return string(b)
}
