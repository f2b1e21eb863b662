// Expression parsing: precedence levels, atoms, calls, comprehensions, literals and f-strings.
package syntax

import (
	"math"
	"math/big"
	"strconv"
	"strings"
	"unicode/utf8"
)

// startsExpr reports whether the current token can begin an expression.
func (p *parser) startsExpr() bool {
	switch p.tok.kind {
	case NAME, NUMBER, STRING, LPAR, LSQB, LBRACE, MINUS, PLUS, TILDE, NOT, LAMBDA, AWAIT,
		TRUE, FALSE, NONE, ELLIPSIS, STAR:
		return true
	}
	return false
}

func (p *parser) starExpressionsOrYield() Expr {
	if p.tok.kind == YIELD {
		return p.yieldExpr()
	}
	return p.starExpressions()
}

func (p *parser) yieldExpr() Expr {
	start := p.tok.pos
	p.next()
	if p.got(FROM) {
		y := &YieldFrom{Value: p.expression()}
		p.span(y, start)
		return y
	}
	y := &Yield{}
	if p.startsExpr() {
		y.Value = p.starExpressions()
	}
	p.span(y, start)
	return y
}

// starExpressions: star_expression (',' star_expression)* [','], a Tuple if there is a comma.
func (p *parser) starExpressions() Expr { return p.commaTuple(p.starExpression) }

func (p *parser) starExpression() Expr { return p.starredOr(p.expression) }

// starNamedExpressions parses a comma list of star_named_expression (a Tuple if there is
// a comma), as in a match subject.
func (p *parser) starNamedExpressions() Expr { return p.commaTuple(p.starNamedExpression) }

func (p *parser) starNamedExpression() Expr { return p.starredOr(p.namedExpression) }

// commaTuple parses item (',' item)* [','], a Tuple if there is a comma.
func (p *parser) commaTuple(item func() Expr) Expr {
	start := p.tok.pos
	e := item()
	if p.tok.kind != COMMA {
		return e
	}
	elts := []Expr{e}
	for p.got(COMMA) {
		if !p.startsExpr() {
			break
		}
		elts = append(elts, item())
	}
	t := &Tuple{Elts: elts}
	p.span(t, start)
	return t
}

// starredOr parses '*' bitwise_or as a Starred, or else item.
func (p *parser) starredOr(item func() Expr) Expr {
	if p.tok.kind == STAR {
		start := p.tok.pos
		p.next()
		s := &Starred{Value: p.bitwiseOr()}
		p.span(s, start)
		return s
	}
	return item()
}

// namedExpression: NAME ':=' expression | expression.
func (p *parser) namedExpression() Expr {
	if p.tok.kind == NAME && p.peek(1) == COLONEQUAL {
		start := p.tok.pos
		target := &Name{Id: p.tok.lit}
		p.next()
		p.span(target, start)
		p.next()
		n := &NamedExpr{Target: target, Value: p.expression()}
		p.span(n, start)
		return n
	}
	return p.expression()
}

// expression: lambda | disjunction ['if' disjunction 'else' expression].
func (p *parser) expression() Expr {
	p.enter()
	defer p.leave()
	start := p.tok.pos
	if p.tok.kind == LAMBDA {
		p.next()
		args := p.parameters(COLON, false)
		p.expect(COLON)
		l := &Lambda{Args: args, Body: p.expression()}
		p.span(l, start)
		return l
	}
	body := p.disjunction()
	if p.tok.kind != IF {
		return body
	}
	p.next()
	test := p.disjunction()
	if p.tok.kind != ELSE {
		if p.tok.kind == NEWLINE || p.tok.kind == RPAR || p.tok.kind == RSQB || p.tok.kind == RBRACE ||
			p.tok.kind == COMMA || p.tok.kind == COLON || p.tok.kind == SEMI || p.tok.kind == EOF {
			p.errorAt(start, "expected 'else' after 'if' expression")
		}
		p.syntaxError()
	}
	p.next()
	e := &IfExp{Test: test, Body: body, Orelse: p.expression()}
	p.span(e, start)
	return e
}

func (p *parser) disjunction() Expr {
	start := p.tok.pos
	x := p.conjunction()
	if p.tok.kind != OR {
		return x
	}
	b := &BoolOp{Op: Or, Values: []Expr{x}}
	for p.got(OR) {
		b.Values = append(b.Values, p.conjunction())
	}
	p.span(b, start)
	return b
}

func (p *parser) conjunction() Expr {
	start := p.tok.pos
	x := p.inversion()
	if p.tok.kind != AND {
		return x
	}
	b := &BoolOp{Op: And, Values: []Expr{x}}
	for p.got(AND) {
		b.Values = append(b.Values, p.inversion())
	}
	p.span(b, start)
	return b
}

func (p *parser) inversion() Expr {
	if p.tok.kind == NOT {
		p.enter()
		defer p.leave()
		start := p.tok.pos
		p.next()
		u := &UnaryOp{Op: Not, Operand: p.inversion()}
		p.span(u, start)
		return u
	}
	return p.comparison()
}

func (p *parser) compareOp() Op {
	switch p.tok.kind {
	case EQEQUAL:
		return Eq
	case NOTEQUAL:
		return NotEq
	case LESS:
		return Lt
	case LESSEQUAL:
		return LtE
	case GREATER:
		return Gt
	case GREATEREQUAL:
		return GtE
	case IN:
		return In
	case NOT:
		if p.peek(1) == IN {
			return NotIn
		}
	case IS:
		if p.peek(1) == NOT {
			return IsNot
		}
		return Is
	}
	return BadOp
}

func (p *parser) comparison() Expr {
	start := p.tok.pos
	x := p.bitwiseOr()
	op := p.compareOp()
	if op == BadOp {
		return x
	}
	c := &Compare{Left: x}
	for ; op != BadOp; op = p.compareOp() {
		p.next()
		if op == NotIn || op == IsNot {
			p.next()
		}
		c.Ops = append(c.Ops, op)
		c.Comparators = append(c.Comparators, p.bitwiseOr())
	}
	p.span(c, start)
	return c
}

// binaryOp returns the operator of a binary-operator token and its precedence level
// (1 is |, the loosest; 6 is the multiplicative level).
func binaryOp(k Token) (Op, int) {
	switch k {
	case VBAR:
		return BitOr, 1
	case CIRCUMFLEX:
		return BitXor, 2
	case AMPER:
		return BitAnd, 3
	case LEFTSHIFT:
		return LShift, 4
	case RIGHTSHIFT:
		return RShift, 4
	case PLUS:
		return Add, 5
	case MINUS:
		return Sub, 5
	case STAR:
		return Mult, 6
	case SLASH:
		return Div, 6
	case DOUBLESLASH:
		return FloorDiv, 6
	case PERCENT:
		return Mod, 6
	case AT:
		return MatMult, 6
	}
	return BadOp, 0
}

func (p *parser) bitwiseOr() Expr { return p.binary(1) }

// binary parses the left-associative binary operators of level prec and tighter.
func (p *parser) binary(prec int) Expr {
	start := p.tok.pos
	var x Expr
	if prec == 6 {
		x = p.factor()
	} else {
		x = p.binary(prec + 1)
	}
	for {
		op, pr := binaryOp(p.tok.kind)
		if pr != prec {
			return x
		}
		p.next()
		var y Expr
		if prec == 6 {
			y = p.factor()
		} else {
			y = p.binary(prec + 1)
		}
		b := &BinOp{Left: x, Op: op, Right: y}
		p.span(b, start)
		x = b
	}
}

// factor: ('+' | '-' | '~') factor | power.
func (p *parser) factor() Expr {
	var op Op
	switch p.tok.kind {
	case PLUS:
		op = UAdd
	case MINUS:
		op = USub
	case TILDE:
		op = Invert
	default:
		return p.power()
	}
	p.enter()
	defer p.leave()
	start := p.tok.pos
	p.next()
	u := &UnaryOp{Op: op, Operand: p.factor()}
	p.span(u, start)
	return u
}

// power: await_primary ['**' factor] (right-associative through factor).
func (p *parser) power() Expr {
	start := p.tok.pos
	var x Expr
	if p.tok.kind == AWAIT {
		p.next()
		a := &Await{Value: p.primary()}
		p.span(a, start)
		x = a
	} else {
		x = p.primary()
	}
	if p.tok.kind != DOUBLESTAR {
		return x
	}
	p.next()
	b := &BinOp{Left: x, Op: Pow, Right: p.factor()}
	p.span(b, start)
	return b
}

// primary: atom followed by attribute, call and subscript suffixes.
func (p *parser) primary() Expr {
	start := p.tok.pos
	x := p.atom()
	for {
		switch p.tok.kind {
		case DOT:
			p.next()
			if p.tok.kind != NAME {
				p.syntaxError()
			}
			a := &Attribute{Value: x, Attr: p.tok.lit, AttrPos: p.pos(p.tok.pos)}
			p.next()
			p.span(a, start)
			x = a
		case LPAR:
			lpar := p.tok.pos
			p.next()
			c := &Call{Func: x}
			c.Args, c.Keywords = p.callArgs(lpar)
			p.expect(RPAR)
			p.span(c, start)
			x = c
		case LSQB:
			p.next()
			s := &Subscript{Value: x, Slice: p.slices()}
			p.expect(RSQB)
			p.span(s, start)
			x = s
		default:
			return x
		}
	}
}

// callArgs parses call arguments after '(' (at lpar) up to, not including, ')'.
func (p *parser) callArgs(lpar int) ([]Expr, []*Keyword) {
	p.enter()
	defer p.leave()
	var args []Expr
	var kws []*Keyword
	sawKeyword, sawKwUnpack := false, false
	for p.tok.kind != RPAR {
		start := p.tok.pos
		switch {
		case p.tok.kind == STAR:
			if sawKwUnpack {
				p.errorAt(start, "iterable argument unpacking follows keyword argument unpacking")
			}
			p.next()
			s := &Starred{Value: p.expression()}
			p.span(s, start)
			args = append(args, s)
		case p.tok.kind == DOUBLESTAR:
			p.next()
			k := &Keyword{Value: p.expression()}
			p.span(k, start)
			kws = append(kws, k)
			sawKwUnpack = true
		case p.tok.kind == NAME && p.peek(1) == EQUAL:
			k := &Keyword{Name: p.tok.lit}
			p.next()
			p.next()
			k.Value = p.expression()
			p.span(k, start)
			kws = append(kws, k)
			sawKeyword = true
		default:
			e := p.namedExpression()
			if p.tok.kind == FOR || p.tok.kind == ASYNC && p.peek(1) == FOR {
				g := &GeneratorExp{Elt: e, Generators: p.forIfClauses()}
				if len(args) == 0 && len(kws) == 0 && p.tok.kind == RPAR {
					g.SetSpan(p.pos(lpar), p.pos(p.tok.end))
					return []Expr{g}, nil
				}
				p.span(g, start)
				p.errorAt(start, "Generator expression must be parenthesized")
			}
			if p.tok.kind == EQUAL {
				p.errorAt(start, `expression cannot contain assignment, perhaps you meant "=="?`)
			}
			if sawKwUnpack {
				p.errorAt(p.tok.pos, "positional argument follows keyword argument unpacking")
			}
			if sawKeyword {
				p.errorAt(p.tok.pos, "positional argument follows keyword argument")
			}
			args = append(args, e)
			if p.tok.kind != COMMA && p.tok.kind != RPAR {
				p.checkMissingComma(e, start)
			}
		}
		if !p.got(COMMA) {
			break
		}
	}
	return args, kws
}

// checkMissingComma reports CPython's "Perhaps you forgot a comma?" when, inside brackets,
// an expression is directly followed by another one; otherwise "invalid syntax".
func (p *parser) checkMissingComma(prev Expr, start int) {
	switch p.tok.kind {
	case NAME, NUMBER, STRING, LPAR, LSQB, LBRACE, TILDE, TRUE, FALSE, NONE, ELLIPSIS, NOT, LAMBDA, AWAIT:
	default:
		p.syntaxError()
	}
	switch prev := prev.(type) {
	case *Lambda, *IfExp, *Starred, *NamedExpr, *GeneratorExp:
		p.syntaxError()
	case *Name:
		if p.tok.kind == STRING || prev.Id == "match" || prev.Id == "case" || prev.Id == "_" {
			p.syntaxError()
		}
	}
	p.errorAt(start, "invalid syntax. Perhaps you forgot a comma?")
}

// slices parses a subscript: one slice or expression, or a Tuple of them.
func (p *parser) slices() Expr {
	start := p.tok.pos
	first := p.slice()
	if p.tok.kind != COMMA {
		if _, ok := first.(*Starred); ok {
			t := &Tuple{Elts: []Expr{first}}
			p.span(t, start)
			return t
		}
		return first
	}
	elts := []Expr{first}
	for p.got(COMMA) {
		if p.tok.kind == RSQB {
			break
		}
		elts = append(elts, p.slice())
	}
	t := &Tuple{Elts: elts}
	p.span(t, start)
	return t
}

func (p *parser) slice() Expr {
	start := p.tok.pos
	if p.tok.kind == STAR {
		p.next()
		s := &Starred{Value: p.bitwiseOr()}
		p.span(s, start)
		return s
	}
	var lower Expr
	if p.tok.kind != COLON {
		lower = p.namedExpression()
		if p.tok.kind != COLON {
			return lower
		}
	}
	s := &Slice{Lower: lower}
	p.next()
	if p.tok.kind != COLON && p.tok.kind != COMMA && p.tok.kind != RSQB {
		s.Upper = p.expression()
	}
	if p.got(COLON) && p.tok.kind != COMMA && p.tok.kind != RSQB {
		s.Step = p.expression()
	}
	p.span(s, start)
	return s
}

// forIfClauses parses the `for ... in ... if ...` clauses of a comprehension.
func (p *parser) forIfClauses() []*Comprehension {
	var gens []*Comprehension
	for p.tok.kind == FOR || p.tok.kind == ASYNC && p.peek(1) == FOR {
		c := &Comprehension{IsAsync: p.got(ASYNC)}
		p.expect(FOR)
		c.Target = p.targetList()
		if bad := invalidTarget(c.Target, false); bad != nil {
			p.errorf(int(bad.Pos())-p.file.Base, "cannot assign to %s", exprName(bad))
		}
		p.expect(IN)
		c.Iter = p.disjunction()
		for p.got(IF) {
			c.Ifs = append(c.Ifs, p.disjunction())
		}
		gens = append(gens, c)
	}
	return gens
}

// targetList parses star_targets: a comma list of targets, a Tuple if there is a comma.
func (p *parser) targetList() Expr {
	start := p.tok.pos
	t := p.target(false)
	if p.tok.kind != COMMA {
		return t
	}
	elts := []Expr{t}
	for p.got(COMMA) {
		if !p.startsExpr() {
			break
		}
		elts = append(elts, p.target(false))
	}
	tup := &Tuple{Elts: elts}
	p.span(tup, start)
	return tup
}

// target parses one assignment or del target; validity is checked by the caller.
func (p *parser) target(del bool) Expr {
	if p.tok.kind == STAR && !del {
		start := p.tok.pos
		p.next()
		s := &Starred{Value: p.target(false)}
		p.span(s, start)
		return s
	}
	return p.bitwiseOr()
}

// atom parses names, literals and bracketed displays.
func (p *parser) atom() Expr {
	start := p.tok.pos
	switch p.tok.kind {
	case NAME:
		n := &Name{Id: p.tok.lit}
		p.next()
		p.span(n, start)
		return n
	case TRUE, FALSE, NONE, ELLIPSIS:
		c := &Constant{Kind: TrueConst}
		switch p.tok.kind {
		case FALSE:
			c.Kind = FalseConst
		case NONE:
			c.Kind = NoneConst
		case ELLIPSIS:
			c.Kind = EllipsisConst
		}
		p.next()
		p.span(c, start)
		return c
	case NUMBER:
		return p.number()
	case STRING:
		return p.strings()
	case LPAR:
		return p.parenAtom()
	case LSQB:
		return p.listAtom()
	case LBRACE:
		return p.braceAtom()
	}
	p.syntaxError()
	return nil
}

func (p *parser) parenAtom() Expr {
	p.enter()
	defer p.leave()
	start := p.tok.pos
	p.next()
	switch p.tok.kind {
	case RPAR:
		p.next()
		t := &Tuple{}
		p.span(t, start)
		return t
	case YIELD:
		y := p.yieldExpr()
		p.expect(RPAR)
		return y
	}
	estart := p.tok.pos
	first := p.starNamedExpression()
	switch p.tok.kind {
	case FOR, ASYNC:
		if _, ok := first.(*Starred); ok {
			p.errorAt(estart, "iterable unpacking cannot be used in comprehension")
		}
		g := &GeneratorExp{Elt: first, Generators: p.forIfClauses()}
		p.expect(RPAR)
		p.span(g, start)
		return g
	case COMMA:
		elts := p.moreElements(first, RPAR)
		p.expect(RPAR)
		t := &Tuple{Elts: elts}
		p.span(t, start)
		return t
	case RPAR:
		p.next()
		if _, ok := first.(*Starred); ok {
			p.errorAt(estart, "cannot use starred expression here")
		}
		return first
	}
	p.checkMissingComma(first, estart)
	return nil
}

// moreElements parses `, elt, elt [,]` after the first element of a display.
func (p *parser) moreElements(first Expr, closing Token) []Expr {
	elts := []Expr{first}
	for p.got(COMMA) {
		if p.tok.kind == closing {
			break
		}
		estart := p.tok.pos
		e := p.starNamedExpression()
		elts = append(elts, e)
		if p.tok.kind != COMMA && p.tok.kind != closing {
			p.checkMissingComma(e, estart)
		}
	}
	return elts
}

func (p *parser) listAtom() Expr {
	p.enter()
	defer p.leave()
	start := p.tok.pos
	p.next()
	if p.got(RSQB) {
		l := &List{}
		p.span(l, start)
		return l
	}
	estart := p.tok.pos
	first := p.starNamedExpression()
	if p.tok.kind == FOR || p.tok.kind == ASYNC {
		if _, ok := first.(*Starred); ok {
			p.errorAt(estart, "iterable unpacking cannot be used in comprehension")
		}
		l := &ListComp{Elt: first, Generators: p.forIfClauses()}
		p.expect(RSQB)
		p.span(l, start)
		return l
	}
	if p.tok.kind != COMMA && p.tok.kind != RSQB {
		p.checkMissingComma(first, estart)
	}
	l := &List{Elts: p.moreElements(first, RSQB)}
	p.expect(RSQB)
	p.span(l, start)
	return l
}

func (p *parser) braceAtom() Expr {
	p.enter()
	defer p.leave()
	start := p.tok.pos
	p.next()
	if p.got(RBRACE) {
		d := &Dict{}
		p.span(d, start)
		return d
	}
	if p.tok.kind == DOUBLESTAR {
		return p.dictRest(start, nil, nil)
	}
	estart := p.tok.pos
	first := p.starNamedExpression()
	if p.tok.kind == COLON {
		p.next()
		value := p.expression()
		if p.tok.kind == FOR || p.tok.kind == ASYNC {
			d := &DictComp{Key: first, Value: value, Generators: p.forIfClauses()}
			p.expect(RBRACE)
			p.span(d, start)
			return d
		}
		return p.dictRest(start, first, value)
	}
	if p.tok.kind == FOR || p.tok.kind == ASYNC {
		if _, ok := first.(*Starred); ok {
			p.errorAt(estart, "iterable unpacking cannot be used in comprehension")
		}
		s := &SetComp{Elt: first, Generators: p.forIfClauses()}
		p.expect(RBRACE)
		p.span(s, start)
		return s
	}
	if p.tok.kind != COMMA && p.tok.kind != RBRACE {
		p.checkMissingComma(first, estart)
	}
	s := &Set{Elts: p.moreElements(first, RBRACE)}
	p.expect(RBRACE)
	p.span(s, start)
	return s
}

// dictRest parses a dict display after its first entry (key nil: none parsed yet).
func (p *parser) dictRest(start int, key, value Expr) Expr {
	d := &Dict{}
	if value != nil {
		d.Keys = append(d.Keys, key)
		d.Values = append(d.Values, value)
		if !p.got(COMMA) {
			p.expect(RBRACE)
			p.span(d, start)
			return d
		}
	}
	for p.tok.kind != RBRACE {
		if p.got(DOUBLESTAR) {
			d.Keys = append(d.Keys, nil)
			d.Values = append(d.Values, p.bitwiseOr())
		} else {
			kstart := p.tok.pos
			k := p.expression()
			if p.tok.kind != COLON {
				if p.tok.kind == COMMA || p.tok.kind == RBRACE {
					p.errorAt(kstart, "':' expected after dictionary key")
				}
				p.syntaxError()
			}
			p.next()
			d.Keys = append(d.Keys, k)
			d.Values = append(d.Values, p.expression())
		}
		if !p.got(COMMA) {
			break
		}
	}
	p.expect(RBRACE)
	p.span(d, start)
	return d
}

// ---------------------------------------------------------------------------
// Literals

func (p *parser) number() Expr {
	start := p.tok.pos
	lit := strings.ReplaceAll(p.tok.lit, "_", "")
	p.next()
	c := &Constant{}
	p.span(c, start)
	last := lit[len(lit)-1] | 0x20
	lower := strings.ToLower(lit)
	switch {
	case last == 'j':
		c.Kind = ComplexConst
		c.Float = parseFloat(lit[:len(lit)-1])
	case len(lower) > 1 && lower[0] == '0' && (lower[1] == 'x' || lower[1] == 'o' || lower[1] == 'b'):
		base := 2
		if lower[1] == 'x' {
			base = 16
		} else if lower[1] == 'o' {
			base = 8
		}
		c.Kind = IntConst
		c.Int, _ = new(big.Int).SetString(lit[2:], base)
	case strings.ContainsAny(lower, ".e"):
		c.Kind = FloatConst
		c.Float = parseFloat(lit)
	default:
		c.Kind = IntConst
		c.Int, _ = new(big.Int).SetString(lit, 10)
	}
	if c.Kind == IntConst && c.Int == nil {
		c.Int = new(big.Int)
	}
	return c
}

func parseFloat(s string) float64 {
	f, err := strconv.ParseFloat(s, 64)
	if err != nil && !math.IsInf(f, 0) {
		return 0
	}
	return f
}

// strPiece is one scanned string token, split into prefix flags and body offsets.
type strPiece struct {
	tok              token
	raw, bytes, f, u bool
	from, to         int // the body between the quotes
}

func splitString(t token) strPiece {
	s := strPiece{tok: t}
	i := t.pos
	lit := t.lit
	k := 0
	for k < len(lit) && lit[k] != '\'' && lit[k] != '"' {
		switch lit[k] | 0x20 {
		case 'r':
			s.raw = true
		case 'b':
			s.bytes = true
		case 'f':
			s.f = true
		case 'u':
			s.u = true
		}
		k++
	}
	q := 1
	if len(lit)-k >= 6 && lit[k+1] == lit[k] && lit[k+2] == lit[k] {
		q = 3
	}
	s.from = i + k + q
	s.to = t.end - q
	return s
}

// strParts accumulates the parts of an (f-)string: literal text and FormattedValues.
type strParts struct {
	parts []Expr // *Constant (text in Str) or *FormattedValue
	lit   strings.Builder
	whole []interface{ SetSpan(from, to Pos) } // nodes spanning the whole literal
}

func (b *strParts) flush() {
	if b.lit.Len() > 0 {
		c := &Constant{Kind: StrConst, Str: b.lit.String()}
		b.parts = append(b.parts, c)
		b.whole = append(b.whole, c)
		b.lit.Reset()
	}
}

// strings parses one or more adjacent string literals into a Constant or JoinedStr.
func (p *parser) strings() Expr {
	start := p.tok.pos
	var pieces []strPiece
	for p.tok.kind == STRING {
		pieces = append(pieces, splitString(p.tok))
		p.next()
	}
	isBytes, isF := pieces[0].bytes, false
	for _, s := range pieces {
		if s.bytes != isBytes {
			p.errorAt(p.tok.pos, "cannot mix bytes and nonbytes literals")
		}
		isF = isF || s.f
	}
	src := p.file.Src
	if isBytes {
		var buf []byte
		for _, s := range pieces {
			for i := s.from; i < s.to; i++ {
				if src[i] >= 0x80 {
					p.errorAt(s.tok.pos, "bytes can only contain ASCII literal characters")
				}
			}
			if s.raw {
				buf = append(buf, src[s.from:s.to]...)
			} else {
				buf = p.decodeEscapes(buf, s.from, s.to, s.from, true)
			}
		}
		c := &Constant{Kind: BytesConst, Str: string(buf)}
		p.span(c, start)
		return c
	}
	if !isF {
		var buf []byte
		for _, s := range pieces {
			if s.raw {
				buf = append(buf, src[s.from:s.to]...)
			} else {
				buf = p.decodeEscapes(buf, s.from, s.to, s.from, false)
			}
		}
		c := &Constant{Kind: StrConst, Str: string(buf), IsU: pieces[0].u}
		p.span(c, start)
		return c
	}
	b := &strParts{}
	for _, s := range pieces {
		if !s.f {
			if s.raw {
				b.lit.Write(src[s.from:s.to])
			} else {
				b.lit.Write(p.decodeEscapes(nil, s.from, s.to, s.from, false))
			}
			continue
		}
		p.fstringParts(b, s, s.from, s.to, 0, false)
	}
	b.flush()
	j := &JoinedStr{Values: b.parts}
	p.span(j, start)
	for _, n := range b.whole {
		p.span(n, start)
	}
	return j
}

// fstringParts parses the f-string text src[i:end) into b. In a format spec (inSpec) it
// stops at the '}' closing the replacement field and returns its offset.
func (p *parser) fstringParts(b *strParts, s strPiece, i, end, depth int, inSpec bool) int {
	src := p.file.Src
	chunk := i // where CPython's current literal chunk starts, for escape error positions
	for i < end {
		c := src[i]
		switch {
		case c == '{':
			if i+1 < end && src[i+1] == '{' {
				b.lit.WriteByte('{')
				i += 2
				chunk = i
				continue
			}
			i = p.fstringField(b, s, i+1, end, depth)
			chunk = i
		case c == '}':
			if inSpec {
				return i
			}
			if i+1 < end && src[i+1] == '}' {
				b.lit.WriteByte('}')
				i += 2
				chunk = i
				continue
			}
			p.errorAt(s.tok.pos, "f-string: single '}' is not allowed")
		case c == '\\' && !s.raw:
			// Decode one escape: find its extent the same way decodeEscapes does.
			j := escapeEnd(src, i, end)
			b.lit.Write(p.decodeEscapes(nil, i, j, chunk, false))
			i = j
		default:
			b.lit.WriteByte(c)
			i++
		}
	}
	return i
}

// escapeEnd returns the end of the escape sequence starting at src[i] == '\\'.
func escapeEnd(src []byte, i, end int) int {
	i++
	if i >= end {
		return i
	}
	c := src[i]
	i++
	switch {
	case c >= '0' && c <= '7':
		for n := 1; n < 3 && i < end && src[i] >= '0' && src[i] <= '7'; n++ {
			i++
		}
	case c == 'x' || c == 'u' || c == 'U':
		n := 2
		if c == 'u' {
			n = 4
		} else if c == 'U' {
			n = 8
		}
		for ; n > 0 && i < end && isHex(src[i]); n-- {
			i++
		}
	case c == 'N':
		if i < end && src[i] == '{' {
			for i < end && src[i] != '}' {
				i++
			}
			if i < end {
				i++
			}
		}
	case c == '\r':
		if i < end && src[i] == '\n' {
			i++
		}
	}
	return i
}

// fstringField parses one replacement field after its '{' and returns the offset after
// its '}'.
func (p *parser) fstringField(b *strParts, s strPiece, i, end, depth int) int {
	src := p.file.Src
	if depth >= 2 {
		p.errorAt(s.tok.pos, "f-string: expressions nested too deeply")
	}
	exprStart := i
	nest := 0
	var quote byte
	triple := false
scan:
	for i < end {
		c := src[i]
		if c == '\\' {
			p.errorAt(s.tok.pos, "f-string expression part cannot include a backslash")
		}
		if quote != 0 {
			if c == quote {
				if !triple {
					quote = 0
				} else if i+2 < end && src[i+1] == quote && src[i+2] == quote {
					quote = 0
					i += 2
				}
			}
			i++
			continue
		}
		switch c {
		case '\'', '"':
			quote = c
			triple = i+2 < end && src[i+1] == c && src[i+2] == c
			if triple {
				i += 2
			}
		case '(', '[', '{':
			nest++
		case ')', ']':
			nest--
			if nest < 0 {
				p.errorf(s.tok.pos, "f-string: unmatched '%c'", c)
			}
		case '}':
			if nest == 0 {
				break scan
			}
			nest--
		case '#':
			p.errorAt(s.tok.pos, "f-string expression part cannot include '#'")
		case '!':
			if nest == 0 && !(i+1 < end && src[i+1] == '=') {
				break scan
			}
			if i+1 < end && src[i+1] == '=' {
				i++
			}
		case '=', '<', '>':
			if i+1 < end && src[i+1] == '=' {
				i += 2
				continue
			}
			if c == '=' && nest == 0 {
				break scan
			}
		case ':':
			if nest == 0 {
				break scan
			}
		}
		i++
	}
	if quote != 0 {
		p.errorAt(s.tok.pos, "f-string: unterminated string")
	}
	if i >= end {
		p.errorAt(s.tok.pos, "f-string: expecting '}'")
	}
	if strings.TrimSpace(string(src[exprStart:i])) == "" {
		p.errorAt(s.tok.pos, "f-string: empty expression not allowed")
	}
	fv := &FormattedValue{Value: p.subExpression(exprStart, i), Conversion: -1}
	if t, ok := fv.Value.(*Tuple); ok && int(t.Pos())-p.file.Base >= exprStart {
		// CPython 3.11 parses the expression as "(expr)", so a bare tuple takes in the
		// braces' positions.
		t.SetSpan(p.pos(exprStart-1), p.pos(i+1))
	}
	selfDoc := false
	if src[i] == '=' {
		selfDoc = true
		i++
		for i < end && (src[i] == ' ' || src[i] == '\t' || src[i] == '\n' || src[i] == '\r' || src[i] == '\f') {
			i++
		}
		b.lit.Write(src[exprStart:i])
	}
	if i < end && src[i] == '!' {
		i++
		if i >= end {
			p.errorAt(s.tok.pos, "f-string: expecting '}'")
		}
		switch src[i] {
		case 's', 'r', 'a':
			fv.Conversion = int(src[i])
		default:
			p.errorAt(s.tok.pos, "f-string: invalid conversion character: expected 's', 'r', or 'a'")
		}
		i++
	}
	if i < end && src[i] == ':' {
		spec := &strParts{}
		i = p.fstringParts(spec, s, i+1, end, depth+1, true)
		spec.flush()
		js := &JoinedStr{Values: spec.parts}
		js.SetSpan(p.pos(s.tok.pos), p.pos(s.tok.end))
		for _, n := range spec.whole {
			n.SetSpan(p.pos(s.tok.pos), p.pos(s.tok.end))
		}
		fv.FormatSpec = js
	}
	if i >= end || src[i] != '}' {
		p.errorAt(s.tok.pos, "f-string: expecting '}'")
	}
	i++
	if selfDoc && fv.Conversion == -1 && fv.FormatSpec == nil {
		fv.Conversion = 'r'
	}
	b.flush()
	b.parts = append(b.parts, fv)
	b.whole = append(b.whole, fv)
	return i
}

// subExpression parses the f-string expression src[from:to) with a parser of its own
// over the same file, so its nodes get their true positions.
func (p *parser) subExpression(from, to int) Expr {
	sub := &parser{file: p.file, depth: p.depth, trial: p.trial}
	sub.toks, sub.scanErr = scanFile(p.file, from, to, true)
	sub.tok = sub.toks[0]
	var e Expr
	func() {
		defer func() {
			if r := recover(); r != nil {
				if _, ok := r.(bailout); !ok {
					panic(r)
				}
			}
		}()
		e = sub.starExpressionsOrYield()
		if sub.tok.kind != EOF {
			sub.syntaxError()
		}
	}()
	if e == nil || sub.tok.kind != EOF {
		if p.trial == 0 && len(p.errors) == 0 && len(sub.errors) > 0 {
			p.errors = append(p.errors, sub.errors[0])
		}
		panic(bailout{})
	}
	return e
}

// decodeEscapes appends the value of the non-raw string body src[from:to) to buf. base
// is where the literal text CPython decodes in one piece starts (error messages count
// positions from there); errors are reported, as CPython does, at the token after the
// string literals.
func (p *parser) decodeEscapes(buf []byte, from, to, base int, isBytes bool) []byte {
	src := p.file.Src
	for i := from; i < to; {
		c := src[i]
		if c != '\\' {
			if c == '\r' {
				// CPython reads source with universal newlines.
				buf = append(buf, '\n')
				i++
				if i < to && src[i] == '\n' {
					i++
				}
				continue
			}
			buf = append(buf, c)
			i++
			continue
		}
		i++
		if i >= to {
			buf = append(buf, '\\')
			break
		}
		c = src[i]
		i++
		switch c {
		case '\n':
		case '\r':
			if i < to && src[i] == '\n' {
				i++
			}
		case '\\', '\'', '"':
			buf = append(buf, c)
		case 'a':
			buf = append(buf, 7)
		case 'b':
			buf = append(buf, 8)
		case 'f':
			buf = append(buf, 12)
		case 'n':
			buf = append(buf, 10)
		case 'r':
			buf = append(buf, 13)
		case 't':
			buf = append(buf, 9)
		case 'v':
			buf = append(buf, 11)
		case '0', '1', '2', '3', '4', '5', '6', '7':
			v := int(c - '0')
			for n := 1; n < 3 && i < to && src[i] >= '0' && src[i] <= '7'; n++ {
				v = v*8 + int(src[i]-'0')
				i++
			}
			if isBytes {
				buf = append(buf, byte(v))
			} else {
				buf = appendRune(buf, rune(v))
			}
		case 'x', 'u', 'U':
			n := 2
			if !isBytes && c == 'u' {
				n = 4
			} else if !isBytes && c == 'U' {
				n = 8
			} else if isBytes && c != 'x' {
				buf = append(buf, '\\', c)
				continue
			}
			v := 0
			for k := 0; k < n; k++ {
				if i >= to || !isHex(src[i]) {
					if isBytes {
						p.errorf(p.tok.pos, "(value error) invalid \\x escape at position %d", i-base-2-k)
					}
					what := map[byte]string{'x': "truncated \\xXX escape", 'u': "truncated \\uXXXX escape", 'U': "truncated \\UXXXXXXXX escape"}[c]
					p.unicodeError(base, i-2-k, i, what)
				}
				d, _ := strconv.ParseUint(string(src[i:i+1]), 16, 8)
				v = v*16 + int(d)
				i++
			}
			if isBytes {
				buf = append(buf, byte(v))
			} else {
				if v > 0x10FFFF {
					p.unicodeError(base, i-10, i, "illegal Unicode character")
				}
				buf = appendRune(buf, rune(v))
			}
		case 'N':
			if isBytes {
				buf = append(buf, '\\', c)
				continue
			}
			// \N{name}: i is after the N.
			bs := i - 2
			if i >= to || src[i] != '{' {
				p.unicodeError(base, bs, i, "malformed \\N character escape")
			}
			j := i + 1
			for j < to && src[j] != '}' {
				j++
			}
			if j >= to || j == i+1 {
				p.unicodeError(base, bs, j, "malformed \\N character escape")
			}
			r, ok := lookupUnicodeName(string(src[i+1 : j]))
			if !ok {
				p.unicodeError(base, bs, j+1, "unknown Unicode character name")
			}
			buf = appendRune(buf, r)
			i = j + 1
		default:
			buf = append(buf, '\\')
			i-- // the character after the backslash is kept as is
		}
	}
	return buf
}

// unicodeError reports CPython's unicode-escape decoding error for the bytes src[from:to)
// of a literal whose decoded text starts at base.
func (p *parser) unicodeError(base, from, to int, what string) {
	p.errorf(p.tok.pos, "(unicode error) 'unicodeescape' codec can't decode bytes in position %d-%d: %s",
		p.escapeOffset(base, from), p.escapeOffset(base, to)-1, what)
}

// escapeOffset is the position CPython's unicode-escape decoder gives src[i] in a literal
// starting at base. CPython first rewrites each non-ASCII character as a \UXXXXXXXX
// escape (10 bytes) and a backslash before one as \u005c; line ends count as one.
func (p *parser) escapeOffset(base, i int) int {
	src := p.file.Src
	n := 0
	for k := base; k < i; {
		c := src[k]
		switch {
		case c == '\\' && k+1 < len(src) && src[k+1] >= 0x80:
			n += 6
			k++
		case c >= 0x80:
			_, size := utf8.DecodeRune(src[k:])
			n += 10
			k += size
		case c == '\r' && k+1 < i && src[k+1] == '\n':
			n++
			k += 2
		default:
			n++
			k++
		}
	}
	return n
}

// appendRune appends r as UTF-8, encoding lone surrogates the way WTF-8 does (Python
// strings may hold them; Go's encoder would replace them).
func appendRune(buf []byte, r rune) []byte {
	if 0xD800 <= r && r <= 0xDFFF {
		return append(buf, byte(0xE0|r>>12), byte(0x80|(r>>6)&0x3F), byte(0x80|r&0x3F))
	}
	return utf8.AppendRune(buf, r)
}
