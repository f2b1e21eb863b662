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
	var kb strings.Builder
	for _, e := range elems {
		fmt.Fprintf(&kb, "%p,", e) // by identity: classes of different modules share names
	}
	key := kb.String()
	tuplesMu.Lock()
	defer tuplesMu.Unlock()
	if t, ok := tuples[key]; ok {
		return t
	}
	t := &Tuple{Elems: append([]Type(nil), elems...)}
	tuples[key] = t
	return t
}

// Class is the type of a reference to a heap object: a pointer in LLVM to a struct of the
// fields, after a pointer to the class's method table when Header is set. Classes are not
// interned: each module has its own, compared by identity.
type Class struct {
	Name string
	// Sym names the class in LLVM where another class has its Name (a program's Random and
	// the random module's); empty: Name.
	Sym    string
	Module string // the module defining it: "builtins" for the stdlib's, "__main__" for the user's
	Fields []*Field
	Base   *Class
	Header bool
	// ID numbers the classes of a hierarchy in preorder; a class's descendants have IDs in
	// (ID, Last].
	ID, Last int
	// VTable holds the implementation of each dispatch slot of the hierarchy (nil where this
	// class does not implement one).
	VTable []*Func
}

// Field is a field of a class.
type Field struct {
	Name string
	T    Type
}

func (c *Class) String() string { return c.Name }

// Symbol is the class's unique name in the generated code.
func (c *Class) Symbol() string {
	if c.Sym != "" {
		return c.Sym
	}
	return c.Name
}
func (*Class) irType() {}

// Assignable reports whether a value of type src may be stored where dst is expected: the same
// type, a subclass of a class, or None for a class.
func Assignable(dst, src Type) bool {
	if dst == src {
		return true
	}
	d, ok := dst.(*Class)
	if !ok {
		return false
	}
	if src == None {
		return true
	}
	for s, ok := src.(*Class); ok && s != nil; s = s.Base {
		if s == d {
			return true
		}
	}
	return false
}
