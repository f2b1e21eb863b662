// The parser: recursive descent over the scanner's tokens, building the AST with CPython's positions.
package syntax

import (
	"fmt"
)

// maxDepth caps the parser's recursion so that deeply nested input reports an error
// instead of overflowing the stack.
const maxDepth = 1000

// bailout is the panic value that unwinds the parser after the first error.
type bailout struct{}

type parser struct {
	file    *File
	toks    []token
	scanErr scanError // describes the final token when it is ILLEGAL
	i       int
	tok     token // toks[i]
	lastEnd int   // end offset of the last consumed token other than NEWLINE/INDENT/DEDENT
	errors  ErrorList
	depth   int
	trial   int // > 0 while trying an alternative: errors unwind without being recorded
	far     int // index of the furthest token looked at
}

// ParseFile parses one Python source file. It always returns a non-nil *Module (possibly
// partial) plus the syntax errors found. The file is added to fset and Module.File set;
// a Latin-1 file (by its PEP 263 coding declaration) is added converted to UTF-8.
func ParseFile(fset *FileSet, filename string, src []byte) (*Module, ErrorList) {
	src, encoding, encodingAt, decoded := decodeSource(src)
	file := fset.AddFile(filename, src)
	mod := &Module{File: file}
	mod.SetSpan(file.Pos(0), file.Pos(len(src)))
	if !decoded {
		var errs ErrorList
		errs.Addf(file.Pos(encodingAt), "not supported yet: source encoding %q (Kiln reads UTF-8 and Latin-1)", encoding)
		return mod, errs
	}
	start := 0
	if hasBOM(src) {
		start = 3 // a UTF-8 byte order mark
	}
	p := &parser{file: file}
	p.toks, p.scanErr = scanFile(file, start, len(src), false)
	p.tok = p.toks[0]
	func() {
		defer func() {
			if r := recover(); r != nil {
				if _, ok := r.(bailout); !ok {
					panic(r)
				}
			}
		}()
		for p.tok.kind != EOF {
			mod.Body = append(mod.Body, p.statement()...)
		}
	}()
	return mod, p.errors
}

// ---------------------------------------------------------------------------
// Tokens and errors

func (p *parser) pos(off int) Pos { return p.file.Pos(off) }

func (p *parser) line(off int) int { return p.file.Position(p.file.Pos(off)).Line }

// next advances to the next token.
func (p *parser) next() {
	switch p.tok.kind {
	case NEWLINE, INDENT, DEDENT, EOF, ILLEGAL:
	default:
		p.lastEnd = p.tok.end
	}
	if p.tok.kind == ILLEGAL || p.tok.kind == EOF {
		p.syntaxError() // never step past the end of the stream
	}
	p.i++
	p.tok = p.toks[p.i]
	if p.i > p.far {
		p.far = p.i
	}
}

// peek returns the kind of the token n ahead of the current one.
func (p *parser) peek(n int) Token {
	if p.i+n < len(p.toks) {
		if p.i+n > p.far {
			p.far = p.i + n
		}
		return p.toks[p.i+n].kind
	}
	return EOF
}

func (p *parser) got(k Token) bool {
	if p.tok.kind == k {
		p.next()
		return true
	}
	return false
}

// expect consumes a token of kind k or reports "invalid syntax".
func (p *parser) expect(k Token) int {
	pos := p.tok.pos
	if p.tok.kind != k {
		p.syntaxError()
	}
	p.next()
	return pos
}

// expectForced consumes k or reports "expected 'k'" (CPython's &&'k').
func (p *parser) expectForced(k Token) int {
	pos := p.tok.pos
	if p.tok.kind != k {
		p.errorAt(p.tok.pos, fmt.Sprintf("expected '%s'", k))
	}
	p.next()
	return pos
}

// syntaxError reports CPython's generic error at the current token.
func (p *parser) syntaxError() {
	switch p.tok.kind {
	case INDENT:
		p.errorAt(p.tok.pos, "unexpected indent")
	case DEDENT:
		p.errorAt(p.tok.pos, "unexpected unindent")
	}
	p.errorAt(p.tok.pos, "invalid syntax")
}

// errorAt records the first error and unwinds the parser. As in CPython, an error the
// tokenizer raises anywhere in the file wins over the parser's, and the parser reaching a
// tokenizer error reports that error.
func (p *parser) errorAt(off int, msg string) {
	if p.trial > 0 {
		panic(bailout{})
	}
	if len(p.errors) == 0 {
		last := p.toks[len(p.toks)-1]
		switch {
		case p.tok.kind == ILLEGAL:
			off, msg = p.scanErr.pos, p.tok.lit
		case last.kind == ILLEGAL && p.scanErr.fatal:
			off, msg = p.scanErr.pos, last.lit
		case last.kind == ILLEGAL && p.scanErr.eofInParens && p.line(p.scanErr.pos) < p.line(p.toks[p.far].pos):
			off, msg = p.scanErr.pos, last.lit
		}
		p.errors.Add(p.pos(off), msg)
	}
	panic(bailout{})
}

func (p *parser) errorf(off int, format string, args ...any) {
	p.errorAt(off, fmt.Sprintf(format, args...))
}

// try runs f as a speculative alternative. On failure it rewinds and returns false.
func (p *parser) try(f func()) (ok bool) {
	saveI, saveTok, saveEnd, saveDepth := p.i, p.tok, p.lastEnd, p.depth
	p.trial++
	defer func() {
		p.trial--
		if r := recover(); r != nil {
			if _, isBail := r.(bailout); !isBail {
				panic(r)
			}
			p.i, p.tok, p.lastEnd, p.depth = saveI, saveTok, saveEnd, saveDepth
			ok = false
		}
	}()
	f()
	return true
}

// enter guards recursion depth.
func (p *parser) enter() {
	p.depth++
	if p.depth > maxDepth {
		p.errorAt(p.tok.pos, "too many nested parentheses")
	}
}

func (p *parser) leave() { p.depth-- }

// span sets n's extent from start to the end of the last consumed token.
func (p *parser) span(n interface{ SetSpan(from, to Pos) }, start int) {
	n.SetSpan(p.pos(start), p.pos(p.lastEnd))
}
