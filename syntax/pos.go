// Package syntax holds Kiln's front end: positions, the scanner, the parser and the AST.
package syntax

import (
	"fmt"
	"sort"
)

// Pos is a compact source position: an offset into the FileSet's address space.
// It becomes file:line:col only when printed, through FileSet.Position.
// The zero Pos (NoPos) means "no position".
type Pos int

// NoPos is the zero Pos.
const NoPos Pos = 0

// IsValid reports whether p is a real position.
func (p Pos) IsValid() bool { return p != NoPos }

// Position is a printable source position.
type Position struct {
	Filename string
	Offset   int // byte offset in the file, 0-based
	Line     int // 1-based
	Column   int // 1-based, in bytes (not counting a UTF-8 byte order mark)
}

// IsValid reports whether the position names a line.
func (p Position) IsValid() bool { return p.Line > 0 }

func (p Position) String() string {
	if !p.IsValid() {
		if p.Filename != "" {
			return p.Filename
		}
		return "-"
	}
	return fmt.Sprintf("%s:%d:%d", p.Filename, p.Line, p.Column)
}

// File is one source file added to a FileSet.
type File struct {
	Name  string
	Src   []byte
	Base  int   // Pos of the file's first byte
	lines []int // offset of the first byte of each line
}

// Pos returns the Pos of byte offset off in f.
func (f *File) Pos(off int) Pos { return Pos(f.Base + off) }

// Offset returns the byte offset of p in f.
func (f *File) Offset(p Pos) int { return int(p) - f.Base }

// Contains reports whether p lies in f (the end-of-file position included).
func (f *File) Contains(p Pos) bool { return int(p) >= f.Base && int(p) <= f.Base+len(f.Src) }

// Position converts p, which must lie in f, to a Position.
func (f *File) Position(p Pos) Position {
	off := f.Offset(p)
	i := sort.Search(len(f.lines), func(i int) bool { return f.lines[i] > off }) - 1
	if i < 0 {
		i = 0
	}
	col := off - f.lines[i] + 1
	if i == 0 && off >= 3 && hasBOM(f.Src) {
		col -= 3 // as in CPython, columns on the first line do not count a byte order mark
	}
	return Position{Filename: f.Name, Offset: off, Line: i + 1, Column: col}
}

// Line returns the text of 1-based line n without its line break.
func (f *File) Line(n int) string {
	if n < 1 || n > len(f.lines) {
		return ""
	}
	start := f.lines[n-1]
	if n == 1 && hasBOM(f.Src) {
		start = 3
	}
	end := len(f.Src)
	if n < len(f.lines) {
		end = f.lines[n]
	}
	for end > start && (f.Src[end-1] == '\n' || f.Src[end-1] == '\r') {
		end--
	}
	return string(f.Src[start:end])
}

// FileSet maps Pos values to the files they belong to.
type FileSet struct {
	files []*File
	next  int
}

// NewFileSet returns an empty FileSet.
func NewFileSet() *FileSet { return &FileSet{next: 1} }

// AddFile adds a file with the given name and contents and returns it.
func (s *FileSet) AddFile(name string, src []byte) *File {
	f := &File{Name: name, Src: src, Base: s.next}
	f.lines = append(f.lines, 0)
	for i, c := range src {
		if c == '\n' {
			f.lines = append(f.lines, i+1)
		}
	}
	s.next += len(src) + 1 // +1 so the end-of-file position is unique
	s.files = append(s.files, f)
	return f
}

// Lookup returns the file added with the given name, or nil.
func (s *FileSet) Lookup(name string) *File {
	for _, f := range s.files {
		if f.Name == name {
			return f
		}
	}
	return nil
}

// File returns the file holding p, or nil.
func (s *FileSet) File(p Pos) *File {
	if s == nil || !p.IsValid() {
		return nil
	}
	i := sort.Search(len(s.files), func(i int) bool { return s.files[i].Base > int(p) }) - 1
	if i >= 0 && s.files[i].Contains(p) {
		return s.files[i]
	}
	return nil
}

// Position converts p to a printable Position.
func (s *FileSet) Position(p Pos) Position {
	if f := s.File(p); f != nil {
		return f.Position(p)
	}
	return Position{}
}
