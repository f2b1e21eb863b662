// Package ll is Kiln's small LLVM IR text emitter: modules, functions, blocks and instructions
// as text, with fresh value names and opaque pointers.
package ll

import (
	"fmt"
	"math"
	"sort"
	"strings"
)

// Module collects the pieces of one LLVM module.
type Module struct {
	header   []string
	decls    map[string]string // symbol → declaration; the first one wins
	globals  []string
	funcs    []*Func
	strs     map[string]string // string constant contents → global name
	strOrder []string
	meta     []string // metadata definitions and named metadata, at the end
}

// NewModule returns an empty module.
func NewModule() *Module {
	return &Module{decls: map[string]string{}, strs: map[string]string{}}
}

// Header adds a line at the top of the module (source_filename, target lines).
func (m *Module) Header(line string) { m.header = append(m.header, line) }

// Declare adds an external declaration such as "declare void @f(ptr)". A symbol declared twice
// keeps its first declaration.
func (m *Module) Declare(decl string) {
	sym := declSymbol(decl)
	if _, ok := m.decls[sym]; !ok {
		m.decls[sym] = decl
	}
}

// declSymbol extracts "@name" from a declaration.
func declSymbol(decl string) string {
	i := strings.IndexByte(decl, '@')
	if i < 0 {
		return decl
	}
	j := i + 1
	if j < len(decl) && decl[j] == '"' {
		k := strings.IndexByte(decl[j+1:], '"')
		return decl[i : j+k+2]
	}
	for j < len(decl) && decl[j] != '(' && decl[j] != ' ' {
		j++
	}
	return decl[i:j]
}

// Metadata adds a metadata line ("!3 = !DIFile(...)", "!llvm.dbg.cu = !{!0}") at the end of
// the module.
func (m *Module) Metadata(line string) { m.meta = append(m.meta, line) }

// Global adds a global definition line.
func (m *Module) Global(line string) { m.globals = append(m.globals, line) }

// String returns the name of a private constant holding s followed by a NUL byte.
func (m *Module) String(s string) string {
	if name, ok := m.strs[s]; ok {
		return name
	}
	name := fmt.Sprintf("@.str.%d", len(m.strs))
	m.strs[s] = name
	m.strOrder = append(m.strOrder, s)
	return name
}

// StringConst returns the constant operand text of a Kiln str: `{ i64 len, ptr @.str.N }`,
// where len is the byte length with the top bit set when every byte is ASCII (stdlib/str.py).
func (m *Module) StringConst(s string) string {
	word := int64(len(s))
	if isASCII(s) {
		word = int64(uint64(word) | 1<<63)
	}
	return fmt.Sprintf("{ i64 %d, ptr %s }", word, m.String(s))
}

// isASCII reports whether every byte of s is below 0x80.
func isASCII(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] >= 0x80 {
			return false
		}
	}
	return true
}

// Text renders the module.
func (m *Module) Text() string {
	var b strings.Builder
	for _, h := range m.header {
		b.WriteString(h)
		b.WriteByte('\n')
	}
	b.WriteByte('\n')
	for _, s := range m.strOrder {
		fmt.Fprintf(&b, "%s = private unnamed_addr constant [%d x i8] c\"%s\\00\"\n", m.strs[s], len(s)+1, escape(s))
	}
	for _, g := range m.globals {
		b.WriteString(g)
		b.WriteByte('\n')
	}
	b.WriteByte('\n')
	syms := make([]string, 0, len(m.decls))
	for s := range m.decls {
		syms = append(syms, s)
	}
	sort.Strings(syms)
	for _, s := range syms {
		b.WriteString(m.decls[s])
		b.WriteByte('\n')
	}
	for _, f := range m.funcs {
		b.WriteByte('\n')
		f.write(&b)
	}
	if len(m.meta) > 0 {
		b.WriteByte('\n')
	}
	for _, line := range m.meta {
		b.WriteString(line)
		b.WriteByte('\n')
	}
	return b.String()
}

// escape renders bytes for a c"..." constant.
func escape(s string) string {
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c >= 0x20 && c < 0x7f && c != '"' && c != '\\' {
			b.WriteByte(c)
		} else {
			fmt.Fprintf(&b, "\\%02X", c)
		}
	}
	return b.String()
}

// Quote returns a global or local name in quoted form: @"fib[int]".
func Quote(sigil byte, name string) string {
	var b strings.Builder
	b.WriteByte(sigil)
	b.WriteByte('"')
	for i := 0; i < len(name); i++ {
		c := name[i]
		if c == '"' || c == '\\' || c < 0x20 || c >= 0x7f {
			fmt.Fprintf(&b, "\\%02X", c)
		} else {
			b.WriteByte(c)
		}
	}
	b.WriteByte('"')
	return b.String()
}

// Float returns the exact operand text of a double (hexadecimal bit pattern).
func Float(f float64) string { return fmt.Sprintf("0x%016X", math.Float64bits(f)) }

// Func is one function definition being built.
type Func struct {
	header  string // "define internal i64 @\"fib[int]\"(i64 %p.1)"
	attrs   string
	dbg     string // the function's !DISubprogram ("!12"), or none
	raw     string // a function whose body is given as text (@llvm)
	allocas []string
	blocks  []*Block
	next    int
}

// NewFunc adds a function definition; header is everything before the opening brace.
func (m *Module) NewFunc(header string) *Func {
	f := &Func{header: header}
	m.funcs = append(m.funcs, f)
	return f
}

// RawFunc adds a function whose body is the given LLVM text.
func (m *Module) RawFunc(header, body string) {
	m.funcs = append(m.funcs, &Func{header: header, raw: body})
}

// Block is a basic block.
type Block struct {
	Label string
	insts []string
	term  bool
}

// Terminated reports whether the block already ends in a terminator.
func (b *Block) Terminated() bool { return b.term }

// NewBlock appends a block whose label starts with hint.
func (f *Func) NewBlock(hint string) *Block {
	f.next++
	b := &Block{Label: fmt.Sprintf("%s.%d", hint, f.next)}
	f.blocks = append(f.blocks, b)
	return b
}

// Fresh returns a new local value name.
func (f *Func) Fresh() string {
	f.next++
	return fmt.Sprintf("%%t%d", f.next)
}

// Alloca reserves a stack slot of type ty in the entry block and returns its name.
func (f *Func) Alloca(ty, hint string) string {
	f.next++
	name := Quote('%', fmt.Sprintf("%s.%d", hint, f.next))
	f.allocas = append(f.allocas, fmt.Sprintf("%s = alloca %s", name, ty))
	return name
}

func (f *Func) write(b *strings.Builder) {
	b.WriteString(f.header)
	b.WriteString(f.attrs)
	if f.dbg != "" {
		b.WriteString(" !dbg ")
		b.WriteString(f.dbg)
	}
	if f.raw != "" {
		b.WriteString(" {\n")
		b.WriteString(f.raw)
		b.WriteString("}\n")
		return
	}
	b.WriteString(" {\nentry:\n")
	for _, a := range f.allocas {
		b.WriteString("  ")
		b.WriteString(a)
		b.WriteByte('\n')
	}
	if len(f.blocks) > 0 {
		fmt.Fprintf(b, "  br label %%%s\n", f.blocks[0].Label)
	}
	for _, blk := range f.blocks {
		fmt.Fprintf(b, "%s:\n", blk.Label)
		for _, in := range blk.insts {
			b.WriteString("  ")
			b.WriteString(in)
			b.WriteByte('\n')
		}
		if !blk.term {
			b.WriteString("  unreachable\n")
		}
	}
	b.WriteString("}\n")
}

// SetDbg attaches the function's debug-info subprogram (metadata such as "!12").
func (f *Func) SetDbg(md string) { f.dbg = md }

// Builder appends instructions at the end of a current block.
type Builder struct {
	F   *Func
	Cur *Block
	// Loc is the source location ("!20", a DILocation) attached to the instructions appended
	// from now on; empty for none.
	Loc string
}

// SetBlock makes blk the current block.
func (b *Builder) SetBlock(blk *Block) { b.Cur = blk }

// emit appends an instruction; code after a terminator goes to a fresh unreachable block.
func (b *Builder) emit(inst string) {
	if b.Cur.term {
		b.Cur = b.F.NewBlock("dead")
	}
	if b.Loc != "" {
		inst += ", !dbg " + b.Loc
	}
	b.Cur.insts = append(b.Cur.insts, inst)
}

// Value appends `%tN = <rhs>` and returns %tN.
func (b *Builder) Value(format string, args ...any) string {
	name := b.F.Fresh()
	b.emit(name + " = " + fmt.Sprintf(format, args...))
	return name
}

// Inst appends an instruction that has no result.
func (b *Builder) Inst(format string, args ...any) { b.emit(fmt.Sprintf(format, args...)) }

// terminate appends a terminator.
func (b *Builder) terminate(inst string) {
	b.emit(inst)
	b.Cur.term = true
}

// Br jumps to blk.
func (b *Builder) Br(blk *Block) { b.terminate("br label %" + blk.Label) }

// CondBr branches on an i1.
func (b *Builder) CondBr(cond string, t, f *Block) {
	b.terminate(fmt.Sprintf("br i1 %s, label %%%s, label %%%s", cond, t.Label, f.Label))
}

// Ret returns a value; ty "void" returns nothing.
func (b *Builder) Ret(ty, v string) {
	if ty == "void" {
		b.terminate("ret void")
		return
	}
	b.terminate(fmt.Sprintf("ret %s %s", ty, v))
}

// Term appends a terminator other than br and ret (invoke, switch, resume).
func (b *Builder) Term(format string, args ...any) { b.terminate(fmt.Sprintf(format, args...)) }

// TermValue appends `%tN = <terminator>` (an invoke with a result) and returns %tN.
func (b *Builder) TermValue(format string, args ...any) string {
	name := b.F.Fresh()
	b.terminate(name + " = " + fmt.Sprintf(format, args...))
	return name
}

// AddAttrs appends text after the function's header (a personality clause).
func (f *Func) AddAttrs(s string) { f.attrs += " " + s }

// Unreachable ends the block with `unreachable`.
func (b *Builder) Unreachable() { b.terminate("unreachable") }

// BrIfOpen jumps to blk unless the current block already ended.
func (b *Builder) BrIfOpen(blk *Block) {
	if !b.Cur.term {
		b.Br(blk)
	}
}
