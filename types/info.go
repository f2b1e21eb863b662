// Info records what the checker found in a realized body, for the lowering to read.
package types

import "kiln/syntax"

// Info holds the facts about one realized body. Lowering reads it and never infers.
type Info struct {
	Types    map[syntax.Expr]Type       // type of every expression checked
	Uses     map[*syntax.Name]*Var      // the variable a Name denotes (loads and stores)
	Ops      map[syntax.Node]*Op        // BinOp, UnaryOp (not `not`), AugAssign
	Compares map[*syntax.Compare][]*Op  // one per operator of a chained comparison
	Truth    map[syntax.Expr]*Instance  // __bool__ of a value used as a condition; nil for a bool
	Calls    map[*syntax.Call]*CallInfo // every call
	Consts   map[*syntax.UnaryOp]int64  // -9223372036854775808 and friends, folded
	// Unbound holds the reads that may find their variable unassigned, with the function
	// raising UnboundLocalError or NameError for it.
	Unbound map[*syntax.Name]*Instance
	// Reprs holds the __repr__ of each type printed inside a tuple.
	Reprs map[Type]*Instance
	// Index holds the element index of a tuple subscript with a constant index.
	Index map[*syntax.Subscript]int
	// TupleSlices holds the element indices a tuple slice with constant bounds selects.
	TupleSlices map[*syntax.Subscript][]int
	// Slices holds the call slice(a, b, c) each a:b:c in a subscript stands for.
	Slices map[*syntax.Slice]*syntax.Call
	// NameConsts holds names that denote a constant string: __name__ is "__main__".
	NameConsts map[*syntax.Name]string
	// Attrs holds every attribute read and written.
	Attrs map[*syntax.Attribute]*AttrInfo
	// Subscripts holds x[i] on classes (__getitem__, or __setitem__ as a target).
	Subscripts map[*syntax.Subscript]*Instance
	// Lists holds list literals and comprehensions: the class and the methods building it.
	Lists map[syntax.Expr]*ListInfo
	// Fors holds for-loops over an iterable (not range).
	Fors map[syntax.Node]*ForInfo
	// Strs holds how str() and print convert a value.
	Strs map[syntax.Expr]*StrInfo
	// FuncValues holds the expressions that make a function value: names of functions and
	// lambdas. The value is the closure of the function (its captured cells).
	FuncValues map[syntax.Expr]*Func
	// Adapts holds the function values converted to Callable types where they are used.
	Adapts map[syntax.Expr]*Adapt
	// GenExps holds the call of a generator function each generator expression stands for.
	GenExps map[*syntax.GeneratorExp]*syntax.Call
	// YieldFroms holds the loop each `yield from it` statement stands for (generator.go).
	YieldFroms map[*syntax.ExprStmt]*syntax.For
	// YieldValues holds what each `yield from it` used as a value stands for (generator.go).
	YieldValues map[*syntax.YieldFrom]*YieldFromInfo
	// Forwards holds, for the yield of a `yield from` loop over a generator, the inner
	// generator's _forward, which close() and throw() of the outer one call first (generator.go).
	Forwards map[*syntax.Yield]*Instance
	// Defaults holds the default values a def or class statement evaluates (defaults.go).
	Defaults map[syntax.Stmt][]Default
	// Stands holds the expressions checked in place of others: the lambda a builtin, class or
	// bound method used as a value stands for (values.go).
	Stands map[syntax.Expr]syntax.Expr
	// Defs holds the def statements that assign a variable: nested and decorated ones.
	Defs map[*syntax.FunctionDef]*DefInfo
	// Unreached holds the statements this realization cannot reach because a test decided them
	// (`if x is not None:` where x is None): they are neither checked nor lowered.
	Unreached map[syntax.Stmt]bool
	// Formats holds f-strings, format() calls, and str.format and % formatting (fstring.go).
	Formats map[syntax.Expr]*FormatInfo
	// Exceptions (exc.go): except clauses, raise statements, the AssertionError call of each
	// assert, and the type(x).__name__ expressions.
	Excepts   map[*syntax.ExceptHandler]*ExceptInfo
	Raises    map[*syntax.Raise]*RaiseInfo
	Asserts   map[*syntax.Assert]*syntax.Call
	TypeNames map[*syntax.Attribute]bool
	// ModuleConsts holds the names and attributes that stand for a module's constant
	// (`math.pi`, or `pi` after `from math import pi`): lowering uses the constant.
	ModuleConsts map[syntax.Expr]*syntax.Constant
	// ModuleValues holds the names and attributes that stand for a module's computed value
	// (`sys.argv`): lowering calls the instance, which takes no arguments.
	ModuleValues map[syntax.Expr]*Instance
	// Modules holds the names that denote a module (`math` in `math.sqrt(x)`): they are not
	// evaluated.
	Modules map[syntax.Expr]*Module
	// Withs holds the with items (with.go).
	Withs map[*syntax.WithItem]*WithInfo
	// Unpacks holds the tuple and list targets unpacking a list or another iterable (star.go).
	Unpacks map[syntax.Expr]*UnpackInfo
}

// UnpackInfo is how `a, *b, c = x` unpacks a list, or another iterable that ToList makes a
// list first: Check(l, n), or Rest(l, before, after) returning the starred target's list,
// checks the length and raises CPython's ValueError; Item(l, i) is target i's value (i < 0
// counts from the end).
type UnpackInfo struct {
	ToList, Check, Rest, Item *Instance
}

// AttrInfo is a resolved attribute: a field, a property or a class attribute.
type AttrInfo struct {
	Class *Class // the object's static class
	Field *Field
	Get   *Instance // property getter (reads)
	// GetVirtual, when a subclass overrides the property, reads it through the method table's
	// slot GetSlot.
	GetVirtual bool
	GetSlot    int
	Set        *Instance // property setter (writes)
	// SetVirtual, when a subclass overrides the property, writes it through the method
	// table's slot SetSlot.
	SetVirtual bool
	SetSlot    int
	Var        *Var // class attribute
	// Overrides, for a class attribute read through an object, are the classes below the
	// static one that give the attribute their own value (a class attribute of their own, or
	// a field shadowing it), deepest first: the first the object is an instance of holds its
	// value, Var when none is.
	Overrides []AttrOverride
	// NoneCheck raises AttributeError when the object is None; nil when it cannot be.
	NoneCheck *Instance
}

// AttrOverride is a subclass's own value of a class attribute read through a base: its class
// attribute Var, or its instance field Field.
type AttrOverride struct {
	Class *Class
	Var   *Var
	Field *Field
}

// ListInfo says how to build a list: New, then Init(obj), Reserve(obj, n), Append(obj, x)...
type ListInfo struct {
	Class         *Class
	Init, Reserve *Instance
	Append        *Instance
	Comp          *ForInfo // for a comprehension: nil for a literal
	CompVars      []*Var
	IsSet, IsDict bool
	SetItem       *Instance
	// Const copies a set literal of more than two constants once built, as CPython copies
	// the frozenset constant it folds such a literal into.
	Const *Instance
}

// YieldFromInfo is what `yield from it` used as a value stands for: Init assigns it to a
// hidden variable, Loop yields each of its values, Result (for a generator) is the value it
// returned; the expression is None for other iterables.
type YieldFromInfo struct {
	Init   *syntax.Assign
	Loop   *syntax.For
	Result *syntax.Call
}

// ForInfo is a loop (for statement or comprehension) over range(...), a counted loop, or over
// an iterable: it = Iter(x); while HasNext(it): target = Next(it).
type ForInfo struct {
	Range               *RangeInfo
	Iter, HasNext, Next *Instance
	// Close, for a generator, destroys it: the loop over a generator it made alone calls it
	// when left.
	Close *Instance
	// FromTuple, for a loop over a tuple of one element type, makes a list of its elements
	// to iterate.
	FromTuple *ListInfo
	// Empty marks a loop over the empty tuple: its body is neither checked nor run.
	Empty bool
}

// StrInfo converts a value to str for print and str(): Str is its __str__ (or __repr__);
// a class's reference that may be None prints "None".
type StrInfo struct {
	Str       *Instance
	MayBeNone bool
	// Virtual, when a subclass overrides Str's method, calls it through the method table.
	Virtual *CallInfo
	// Default is object.__repr__ for a class defining neither __str__ nor __repr__: it takes
	// the qualified class name and the object's address.
	Default *Instance
}

func newInfo() *Info {
	return &Info{
		Types:    map[syntax.Expr]Type{},
		Uses:     map[*syntax.Name]*Var{},
		Ops:      map[syntax.Node]*Op{},
		Compares: map[*syntax.Compare][]*Op{},
		Truth:    map[syntax.Expr]*Instance{},
		Calls:    map[*syntax.Call]*CallInfo{},
		Consts:   map[*syntax.UnaryOp]int64{},

		NameConsts:   map[*syntax.Name]string{},
		Index:        map[*syntax.Subscript]int{},
		TupleSlices:  map[*syntax.Subscript][]int{},
		Slices:       map[*syntax.Slice]*syntax.Call{},
		Reprs:        map[Type]*Instance{},
		Unbound:      map[*syntax.Name]*Instance{},
		Attrs:        map[*syntax.Attribute]*AttrInfo{},
		Subscripts:   map[*syntax.Subscript]*Instance{},
		Lists:        map[syntax.Expr]*ListInfo{},
		Fors:         map[syntax.Node]*ForInfo{},
		Strs:         map[syntax.Expr]*StrInfo{},
		FuncValues:   map[syntax.Expr]*Func{},
		Adapts:       map[syntax.Expr]*Adapt{},
		GenExps:      map[*syntax.GeneratorExp]*syntax.Call{},
		Stands:       map[syntax.Expr]syntax.Expr{},
		Defaults:     map[syntax.Stmt][]Default{},
		YieldFroms:   map[*syntax.ExprStmt]*syntax.For{},
		YieldValues:  map[*syntax.YieldFrom]*YieldFromInfo{},
		Forwards:     map[*syntax.Yield]*Instance{},
		Defs:         map[*syntax.FunctionDef]*DefInfo{},
		Unreached:    map[syntax.Stmt]bool{},
		Formats:      map[syntax.Expr]*FormatInfo{},
		Excepts:      map[*syntax.ExceptHandler]*ExceptInfo{},
		Raises:       map[*syntax.Raise]*RaiseInfo{},
		Asserts:      map[*syntax.Assert]*syntax.Call{},
		TypeNames:    map[*syntax.Attribute]bool{},
		ModuleConsts: map[syntax.Expr]*syntax.Constant{},
		Modules:      map[syntax.Expr]*Module{},
		ModuleValues: map[syntax.Expr]*Instance{},
		Withs:        map[*syntax.WithItem]*WithInfo{},
		Unpacks:      map[syntax.Expr]*UnpackInfo{},
	}
}

// Op is an operator resolved to a magic method. Swapped means the reflected method of the
// right operand was chosen (`b.__radd__(a)`): operands are still evaluated left to right, then
// passed right first.
type Op struct {
	Callee  *Instance
	Swapped bool
	Not     bool // the result is negated (`a != b` through `__eq__`, `not in`)
	// Conv converts an operand (left, right) before the call: a bool used as an int.
	Conv [2]*Instance
	// Is marks `is` (and `is not` with Not): identity of references, no call.
	Is bool
	// Never marks an `is` whose operands cannot be identical whatever their values: a
	// function value and None (a function value with no closure is held as no value at all).
	Never bool
}

// CallKind distinguishes the calls lowering must treat differently.
type CallKind int

const (
	DirectCall     CallKind = iota // Callee(Args...)
	PrintCall                      // print(...): Str per argument, then Write
	TruthCall                      // bool(x): Truth of Args[0], or the argument itself if bool
	ConstructCall                  // Class(...): a new object, then Callee (__init__) if not nil
	VirtualCall                    // Callee's method, looked up in the receiver's method table
	IsInstanceCall                 // isinstance(x, C): Const, or the receiver's class in C's range
	StrCall                        // str(x): Strs[Args[0]]
	ClosureCall                    // a function value called: Callee, given the value's closure
	ValueCall                      // a call whose value is Args[0]'s: dict(a=1) is {"a": 1}
	CallableCall                   // a Callable value (e.Func) called with Args
	IDCall                         // id(Args[0]): the address of an object or function (id.go)
)

// CallInfo is a resolved call.
type CallInfo struct {
	Kind   CallKind
	Callee *Instance
	// Args in parameter order: for a method call the receiver first. A default value appears
	// as the default expression of the def, checked in the caller.
	Args []syntax.Expr
	// KwCheck, for a call f(**d), raises CPython's TypeError when d's keys do not fit f's
	// parameters; it is evaluated before Args.
	KwCheck syntax.Expr

	// print
	// IsTuple marks the tuple arguments, written through Reprs; Strs says how the others
	// are converted.
	IsTuple []bool
	Write   *Instance // writes one str to stdout
	Flush   *Instance // non-nil when flush=True
	// File is print's file= argument when it is an object: each piece goes to FileWrite
	// (its write method), and flush=True calls FileFlush (its flush method, if any).
	File      syntax.Expr
	FileWrite *Instance
	FileFlush *Instance
	Sep       syntax.Expr // nil: " "
	End       syntax.Expr // nil: "\n"

	Truth *Instance // bool(x) on a non-bool

	Sig *Callable // CallableCall: the type of the value called

	Class *Class // ConstructCall: the class; IsInstanceCall: the class tested against
	Slot  int    // VirtualCall: the method's slot in the hierarchy's tables
	// NoneCheck raises AttributeError when the receiver (Args[0]) is None; nil when it cannot be.
	NoneCheck *Instance
	Const     *bool // IsInstanceCall: the answer when the static types decide it
}

// RangeInfo is a for-loop over range(start, stop, step).
type RangeInfo struct {
	Start, Stop, Step syntax.Expr // Start and Step nil when absent (0 and 1)
	Var               *Var        // the loop's target when it is a name; nil: a hidden counter
	CheckStep         *Instance   // validates a step not known to be non-zero; nil otherwise
}
