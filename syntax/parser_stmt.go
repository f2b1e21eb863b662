// Statement parsing: simple statements, compound statements and blocks.
package syntax

// statement parses one logical line or compound statement (a simple-statement line may
// yield several statements).
func (p *parser) statement() []Stmt {
	switch p.tok.kind {
	case DEF, IF, CLASS, WITH, FOR, TRY, WHILE, AT, ASYNC:
		return []Stmt{p.compoundStmt()}
	case NAME:
		if p.tok.lit == "match" {
			return p.matchOrSimple()
		}
	}
	return p.simpleStmts()
}

func (p *parser) compoundStmt() Stmt {
	switch p.tok.kind {
	case DEF:
		return p.funcDef(p.tok.pos, nil, false)
	case IF:
		return p.ifStmt()
	case CLASS:
		return p.classDef(nil)
	case WITH:
		return p.withStmt(p.tok.pos, false)
	case FOR:
		return p.forStmt(p.tok.pos, false)
	case TRY:
		return p.tryStmt()
	case WHILE:
		return p.whileStmt()
	case AT:
		return p.decorated()
	case ASYNC:
		start := p.tok.pos
		p.next()
		switch p.tok.kind {
		case DEF:
			return p.funcDef(start, nil, true)
		case WITH:
			return p.withStmt(start, true)
		case FOR:
			return p.forStmt(start, true)
		}
	}
	p.syntaxError()
	return nil
}

// simpleStmts parses simple statements separated by ';' up to NEWLINE.
func (p *parser) simpleStmts() []Stmt {
	var list []Stmt
	for {
		list = append(list, p.simpleStmt())
		if p.tok.kind != SEMI {
			break
		}
		p.next()
		if p.tok.kind == NEWLINE {
			break
		}
	}
	if p.tok.kind != NEWLINE {
		p.syntaxError()
	}
	p.next()
	return list
}

func (p *parser) simpleStmt() Stmt {
	start := p.tok.pos
	switch p.tok.kind {
	case PASS:
		p.next()
		s := &Pass{}
		p.span(s, start)
		return s
	case BREAK:
		p.next()
		s := &Break{}
		p.span(s, start)
		return s
	case CONTINUE:
		p.next()
		s := &Continue{}
		p.span(s, start)
		return s
	case RETURN:
		p.next()
		s := &Return{}
		if p.startsExpr() {
			s.Value = p.starExpressions()
		}
		p.span(s, start)
		return s
	case RAISE:
		p.next()
		s := &Raise{}
		if p.startsExpr() {
			s.Exc = p.expression()
			if p.got(FROM) {
				s.Cause = p.expression()
			}
		}
		p.span(s, start)
		return s
	case GLOBAL, NONLOCAL:
		kind := p.tok.kind
		p.next()
		var names []string
		for {
			if p.tok.kind != NAME {
				p.syntaxError()
			}
			names = append(names, p.tok.lit)
			p.next()
			if !p.got(COMMA) {
				break
			}
		}
		if kind == GLOBAL {
			s := &Global{Names: names}
			p.span(s, start)
			return s
		}
		s := &Nonlocal{Names: names}
		p.span(s, start)
		return s
	case DEL:
		p.next()
		s := &Delete{}
		for {
			t := p.target(true)
			if bad := invalidTarget(t, true); bad != nil {
				p.errorf(int(bad.Pos())-p.file.Base, "cannot delete %s", exprName(bad))
			}
			s.Targets = append(s.Targets, t)
			if !p.got(COMMA) || p.tok.kind == NEWLINE || p.tok.kind == SEMI {
				break
			}
		}
		p.span(s, start)
		return s
	case ASSERT:
		p.next()
		s := &Assert{Test: p.expression()}
		if p.got(COMMA) {
			s.Msg = p.expression()
		}
		p.span(s, start)
		return s
	case IMPORT:
		return p.importStmt()
	case FROM:
		return p.fromImport()
	case NAME:
		if p.tok.lit == "type" && p.peek(1) == NAME && (p.peek(2) == EQUAL || p.peek(2) == LSQB) {
			return p.typeAlias()
		}
	}
	return p.exprStmt()
}

func (p *parser) typeAlias() Stmt {
	start := p.tok.pos
	p.next()
	name := &Name{Id: p.tok.lit}
	nstart := p.tok.pos
	p.next()
	p.span(name, nstart)
	s := &TypeAlias{Name: name}
	if p.tok.kind == LSQB {
		s.TypeParams = p.typeParams()
	}
	p.expect(EQUAL)
	s.Value = p.expression()
	p.span(s, start)
	return s
}

var augOps = map[Token]Op{
	PLUSEQUAL: Add, MINEQUAL: Sub, STAREQUAL: Mult, ATEQUAL: MatMult, SLASHEQUAL: Div,
	PERCENTEQUAL: Mod, AMPEREQUAL: BitAnd, VBAREQUAL: BitOr, CIRCUMFLEXEQUAL: BitXor,
	LEFTSHIFTEQUAL: LShift, RIGHTSHIFTEQUAL: RShift, DOUBLESTAREQUAL: Pow, DOUBLESLASHEQUAL: FloorDiv,
}

// exprStmt parses an expression statement or an (annotated, augmented) assignment.
func (p *parser) exprStmt() Stmt {
	start := p.tok.pos
	parenthesized := p.tok.kind == LPAR
	first := p.starExpressionsOrYield()
	switch p.tok.kind {
	case COLON:
		if bad := annTargetError(first); bad != "" {
			p.errorAt(int(first.Pos())-p.file.Base, bad)
		}
		p.next()
		s := &AnnAssign{Target: first, Annotation: p.expression()}
		_, isName := first.(*Name)
		s.Simple = isName && !parenthesized
		if p.got(EQUAL) {
			s.Value = p.starExpressionsOrYield()
		}
		p.span(s, start)
		return s
	case EQUAL:
		s := &Assign{}
		value := first
		for p.tok.kind == EQUAL {
			p.checkAssignTarget(value, len(s.Targets) == 0)
			p.next()
			s.Targets = append(s.Targets, value)
			value = p.starExpressionsOrYield()
		}
		s.Value = value
		p.span(s, start)
		return s
	}
	if op, ok := augOps[p.tok.kind]; ok {
		switch first.(type) {
		case *Name, *Attribute, *Subscript:
		default:
			p.errorf(start, "'%s' is an illegal expression for augmented assignment", exprName(first))
		}
		p.next()
		s := &AugAssign{Target: first, Op: op, Value: p.starExpressionsOrYield()}
		p.span(s, start)
		return s
	}
	if p.tok.kind != NEWLINE && p.tok.kind != SEMI {
		p.syntaxError()
	}
	s := &ExprStmt{Value: first}
	p.span(s, start)
	return s
}

// checkAssignTarget reports an invalid target t, seen followed by '=', with CPython's
// messages. first is true for a statement's first target.
func (p *parser) checkAssignTarget(t Expr, first bool) {
	bad := invalidTarget(t, false)
	if bad == nil {
		return
	}
	off := int(bad.Pos()) - p.file.Base
	switch bad.(type) {
	case *Yield, *YieldFrom:
		if !first {
			p.errorAt(off, "assignment to yield expression not possible")
		}
	}
	if first && bad == t && !isDisplayOrSingleton(t) {
		// CPython's invalid_named_expression: `target = bitwise_or` not followed by '='.
		here := false
		save, saveTok, saveEnd := p.i, p.tok, p.lastEnd
		p.try(func() {
			p.next()
			p.bitwiseOr()
			here = p.tok.kind != EQUAL && p.tok.kind != COLONEQUAL
		})
		p.i, p.tok, p.lastEnd = save, saveTok, saveEnd
		if here {
			p.errorf(off, "cannot assign to %s here. Maybe you meant '==' instead of '='?", exprName(bad))
		}
	}
	p.errorf(off, "cannot assign to %s", exprName(bad))
}

func isDisplayOrSingleton(e Expr) bool {
	switch e := e.(type) {
	case *List, *Tuple, *GeneratorExp:
		return true
	case *Constant:
		return e.Kind == TrueConst || e.Kind == FalseConst || e.Kind == NoneConst
	}
	return false
}

// isBitwiseOr reports whether e could come from CPython's bitwise_or rule (no comparison,
// boolean, conditional or lambda at the top).
func isBitwiseOr(e Expr) bool {
	switch e.(type) {
	case *Compare, *BoolOp, *IfExp, *Lambda, *Tuple, *Yield, *YieldFrom, *Starred, *NamedExpr:
		return false
	case *UnaryOp:
		return e.(*UnaryOp).Op != Not
	}
	return true
}

func annTargetError(e Expr) string {
	switch e.(type) {
	case *Name, *Attribute, *Subscript:
		return ""
	case *Tuple:
		return "only single target (not tuple) can be annotated"
	case *List:
		return "only single target (not list) can be annotated"
	}
	return "illegal target for annotation"
}

// invalidTarget returns the part of e that cannot be assigned to (or deleted), or nil.
func invalidTarget(e Expr, del bool) Expr {
	switch e := e.(type) {
	case *Name, *Attribute, *Subscript:
		return nil
	case *Starred:
		if del {
			return e
		}
		return invalidTarget(e.Value, del)
	case *Tuple:
		for _, x := range e.Elts {
			if bad := invalidTarget(x, del); bad != nil {
				return bad
			}
		}
		return nil
	case *List:
		for _, x := range e.Elts {
			if bad := invalidTarget(x, del); bad != nil {
				return bad
			}
		}
		return nil
	}
	return e
}

// exprName is CPython's _PyPegen_get_expr_name.
func exprName(e Expr) string {
	switch e := e.(type) {
	case *Attribute:
		return "attribute"
	case *Subscript:
		return "subscript"
	case *Starred:
		return "starred"
	case *Name:
		return "name"
	case *List:
		return "list"
	case *Tuple:
		return "tuple"
	case *Lambda:
		return "lambda"
	case *Call:
		return "function call"
	case *BoolOp, *BinOp, *UnaryOp:
		return "expression"
	case *GeneratorExp:
		return "generator expression"
	case *Yield, *YieldFrom:
		return "yield expression"
	case *Await:
		return "await expression"
	case *ListComp:
		return "list comprehension"
	case *SetComp:
		return "set comprehension"
	case *DictComp:
		return "dict comprehension"
	case *Dict:
		return "dict literal"
	case *Set:
		return "set display"
	case *JoinedStr, *FormattedValue:
		return "f-string expression"
	case *Constant:
		switch e.Kind {
		case NoneConst:
			return "None"
		case TrueConst:
			return "True"
		case FalseConst:
			return "False"
		case EllipsisConst:
			return "ellipsis"
		}
		return "literal"
	case *Compare:
		return "comparison"
	case *IfExp:
		return "conditional expression"
	case *NamedExpr:
		return "named expression"
	}
	return "expression"
}

// ---------------------------------------------------------------------------
// Imports

func (p *parser) dottedName() (string, int) {
	start := p.tok.pos
	if p.tok.kind != NAME {
		p.syntaxError()
	}
	name := p.tok.lit
	p.next()
	for p.tok.kind == DOT {
		p.next()
		if p.tok.kind != NAME {
			p.syntaxError()
		}
		name += "." + p.tok.lit
		p.next()
	}
	return name, start
}

func (p *parser) importStmt() Stmt {
	start := p.tok.pos
	p.next()
	s := &Import{}
	for {
		name, nstart := p.dottedName()
		a := &Alias{Name: name}
		if p.got(AS) {
			if p.tok.kind != NAME {
				p.syntaxError()
			}
			a.Asname = p.tok.lit
			p.next()
		}
		p.span(a, nstart)
		s.Names = append(s.Names, a)
		if !p.got(COMMA) {
			break
		}
	}
	p.span(s, start)
	return s
}

func (p *parser) fromImport() Stmt {
	start := p.tok.pos
	p.next()
	level := 0
	for p.tok.kind == DOT || p.tok.kind == ELLIPSIS {
		if p.tok.kind == DOT {
			level++
		} else {
			level += 3
		}
		p.next()
	}
	module := ""
	if p.tok.kind == NAME || level == 0 {
		module, _ = p.dottedName()
	}
	p.expect(IMPORT)
	if level == 0 && module == "C" && p.tok.kind == NAME && p.peek(1) == LPAR {
		return p.cImport(start)
	}
	s := &ImportFrom{Module: module, Level: level}
	if p.tok.kind == STAR {
		a := &Alias{Name: "*"}
		astart := p.tok.pos
		p.next()
		p.span(a, astart)
		s.Names = []*Alias{a}
		p.span(s, start)
		return s
	}
	paren := p.got(LPAR)
	for {
		if p.tok.kind != NAME {
			p.syntaxError()
		}
		a := &Alias{Name: p.tok.lit}
		astart := p.tok.pos
		p.next()
		if p.got(AS) {
			if p.tok.kind != NAME {
				p.syntaxError()
			}
			a.Asname = p.tok.lit
			p.next()
		}
		p.span(a, astart)
		s.Names = append(s.Names, a)
		if p.tok.kind != COMMA {
			break
		}
		p.next()
		if paren && p.tok.kind == RPAR {
			break
		}
		if !paren && p.tok.kind == NEWLINE {
			p.errorAt(p.tok.pos, "trailing comma not allowed without surrounding parentheses")
		}
	}
	if paren {
		p.expect(RPAR)
	}
	p.span(s, start)
	return s
}

// cImport parses the rest of Kiln's `from C import name(T1, T2) -> R`.
func (p *parser) cImport(start int) Stmt {
	s := &CImport{Name: p.tok.lit, NamePos: p.pos(p.tok.pos)}
	p.next()
	p.expect(LPAR)
	for p.tok.kind != RPAR {
		s.Params = append(s.Params, p.expression())
		if !p.got(COMMA) {
			break
		}
	}
	p.expect(RPAR)
	if p.got(RARROW) {
		s.Returns = p.expression()
	}
	p.span(s, start)
	return s
}

// ---------------------------------------------------------------------------
// Compound statements

// block parses the body after a ':'. what names the statement for the indentation error.
func (p *parser) block(what string, line int) []Stmt {
	if p.tok.kind != NEWLINE {
		return p.simpleStmts()
	}
	p.next()
	if p.tok.kind != INDENT {
		p.errorf(p.tok.pos, "expected an indented block after %s on line %d", what, line)
	}
	p.next()
	var body []Stmt
	for p.tok.kind != DEDENT && p.tok.kind != EOF {
		body = append(body, p.statement()...)
	}
	p.next() // DEDENT
	return body
}

// colon consumes the ':' that opens a block. CPython says "expected ':'" when the line
// ends instead (or always, for statements whose grammar forces the colon).
func (p *parser) colon(forced bool) {
	if p.tok.kind == COLON {
		p.next()
		return
	}
	if forced || p.tok.kind == NEWLINE {
		p.errorAt(p.tok.pos, "expected ':'")
	}
	p.syntaxError()
}

func (p *parser) decorated() Stmt {
	var decos []Expr
	for p.tok.kind == AT {
		p.next()
		decos = append(decos, p.namedExpression())
		if p.tok.kind != NEWLINE {
			p.syntaxError()
		}
		p.next()
	}
	switch p.tok.kind {
	case DEF:
		return p.funcDef(p.tok.pos, decos, false)
	case CLASS:
		return p.classDef(decos)
	case ASYNC:
		start := p.tok.pos
		p.next()
		if p.tok.kind == DEF {
			return p.funcDef(start, decos, true)
		}
	}
	p.syntaxError()
	return nil
}

func (p *parser) funcDef(start int, decos []Expr, async bool) Stmt {
	line := p.line(p.tok.pos)
	p.expect(DEF)
	if p.tok.kind != NAME {
		p.syntaxError()
	}
	s := &FunctionDef{Name: p.tok.lit, NamePos: p.pos(p.tok.pos), Decorators: decos, IsAsync: async}
	p.next()
	if p.tok.kind == LSQB {
		s.TypeParams = p.typeParams()
	}
	p.expectForced(LPAR)
	s.Args = p.parameters(RPAR, true)
	p.expect(RPAR)
	if p.got(RARROW) {
		s.Returns = p.expression()
	}
	p.colon(true)
	s.Body = p.block("function definition", line)
	p.span(s, start)
	return s
}

// typeParams parses a PEP 695 list `[T: bound, *Ts, **P]`.
func (p *parser) typeParams() []*TypeParam {
	p.expect(LSQB)
	var list []*TypeParam
	for p.tok.kind != RSQB {
		start := p.tok.pos
		tp := &TypeParam{}
		if p.got(STAR) {
			tp.Kind = TypeVarTupleParam
		} else if p.got(DOUBLESTAR) {
			tp.Kind = ParamSpecParam
		}
		if p.tok.kind != NAME {
			p.syntaxError()
		}
		tp.Name = p.tok.lit
		p.next()
		if tp.Kind == TypeVarParam && p.got(COLON) {
			tp.Bound = p.expression()
		}
		p.span(tp, start)
		list = append(list, tp)
		if !p.got(COMMA) {
			break
		}
	}
	p.expect(RSQB)
	return list
}

// parameters parses a def's (annotations allowed) or a lambda's parameter list up to
// the closing token.
func (p *parser) parameters(closing Token, annotations bool) *Arguments {
	a := &Arguments{}
	seenStar, seenDefault := false, false
	for p.tok.kind != closing {
		switch p.tok.kind {
		case SLASH:
			if seenStar || len(a.Args) == 0 || len(a.PosOnly) > 0 {
				p.syntaxError()
			}
			p.next()
			a.PosOnly, a.Args = a.Args, nil
		case STAR:
			starPos := p.tok.pos
			if seenStar {
				p.syntaxError()
			}
			seenStar = true
			p.next()
			if p.tok.kind == NAME {
				a.Vararg = p.param(annotations, true)
			} else if p.tok.kind == closing || p.tok.kind == COMMA && (p.peek(1) == closing || p.peek(1) == DOUBLESTAR) {
				p.errorAt(starPos, "named arguments must follow bare *")
			} else if p.tok.kind != COMMA {
				p.syntaxError()
			}
		case DOUBLESTAR:
			p.next()
			a.Kwarg = p.param(annotations, false)
			p.got(COMMA)
			if p.tok.kind != closing {
				if p.tok.kind == NAME || p.tok.kind == STAR || p.tok.kind == DOUBLESTAR || p.tok.kind == SLASH {
					p.errorAt(p.tok.pos, "arguments cannot follow var-keyword argument")
				}
				p.syntaxError()
			}
			return a
		case NAME:
			argStart := p.tok.pos
			arg := p.param(annotations, false)
			var def Expr
			if p.got(EQUAL) {
				def = p.expression()
			}
			if seenStar {
				a.KwOnly = append(a.KwOnly, arg)
				a.KwDefaults = append(a.KwDefaults, def)
			} else {
				a.Args = append(a.Args, arg)
				if def != nil {
					a.Defaults = append(a.Defaults, def)
					seenDefault = true
				} else if seenDefault {
					p.errorAt(argStart, "non-default argument follows default argument")
				}
			}
		default:
			p.syntaxError()
		}
		if !p.got(COMMA) {
			break
		}
	}
	return a
}

// param parses NAME [':' annotation]; starAnn allows `*args: *Ts`.
func (p *parser) param(annotations, starAnn bool) *Arg {
	start := p.tok.pos
	if p.tok.kind != NAME {
		p.syntaxError()
	}
	arg := &Arg{Name: p.tok.lit}
	p.next()
	if annotations && p.got(COLON) {
		if starAnn && p.tok.kind == STAR {
			sstart := p.tok.pos
			p.next()
			st := &Starred{Value: p.expression()}
			p.span(st, sstart)
			arg.Annotation = st
		} else {
			arg.Annotation = p.expression()
		}
	}
	p.span(arg, start)
	return arg
}

func (p *parser) classDef(decos []Expr) Stmt {
	start := p.tok.pos
	line := p.line(start)
	p.next()
	if p.tok.kind != NAME {
		p.syntaxError()
	}
	s := &ClassDef{Name: p.tok.lit, NamePos: p.pos(p.tok.pos), Decorators: decos}
	p.next()
	if p.tok.kind == LSQB {
		s.TypeParams = p.typeParams()
	}
	if p.got(LPAR) {
		s.Bases, s.Keywords = p.callArgs(p.tok.pos)
		p.expect(RPAR)
	}
	p.colon(true)
	s.Body = p.block("class definition", line)
	p.span(s, start)
	return s
}

// condition parses an if/elif/while test, catching `=` written for `==`.
func (p *parser) condition() Expr {
	start := p.tok.pos
	test := p.namedExpression()
	if p.tok.kind == EQUAL && isBitwiseOr(test) {
		p.errorAt(start, "invalid syntax. Maybe you meant '==' or ':=' instead of '='?")
	}
	return test
}

func (p *parser) ifStmt() Stmt {
	start := p.tok.pos
	what := "'" + p.tok.kind.String() + "' statement"
	line := p.line(start)
	p.next()
	s := &If{Test: p.condition()}
	p.colon(false)
	s.Body = p.block(what, line)
	switch p.tok.kind {
	case ELIF:
		s.Orelse = []Stmt{p.ifStmt()}
	case ELSE:
		s.Orelse = p.elseBlock()
	}
	p.span(s, start)
	return s
}

func (p *parser) elseBlock() []Stmt {
	line := p.line(p.tok.pos)
	p.next()
	p.colon(true)
	return p.block("'else' statement", line)
}

func (p *parser) whileStmt() Stmt {
	start := p.tok.pos
	line := p.line(start)
	p.next()
	s := &While{Test: p.condition()}
	p.colon(false)
	s.Body = p.block("'while' statement", line)
	if p.tok.kind == ELSE {
		s.Orelse = p.elseBlock()
	}
	p.span(s, start)
	return s
}

func (p *parser) forStmt(start int, async bool) Stmt {
	line := p.line(p.tok.pos)
	p.next()
	s := &For{IsAsync: async}
	s.Target = p.targetList()
	if bad := invalidTarget(s.Target, false); bad != nil {
		p.errorf(int(bad.Pos())-p.file.Base, "cannot assign to %s", exprName(bad))
	}
	p.expect(IN)
	s.Iter = p.starExpressions()
	p.colon(false)
	s.Body = p.block("'for' statement", line)
	if p.tok.kind == ELSE {
		s.Orelse = p.elseBlock()
	}
	p.span(s, start)
	return s
}

func (p *parser) withStmt(start int, async bool) Stmt {
	line := p.line(p.tok.pos)
	p.next()
	s := &With{IsAsync: async}
	if p.tok.kind == LPAR {
		// `with (a as b, c):` — else the parenthesis belongs to the first expression.
		var items []*WithItem
		if p.try(func() {
			p.next()
			for {
				items = append(items, p.withItem())
				if !p.got(COMMA) || p.tok.kind == RPAR {
					break
				}
			}
			p.expect(RPAR)
			if p.tok.kind != COLON {
				p.syntaxError()
			}
		}) {
			s.Items = items
		}
	}
	if s.Items == nil {
		for {
			s.Items = append(s.Items, p.withItem())
			if !p.got(COMMA) {
				break
			}
		}
	}
	p.colon(false)
	s.Body = p.block("'with' statement", line)
	p.span(s, start)
	return s
}

func (p *parser) withItem() *WithItem {
	item := &WithItem{ContextExpr: p.expression()}
	if p.got(AS) {
		item.OptionalVars = p.target(false)
		if bad := invalidTarget(item.OptionalVars, false); bad != nil {
			p.errorf(int(bad.Pos())-p.file.Base, "cannot assign to %s", exprName(bad))
		}
	}
	return item
}

func (p *parser) tryStmt() Stmt {
	start := p.tok.pos
	line := p.line(start)
	p.next()
	p.colon(true)
	s := &Try{Body: p.block("'try' statement", line)}
	sawPlain := false
	for p.tok.kind == EXCEPT {
		hstart := p.tok.pos
		hline := p.line(hstart)
		p.next()
		what := "'except' statement"
		if p.tok.kind == STAR {
			p.next()
			what = "'except*' statement"
			if sawPlain {
				p.errorAt(hstart, "cannot have both 'except' and 'except*' on the same 'try'")
			}
			s.IsStar = true
		} else {
			if s.IsStar {
				p.errorAt(hstart, "cannot have both 'except' and 'except*' on the same 'try'")
			}
			sawPlain = true
		}
		h := &ExceptHandler{}
		if p.tok.kind != COLON {
			tstart := p.tok.pos
			h.Type = p.expression()
			if p.tok.kind == COMMA {
				p.errorAt(tstart, "multiple exception types must be parenthesized")
			}
			if p.got(AS) {
				if p.tok.kind != NAME {
					p.syntaxError()
				}
				h.Name = p.tok.lit
				p.next()
			}
		} else if s.IsStar {
			p.errorAt(p.tok.pos, "expected one or more exception types")
		}
		p.colon(false)
		h.Body = p.block(what, hline)
		p.span(h, hstart)
		s.Handlers = append(s.Handlers, h)
	}
	if p.tok.kind == ELSE && len(s.Handlers) > 0 {
		s.Orelse = p.elseBlock()
	}
	if p.tok.kind == FINALLY {
		fline := p.line(p.tok.pos)
		p.next()
		p.colon(true)
		s.Finalbody = p.block("'finally' statement", fline)
	}
	if len(s.Handlers) == 0 && s.Finalbody == nil {
		p.errorAt(p.tok.pos, "expected 'except' or 'finally' block")
	}
	p.span(s, start)
	return s
}
