// The AST: node types named after CPython's ast module, so ast.dump output maps one to one.
package syntax

import "math/big"

// Node is any AST node. Pos is the first byte of the node; End is one past its last byte
// (CPython's lineno/col_offset and end_lineno/end_col_offset).
type Node interface {
	Pos() Pos
	End() Pos
}

// Expr is an expression node.
type Expr interface {
	Node
	exprNode()
}

// Stmt is a statement node.
type Stmt interface {
	Node
	stmtNode()
}

// Span is embedded in every node to carry its extent.
type Span struct {
	From, To Pos
}

func (s *Span) Pos() Pos { return s.From }
func (s *Span) End() Pos { return s.To }

// SetSpan sets the node's extent (used by the parser).
func (s *Span) SetSpan(from, to Pos) { s.From, s.To = from, to }

// Module is a parsed file.
type Module struct {
	Span
	File *File
	Body []Stmt
}

// ---------------------------------------------------------------------------
// Statements

type (
	// FunctionDef is `def name(args) -> returns: body` (IsAsync for `async def`).
	FunctionDef struct {
		Span
		Name       string
		NamePos    Pos
		Args       *Arguments
		Body       []Stmt
		Decorators []Expr
		Returns    Expr // nil if absent
		TypeParams []*TypeParam
		IsAsync    bool
	}

	// ClassDef is `class name(bases, keywords): body`.
	ClassDef struct {
		Span
		Name       string
		NamePos    Pos
		Bases      []Expr
		Keywords   []*Keyword
		Body       []Stmt
		Decorators []Expr
		TypeParams []*TypeParam
	}

	Return struct {
		Span
		Value Expr // nil for a bare return
	}

	Delete struct {
		Span
		Targets []Expr
	}

	// Assign is `t1 = t2 = value`.
	Assign struct {
		Span
		Targets []Expr
		Value   Expr
	}

	// TypeAlias is `type Name[params] = value` (Python 3.12).
	TypeAlias struct {
		Span
		Name       *Name
		TypeParams []*TypeParam
		Value      Expr
	}

	AugAssign struct {
		Span
		Target Expr
		Op     Op
		Value  Expr
	}

	// AnnAssign is `target: annotation [= value]`; Simple is true when the target is a bare
	// name not in parentheses.
	AnnAssign struct {
		Span
		Target     Expr
		Annotation Expr
		Value      Expr // nil if absent
		Simple     bool
	}

	For struct {
		Span
		Target  Expr
		Iter    Expr
		Body    []Stmt
		Orelse  []Stmt
		IsAsync bool
	}

	While struct {
		Span
		Test   Expr
		Body   []Stmt
		Orelse []Stmt
	}

	If struct {
		Span
		Test   Expr
		Body   []Stmt
		Orelse []Stmt // an elif is a single nested If here, as in CPython
	}

	With struct {
		Span
		Items   []*WithItem
		Body    []Stmt
		IsAsync bool
	}

	Match struct {
		Span
		Subject Expr
		Cases   []*MatchCase
	}

	Raise struct {
		Span
		Exc   Expr // nil for a bare raise
		Cause Expr // nil if absent
	}

	// Try is try/except/else/finally; IsStar for `except*` (TryStar in CPython).
	Try struct {
		Span
		Body      []Stmt
		Handlers  []*ExceptHandler
		Orelse    []Stmt
		Finalbody []Stmt
		IsStar    bool
	}

	Assert struct {
		Span
		Test Expr
		Msg  Expr // nil if absent
	}

	Import struct {
		Span
		Names []*Alias
	}

	ImportFrom struct {
		Span
		Module string // "" for `from . import x`
		Names  []*Alias
		Level  int
	}

	Global struct {
		Span
		Names []string
	}

	Nonlocal struct {
		Span
		Names []string
	}

	// ExprStmt is an expression used as a statement (CPython's Expr).
	ExprStmt struct {
		Span
		Value Expr
	}

	Pass     struct{ Span }
	Break    struct{ Span }
	Continue struct{ Span }

	// CImport is Kiln's dialect form `from C import name(T1, T2) -> R`: it declares an
	// external C function. It is not Python syntax; the stdlib uses it.
	CImport struct {
		Span
		Name    string
		NamePos Pos
		Params  []Expr // parameter types
		Returns Expr   // nil means None
	}
)

func (*FunctionDef) stmtNode() {}
func (*ClassDef) stmtNode()    {}
func (*Return) stmtNode()      {}
func (*Delete) stmtNode()      {}
func (*Assign) stmtNode()      {}
func (*TypeAlias) stmtNode()   {}
func (*AugAssign) stmtNode()   {}
func (*AnnAssign) stmtNode()   {}
func (*For) stmtNode()         {}
func (*While) stmtNode()       {}
func (*If) stmtNode()          {}
func (*With) stmtNode()        {}
func (*Match) stmtNode()       {}
func (*Raise) stmtNode()       {}
func (*Try) stmtNode()         {}
func (*Assert) stmtNode()      {}
func (*Import) stmtNode()      {}
func (*ImportFrom) stmtNode()  {}
func (*Global) stmtNode()      {}
func (*Nonlocal) stmtNode()    {}
func (*ExprStmt) stmtNode()    {}
func (*Pass) stmtNode()        {}
func (*Break) stmtNode()       {}
func (*Continue) stmtNode()    {}
func (*CImport) stmtNode()     {}

// ---------------------------------------------------------------------------
// Expressions

type (
	// BoolOp is `a and b and c` or `a or b`.
	BoolOp struct {
		Span
		Op     Op // And or Or
		Values []Expr
	}

	// NamedExpr is `target := value`.
	NamedExpr struct {
		Span
		Target *Name
		Value  Expr
	}

	BinOp struct {
		Span
		Left  Expr
		Op    Op
		Right Expr
	}

	UnaryOp struct {
		Span
		Op      Op // Invert, Not, UAdd, USub
		Operand Expr
	}

	Lambda struct {
		Span
		Args *Arguments
		Body Expr
	}

	// IfExp is `body if test else orelse`.
	IfExp struct {
		Span
		Test   Expr
		Body   Expr
		Orelse Expr
	}

	// Dict is `{k: v, **d}`; a nil key marks a `**d` entry.
	Dict struct {
		Span
		Keys   []Expr
		Values []Expr
	}

	Set struct {
		Span
		Elts []Expr
	}

	ListComp struct {
		Span
		Elt        Expr
		Generators []*Comprehension
	}

	SetComp struct {
		Span
		Elt        Expr
		Generators []*Comprehension
	}

	DictComp struct {
		Span
		Key, Value Expr
		Generators []*Comprehension
	}

	GeneratorExp struct {
		Span
		Elt        Expr
		Generators []*Comprehension
	}

	Await struct {
		Span
		Value Expr
	}

	Yield struct {
		Span
		Value Expr // nil if absent
	}

	YieldFrom struct {
		Span
		Value Expr
	}

	// Compare is `left op1 c1 op2 c2 ...` (chained comparisons).
	Compare struct {
		Span
		Left        Expr
		Ops         []Op
		Comparators []Expr
	}

	Call struct {
		Span
		Func     Expr
		Args     []Expr // may contain *Starred
		Keywords []*Keyword
	}

	// FormattedValue is one `{value!conv:spec}` of an f-string. Conversion is -1 (none),
	// 's', 'r' or 'a'.
	FormattedValue struct {
		Span
		Value      Expr
		Conversion int
		FormatSpec *JoinedStr // nil if absent
	}

	// JoinedStr is an f-string: Constant and FormattedValue parts.
	JoinedStr struct {
		Span
		Values []Expr
	}

	// Constant is a literal: see ConstKind for which field holds the value.
	Constant struct {
		Span
		Kind  ConstKind
		Int   *big.Int // IntConst
		Float float64  // FloatConst; the imaginary part for ComplexConst
		Str   string   // StrConst (decoded text) and BytesConst (raw bytes)
		// IsU is true for a u"..." string (CPython records kind='u').
		IsU bool
	}

	Attribute struct {
		Span
		Value   Expr
		Attr    string
		AttrPos Pos
	}

	Subscript struct {
		Span
		Value Expr
		Slice Expr
	}

	Starred struct {
		Span
		Value Expr
	}

	Name struct {
		Span
		Id string
	}

	List struct {
		Span
		Elts []Expr
	}

	Tuple struct {
		Span
		Elts []Expr
	}

	Slice struct {
		Span
		Lower, Upper, Step Expr // each nil if absent
	}
)

func (*BoolOp) exprNode()         {}
func (*NamedExpr) exprNode()      {}
func (*BinOp) exprNode()          {}
func (*UnaryOp) exprNode()        {}
func (*Lambda) exprNode()         {}
func (*IfExp) exprNode()          {}
func (*Dict) exprNode()           {}
func (*Set) exprNode()            {}
func (*ListComp) exprNode()       {}
func (*SetComp) exprNode()        {}
func (*DictComp) exprNode()       {}
func (*GeneratorExp) exprNode()   {}
func (*Await) exprNode()          {}
func (*Yield) exprNode()          {}
func (*YieldFrom) exprNode()      {}
func (*Compare) exprNode()        {}
func (*Call) exprNode()           {}
func (*FormattedValue) exprNode() {}
func (*JoinedStr) exprNode()      {}
func (*Constant) exprNode()       {}
func (*Attribute) exprNode()      {}
func (*Subscript) exprNode()      {}
func (*Starred) exprNode()        {}
func (*Name) exprNode()           {}
func (*List) exprNode()           {}
func (*Tuple) exprNode()          {}
func (*Slice) exprNode()          {}

// ConstKind says which literal a Constant holds.
type ConstKind int

const (
	IntConst ConstKind = iota
	FloatConst
	ComplexConst
	StrConst
	BytesConst
	TrueConst
	FalseConst
	NoneConst
	EllipsisConst
)

// ---------------------------------------------------------------------------
// Helper nodes

type (
	// Arguments is a parameter list, laid out as CPython's ast.arguments.
	Arguments struct {
		PosOnly    []*Arg
		Args       []*Arg
		Vararg     *Arg // nil if absent
		KwOnly     []*Arg
		KwDefaults []Expr // one per KwOnly entry, nil where none
		Kwarg      *Arg   // nil if absent
		Defaults   []Expr // for the last len(Defaults) of PosOnly+Args
	}

	Arg struct {
		Span
		Name       string
		Annotation Expr // nil if absent
	}

	// Keyword is `name=value` in a call, or `**value` when Name is "".
	Keyword struct {
		Span
		Name  string
		Value Expr
	}

	Alias struct {
		Span
		Name   string // dotted for `import a.b`
		Asname string // "" if absent
	}

	WithItem struct {
		ContextExpr  Expr
		OptionalVars Expr // nil if absent
	}

	ExceptHandler struct {
		Span
		Type Expr   // nil for a bare except
		Name string // "" if absent
		Body []Stmt
	}

	Comprehension struct {
		Target  Expr
		Iter    Expr
		Ifs     []Expr
		IsAsync bool
	}

	// TypeParam is a PEP 695 type parameter: T, *Ts or **P.
	TypeParam struct {
		Span
		Name  string
		Kind  TypeParamKind
		Bound Expr // nil if absent
	}

	MatchCase struct {
		Pattern Pattern
		Guard   Expr // nil if absent
		Body    []Stmt
	}
)

// TypeParamKind distinguishes PEP 695 parameter kinds.
type TypeParamKind int

const (
	TypeVarParam TypeParamKind = iota
	TypeVarTupleParam
	ParamSpecParam
)

// Pattern is a match-statement pattern: one of the Match* nodes in ast_pattern.go.
type Pattern interface {
	Node
	patternNode()
}

// ---------------------------------------------------------------------------
// Operators

// Op is a binary, unary, boolean or comparison operator.
type Op int

const (
	BadOp Op = iota
	// binary
	Add
	Sub
	Mult
	MatMult
	Div
	Mod
	Pow
	LShift
	RShift
	BitOr
	BitXor
	BitAnd
	FloorDiv
	// unary
	Invert
	Not
	UAdd
	USub
	// boolean
	And
	Or
	// comparison
	Eq
	NotEq
	Lt
	LtE
	Gt
	GtE
	Is
	IsNot
	In
	NotIn
)

var opNames = [...]string{
	BadOp: "?", Add: "Add", Sub: "Sub", Mult: "Mult", MatMult: "MatMult", Div: "Div", Mod: "Mod",
	Pow: "Pow", LShift: "LShift", RShift: "RShift", BitOr: "BitOr", BitXor: "BitXor",
	BitAnd: "BitAnd", FloorDiv: "FloorDiv", Invert: "Invert", Not: "Not", UAdd: "UAdd",
	USub: "USub", And: "And", Or: "Or", Eq: "Eq", NotEq: "NotEq", Lt: "Lt", LtE: "LtE", Gt: "Gt",
	GtE: "GtE", Is: "Is", IsNot: "IsNot", In: "In", NotIn: "NotIn",
}

var opSymbols = [...]string{
	BadOp: "?", Add: "+", Sub: "-", Mult: "*", MatMult: "@", Div: "/", Mod: "%", Pow: "**",
	LShift: "<<", RShift: ">>", BitOr: "|", BitXor: "^", BitAnd: "&", FloorDiv: "//",
	Invert: "~", Not: "not", UAdd: "+", USub: "-", And: "and", Or: "or", Eq: "==", NotEq: "!=",
	Lt: "<", LtE: "<=", Gt: ">", GtE: ">=", Is: "is", IsNot: "is not", In: "in", NotIn: "not in",
}

// String returns the CPython ast class name of the operator (Add, USub, NotEq, ...).
func (op Op) String() string { return opNames[op] }

// Symbol returns the operator as written in source (+, -, not in, ...).
func (op Op) Symbol() string { return opSymbols[op] }
