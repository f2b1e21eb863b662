// Package ir is Kiln's typed mid-level IR (after Codon's IR): a module of functions whose bodies
// are structured flows (Series, If, While, ImperativeFor) of typed values and instructions.
// It has no generics and no operators: every operation is a Call of a realized function.
package ir

import (
	"strings"

	"kiln/syntax"
)

// Node is anything that can stand in a Series: a Flow or a Value.
type Node interface{ irNode() }

// Value is a typed node that produces a value (possibly None).
type Value interface {
	Node
	Type() Type
}

// Flow is a structured control-flow node; it produces no value.
type Flow interface {
	Node
	flowNode()
}

// Module is a whole program.
type Module struct {
	Funcs   []*Func // every function, in a deterministic order
	Globals []*Var
	Classes []*Class // every class whose objects the program makes or holds
	Main    *Func    // the implicit main: the user module's top-level code
	// Exports are the @export functions: a shared library gives each a C symbol.
	Exports []*Export
	// Exceptions (exc.go): the positions of call sites for tracebacks, the stdlib's
	// _raise(kind, msg) (the C runtime raises through it) and _uncaught(e) (prints the
	// traceback of an exception nothing caught), _set_context(e, handled) (the implicit
	// chaining of an exception raised in an except or finally clause), and BaseException,
	// whose first field holds the traceback.
	Fset          *syntax.FileSet
	Raise         *Func
	Uncaught      *Func
	SetContext    *Func
	BaseException *Class
	// GenControl says the program resumes generators other than by next(): close(), throw()
	// or send() are used, so each yield checks for an exception thrown in and an exception
	// leaving a generator's body is kept for its resumer (codegen/generator.go). Without
	// them generators compile with neither.
	GenControl bool
}

// Export is a function with a C ABI symbol, Name, in shared libraries.
type Export struct {
	Name string
	Func *Func
}

// FuncKind says how a function is implemented.
type FuncKind int

const (
	Bodied   FuncKind = iota // body is a Series
	External                 // a C function declared with `from C import`
	LLVM                     // body is LLVM IR text (@llvm in the stdlib)
)

// Func is one realized function.
type Func struct {
	Name   string // unique, deterministic (e.g. "fib[int]", "int.__add__[int,int]")
	Kind   FuncKind
	Params []*Var
	Ret    Type
	Body   *Series // Bodied
	Locals []*Var  // Bodied: every local that is not a parameter
	LLVM   string  // LLVM: the body text
	// TypeArgs binds the {=T} placeholders of an LLVM body (methods of generic classes).
	TypeArgs map[string]Type
	Pos      syntax.Pos
	// Python-level name for tracebacks and debug info ("fib", "<module>").
	PyName string
	// Generator marks a generator function's body (generator.go): YieldType is the type of
	// the values it yields.
	Generator bool
	YieldType Type
	// GenRet is the type of the value a generator returns (None unless it returns one).
	GenRet Type
	// SendType is the type of the values send() gives a generator (None unless its
	// annotation -> Generator[Y, S, R] says): what its yield expressions receive.
	SendType Type
	// Traced says the function is user code: the exceptions passing through it record its
	// call sites in their tracebacks.
	Traced bool
	// Cold says the function runs only on rare paths: LLVM keeps it out of line (noinline
	// cold), away from its callers' hot code.
	Cold bool
	// Outline says LLVM keeps the function out of line (noinline): a stdlib function marked
	// @outline, the rare or large path of a method whose common path is small enough to inline.
	Outline bool
	// ReleasesExc says an except clause of the function hands its exception back to the
	// allocator (Catch.Release, set by passes/excreuse.go): codegen then tracks the size of the
	// exceptions it raises and handles.
	ReleasesExc bool
	// Elided counts calls of the function that a pass turned into iterations of a loop
	// (passes/tailacc.go): an exception leaving the function records its frame at ElidedPos
	// that many more times, as the calls would have.
	Elided    *Var
	ElidedPos syntax.Pos
	// IntoOf is, for a copy made by passes/retinto.go, the function whose result the copy
	// makes into its last parameter instead of returning it.
	IntoOf *Func
	// FieldOf is, for a copy made by passes/fieldinto.go, the function whose new object
	// stored into a field of its first parameter the copy takes as its last parameter.
	FieldOf *Func
}

// Var is a variable: a parameter, a local or a global.
type Var struct {
	Name   string
	ID     int // unique within the module; makes printed names deterministic and distinct
	T      Type
	Global bool
}

// ---------------------------------------------------------------------------
// Values

// Const is a literal of type Int, Float, Bool, Str or None, or the empty tuple.
type Const struct {
	T     Type
	Int   int64
	Float float64
	Bool  bool
	Str   string
}

// VarValue reads a variable.
type VarValue struct {
	Var *Var
}

// Call calls a realized function; its value has the function's return type.
type Call struct {
	Func *Func
	Args []Value
	Pos  syntax.Pos // the call site, for tracebacks
}

// Ternary evaluates Cond and then exactly one of True and False (they are lazy).
type Ternary struct {
	Cond        Value
	True, False Value
}

// FlowInstr runs Flow and then evaluates Result: an expression that needs statements first
// (chained comparisons, `and`/`or` on values, temporaries).
type FlowInstr struct {
	Flow   *Series
	Result Value
}

// Extract reads element Index of a tuple value, or field Index of an object.
type Extract struct {
	Value Value
	Index int
}

// Insert returns Agg with element Index replaced by Elem; a nil Agg stands for the zero value
// of T. A tuple is built by a chain of Inserts, evaluated innermost (first element) first.
type Insert struct {
	T     *Tuple
	Agg   Value
	Index int
	Elem  Value
}

// New allocates an object of Class, its fields zero (None for references), its method table set.
// Stack (set by the escape pass) allocates it in the function's frame: its reference never
// leaves the function, and the previous object of this New is dead whenever it runs again.
// Room (a Stack list[T], also set by the escape pass) is a number of items the frame holds
// for the list besides its fields: the new list starts with that room as its array (_data
// pointing to it, _cap = Room), so that a list that never outgrows it allocates nothing.
type New struct {
	Class *Class
	Stack bool
	Room  int
}

// RoomFields returns, for a class that may take a New's Room (the stdlib's list[T]), the
// indices of its _data (a Ptr[T]) and _cap (an int) fields and T; ok is false for any other
// class.
func RoomFields(c *Class) (data, capacity int, elem Type, ok bool) {
	if c.Module != "builtins" || !strings.HasPrefix(c.Name, "list[") {
		return 0, 0, nil, false
	}
	data, capacity = -1, -1
	for i, f := range c.Fields {
		switch f.Name {
		case "_data":
			if p, isPtr := f.T.(*Pointer); isPtr {
				data, elem = i, p.Elem
			}
		case "_cap":
			if f.T == Int {
				capacity = i
			}
		}
	}
	return data, capacity, elem, data >= 0 && capacity >= 0
}

// SetField stores Value into field Index of the object Obj; its own type is None.
type SetField struct {
	Obj   Value
	Index int
	Value Value
}

// Is compares two references (or None) for identity.
type Is struct {
	X, Y Value
}

// InstanceOf tests whether a reference is not None and its object's class is Class or one of
// Class's descendants (read from the object's method table when the class has a header).
type InstanceOf struct {
	Value Value
	Class *Class
}

// Addr is the address of an object (or of a function, an Opaque value), as an int (id(),
// object.__repr__).
type Addr struct {
	Value Value
}

// VirtualCall calls the implementation of dispatch slot Slot in the method table of its first
// argument's class. Sig is the implementation of the argument's static class: it gives the
// parameter and result types.
type VirtualCall struct {
	Slot int
	Sig  *Func
	Args []Value
	Pos  syntax.Pos
}

// Assign stores Value into Var; its own type is None. Pos is the statement's, when it comes
// from one (for debug info).
type Assign struct {
	Var   *Var
	Value Value
	Pos   syntax.Pos
}

// Return leaves the function; Value is nil in a function returning None. Pos is the return
// statement's, when there is one (for debug info).
type Return struct {
	Value Value
	Pos   syntax.Pos
}

// Break and Continue act on the innermost loop.
type Break struct{}
type Continue struct{}

func (c *Const) Type() Type    { return c.T }
func (v *VarValue) Type() Type { return v.Var.T }
func (c *Call) Type() Type     { return c.Func.Ret }
func (t *Ternary) Type() Type  { return t.True.Type() }
func (e *Extract) Type() Type {
	if c, ok := e.Value.Type().(*Class); ok {
		return c.Fields[e.Index].T
	}
	return e.Value.Type().(*Tuple).Elems[e.Index]
}
func (n *New) Type() Type         { return n.Class }
func (*SetField) Type() Type      { return None }
func (*Is) Type() Type            { return Bool }
func (*InstanceOf) Type() Type    { return Bool }
func (v *VirtualCall) Type() Type { return v.Sig.Ret }
func (*New) irNode()              {}
func (*SetField) irNode()         {}
func (*Is) irNode()               {}
func (*InstanceOf) irNode()       {}
func (*Addr) irNode()             {}
func (*Addr) Type() Type          { return Int }
func (*VirtualCall) irNode()      {}
func (i *Insert) Type() Type      { return i.T }
func (f *FlowInstr) Type() Type   { return f.Result.Type() }
func (*Assign) Type() Type        { return None }
func (*Return) Type() Type        { return None }
func (*Break) Type() Type         { return None }
func (*Continue) Type() Type      { return None }

func (*Const) irNode()     {}
func (*VarValue) irNode()  {}
func (*Call) irNode()      {}
func (*Ternary) irNode()   {}
func (*Extract) irNode()   {}
func (*Insert) irNode()    {}
func (*FlowInstr) irNode() {}
func (*Assign) irNode()    {}
func (*Return) irNode()    {}
func (*Break) irNode()     {}
func (*Continue) irNode()  {}

// ---------------------------------------------------------------------------
// Flows

// Series runs its nodes in order.
type Series struct {
	Items []Node
}

// If runs Then when Cond (a Bool) is true, else Else (which may be empty).
type If struct {
	Cond Value
	Then *Series
	Else *Series
	Pos  syntax.Pos // the statement's, when it comes from one (for debug info)
	// Unpredictable says Cond follows the data, as a combination of loaded values
	// (passes/boolspec.go): codegen marks the branch !unpredictable, so that LLVM keeps it one
	// branch instead of splitting an and/or of the values into a branch per operand.
	Unpredictable bool
}

// While runs Body while Cond is true. Cond is re-evaluated before each iteration.
type While struct {
	Cond Value
	Body *Series
	Pos  syntax.Pos // the statement's, when it comes from one (for debug info)
	// Unpredictable: as If's.
	Unpredictable bool
	// Unroll, when above 1, asks for the loop unrolled that many times (passes/unroll.go):
	// codegen tests Cond after the body as well as before the loop, and LLVM copies the body
	// with its test.
	Unroll int
}

// ImperativeFor is a counted loop: Var takes Start, Start+Step, ... while it has not reached
// Stop (below Stop for a positive Step, above it for a negative one). Start, Stop and Step are
// evaluated once, before the loop; Step must not be zero (the lowering checks it). Assigning to
// Var in the body does not change the iteration, as with Python's range.
type ImperativeFor struct {
	Var               *Var
	Start, Stop, Step Value
	Body              *Series
	Pos               syntax.Pos // the for statement's (for debug info)
	// NoVectorize asks LLVM not to vectorize the loop across its iterations
	// (passes/rowjam.go: the SLP vectorizer packs the rows one iteration runs instead).
	NoVectorize bool
}

func (*Series) irNode()        {}
func (*If) irNode()            {}
func (*While) irNode()         {}
func (*ImperativeFor) irNode() {}

func (*Series) flowNode()        {}
func (*If) flowNode()            {}
func (*While) flowNode()         {}
func (*ImperativeFor) flowNode() {}

// Append adds nodes to the series.
func (s *Series) Append(n ...Node) { s.Items = append(s.Items, n...) }
