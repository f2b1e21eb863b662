// Package stdlib embeds Kiln's standard library, written in Kiln's Python dialect.
package stdlib

import (
	"crypto/sha256"
	"embed"
	"encoding/hex"
	"io/fs"
	"sort"
)

//go:embed *.py
var files embed.FS

// File is one stdlib source file.
type File struct {
	Name string // e.g. "stdlib/builtins.py", as shown in diagnostics
	Src  []byte
}

// Files returns the stdlib sources in a fixed order.
func Files() []File {
	names, err := fs.Glob(files, "*.py")
	if err != nil {
		panic(err)
	}
	sort.Strings(names)
	var out []File
	for _, n := range names {
		src, err := files.ReadFile(n)
		if err != nil {
			panic(err)
		}
		out = append(out, File{Name: "stdlib/" + n, Src: src})
	}
	return out
}

// Hash identifies this stdlib's contents (part of the cache key of compiled programs).
func Hash() string {
	h := sha256.New()
	for _, f := range Files() {
		h.Write([]byte(f.Name))
		h.Write([]byte{0})
		h.Write(f.Src)
		h.Write([]byte{0})
	}
	return hex.EncodeToString(h.Sum(nil))[:16]
}
