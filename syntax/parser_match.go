// Match statements: the soft keywords match, case and _, and patterns (PEP 634), with
// CPython 3.11's AST, positions and error messages.
package syntax

// matchStart says how a line beginning with the NAME `match` reads.
type matchStart int

const (
	notMatch     matchStart = iota // an ordinary statement using the name match
	isMatch                        // match subject ':' NEWLINE
	matchNoColon                   // match subject NEWLINE: "expected ':'" if nothing else fits
	matchInvalid                   // match subject, then no ':' NEWLINE: invalid syntax if nothing else fits
)

// classifyMatch looks ahead from a NAME `match` without consuming anything. off is the
// offset of the token where a would-be match statement goes wrong: CPython reports errors
// at the furthest token any alternative reached, and the match statement gets there.
func (p *parser) classifyMatch() (kind matchStart, off int) {
	switch p.peek(1) {
	case EQUAL, DOT, COLON, NEWLINE, EOF, COMMA, RPAR, RSQB, SEMI:
		return notMatch, 0
	}
	save, saveTok, saveEnd := p.i, p.tok, p.lastEnd
	p.try(func() {
		p.next()
		_, starred := p.matchSubject().(*Starred)
		switch {
		case starred:
			kind, off = matchInvalid, p.tok.pos
		case p.tok.kind == COLON && p.peek(1) == NEWLINE:
			kind = isMatch
		case p.tok.kind == COLON:
			kind, off = matchInvalid, p.toks[p.i+1].pos
		case p.tok.kind == NEWLINE:
			kind, off = matchNoColon, p.tok.pos
		default:
			kind, off = matchInvalid, p.tok.pos
		}
	})
	p.i, p.tok, p.lastEnd = save, saveTok, saveEnd
	return kind, off
}

// matchSubject: star_named_expression ',' star_named_expressions? | named_expression.
func (p *parser) matchSubject() Expr { return p.starNamedExpressions() }

// matchOrSimple parses a line that starts with the NAME `match`.
func (p *parser) matchOrSimple() []Stmt {
	kind, off := p.classifyMatch()
	switch kind {
	case isMatch:
		return []Stmt{p.matchStmt()}
	case matchNoColon, matchInvalid:
		var list []Stmt
		if p.try(func() { list = p.simpleStmts() }) {
			return list
		}
		if kind == matchNoColon {
			p.errorAt(off, "expected ':'")
		}
		p.errorAt(off, "invalid syntax")
	}
	return p.simpleStmts()
}

func (p *parser) matchStmt() Stmt {
	start := p.tok.pos
	line := p.line(start)
	p.next()
	s := &Match{Subject: p.matchSubject()}
	p.expect(COLON)
	p.expect(NEWLINE)
	if p.tok.kind != INDENT {
		p.errorf(p.tok.pos, "expected an indented block after 'match' statement on line %d", line)
	}
	p.next()
	for {
		s.Cases = append(s.Cases, p.caseBlock())
		if p.tok.kind == DEDENT || p.tok.kind == EOF {
			break
		}
	}
	p.next() // DEDENT
	p.span(s, start)
	return s
}

func (p *parser) caseBlock() *MatchCase {
	if p.tok.kind != NAME || p.tok.lit != "case" {
		p.syntaxError()
	}
	line := p.line(p.tok.pos)
	p.next()
	c := &MatchCase{Pattern: p.casePatterns()}
	if p.got(IF) {
		c.Guard = p.namedExpression()
	}
	p.colon(false)
	c.Body = p.block("'case' statement", line)
	return c
}

// casePatterns: open_sequence_pattern (a MatchSequence) | pattern.
func (p *parser) casePatterns() Pattern {
	start := p.tok.pos
	first := p.maybeStarPattern()
	if p.tok.kind != COMMA {
		if _, ok := first.(*MatchStar); ok {
			p.syntaxError()
		}
		return first
	}
	list := []Pattern{first}
	for p.got(COMMA) {
		if p.tok.kind == COLON || p.tok.kind == IF {
			break
		}
		list = append(list, p.maybeStarPattern())
	}
	s := &MatchSequence{Patterns: list}
	p.span(s, start)
	return s
}

// isCaptureTarget reports whether the current token is a pattern_capture_target:
// !"_" NAME !('.' | '(' | '=').
func (p *parser) isCaptureTarget() bool {
	if p.tok.kind != NAME || p.tok.lit == "_" {
		return false
	}
	switch p.peek(1) {
	case DOT, LPAR, EQUAL:
		return false
	}
	return true
}

// captureTarget consumes a pattern_capture_target and returns its name.
func (p *parser) captureTarget() string {
	if !p.isCaptureTarget() {
		p.syntaxError()
	}
	name := p.tok.lit
	p.next()
	return name
}

// maybeStarPattern: '*' (capture target | '_') | pattern.
func (p *parser) maybeStarPattern() Pattern {
	if p.tok.kind != STAR {
		return p.pattern()
	}
	start := p.tok.pos
	p.next()
	s := &MatchStar{}
	if p.tok.kind == NAME && p.tok.lit == "_" {
		p.next()
	} else {
		s.Name = p.captureTarget()
	}
	p.span(s, start)
	return s
}

// pattern: or_pattern ['as' capture_target].
func (p *parser) pattern() Pattern {
	p.enter()
	defer p.leave()
	start := p.tok.pos
	or := p.orPattern()
	if p.tok.kind != AS {
		return or
	}
	p.next()
	if p.tok.kind == NAME && p.tok.lit == "_" {
		p.errorAt(p.tok.pos, "cannot use '_' as a target")
	}
	if p.tok.kind != NAME {
		off := p.tok.pos
		save, saveTok, saveEnd := p.i, p.tok, p.lastEnd
		isExpr := p.try(func() { p.expression() })
		p.i, p.tok, p.lastEnd = save, saveTok, saveEnd
		if isExpr {
			p.errorAt(off, "invalid pattern target")
		}
	}
	as := &MatchAs{Pattern: or, Name: p.captureTarget()}
	p.span(as, start)
	return as
}

// orPattern: closed_pattern ('|' closed_pattern)*.
func (p *parser) orPattern() Pattern {
	start := p.tok.pos
	first := p.closedPattern()
	if p.tok.kind != VBAR {
		return first
	}
	or := &MatchOr{Patterns: []Pattern{first}}
	for p.got(VBAR) {
		or.Patterns = append(or.Patterns, p.closedPattern())
	}
	p.span(or, start)
	return or
}

func (p *parser) closedPattern() Pattern {
	start := p.tok.pos
	switch p.tok.kind {
	case NUMBER, MINUS, STRING:
		v := &MatchValue{Value: p.literalExpr()}
		p.span(v, start)
		return v
	case NONE, TRUE, FALSE:
		s := &MatchSingleton{Value: NoneConst}
		if p.tok.kind == TRUE {
			s.Value = TrueConst
		} else if p.tok.kind == FALSE {
			s.Value = FalseConst
		}
		p.next()
		p.span(s, start)
		return s
	case NAME:
		if p.tok.lit == "_" {
			p.next()
			w := &MatchAs{}
			p.span(w, start)
			return w
		}
		if p.isCaptureTarget() {
			c := &MatchAs{Name: p.tok.lit}
			p.next()
			p.span(c, start)
			return c
		}
		cls := p.nameOrAttr()
		if p.tok.kind == LPAR {
			return p.classPattern(start, cls)
		}
		if _, ok := cls.(*Attribute); !ok || p.tok.kind == EQUAL {
			p.syntaxError()
		}
		v := &MatchValue{Value: cls}
		p.span(v, start)
		return v
	case LPAR:
		p.next()
		if p.got(RPAR) {
			s := &MatchSequence{}
			p.span(s, start)
			return s
		}
		first := p.maybeStarPattern()
		if p.tok.kind == RPAR {
			if _, ok := first.(*MatchStar); ok {
				p.syntaxError()
			}
			p.next()
			return first // a group pattern keeps the inner pattern's extent
		}
		if p.tok.kind != COMMA {
			p.syntaxError()
		}
		s := &MatchSequence{Patterns: p.morePatterns(first, RPAR)}
		p.expect(RPAR)
		p.span(s, start)
		return s
	case LSQB:
		p.next()
		s := &MatchSequence{}
		if p.tok.kind != RSQB {
			s.Patterns = p.morePatterns(p.maybeStarPattern(), RSQB)
		}
		p.expect(RSQB)
		p.span(s, start)
		return s
	case LBRACE:
		return p.mappingPattern()
	}
	p.syntaxError()
	return nil
}

// morePatterns parses `, p, p [,]` after the first pattern of a sequence.
func (p *parser) morePatterns(first Pattern, closing Token) []Pattern {
	list := []Pattern{first}
	for p.got(COMMA) {
		if p.tok.kind == closing {
			break
		}
		list = append(list, p.maybeStarPattern())
	}
	return list
}

// nameOrAttr parses NAME ('.' NAME)* as a Name or Attribute chain.
func (p *parser) nameOrAttr() Expr {
	start := p.tok.pos
	if p.tok.kind != NAME {
		p.syntaxError()
	}
	var x Expr = &Name{Id: p.tok.lit}
	p.next()
	p.span(x.(*Name), start)
	for p.tok.kind == DOT {
		p.next()
		if p.tok.kind != NAME {
			p.syntaxError()
		}
		a := &Attribute{Value: x, Attr: p.tok.lit, AttrPos: p.pos(p.tok.pos)}
		p.next()
		p.span(a, start)
		x = a
	}
	return x
}

// literalExpr: signed_number !('+' | '-') | complex_number | strings | None | True | False.
func (p *parser) literalExpr() Expr {
	start := p.tok.pos
	switch p.tok.kind {
	case STRING:
		return p.strings()
	case NONE, TRUE, FALSE:
		return p.atom()
	case NUMBER, MINUS:
	default:
		p.syntaxError()
	}
	numStart := p.tok.pos
	x := p.signedNumber()
	if p.tok.kind != PLUS && p.tok.kind != MINUS {
		return x
	}
	if isImaginary(x) {
		if u, ok := x.(*UnaryOp); ok {
			numStart = int(u.Operand.Pos()) - p.file.Base
		}
		p.errorAt(numStart, "real number required in complex literal")
	}
	op := Add
	if p.tok.kind == MINUS {
		op = Sub
	}
	p.next()
	if p.tok.kind != NUMBER {
		p.syntaxError()
	}
	imagStart := p.tok.pos
	y := p.number()
	if !isImaginary(y) {
		p.errorAt(imagStart, "imaginary number required in complex literal")
	}
	b := &BinOp{Left: x, Op: op, Right: y}
	p.span(b, start)
	return b
}

// signedNumber: NUMBER | '-' NUMBER.
func (p *parser) signedNumber() Expr {
	start := p.tok.pos
	if p.tok.kind == MINUS {
		p.next()
		if p.tok.kind != NUMBER {
			p.syntaxError()
		}
		u := &UnaryOp{Op: USub, Operand: p.number()}
		p.span(u, start)
		return u
	}
	if p.tok.kind != NUMBER {
		p.syntaxError()
	}
	return p.number()
}

func isImaginary(e Expr) bool {
	if u, ok := e.(*UnaryOp); ok {
		e = u.Operand
	}
	c, ok := e.(*Constant)
	return ok && c.Kind == ComplexConst
}

// classPattern parses the arguments of `cls(...)`, cls parsed from start.
func (p *parser) classPattern(start int, cls Expr) Pattern {
	c := &MatchClass{Cls: cls}
	p.expect(LPAR)
	for p.tok.kind != RPAR {
		if p.tok.kind == NAME && p.peek(1) == EQUAL {
			c.KwdAttrs = append(c.KwdAttrs, p.tok.lit)
			p.next()
			p.next()
			c.KwdPatterns = append(c.KwdPatterns, p.pattern())
		} else {
			pstart := p.tok.pos
			pat := p.pattern()
			if len(c.KwdAttrs) > 0 {
				p.errorAt(pstart, "positional patterns follow keyword patterns")
			}
			c.Patterns = append(c.Patterns, pat)
		}
		if !p.got(COMMA) {
			break
		}
	}
	p.expect(RPAR)
	p.span(c, start)
	return c
}

// mappingPattern: '{' [key ':' pattern (',' key ':' pattern)*] [',' '**' target] [','] '}'.
func (p *parser) mappingPattern() Pattern {
	start := p.tok.pos
	p.next()
	m := &MatchMapping{}
	for p.tok.kind != RBRACE {
		if p.got(DOUBLESTAR) {
			m.Rest = p.captureTarget()
			p.got(COMMA)
			break
		}
		var key Expr
		if p.tok.kind == NAME {
			key = p.nameOrAttr()
			if _, ok := key.(*Attribute); !ok {
				p.syntaxError()
			}
		} else {
			key = p.literalExpr()
		}
		p.expect(COLON)
		m.Keys = append(m.Keys, key)
		m.Patterns = append(m.Patterns, p.pattern())
		if !p.got(COMMA) {
			break
		}
	}
	p.expect(RBRACE)
	p.span(m, start)
	return m
}
