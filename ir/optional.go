// Optional values: Optional[T] for a value type T is held by value as a flag (is there a value?)
// and a payload, {i1, T} in LLVM; None is the flag clear (and a zero payload). A class's
// references may be None already and need none of this.
package ir

import (
	"fmt"
	"sync"
)

// Optional is Optional[Elem] for a value type Elem.
type Optional struct {
	Elem Type
}

func (o *Optional) String() string { return fmt.Sprintf("Optional[%s]", o.Elem) }
func (*Optional) irType()          {}

var (
	optionalsMu sync.Mutex
	optionals   = map[Type]*Optional{}
)

// OptionalOf returns the interned Optional[elem].
func OptionalOf(elem Type) *Optional {
	optionalsMu.Lock()
	defer optionalsMu.Unlock()
	if o, ok := optionals[elem]; ok {
		return o
	}
	o := &Optional{Elem: elem}
	optionals[elem] = o
	return o
}

// Wrap converts Value to the Optional T: a value of T's element type becomes that value, a
// value of type None (evaluated for its effects) becomes None.
type Wrap struct {
	T     *Optional
	Value Value
}

// IsSome tests whether an Optional holds a value (is not None).
type IsSome struct {
	Value Value
}

// Unwrap reads the value of an Optional known not to be None (the checker proved it).
type Unwrap struct {
	Value Value
}

func (w *Wrap) Type() Type { return w.T }
func (*IsSome) Type() Type { return Bool }
func (u *Unwrap) Type() Type {
	if o, ok := u.Value.Type().(*Optional); ok {
		return o.Elem
	}
	return None // reported by the verifier
}
func (*Wrap) irNode()   {}
func (*IsSome) irNode() {}
func (*Unwrap) irNode() {}

// optional verifies the Optional nodes.
func (v *verifier) optional(x Value) {
	switch x := x.(type) {
	case *Wrap:
		v.value(x.Value)
		if x.Value != nil && x.Value.Type() != x.T.Elem && x.Value.Type() != None {
			v.errorf("wrap of %s into %s", x.Value.Type(), x.T)
		}
	case *IsSome:
		v.optionalOperand("is-some", x.Value)
	case *Unwrap:
		v.optionalOperand("unwrap", x.Value)
	}
}

func (v *verifier) optionalOperand(what string, x Value) {
	v.value(x)
	if x == nil {
		return
	}
	if _, ok := x.Type().(*Optional); !ok {
		v.errorf("%s of %s, which is not an Optional", what, x.Type())
	}
}

// formatOptional prints the Optional nodes.
func formatOptional(x Value) string {
	switch x := x.(type) {
	case *Wrap:
		return fmt.Sprintf("(wrap %s %s)", x.T, Format(x.Value))
	case *IsSome:
		return fmt.Sprintf("(is-some %s)", Format(x.Value))
	case *Unwrap:
		return fmt.Sprintf("(unwrap %s)", Format(x.Value))
	}
	return "(? optional)"
}
