// The objects names resolve to: functions (templates), their realized instances, variables.
package types

import (
	"strings"

	"kiln/syntax"
)

// FuncKind says how a function template is implemented.
type FuncKind int

const (
	PlainFunc  FuncKind = iota // a Python def, realized per argument types
	LLVMFunc                   // @llvm: the body is LLVM IR text
	ExternFunc                 // `from C import name(...) -> T`
)

// Func is a function template: one def (or C import), realized once per argument-type tuple.
type Func struct {
	Name    string // qualified: "fib", "int.__add__"
	PyName  string // the name in source: "fib", "__add__"
	Kind    FuncKind
	Def     *syntax.FunctionDef // PlainFunc and LLVMFunc
	CImport *syntax.CImport     // ExternFunc
	// Hidden marks a lambda the checker made for a builtin or method used as a value
	// (values.go): like a builtin, it has no frame in tracebacks.
	Hidden bool
	Recv   *Class // the class of a method (self's type); nil for functions
	Owner  *Class // the class whose body defines the method (super() starts above it)
	Static bool   // a method with no self (`__new__`, @staticmethod)
	// ClassMethod: the first parameter names the class (@classmethod).
	ClassMethod bool
	Property    bool // a @property getter
	Setter      bool // a @name.setter
	// Outline marks a stdlib function LLVM keeps out of line (@outline).
	Outline bool
	// Cold marks a stdlib function decorated @cold: it runs only on rare paths (a list's
	// growth), so LLVM keeps it out of line and its callers stay small enough to inline.
	Cold     bool
	scope    *Scope   // the module scope the body resolves names in
	params   []*param // resolved once from the def
	ret      Type     // the resolved return annotation, nil if none
	retSet   bool     // ret came from an annotation (None included)
	resolved bool
	insts    map[string]*Instance

	// QualName is CPython's __qualname__ where it differs from PyName (`outer.<locals>.inner`).
	QualName string
	// outer is the realization whose body defines a nested def or lambda; nil for module
	// functions and methods.
	outer *Instance
	// Captures are the variables of enclosing functions the function reads or writes: its
	// closures carry their cells, in this order.
	Captures []*Var
	// boundDefaults are the parameters of a lambda whose defaults are not constants, which
	// its value binds and calls cannot pass (lambdadefaults.go).
	boundDefaults []string
	capIndex      map[*Var]int
	value         *FuncType
	// typeParams are the type variables a generic function's annotations mention (`def
	// first[T](xs: list[T]) -> T`, or T = TypeVar("T")); each realization binds them from its
	// argument types. retPattern is a return annotation that mentions them.
	typeParams []string
	retPattern syntax.Expr
}

type param struct {
	name    string
	pos     syntax.Pos
	ann     Type        // nil when unannotated: the argument's type is taken as is
	def     syntax.Expr // the default value, nil if none
	kind    paramKind
	posOnly bool // before `/`
	elem    Type // *args and **kwargs: the annotation of each extra argument
	// pattern is an annotation mentioning the function's type parameters: resolved per
	// realization.
	pattern syntax.Expr
	// defVar holds a default that is not a constant, evaluated where the def runs; calls read
	// it through defRef (defaults.go).
	defVar *Var
	defRef *syntax.Name
}

// paramKind tells positional parameters from *args and keyword-only ones.
type paramKind int

const (
	positional paramKind = iota
	varArgs              // *args: a tuple of the extra positional arguments
	kwOnly               // after * or *args
	varKw                // **kwargs: a dict[str, V] of the extra keyword arguments
)

func (f *Func) String() string { return f.Name }

// Instance is one realization of a Func for concrete argument types (fib[int]).
type Instance struct {
	Func   *Func
	Args   []Type
	Name   string // deterministic: "fib[int]"
	Params []*Var
	Ret    Type // nil while unknown (a realization in progress)
	Locals []*Var
	Info   *Info // facts about the body, for lowering (Bodied functions)

	locals     map[string]*Var
	inProgress bool
	done       bool
	// Per pass: whether something was pending, where, and the errors.
	pendingAt  syntax.Pos
	hasPending bool
	errs       syntax.ErrorList
	returns    []Type // types of the return statements seen this pass
	excDepth   int    // the except clauses enclosing the statement being checked
	// excVars are the variables of except clauses' `as` names, kept across passes (exc.go).
	excVars map[*syntax.ExceptHandler]*Var
	module  bool // the implicit <module> function
	// origin is the statement or call of the program's own code that first asked for this
	// realization (NoPos for the program's own functions realized from the top): errors
	// inside the stdlib are reported there (Checker.atOrigin).
	origin syntax.Pos

	// Parts are the element methods a synthesized tuple method calls (TupleMethod): for
	// __repr__ each element's __repr__ then str.__add__; for __hash__ see types/hash.go.
	Parts []*Instance
	// ElemOps are a tuple comparison's element comparisons (types/tuple.go tupleCompareOps).
	ElemOps []*Op

	// Body is the module's top-level code, for the <module> instance.
	Body []syntax.Stmt
	// clsName is the parameter naming the class in a classmethod.
	clsName string
	// comps are the scopes of the comprehensions being checked, innermost last.
	comps    []map[string]*Var
	compVars map[*syntax.Name]*Var
	// selfRebound says a method's body assigns its self parameter, so self may be None.
	selfRebound bool
	// nested are the functions the defs and lambdas of the body make, by node.
	nested map[syntax.Node]*Func
	// nonlocals are the names the body declares nonlocal.
	nonlocals map[string]bool
	// scope binds a generic function's type parameters; nil for other functions.
	scope *Scope
	// retDeclared says the return type comes from a generic return annotation.
	retDeclared bool
	// generator says the function's body yields (generator.go); Yield is then the type of
	// the values it yields, GenRet that of the value it returns (None unless a return
	// statement has one), and Ret is generator[Yield, GenRet].
	generator bool
	Yield     Type
	GenRet    Type
	// narrow is what the current pass knows of variables that may hold None (narrow.go).
	narrow *narrowState
}

// scopeOf returns the scope names and annotations in inst's body resolve in.
func (i *Instance) scopeOf() *Scope {
	if i.scope != nil {
		return i.scope
	}
	return i.Func.scope
}

// compVar returns the variable of the innermost comprehension being checked that binds id,
// or nil.
func (i *Instance) compVar(id string) *Var {
	for k := len(i.comps) - 1; k >= 0; k-- {
		if v, ok := i.comps[k][id]; ok {
			return v
		}
	}
	return nil
}

// IsModule reports whether the instance is the module's top-level code.
func (i *Instance) IsModule() bool { return i.module }

// Var is a variable: parameter, local or global.
type Var struct {
	Name   string
	Type   Type // nil until the first assignment is seen
	Global bool
	Pos    syntax.Pos
	// Comp marks a comprehension's variable: always assigned where it is read.
	Comp bool
	// CompIn is the comprehension that binds a Comp variable: the lambdas and generator
	// expressions inside it read the variable.
	CompIn syntax.Span
	// Cell marks a variable a nested function captures: it lives in a heap cell its function
	// and the closures share.
	Cell bool
}

// Class instances, functions and variables live in scopes; builtin "special" functions too.
type object interface{}

// builtinFunc is a function the checker handles itself (print, range).
type builtinFunc struct{ name string }

// Scope maps names to objects: one for the stdlib (the builtins), one for the user module.
type Scope struct {
	parent  *Scope
	objects map[string]object
}

func newScope(parent *Scope) *Scope { return &Scope{parent: parent, objects: map[string]object{}} }

func (s *Scope) lookup(name string) object {
	for ; s != nil; s = s.parent {
		if o, ok := s.objects[name]; ok {
			return o
		}
	}
	return nil
}

func instanceName(f *Func, args []Type) string {
	var b strings.Builder
	b.WriteString(f.Name)
	b.WriteByte('[')
	for i, a := range args {
		if i > 0 {
			b.WriteByte(',')
		}
		b.WriteString(a.String())
	}
	b.WriteByte(']')
	return b.String()
}
