// IR types: the machine-level shapes of Python values after realization.
package ir

import (
	"fmt"
	"strings"
	"sync"
)

// Type is an IR type. Types are interned: compare with ==.
type Type interface {
	String() string
	irType()
}

// Kind enumerates the primitive IR types.
type Kind int

const (
	KNone Kind = iota
	KBool
	KByte
	KInt
	KFloat
	KStr
)

// Prim is a primitive type.
type Prim struct {
	Kind Kind
	name string
}

// Pointer is Ptr[Elem]: a raw pointer, the low-level escape hatch of the stdlib.
type Pointer struct {
	Elem Type
}

func (p *Prim) String() string    { return p.name }
func (p *Pointer) String() string { return fmt.Sprintf("Ptr[%s]", p.Elem) }
func (*Prim) irType()             {}
func (*Pointer) irType()          {}

// The primitive types.
var (
	None  = &Prim{KNone, "NoneType"}
	Bool  = &Prim{KBool, "bool"}
	Byte  = &Prim{KByte, "byte"}
	Int   = &Prim{KInt, "int"}
	Float = &Prim{KFloat, "float"}
	Str   = &Prim{KStr, "str"}
)

var (
	pointersMu sync.Mutex
	pointers   = map[Type]*Pointer{}
)

// PtrTo returns the interned Ptr[elem].
func PtrTo(elem Type) *Pointer {
	pointersMu.Lock()
	defer pointersMu.Unlock()
	if p, ok := pointers[elem]; ok {
		return p
	}
	p := &Pointer{elem}
	pointers[elem] = p
	return p
}

// Tuple is a by-value tuple: an LLVM struct of its elements.
type Tuple struct {
	Elems []Type
}

func (t *Tuple) String() string {
	var parts []string
	for _, e := range t.Elems {
		parts = append(parts, e.String())
	}
	return "tuple[" + strings.Join(parts, ", ") + "]"
}

func (*Tuple) irType() {}

var (
	tuplesMu sync.Mutex
	tuples   = map[string]*Tuple{}
)

// TupleOf returns the interned tuple type of the elements.
func TupleOf(elems []Type) *Tuple {
	key := (&Tuple{Elems: elems}).String()
	tuplesMu.Lock()
	defer tuplesMu.Unlock()
	if t, ok := tuples[key]; ok {
		return t
	}
	t := &Tuple{Elems: append([]Type(nil), elems...)}
	tuples[key] = t
	return t
}
