// Callable values: a Callable[[A, B], R] is a pair {code, env} (CallableType): the address of
// an adapter function taking the environment first, and the environment of the function it
// adapts (a closure's environment object, or None). Calls through it are IndirectCalls.
package ir

import (
	"fmt"
	"strings"

	"kiln/syntax"
)

// Opaque is the type of code addresses and of environments seen through a Callable: an
// untyped pointer.
var Opaque = PtrTo(Byte)

// CallableType is the IR type of every Callable value: {code, env}.
var CallableType = TupleOf([]Type{Opaque, Opaque})

// FuncAddr is the address of a function, of type Opaque.
type FuncAddr struct {
	Func *Func
}

// Cast reinterprets a pointer-like value (an object, None, an Opaque pointer) as another
// pointer-like type T; it changes no bits.
type Cast struct {
	Value Value
	T     Type
}

// IndirectCall calls the code address Fn with Args; Params gives the parameter types and Ret
// the result type.
type IndirectCall struct {
	Fn     Value
	Params []Type
	Ret    Type
	Args   []Value
	Pos    syntax.Pos
}

func (*FuncAddr) Type() Type       { return Opaque }
func (c *Cast) Type() Type         { return c.T }
func (c *IndirectCall) Type() Type { return c.Ret }
func (*FuncAddr) irNode()          {}
func (*Cast) irNode()              {}
func (*IndirectCall) irNode()      {}

// pointerLike reports whether values of t are one pointer in LLVM.
func pointerLike(t Type) bool {
	switch t.(type) {
	case *Class, *Pointer:
		return true
	}
	return t == None
}

// callable verifies the Callable nodes.
func (v *verifier) callable(x Value) {
	switch x := x.(type) {
	case *FuncAddr:
		if !v.funcs[x.Func] {
			v.errorf("address of %q, which is not in the module", x.Func.Name)
		}
	case *Cast:
		v.value(x.Value)
		if x.Value != nil && (!pointerLike(x.Value.Type()) || !pointerLike(x.T)) {
			v.errorf("cast of %s to %s: both must be pointers", x.Value.Type(), x.T)
		}
	case *IndirectCall:
		v.value(x.Fn)
		if x.Fn != nil && x.Fn.Type() != Opaque {
			v.errorf("indirect call through a %s", x.Fn.Type())
		}
		if len(x.Args) != len(x.Params) {
			v.errorf("indirect call with %d arguments, want %d", len(x.Args), len(x.Params))
			return
		}
		for i, a := range x.Args {
			v.value(a)
			if a != nil && !Assignable(x.Params[i], a.Type()) {
				v.errorf("argument %d of an indirect call has type %s, want %s", i+1, a.Type(), x.Params[i])
			}
		}
	}
}

// formatCallable prints the Callable nodes.
func formatCallable(x Value) string {
	switch x := x.(type) {
	case *FuncAddr:
		return fmt.Sprintf("(func-addr %q)", x.Func.Name)
	case *Cast:
		return fmt.Sprintf("(cast %s %s)", x.T, Format(x.Value))
	case *IndirectCall:
		parts := []string{"icall", Format(x.Fn)}
		for _, a := range x.Args {
			parts = append(parts, Format(a))
		}
		return "(" + strings.Join(parts, " ") + ")"
	}
	return "(? callable)"
}
