// Debug info: DWARF line tables for the user's code. The module gets a compile unit and a
// file for the .py; each user function (ir.Func.Traced) a subprogram named as in Python
// ("fib", "<module>"); the instructions of its body a location, the line and column of the
// statement or call being emitted. Stdlib and generated functions carry none.
package codegen

import (
	"fmt"
	"path/filepath"

	"kiln/codegen/ll"
	"kiln/ir"
	"kiln/syntax"
)

// debugInfo is the module's debug metadata; nil when debug info is off.
type debugInfo struct {
	g    *gen
	next int    // the next metadata number
	cu   string // the DICompileUnit
	file string // the DIFile of the user's source
	fn   string // the DISubroutineType shared by every subprogram
	src  *syntax.File
}

// debugLoc is the debug state of one function: its subprogram and the locations made so far.
type debugLoc struct {
	sp   string
	locs map[[2]int]string // line, column → DILocation
}

// newDebugInfo starts the module's debug metadata for the source file named source.
func newDebugInfo(g *gen, source string) *debugInfo {
	d := &debugInfo{g: g, src: g.ir.Fset.Lookup(source)}
	abs, err := filepath.Abs(source)
	if err != nil {
		abs = source
	}
	d.cu = d.reserve()
	d.file = d.add(fmt.Sprintf("!DIFile(filename: %q, directory: %q)", filepath.Base(abs), filepath.Dir(abs)))
	d.g.ll.Metadata(fmt.Sprintf("%s = distinct !DICompileUnit(language: DW_LANG_Python, file: %s, producer: \"kiln\", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug)", d.cu, d.file))
	d.fn = d.add("!DISubroutineType(types: !{})")
	d.g.ll.Metadata(fmt.Sprintf("!llvm.dbg.cu = !{%s}", d.cu))
	d.g.ll.Metadata(fmt.Sprintf("!llvm.module.flags = !{%s, %s}",
		d.add(`!{i32 7, !"Dwarf Version", i32 5}`), d.add(`!{i32 2, !"Debug Info Version", i32 3}`)))
	return d
}

// reserve returns a fresh metadata number.
func (d *debugInfo) reserve() string {
	name := fmt.Sprintf("!%d", d.next)
	d.next++
	return name
}

// add defines a metadata node and returns its number.
func (d *debugInfo) add(node string) string {
	name := d.reserve()
	d.g.ll.Metadata(fmt.Sprintf("%s = %s", name, node))
	return name
}

// subprogram returns the debug state of f, or nil when f gets no debug info: a function
// outside the user's file, or one the user did not write.
func (d *debugInfo) subprogram(f *ir.Func) *debugLoc {
	if d == nil || !f.Traced || d.src == nil {
		return nil
	}
	line := 1 // the module's code starts at the top of the file
	if f.Pos.IsValid() {
		if d.g.ir.Fset.File(f.Pos) != d.src {
			return nil
		}
		line = d.src.Position(f.Pos).Line
	}
	sp := d.add(fmt.Sprintf("distinct !DISubprogram(name: %q, scope: %s, file: %s, line: %d, type: %s, scopeLine: %d, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: %s)",
		f.PyName, d.file, d.file, line, d.fn, line, d.cu))
	return &debugLoc{sp: sp, locs: map[[2]int]string{}}
}

// location returns the DILocation of line and column in the function of l.
func (d *debugInfo) location(l *debugLoc, line, col int) string {
	key := [2]int{line, col}
	if loc, ok := l.locs[key]; ok {
		return loc
	}
	loc := d.add(fmt.Sprintf("!DILocation(line: %d, column: %d, scope: %s)", line, col, l.sp))
	l.locs[key] = loc
	return loc
}

// entryBuilder returns the builder of a C entry point (main, a library's constructor or
// export) that calls user code: with debug info it gets an artificial subprogram of its own,
// so that the user's code LLVM inlines into it keeps its lines.
func (g *gen) entryBuilder(f *ll.Func, name string) *ll.Builder {
	b := &ll.Builder{F: f, Cur: f.NewBlock("body")}
	if d := g.debug; d != nil {
		sp := d.add(fmt.Sprintf("distinct !DISubprogram(name: %q, scope: %s, file: %s, line: 1, type: %s, scopeLine: 1, flags: DIFlagArtificial, spFlags: DISPFlagDefinition, unit: %s)",
			name, d.file, d.file, d.fn, d.cu))
		f.SetDbg(sp)
		b.Loc = d.location(&debugLoc{sp: sp, locs: map[[2]int]string{}}, 1, 1)
	}
	return b
}

// beginDebug attaches f's subprogram to the function being emitted and starts its locations at
// the def line.
func (fg *fgen) beginDebug() {
	fg.dbg = fg.debug.subprogram(fg.f)
	if fg.dbg == nil {
		return
	}
	fg.b.F.SetDbg(fg.dbg.sp)
	line := 1
	if fg.f.Pos.IsValid() {
		line = fg.debug.src.Position(fg.f.Pos).Line
	}
	fg.b.Loc = fg.debug.location(fg.dbg, line, 1)
}

// at makes pos, when it lies in the user's file, the location of the instructions emitted next.
func (fg *fgen) at(pos syntax.Pos) {
	if fg.dbg == nil || !pos.IsValid() || fg.ir.Fset.File(pos) != fg.debug.src {
		return
	}
	p := fg.debug.src.Position(pos)
	fg.b.Loc = fg.debug.location(fg.dbg, p.Line, p.Column)
}
