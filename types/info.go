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
	Ranges   map[*syntax.For]*RangeInfo // for-loops over range(...)
	Consts   map[*syntax.UnaryOp]int64  // -9223372036854775808 and friends, folded
	// Unbound holds the reads that may find their variable unassigned, with the function
	// raising UnboundLocalError or NameError for it.
	Unbound map[*syntax.Name]*Instance
	// Reprs holds the __repr__ of each type printed inside a tuple.
	Reprs map[Type]*Instance
	// Index holds the element index of a tuple subscript with a constant index.
	Index map[*syntax.Subscript]int
	// NameConsts holds names that denote a constant string: __name__ is "__main__".
	NameConsts map[*syntax.Name]string
}

func newInfo() *Info {
	return &Info{
		Types:    map[syntax.Expr]Type{},
		Uses:     map[*syntax.Name]*Var{},
		Ops:      map[syntax.Node]*Op{},
		Compares: map[*syntax.Compare][]*Op{},
		Truth:    map[syntax.Expr]*Instance{},
		Calls:    map[*syntax.Call]*CallInfo{},
		Ranges:   map[*syntax.For]*RangeInfo{},
		Consts:   map[*syntax.UnaryOp]int64{},

		NameConsts: map[*syntax.Name]string{},
		Index:      map[*syntax.Subscript]int{},
		Reprs:      map[Type]*Instance{},
		Unbound:    map[*syntax.Name]*Instance{},
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
}

// CallKind distinguishes the calls lowering must treat differently.
type CallKind int

const (
	DirectCall CallKind = iota // Callee(Args...)
	PrintCall                  // print(...): Str per argument, then Write
	TruthCall                  // bool(x): Truth of Args[0], or the argument itself if bool
)

// CallInfo is a resolved call.
type CallInfo struct {
	Kind   CallKind
	Callee *Instance
	// Args in parameter order: for a method call the receiver first. A default value appears
	// as the default expression of the def, checked in the caller.
	Args []syntax.Expr

	// print
	Str   []*Instance // __str__ of each argument; nil for a tuple, written through Reprs
	Write *Instance   // writes one str to stdout
	Flush *Instance   // non-nil when flush=True
	Sep   syntax.Expr // nil: " "
	End   syntax.Expr // nil: "\n"

	Truth *Instance // bool(x) on a non-bool
}

// RangeInfo is a for-loop over range(start, stop, step).
type RangeInfo struct {
	Start, Stop, Step syntax.Expr // Start and Step nil when absent (0 and 1)
	Var               *Var
	CheckStep         *Instance // validates a step not known to be non-zero; nil otherwise
}
