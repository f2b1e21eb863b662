// The scanner: turns source bytes into tokens with CPython's tokenizer semantics.
package syntax

import (
	"fmt"
	"unicode"
	"unicode/utf8"
)

// token is one scanned token. pos and end are byte offsets into the file's source.
type token struct {
	kind     Token
	pos, end int
	lit      string // source text of NAME, NUMBER and STRING tokens; message of ILLEGAL
}

// scanError describes the ILLEGAL token that ends a token stream.
type scanError struct {
	pos int // where the error is reported
	// fatal marks an error CPython's tokenizer raises on sight, so it wins over a parser
	// error found earlier in the file. The others (indentation, EOF inside brackets) only
	// count if the parser reaches them.
	fatal bool
	// eofInParens marks EOF with brackets still open.
	eofInParens bool
}

const (
	maxLevel  = 200 // CPython's MAXLEVEL: nesting of brackets
	maxIndent = 100 // CPython's MAXINDENT
	tabSize   = 8
)

type bracket struct {
	ch  byte
	pos int
}

// scanner holds the tokenizer's state over src[off:limit].
type scanner struct {
	file  *File
	src   []byte
	off   int
	limit int
	toks  []token
	err   scanError
	names map[string]string // interned identifiers: most names repeat

	indents    []int // indentation columns, tabs to multiples of 8
	altIndents []int // the same with tabs counted as 1, to detect inconsistent tabs
	brackets   []bracket
	atBOL      bool
	keepLevel  bool // f-string expression: newlines never end a statement
}

// scanFile tokenizes src[from:to] and returns the tokens, ending with EOF or ILLEGAL
// (described by the scanError). inParens scans as if inside brackets (for expressions
// embedded in f-strings).
func scanFile(file *File, from, to int, inParens bool) ([]token, scanError) {
	s := &scanner{file: file, src: file.Src, off: from, limit: to, atBOL: !inParens, keepLevel: inParens}
	s.indents = []int{0}
	s.altIndents = []int{0}
	// Python source averages about 6 bytes a token (6.2 over CPython's stdlib): reserving much
	// more costs more in clearing memory than the occasional regrowth does.
	s.toks = make([]token, 0, (to-from)/6+16)
	s.names = make(map[string]string)
	s.run()
	return s.toks, s.err
}

func (s *scanner) emit(kind Token, pos, end int) {
	s.toks = append(s.toks, token{kind: kind, pos: pos, end: end})
}

func (s *scanner) emitLit(kind Token, pos, end int) {
	s.toks = append(s.toks, token{kind: kind, pos: pos, end: end, lit: string(s.src[pos:end])})
}

// fail ends the token stream with an error token.
func (s *scanner) fail(pos int, fatal bool, msg string) {
	s.toks = append(s.toks, token{kind: ILLEGAL, pos: pos, end: pos, lit: msg})
	s.err = scanError{pos: pos, fatal: fatal}
}

func (s *scanner) line(off int) int { return s.file.Position(s.file.Pos(off)).Line }

// eofLine is the line CPython's tokenizer is on at EOF: a final newline does not start
// another line.
func (s *scanner) eofLine() int {
	if s.limit > 0 && s.src[s.limit-1] == '\n' {
		return s.line(s.limit - 1)
	}
	return s.line(s.limit)
}

func (s *scanner) peek(i int) byte {
	if s.off+i < s.limit {
		return s.src[s.off+i]
	}
	return 0
}

func (s *scanner) level() int {
	if s.keepLevel {
		return len(s.brackets) + 1
	}
	return len(s.brackets)
}

// run scans until EOF or the first error.
func (s *scanner) run() {
	for {
		if s.atBOL {
			s.atBOL = false
			if !s.indentation() {
				return
			}
		}
		// Skip blanks.
		for s.off < s.limit {
			c := s.src[s.off]
			if c == ' ' || c == '\t' || c == '\f' {
				s.off++
				continue
			}
			break
		}
		if s.off >= s.limit {
			s.eof()
			return
		}
		start := s.off
		c := s.src[start]
		switch {
		case c == '#':
			for s.off < s.limit && s.src[s.off] != '\n' && s.src[s.off] != '\r' {
				s.off++
			}
		case c == '\n' || c == '\r':
			s.off++
			if c == '\r' && s.peek(0) == '\n' {
				s.off++
			}
			if s.level() > 0 {
				continue
			}
			if n := len(s.toks); n == 0 || s.toks[n-1].kind == NEWLINE || s.toks[n-1].kind == INDENT || s.toks[n-1].kind == DEDENT {
				// A line holding only a continuation: nothing to end.
				s.atBOL = true
				continue
			}
			s.emit(NEWLINE, start, start+1)
			s.atBOL = true
		case c == '\\':
			s.off++
			if s.off >= s.limit {
				s.fail(s.off, false, "unexpected EOF while parsing")
				return
			}
			if s.src[s.off] == '\r' {
				s.off++
			}
			if s.off >= s.limit || s.src[s.off] != '\n' {
				s.fail(start+1, false, "unexpected character after line continuation character")
				return
			}
			s.off++
			if s.off >= s.limit {
				s.fail(s.off, false, "unexpected EOF while parsing")
				return
			}
		case c == 0:
			s.fail(start, true, "source code cannot contain null bytes")
			return
		case isIdentStart(c):
			if !s.identOrString() {
				return
			}
		case c >= 0x80:
			r, size := utf8.DecodeRune(s.src[s.off:s.limit])
			if r == utf8.RuneError && size <= 1 {
				s.fail(start, true, fmt.Sprintf("(unicode error) 'utf-8' codec can't decode byte 0x%02x", c))
				return
			}
			if isIdentRune(r, true) {
				if !s.identOrString() {
					return
				}
				continue
			}
			s.fail(start, true, fmt.Sprintf("invalid character '%c' (U+%04X)", r, r))
			return
		case isDigit(c) || (c == '.' && isDigit(s.peek(1))):
			if !s.number() {
				return
			}
		case c == '"' || c == '\'':
			if !s.str(start) {
				return
			}
		default:
			if !s.operator() {
				return
			}
		}
	}
}

// indentation measures a new line's indentation and emits INDENT/DEDENT tokens.
func (s *scanner) indentation() bool {
	lineStart := s.off
	col, altcol := 0, 0
	for s.off < s.limit {
		switch s.src[s.off] {
		case ' ':
			col++
			altcol++
		case '\t':
			col = (col/tabSize + 1) * tabSize
			altcol++
		case '\f':
			col, altcol = 0, 0
		default:
			goto measured
		}
		s.off++
	}
measured:
	if s.off >= s.limit {
		return true // EOF: eof() emits the DEDENTs
	}
	if c := s.src[s.off]; c == '#' || c == '\n' || c == '\r' || c == '\\' {
		return true // blank line: no indentation change
	}
	if s.level() > 0 {
		return true
	}
	top := len(s.indents) - 1
	switch {
	case col == s.indents[top]:
		if altcol != s.altIndents[top] {
			s.fail(lineStart, false, "inconsistent use of tabs and spaces in indentation")
			return false
		}
	case col > s.indents[top]:
		if len(s.indents) >= maxIndent {
			s.fail(lineStart, false, "too many levels of indentation")
			return false
		}
		if altcol <= s.altIndents[top] {
			s.fail(lineStart, false, "inconsistent use of tabs and spaces in indentation")
			return false
		}
		s.indents = append(s.indents, col)
		s.altIndents = append(s.altIndents, altcol)
		// CPython reports "unexpected indent" one column before the first character.
		s.emit(INDENT, s.off-1, s.off)
	default:
		for len(s.indents) > 1 && col < s.indents[len(s.indents)-1] {
			s.indents = s.indents[:len(s.indents)-1]
			s.altIndents = s.altIndents[:len(s.altIndents)-1]
			s.emit(DEDENT, s.off, s.off)
		}
		top = len(s.indents) - 1
		if col != s.indents[top] {
			// CPython has read the whole line when it notices.
			end := s.off
			for end < s.limit && s.src[end] != '\n' && s.src[end] != '\r' {
				end++
			}
			s.fail(end, false, "unindent does not match any outer indentation level")
			return false
		}
		if altcol != s.altIndents[top] {
			s.fail(lineStart, false, "inconsistent use of tabs and spaces in indentation")
			return false
		}
	}
	return true
}

// eof emits the final NEWLINE, DEDENTs and EOF, or the unclosed-bracket error.
func (s *scanner) eof() {
	end := s.limit
	if len(s.brackets) > 0 {
		b := s.brackets[len(s.brackets)-1]
		s.toks = append(s.toks, token{kind: ILLEGAL, pos: end, end: end, lit: fmt.Sprintf("'%c' was never closed", b.ch)})
		s.err = scanError{pos: b.pos, eofInParens: true}
		return
	}
	if !s.keepLevel {
		if n := len(s.toks); n > 0 && s.toks[n-1].kind != NEWLINE && s.toks[n-1].kind != DEDENT && s.toks[n-1].kind != INDENT {
			s.emit(NEWLINE, end, end)
		}
		for len(s.indents) > 1 {
			s.indents = s.indents[:len(s.indents)-1]
			s.emit(DEDENT, end, end)
		}
	}
	s.emit(EOF, end, end)
}

func isDigit(c byte) bool      { return '0' <= c && c <= '9' }
func isIdentStart(c byte) bool { return c == '_' || 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' }

func isIdentRune(r rune, first bool) bool {
	if r == '_' || unicode.IsLetter(r) || unicode.Is(unicode.Nl, r) || unicode.Is(unicode.Other_ID_Start, r) {
		return true
	}
	if first {
		return false
	}
	return unicode.IsDigit(r) || unicode.In(r, unicode.Mn, unicode.Mc, unicode.Nd, unicode.Pc) ||
		unicode.Is(unicode.Other_ID_Continue, r)
}

// identOrString scans a NAME, a keyword, or a prefixed string literal.
func (s *scanner) identOrString() bool {
	start := s.off
	for s.off < s.limit {
		c := s.src[s.off]
		if c < 0x80 {
			if isIdentStart(c) || isDigit(c) {
				s.off++
				continue
			}
			break
		}
		r, size := utf8.DecodeRune(s.src[s.off:s.limit])
		if r == utf8.RuneError && size <= 1 {
			s.fail(s.off, true, fmt.Sprintf("(unicode error) 'utf-8' codec can't decode byte 0x%02x", c))
			return false
		}
		if !isIdentRune(r, false) {
			if !unicode.IsPrint(r) || unicode.IsSpace(r) || unicode.IsPunct(r) || unicode.IsSymbol(r) {
				break
			}
			s.fail(s.off, true, fmt.Sprintf("invalid character '%c' (U+%04X)", r, r))
			return false
		}
		s.off += size
	}
	if s.off < s.limit && (s.src[s.off] == '"' || s.src[s.off] == '\'') && isStringPrefix(s.src[start:s.off]) {
		return s.str(start)
	}
	b := s.src[start:s.off]
	if kind, ok := keywords[string(b)]; ok {
		s.toks = append(s.toks, token{kind: kind, pos: start, end: s.off})
		return true
	}
	word, ok := s.names[string(b)]
	if !ok {
		word = string(b)
		raw := word
		for _, c := range b {
			if c >= 0x80 {
				word = nfkcIdent(word) // CPython stores identifiers in NFKC
				break
			}
		}
		s.names[raw] = word
	}
	s.toks = append(s.toks, token{kind: NAME, pos: start, end: s.off, lit: word})
	return true
}

// isStringPrefix reports whether p is one of Python's string prefixes.
func isStringPrefix(p []byte) bool {
	var r, b, u, f int
	for _, c := range p {
		switch c | 0x20 {
		case 'r':
			r++
		case 'b':
			b++
		case 'u':
			u++
		case 'f':
			f++
		default:
			return false
		}
	}
	if r > 1 || b > 1 || u > 1 || f > 1 || b+f > 1 || u > 0 && len(p) > 1 {
		return false
	}
	return true
}

// str scans a string literal whose prefix begins at start and quote at s.off.
func (s *scanner) str(start int) bool {
	q := s.src[s.off]
	triple := s.peek(1) == q && s.peek(2) == q
	if triple {
		s.off += 3
	} else {
		s.off++
	}
	for {
		if s.off >= s.limit {
			if triple {
				s.fail(start, true, fmt.Sprintf("unterminated triple-quoted string literal (detected at line %d)", s.eofLine()))
			} else {
				s.fail(start, true, fmt.Sprintf("unterminated string literal (detected at line %d)", s.eofLine()))
			}
			return false
		}
		c := s.src[s.off]
		switch {
		case c == q:
			if !triple {
				s.off++
				s.emitLit(STRING, start, s.off)
				return true
			}
			if s.peek(1) == q && s.peek(2) == q {
				s.off += 3
				s.emitLit(STRING, start, s.off)
				return true
			}
			s.off++
		case c == '\\':
			s.off++
			if s.off < s.limit {
				if s.src[s.off] == '\r' && s.peek(1) == '\n' {
					s.off++
				}
				s.off++
			}
		case (c == '\n' || c == '\r') && !triple:
			s.fail(start, true, fmt.Sprintf("unterminated string literal (detected at line %d)", s.line(s.off)))
			return false
		case c == 0:
			s.fail(s.off, true, "source code cannot contain null bytes")
			return false
		default:
			s.off++
		}
	}
}

func isHex(c byte) bool { return isDigit(c) || 'a' <= c|0x20 && c|0x20 <= 'f' }

// digits scans digits accepted by ok, with single underscores between them. It returns
// false (after reporting) on a misplaced underscore.
func (s *scanner) digits(ok func(byte) bool, kind string) bool {
	for {
		for s.off < s.limit && ok(s.src[s.off]) {
			s.off++
		}
		if s.peek(0) != '_' {
			return true
		}
		s.off++
		if !ok(s.peek(0)) {
			s.fail(s.off-1, true, "invalid "+kind+" literal")
			return false
		}
	}
}

// number scans an int, float or imaginary literal.
func (s *scanner) number() bool {
	start := s.off
	c := s.src[s.off]
	if c == '0' && (s.peek(1)|0x20 == 'x' || s.peek(1)|0x20 == 'o' || s.peek(1)|0x20 == 'b') {
		var ok func(byte) bool
		var kind string
		switch s.peek(1) | 0x20 {
		case 'x':
			ok, kind = isHex, "hexadecimal"
		case 'o':
			ok, kind = func(c byte) bool { return '0' <= c && c <= '7' }, "octal"
		default:
			ok, kind = func(c byte) bool { return c == '0' || c == '1' }, "binary"
		}
		s.off += 2
		if s.peek(0) == '_' {
			s.off++
		}
		if !ok(s.peek(0)) {
			if isDigit(s.peek(0)) {
				s.fail(s.off, true, fmt.Sprintf("invalid digit '%c' in %s literal", s.peek(0), kind))
			} else {
				s.fail(s.off-1, true, "invalid "+kind+" literal")
			}
			return false
		}
		if !s.digits(ok, kind) {
			return false
		}
		if isDigit(s.peek(0)) {
			s.fail(s.off, true, fmt.Sprintf("invalid digit '%c' in %s literal", s.peek(0), kind))
			return false
		}
		if !s.endOfNumber(kind) {
			return false
		}
		s.emitLit(NUMBER, start, s.off)
		return true
	}
	isFloat := false
	if c != '.' {
		if !s.digits(isDigit, "decimal") {
			return false
		}
	}
	if s.peek(0) == '.' {
		isFloat = true
		s.off++
		if isDigit(s.peek(0)) {
			if !s.digits(isDigit, "decimal") {
				return false
			}
		}
	}
	if s.peek(0)|0x20 == 'e' {
		save := s.off
		s.off++
		if s.peek(0) == '+' || s.peek(0) == '-' {
			s.off++
		}
		if !isDigit(s.peek(0)) {
			s.off = save
			s.fail(save-1, true, "invalid decimal literal")
			return false
		}
		if !s.digits(isDigit, "decimal") {
			return false
		}
		isFloat = true
	}
	if s.peek(0)|0x20 == 'j' {
		s.off++
		if !s.endOfNumber("imaginary") {
			return false
		}
		s.emitLit(NUMBER, start, s.off)
		return true
	}
	if !isFloat && c == '0' {
		// Only zeros may follow a leading zero in a decimal integer.
		for i := start; i < s.off; i++ {
			if s.src[i] != '0' && s.src[i] != '_' {
				s.fail(start, true, "leading zeros in decimal integer literals are not permitted; use an 0o prefix for octal integers")
				return false
			}
		}
	}
	if !s.endOfNumber("decimal") {
		return false
	}
	s.emitLit(NUMBER, start, s.off)
	return true
}

// endOfNumber rejects a letter right after a number, except for the keywords CPython 3.11
// still accepts there (1if x else y).
func (s *scanner) endOfNumber(kind string) bool {
	c := s.peek(0)
	if !(isIdentStart(c) || isDigit(c) || c >= 0x80) {
		return true
	}
	rest := s.src[s.off:s.limit]
	for _, kw := range []string{"and", "else", "for", "if", "in", "is", "not", "or"} {
		if len(rest) >= len(kw) && string(rest[:len(kw)]) == kw {
			return true
		}
	}
	s.fail(s.off-1, true, "invalid "+kind+" literal")
	return false
}

// operator scans an operator or bracket.
func (s *scanner) operator() bool {
	start := s.off
	c, c1, c2 := s.src[s.off], s.peek(1), s.peek(2)
	kind, n := ILLEGAL, 1
	switch c {
	case '(', '[', '{':
		if len(s.brackets) >= maxLevel {
			s.fail(start, true, "too many nested parentheses")
			return false
		}
		s.brackets = append(s.brackets, bracket{c, start})
		kind = LPAR
		if c == '[' {
			kind = LSQB
		} else if c == '{' {
			kind = LBRACE
		}
	case ')', ']', '}':
		if len(s.brackets) == 0 {
			s.fail(start, true, fmt.Sprintf("unmatched '%c'", c))
			return false
		}
		open := s.brackets[len(s.brackets)-1]
		if closer(open.ch) != c {
			msg := fmt.Sprintf("closing parenthesis '%c' does not match opening parenthesis '%c'", c, open.ch)
			if l := s.line(open.pos); l != s.line(start) {
				msg += fmt.Sprintf(" on line %d", l)
			}
			s.fail(start, true, msg)
			return false
		}
		s.brackets = s.brackets[:len(s.brackets)-1]
		kind = RPAR
		if c == ']' {
			kind = RSQB
		} else if c == '}' {
			kind = RBRACE
		}
	case ':':
		kind = COLON
		if c1 == '=' {
			kind, n = COLONEQUAL, 2
		}
	case ',':
		kind = COMMA
	case ';':
		kind = SEMI
	case '~':
		kind = TILDE
	case '.':
		kind = DOT
		if c1 == '.' && c2 == '.' {
			kind, n = ELLIPSIS, 3
		}
	case '+':
		kind = PLUS
		if c1 == '=' {
			kind, n = PLUSEQUAL, 2
		}
	case '-':
		kind = MINUS
		if c1 == '=' {
			kind, n = MINEQUAL, 2
		} else if c1 == '>' {
			kind, n = RARROW, 2
		}
	case '*':
		kind = STAR
		if c1 == '*' {
			kind, n = DOUBLESTAR, 2
			if c2 == '=' {
				kind, n = DOUBLESTAREQUAL, 3
			}
		} else if c1 == '=' {
			kind, n = STAREQUAL, 2
		}
	case '/':
		kind = SLASH
		if c1 == '/' {
			kind, n = DOUBLESLASH, 2
			if c2 == '=' {
				kind, n = DOUBLESLASHEQUAL, 3
			}
		} else if c1 == '=' {
			kind, n = SLASHEQUAL, 2
		}
	case '%':
		kind = PERCENT
		if c1 == '=' {
			kind, n = PERCENTEQUAL, 2
		}
	case '&':
		kind = AMPER
		if c1 == '=' {
			kind, n = AMPEREQUAL, 2
		}
	case '|':
		kind = VBAR
		if c1 == '=' {
			kind, n = VBAREQUAL, 2
		}
	case '^':
		kind = CIRCUMFLEX
		if c1 == '=' {
			kind, n = CIRCUMFLEXEQUAL, 2
		}
	case '@':
		kind = AT
		if c1 == '=' {
			kind, n = ATEQUAL, 2
		}
	case '=':
		kind = EQUAL
		if c1 == '=' {
			kind, n = EQEQUAL, 2
		}
	case '!':
		kind = EXCLAMATION
		if c1 == '=' {
			kind, n = NOTEQUAL, 2
		}
	case '<':
		kind = LESS
		if c1 == '<' {
			kind, n = LEFTSHIFT, 2
			if c2 == '=' {
				kind, n = LEFTSHIFTEQUAL, 3
			}
		} else if c1 == '=' {
			kind, n = LESSEQUAL, 2
		}
	case '>':
		kind = GREATER
		if c1 == '>' {
			kind, n = RIGHTSHIFT, 2
			if c2 == '=' {
				kind, n = RIGHTSHIFTEQUAL, 3
			}
		} else if c1 == '=' {
			kind, n = GREATEREQUAL, 2
		}
	default:
		// '$', '?', '`' and control characters: CPython hands an error token to the
		// parser, which reports "invalid syntax" at it.
		s.toks = append(s.toks, token{kind: ILLEGAL, pos: start, end: start + 1, lit: "invalid syntax"})
		s.err = scanError{pos: start}
		return false
	}
	s.off += n
	s.emit(kind, start, s.off)
	return true
}

// closer returns the closing bracket for an opening one.
func closer(c byte) byte {
	switch c {
	case '(':
		return ')'
	case '[':
		return ']'
	}
	return '}'
}
