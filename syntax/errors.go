// Errors as data: the scanner, parser and checker append positioned errors to an ErrorList.
package syntax

import (
	"fmt"
	"sort"
	"strings"
)

// Error is one positioned diagnostic.
type Error struct {
	Pos  Pos
	Msg  string
	Hint string // optional: a suggestion printed after the caret
}

func (e *Error) Error() string { return e.Msg }

// ErrorList is a list of diagnostics.
type ErrorList []*Error

// Add appends an error.
func (l *ErrorList) Add(pos Pos, msg string) { *l = append(*l, &Error{Pos: pos, Msg: msg}) }

// Addf appends a formatted error.
func (l *ErrorList) Addf(pos Pos, format string, args ...any) {
	l.Add(pos, fmt.Sprintf(format, args...))
}

// Sort orders the list by position, stably.
func (l ErrorList) Sort() {
	sort.SliceStable(l, func(i, j int) bool { return l[i].Pos < l[j].Pos })
}

// RemoveMultiples sorts the list and keeps only the first error on each line
// (later errors on a line are almost always follow-ons of the first).
func (l *ErrorList) RemoveMultiples(fset *FileSet) {
	l.Sort()
	var out ErrorList
	lastFile, lastLine := "", -1
	for _, e := range *l {
		p := fset.Position(e.Pos)
		if p.Filename == lastFile && p.Line == lastLine {
			continue
		}
		lastFile, lastLine = p.Filename, p.Line
		out = append(out, e)
	}
	*l = out
}

// Format renders e the way Kiln prints every diagnostic:
//
//	file:line:col: error: message
//	    source line
//	    ^
//	hint: ...
func (e *Error) Format(fset *FileSet) string {
	var b strings.Builder
	p := fset.Position(e.Pos)
	fmt.Fprintf(&b, "%s: error: %s\n", p, e.Msg)
	if f := fset.File(e.Pos); f != nil && p.IsValid() {
		line := f.Line(p.Line)
		b.WriteString("    ")
		b.WriteString(strings.ReplaceAll(line, "\t", " "))
		b.WriteString("\n    ")
		// The caret sits under the column, counted in characters rather than bytes.
		col := p.Column - 1
		if col > len(line) {
			col = len(line)
		}
		b.WriteString(strings.Repeat(" ", len([]rune(line[:col]))))
		b.WriteString("^\n")
	}
	if e.Hint != "" {
		fmt.Fprintf(&b, "hint: %s\n", e.Hint)
	}
	return b.String()
}
