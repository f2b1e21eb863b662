// The AST dumper: Dump prints a Module as CPython 3.11's ast.dump(..., include_attributes=True).
package syntax

import (
	"fmt"
	"math"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"
)

type dumper struct {
	file *File
	b    strings.Builder
}

// Dump renders m exactly as CPython 3.11 prints
// ast.dump(ast.parse(source), include_attributes=True), with no trailing newline.
// Lines are 1-based and columns are UTF-8 byte offsets, as in CPython.
func Dump(m *Module) string {
	d := &dumper{file: m.File}
	d.b.WriteString("Module(body=")
	d.stmts(m.Body)
	d.b.WriteString(", type_ignores=[])")
	return d.b.String()
}

func (d *dumper) w(s string) { d.b.WriteString(s) }

func (d *dumper) attrs(n Node) {
	from, to := d.file.Position(n.Pos()), d.file.Position(n.End())
	fmt.Fprintf(&d.b, "lineno=%d, col_offset=%d, end_lineno=%d, end_col_offset=%d", from.Line, from.Column-1, to.Line, to.Column-1)
}

// node writes Name(fields..., attributes) where fields are pre-rendered "k=v" strings.
func (d *dumper) open(name string) { d.w(name + "(") }

func (d *dumper) close(n Node) {
	d.attrs(n)
	d.w(")")
}

func (d *dumper) stmts(list []Stmt) {
	d.w("[")
	for i, s := range list {
		if i > 0 {
			d.w(", ")
		}
		d.stmt(s)
	}
	d.w("]")
}

func (d *dumper) exprs(list []Expr, ctx string) {
	d.w("[")
	for i, e := range list {
		if i > 0 {
			d.w(", ")
		}
		if e == nil {
			d.w("None")
		} else {
			d.expr(e, ctx)
		}
	}
	d.w("]")
}

func (d *dumper) names(list []string) {
	d.w("[")
	for i, s := range list {
		if i > 0 {
			d.w(", ")
		}
		d.w(pyStrRepr(s))
	}
	d.w("]")
}

// optExpr writes ", name=value" when e is non-nil.
func (d *dumper) optExpr(name string, e Expr, ctx string) {
	if e != nil {
		d.w(name + "=")
		d.expr(e, ctx)
		d.w(", ")
	}
}

func (d *dumper) stmt(s Stmt) {
	switch s := s.(type) {
	case *FunctionDef:
		if s.IsAsync {
			d.open("AsyncFunctionDef")
		} else {
			d.open("FunctionDef")
		}
		d.w("name=" + pyStrRepr(s.Name) + ", args=")
		d.arguments(s.Args)
		d.w(", body=")
		d.stmts(s.Body)
		d.w(", decorator_list=")
		d.exprs(s.Decorators, "Load")
		d.w(", ")
		d.optExpr("returns", s.Returns, "Load")
	case *ClassDef:
		d.open("ClassDef")
		d.w("name=" + pyStrRepr(s.Name) + ", bases=")
		d.exprs(s.Bases, "Load")
		d.w(", keywords=")
		d.keywords(s.Keywords)
		d.w(", body=")
		d.stmts(s.Body)
		d.w(", decorator_list=")
		d.exprs(s.Decorators, "Load")
		d.w(", ")
	case *Return:
		d.open("Return")
		d.optExpr("value", s.Value, "Load")
	case *Delete:
		d.open("Delete")
		d.w("targets=")
		d.exprs(s.Targets, "Del")
		d.w(", ")
	case *Assign:
		d.open("Assign")
		d.w("targets=")
		d.exprs(s.Targets, "Store")
		d.w(", value=")
		d.expr(s.Value, "Load")
		d.w(", ")
	case *AugAssign:
		d.open("AugAssign")
		d.w("target=")
		d.expr(s.Target, "Store")
		d.w(", op=" + s.Op.String() + "(), value=")
		d.expr(s.Value, "Load")
		d.w(", ")
	case *AnnAssign:
		d.open("AnnAssign")
		d.w("target=")
		d.expr(s.Target, "Store")
		d.w(", annotation=")
		d.expr(s.Annotation, "Load")
		d.w(", ")
		d.optExpr("value", s.Value, "Load")
		if s.Simple {
			d.w("simple=1, ")
		} else {
			d.w("simple=0, ")
		}
	case *For:
		if s.IsAsync {
			d.open("AsyncFor")
		} else {
			d.open("For")
		}
		d.w("target=")
		d.expr(s.Target, "Store")
		d.w(", iter=")
		d.expr(s.Iter, "Load")
		d.w(", body=")
		d.stmts(s.Body)
		d.w(", orelse=")
		d.stmts(s.Orelse)
		d.w(", ")
	case *While:
		d.open("While")
		d.w("test=")
		d.expr(s.Test, "Load")
		d.w(", body=")
		d.stmts(s.Body)
		d.w(", orelse=")
		d.stmts(s.Orelse)
		d.w(", ")
	case *If:
		d.open("If")
		d.w("test=")
		d.expr(s.Test, "Load")
		d.w(", body=")
		d.stmts(s.Body)
		d.w(", orelse=")
		d.stmts(s.Orelse)
		d.w(", ")
	case *With:
		if s.IsAsync {
			d.open("AsyncWith")
		} else {
			d.open("With")
		}
		d.w("items=[")
		for i, it := range s.Items {
			if i > 0 {
				d.w(", ")
			}
			d.w("withitem(context_expr=")
			d.expr(it.ContextExpr, "Load")
			if it.OptionalVars != nil {
				d.w(", optional_vars=")
				d.expr(it.OptionalVars, "Store")
			}
			d.w(")")
		}
		d.w("], body=")
		d.stmts(s.Body)
		d.w(", ")
	case *Match:
		d.open("Match")
		d.w("subject=")
		d.expr(s.Subject, "Load")
		d.w(", cases=[")
		for i, c := range s.Cases {
			if i > 0 {
				d.w(", ")
			}
			d.w("match_case(pattern=")
			d.pattern(c.Pattern)
			if c.Guard != nil {
				d.w(", guard=")
				d.expr(c.Guard, "Load")
			}
			d.w(", body=")
			d.stmts(c.Body)
			d.w(")")
		}
		d.w("], ")
	case *Raise:
		d.open("Raise")
		d.optExpr("exc", s.Exc, "Load")
		d.optExpr("cause", s.Cause, "Load")
	case *Try:
		if s.IsStar {
			d.open("TryStar")
		} else {
			d.open("Try")
		}
		d.w("body=")
		d.stmts(s.Body)
		d.w(", handlers=[")
		for i, h := range s.Handlers {
			if i > 0 {
				d.w(", ")
			}
			d.open("ExceptHandler")
			d.optExpr("type", h.Type, "Load")
			if h.Name != "" {
				d.w("name=" + pyStrRepr(h.Name) + ", ")
			}
			d.w("body=")
			d.stmts(h.Body)
			d.w(", ")
			d.close(h)
		}
		d.w("], orelse=")
		d.stmts(s.Orelse)
		d.w(", finalbody=")
		d.stmts(s.Finalbody)
		d.w(", ")
	case *Assert:
		d.open("Assert")
		d.w("test=")
		d.expr(s.Test, "Load")
		d.w(", ")
		d.optExpr("msg", s.Msg, "Load")
	case *Import:
		d.open("Import")
		d.w("names=")
		d.aliases(s.Names)
		d.w(", ")
	case *ImportFrom:
		d.open("ImportFrom")
		if s.Module != "" {
			d.w("module=" + pyStrRepr(s.Module) + ", ")
		}
		d.w("names=")
		d.aliases(s.Names)
		d.w(fmt.Sprintf(", level=%d, ", s.Level))
	case *Global:
		d.open("Global")
		d.w("names=")
		d.names(s.Names)
		d.w(", ")
	case *Nonlocal:
		d.open("Nonlocal")
		d.w("names=")
		d.names(s.Names)
		d.w(", ")
	case *ExprStmt:
		d.open("Expr")
		d.w("value=")
		d.expr(s.Value, "Load")
		d.w(", ")
	case *Pass:
		d.open("Pass")
	case *Break:
		d.open("Break")
	case *Continue:
		d.open("Continue")
	default:
		d.w(fmt.Sprintf("<unsupported %T>", s))
		return
	}
	d.close(s)
}

func (d *dumper) patterns(list []Pattern) {
	d.w("[")
	for i, p := range list {
		if i > 0 {
			d.w(", ")
		}
		d.pattern(p)
	}
	d.w("]")
}

func (d *dumper) pattern(p Pattern) {
	switch p := p.(type) {
	case *MatchValue:
		d.open("MatchValue")
		d.w("value=")
		d.expr(p.Value, "Load")
		d.w(", ")
	case *MatchSingleton:
		d.open("MatchSingleton")
		d.w("value=" + constRepr(&Constant{Kind: p.Value}) + ", ")
	case *MatchSequence:
		d.open("MatchSequence")
		d.w("patterns=")
		d.patterns(p.Patterns)
		d.w(", ")
	case *MatchMapping:
		d.open("MatchMapping")
		d.w("keys=")
		d.exprs(p.Keys, "Load")
		d.w(", patterns=")
		d.patterns(p.Patterns)
		d.w(", ")
		if p.Rest != "" {
			d.w("rest=" + pyStrRepr(p.Rest) + ", ")
		}
	case *MatchClass:
		d.open("MatchClass")
		d.w("cls=")
		d.expr(p.Cls, "Load")
		d.w(", patterns=")
		d.patterns(p.Patterns)
		d.w(", kwd_attrs=")
		d.names(p.KwdAttrs)
		d.w(", kwd_patterns=")
		d.patterns(p.KwdPatterns)
		d.w(", ")
	case *MatchStar:
		d.open("MatchStar")
		if p.Name != "" {
			d.w("name=" + pyStrRepr(p.Name) + ", ")
		}
	case *MatchAs:
		d.open("MatchAs")
		if p.Pattern != nil {
			d.w("pattern=")
			d.pattern(p.Pattern)
			d.w(", ")
		}
		if p.Name != "" {
			d.w("name=" + pyStrRepr(p.Name) + ", ")
		}
	case *MatchOr:
		d.open("MatchOr")
		d.w("patterns=")
		d.patterns(p.Patterns)
		d.w(", ")
	default:
		d.w(fmt.Sprintf("<unsupported %T>", p))
		return
	}
	d.close(p)
}

func (d *dumper) keywords(list []*Keyword) {
	d.w("[")
	for i, k := range list {
		if i > 0 {
			d.w(", ")
		}
		d.open("keyword")
		if k.Name != "" {
			d.w("arg=" + pyStrRepr(k.Name) + ", ")
		}
		d.w("value=")
		d.expr(k.Value, "Load")
		d.w(", ")
		d.close(k)
	}
	d.w("]")
}

func (d *dumper) aliases(list []*Alias) {
	d.w("[")
	for i, a := range list {
		if i > 0 {
			d.w(", ")
		}
		d.open("alias")
		d.w("name=" + pyStrRepr(a.Name) + ", ")
		if a.Asname != "" {
			d.w("asname=" + pyStrRepr(a.Asname) + ", ")
		}
		d.close(a)
	}
	d.w("]")
}

func (d *dumper) arg(a *Arg) {
	d.open("arg")
	d.w("arg=" + pyStrRepr(a.Name) + ", ")
	d.optExpr("annotation", a.Annotation, "Load")
	d.close(a)
}

func (d *dumper) argList(list []*Arg) {
	d.w("[")
	for i, a := range list {
		if i > 0 {
			d.w(", ")
		}
		d.arg(a)
	}
	d.w("]")
}

func (d *dumper) arguments(a *Arguments) {
	d.w("arguments(posonlyargs=")
	d.argList(a.PosOnly)
	d.w(", args=")
	d.argList(a.Args)
	if a.Vararg != nil {
		d.w(", vararg=")
		d.arg(a.Vararg)
	}
	d.w(", kwonlyargs=")
	d.argList(a.KwOnly)
	d.w(", kw_defaults=")
	d.exprs(a.KwDefaults, "Load")
	if a.Kwarg != nil {
		d.w(", kwarg=")
		d.arg(a.Kwarg)
	}
	d.w(", defaults=")
	d.exprs(a.Defaults, "Load")
	d.w(")")
}

func (d *dumper) comps(gens []*Comprehension) {
	d.w("generators=[")
	for i, g := range gens {
		if i > 0 {
			d.w(", ")
		}
		d.w("comprehension(target=")
		d.expr(g.Target, "Store")
		d.w(", iter=")
		d.expr(g.Iter, "Load")
		d.w(", ifs=")
		d.exprs(g.Ifs, "Load")
		if g.IsAsync {
			d.w(", is_async=1)")
		} else {
			d.w(", is_async=0)")
		}
	}
	d.w("], ")
}

// expr writes e; ctx is the expression context CPython would record at this position.
func (d *dumper) expr(e Expr, ctx string) {
	ctxField := ", ctx=" + ctx + "(), "
	switch e := e.(type) {
	case *BoolOp:
		d.open("BoolOp")
		d.w("op=" + e.Op.String() + "(), values=")
		d.exprs(e.Values, "Load")
		d.w(", ")
	case *NamedExpr:
		d.open("NamedExpr")
		d.w("target=")
		d.expr(e.Target, "Store")
		d.w(", value=")
		d.expr(e.Value, "Load")
		d.w(", ")
	case *BinOp:
		d.open("BinOp")
		d.w("left=")
		d.expr(e.Left, "Load")
		d.w(", op=" + e.Op.String() + "(), right=")
		d.expr(e.Right, "Load")
		d.w(", ")
	case *UnaryOp:
		d.open("UnaryOp")
		d.w("op=" + e.Op.String() + "(), operand=")
		d.expr(e.Operand, "Load")
		d.w(", ")
	case *Lambda:
		d.open("Lambda")
		d.w("args=")
		d.arguments(e.Args)
		d.w(", body=")
		d.expr(e.Body, "Load")
		d.w(", ")
	case *IfExp:
		d.open("IfExp")
		d.w("test=")
		d.expr(e.Test, "Load")
		d.w(", body=")
		d.expr(e.Body, "Load")
		d.w(", orelse=")
		d.expr(e.Orelse, "Load")
		d.w(", ")
	case *Dict:
		d.open("Dict")
		d.w("keys=")
		d.exprs(e.Keys, "Load")
		d.w(", values=")
		d.exprs(e.Values, "Load")
		d.w(", ")
	case *Set:
		d.open("Set")
		d.w("elts=")
		d.exprs(e.Elts, "Load")
		d.w(", ")
	case *ListComp:
		d.open("ListComp")
		d.w("elt=")
		d.expr(e.Elt, "Load")
		d.w(", ")
		d.comps(e.Generators)
	case *SetComp:
		d.open("SetComp")
		d.w("elt=")
		d.expr(e.Elt, "Load")
		d.w(", ")
		d.comps(e.Generators)
	case *DictComp:
		d.open("DictComp")
		d.w("key=")
		d.expr(e.Key, "Load")
		d.w(", value=")
		d.expr(e.Value, "Load")
		d.w(", ")
		d.comps(e.Generators)
	case *GeneratorExp:
		d.open("GeneratorExp")
		d.w("elt=")
		d.expr(e.Elt, "Load")
		d.w(", ")
		d.comps(e.Generators)
	case *Await:
		d.open("Await")
		d.w("value=")
		d.expr(e.Value, "Load")
		d.w(", ")
	case *Yield:
		d.open("Yield")
		d.optExpr("value", e.Value, "Load")
	case *YieldFrom:
		d.open("YieldFrom")
		d.w("value=")
		d.expr(e.Value, "Load")
		d.w(", ")
	case *Compare:
		d.open("Compare")
		d.w("left=")
		d.expr(e.Left, "Load")
		d.w(", ops=[")
		for i, op := range e.Ops {
			if i > 0 {
				d.w(", ")
			}
			d.w(op.String() + "()")
		}
		d.w("], comparators=")
		d.exprs(e.Comparators, "Load")
		d.w(", ")
	case *Call:
		d.open("Call")
		d.w("func=")
		d.expr(e.Func, "Load")
		d.w(", args=")
		d.exprs(e.Args, "Load")
		d.w(", keywords=")
		d.keywords(e.Keywords)
		d.w(", ")
	case *FormattedValue:
		d.open("FormattedValue")
		d.w("value=")
		d.expr(e.Value, "Load")
		d.w(fmt.Sprintf(", conversion=%d, ", e.Conversion))
		if e.FormatSpec != nil {
			d.w("format_spec=")
			d.expr(e.FormatSpec, "Load")
			d.w(", ")
		}
	case *JoinedStr:
		d.open("JoinedStr")
		d.w("values=")
		d.exprs(e.Values, "Load")
		d.w(", ")
	case *Constant:
		d.open("Constant")
		d.w("value=" + constRepr(e) + ", ")
		if e.IsU {
			d.w("kind='u', ")
		}
	case *Attribute:
		d.open("Attribute")
		d.w("value=")
		d.expr(e.Value, "Load")
		d.w(", attr=" + pyStrRepr(e.Attr) + ctxField)
	case *Subscript:
		d.open("Subscript")
		d.w("value=")
		d.expr(e.Value, "Load")
		d.w(", slice=")
		d.expr(e.Slice, "Load")
		d.w(ctxField)
	case *Starred:
		d.open("Starred")
		d.w("value=")
		d.expr(e.Value, ctx)
		d.w(ctxField)
	case *Name:
		d.open("Name")
		d.w("id=" + pyStrRepr(e.Id) + ctxField)
	case *List:
		d.open("List")
		d.w("elts=")
		d.exprs(e.Elts, ctx)
		d.w(ctxField)
	case *Tuple:
		d.open("Tuple")
		d.w("elts=")
		d.exprs(e.Elts, ctx)
		d.w(ctxField)
	case *Slice:
		d.open("Slice")
		d.optExpr("lower", e.Lower, "Load")
		d.optExpr("upper", e.Upper, "Load")
		d.optExpr("step", e.Step, "Load")
	default:
		d.w(fmt.Sprintf("<unsupported %T>", e))
		return
	}
	d.close(e)
}

func constRepr(c *Constant) string {
	switch c.Kind {
	case IntConst:
		return c.Int.String()
	case FloatConst:
		return pyFloatRepr(c.Float)
	case ComplexConst:
		s := pyFloatRepr(c.Float)
		s = strings.TrimSuffix(s, ".0")
		return s + "j"
	case StrConst:
		return pyStrRepr(c.Str)
	case BytesConst:
		return pyBytesRepr(c.Str)
	case TrueConst:
		return "True"
	case FalseConst:
		return "False"
	case NoneConst:
		return "None"
	case EllipsisConst:
		return "Ellipsis"
	}
	return "?"
}

// pyFloatRepr is Python's repr(float): shortest round-trip digits, scientific notation
// outside 1e-4 <= |f| < 1e16.
func pyFloatRepr(f float64) string {
	switch {
	case math.IsInf(f, 1):
		return "inf"
	case math.IsInf(f, -1):
		return "-inf"
	case math.IsNaN(f):
		return "nan"
	}
	e := strconv.FormatFloat(f, 'e', -1, 64)
	exp, _ := strconv.Atoi(e[strings.IndexByte(e, 'e')+1:])
	if f != 0 && (exp < -4 || exp >= 16) {
		return e
	}
	s := strconv.FormatFloat(f, 'f', -1, 64)
	if !strings.ContainsAny(s, ".") {
		s += ".0"
	}
	return s
}

// pyStrRepr is Python's repr(str). s may hold WTF-8 encoded lone surrogates.
func pyStrRepr(s string) string {
	quote := byte('\'')
	if strings.IndexByte(s, '\'') >= 0 && strings.IndexByte(s, '"') < 0 {
		quote = '"'
	}
	var b strings.Builder
	b.WriteByte(quote)
	for i := 0; i < len(s); {
		r, size := utf8.DecodeRuneInString(s[i:])
		if r == utf8.RuneError && size == 1 && i+2 < len(s) && s[i] == 0xED {
			r = rune(s[i]&0x0F)<<12 | rune(s[i+1]&0x3F)<<6 | rune(s[i+2]&0x3F)
			size = 3
		}
		i += size
		switch {
		case r == rune(quote) || r == '\\':
			b.WriteByte('\\')
			b.WriteRune(r)
		case r == '\t':
			b.WriteString(`\t`)
		case r == '\n':
			b.WriteString(`\n`)
		case r == '\r':
			b.WriteString(`\r`)
		case r < ' ' || r == 0x7f:
			fmt.Fprintf(&b, `\x%02x`, r)
		case r < 0x7f:
			b.WriteRune(r)
		case r >= 0xD800 && r <= 0xDFFF || !unicode.IsPrint(r):
			switch {
			case r <= 0xff:
				fmt.Fprintf(&b, `\x%02x`, r)
			case r <= 0xffff:
				fmt.Fprintf(&b, `\u%04x`, r)
			default:
				fmt.Fprintf(&b, `\U%08x`, r)
			}
		default:
			b.WriteRune(r)
		}
	}
	b.WriteByte(quote)
	return b.String()
}

// pyBytesRepr is Python's repr(bytes).
func pyBytesRepr(s string) string {
	quote := byte('\'')
	if strings.IndexByte(s, '\'') >= 0 && strings.IndexByte(s, '"') < 0 {
		quote = '"'
	}
	var b strings.Builder
	b.WriteString("b")
	b.WriteByte(quote)
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case c == quote || c == '\\':
			b.WriteByte('\\')
			b.WriteByte(c)
		case c == '\t':
			b.WriteString(`\t`)
		case c == '\n':
			b.WriteString(`\n`)
		case c == '\r':
			b.WriteString(`\r`)
		case c < ' ' || c >= 0x7f:
			fmt.Fprintf(&b, `\x%02x`, c)
		default:
			b.WriteByte(c)
		}
	}
	b.WriteByte(quote)
	return b.String()
}
