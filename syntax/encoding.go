// Source encodings: PEP 263 coding declarations and the UTF-8 byte order mark.
package syntax

import (
	"strings"
	"unicode/utf8"
)

// codingSpec returns the encoding a PEP 263 declaration on the first two lines of src
// names ("" if none), and the offset of the name, as CPython's tokenizer finds it: in a
// comment on line 1, or on line 2 if line 1 is blank or a comment.
func codingSpec(src []byte) (string, int) {
	off := 0
	for line := 0; line < 2 && off < len(src); line++ {
		end := off
		for end < len(src) && src[end] != '\n' && src[end] != '\r' {
			end++
		}
		text := string(src[off:end])
		i := 0
		for i < len(text) && (text[i] == ' ' || text[i] == '\t' || text[i] == '\f') {
			i++
		}
		if i == len(text) || text[i] != '#' {
			if i < len(text) {
				return "", 0 // code on line 1: line 2 is not looked at
			}
		} else {
			for k := i; ; {
				j := strings.Index(text[k:], "coding")
				if j < 0 {
					break
				}
				k += j + len("coding")
				if k < len(text) && (text[k] == ':' || text[k] == '=') {
					k++
					for k < len(text) && (text[k] == ' ' || text[k] == '\t') {
						k++
					}
					n := k
					for n < len(text) && (isIdentStart(text[n]) || isDigit(text[n]) || text[n] == '-' || text[n] == '.') {
						n++
					}
					if n > k {
						return text[k:n], off + k
					}
				}
			}
		}
		off = end
		if off < len(src) && src[off] == '\r' {
			off++
		}
		if off < len(src) && src[off] == '\n' {
			off++
		}
	}
	return "", 0
}

// sourceEncoding classifies a declared encoding: "utf-8" (also ASCII, which UTF-8
// decodes the same), "latin-1", or "" for one Kiln does not decode.
func sourceEncoding(name string) string {
	n := strings.ReplaceAll(strings.ToLower(name), "_", "-")
	switch {
	case n == "utf-8" || n == "utf8" || strings.HasPrefix(n, "utf-8-") || n == "ascii" || n == "us-ascii":
		return "utf-8"
	case n == "latin-1" || n == "latin1" || n == "iso-8859-1" || n == "iso8859-1" || n == "iso-latin-1" ||
		n == "l1" || n == "cp819" || strings.HasPrefix(n, "latin-1-") || strings.HasPrefix(n, "iso-8859-1-") ||
		strings.HasPrefix(n, "iso-latin-1-"):
		return "latin-1"
	}
	return ""
}

// decodeSource converts src to UTF-8 according to its coding declaration. ok is false
// when the declared encoding is one Kiln cannot decode and src is not plain ASCII (for
// ASCII text every ASCII-compatible encoding agrees); name is then the declared encoding
// and at its offset.
func decodeSource(src []byte) (out []byte, name string, at int, ok bool) {
	if hasBOM(src) {
		return src, "", 0, true
	}
	name, at = codingSpec(src)
	switch sourceEncoding(name) {
	case "utf-8":
		return src, name, at, true
	case "latin-1":
		buf := make([]byte, 0, len(src)+len(src)/8)
		for _, c := range src {
			buf = utf8.AppendRune(buf, rune(c))
		}
		return buf, name, at, true
	}
	if name == "" {
		return src, name, at, true
	}
	for _, c := range src {
		if c >= 0x80 {
			return src, name, at, false
		}
	}
	return src, name, at, true
}

func hasBOM(src []byte) bool {
	return len(src) >= 3 && src[0] == 0xEF && src[1] == 0xBB && src[2] == 0xBF
}
