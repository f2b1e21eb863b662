// Package stdlib embeds Kiln's standard library, written in Kiln's Python dialect: the
// builtins (*.py, one scope) and the importable modules (lib/NAME.py, one scope each).
package stdlib

import (
	"crypto/sha256"
	"embed"
	"encoding/hex"
	"io/fs"
	"sort"
	"strings"
)

//go:embed *.py lib/*.py
var files embed.FS

// modulePrefix starts the names of the files that are importable modules.
const modulePrefix = "stdlib/lib/"

// File is one stdlib source file.
type File struct {
	Name string // e.g. "stdlib/builtins.py", as shown in diagnostics
	Src  []byte
}

// Files returns the stdlib sources in a fixed order: the builtins, then the modules.
func Files() []File {
	names, err := fs.Glob(files, "*.py")
	if err != nil {
		panic(err)
	}
	mods, err := fs.Glob(files, "lib/*.py")
	if err != nil {
		panic(err)
	}
	sort.Strings(names)
	sort.Strings(mods)
	names = append(names, mods...)
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

// ModuleName returns the module a stdlib file defines ("math" for "stdlib/lib/math.py"), or
// "" for a file of the builtins.
func ModuleName(file string) string {
	if !strings.HasPrefix(file, modulePrefix) || !strings.HasSuffix(file, ".py") {
		return ""
	}
	return strings.TrimSuffix(strings.TrimPrefix(file, modulePrefix), ".py")
}
