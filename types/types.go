// Package types is Kiln's type checker: name resolution, realization (monomorphization) of
// functions per tuple of argument types, magic-method dispatch for operators, and diagnostics.
package types

import "fmt"

// Type is a Kiln type.
type Type interface {
	String() string
}

// PrimKind says which primitive a Class is (NotPrim for classes that are not built in).
type PrimKind int

const (
	NotPrim PrimKind = iota
	PrimNone
	PrimBool
	PrimByte
	PrimInt
	PrimFloat
	PrimStr
)

// Class is a nominal type: a built-in primitive whose methods come from the stdlib, or (later)
// a user class.
type Class struct {
	Name    string
	Prim    PrimKind
	Methods map[string][]*Func // name → overloads, in declaration order
}

func (c *Class) String() string { return c.Name }

// Pointer is Ptr[Elem], the stdlib's raw pointer.
type Pointer struct {
	Elem Type
}

func (p *Pointer) String() string { return fmt.Sprintf("Ptr[%s]", p.Elem) }

// pendingType marks a value whose type is not known yet because it depends on a realization in
// progress (a recursive call); invalidType marks an expression whose error was already reported.
// Neither is ever shown to the user, and operations on them are silent.
type pendingType struct{}
type invalidType struct{}

func (pendingType) String() string { return "<pending>" }
func (invalidType) String() string { return "<invalid>" }

var (
	pending Type = pendingType{}
	invalid Type = invalidType{}
)

// known reports whether t is a real type (neither pending nor invalid).
func known(t Type) bool { return t != nil && t != pending && t != invalid }

// Universe holds the primitive classes. Each Checker has its own, so concurrent compilations do
// not share method tables.
type Universe struct {
	None, Bool, Byte, Int, Float, Str *Class
	ptrs                              map[Type]*Pointer
	tuples                            map[string]*Tuple
}

func newUniverse() *Universe {
	mk := func(name string, k PrimKind) *Class {
		return &Class{Name: name, Prim: k, Methods: map[string][]*Func{}}
	}
	return &Universe{
		None:  mk("NoneType", PrimNone),
		Bool:  mk("bool", PrimBool),
		Byte:  mk("byte", PrimByte),
		Int:   mk("int", PrimInt),
		Float: mk("float", PrimFloat),
		Str:   mk("str", PrimStr),
		ptrs:  map[Type]*Pointer{},

		tuples: map[string]*Tuple{},
	}
}

// PtrTo returns the interned Ptr[elem].
func (u *Universe) PtrTo(elem Type) *Pointer {
	if p, ok := u.ptrs[elem]; ok {
		return p
	}
	p := &Pointer{elem}
	u.ptrs[elem] = p
	return p
}

// byName maps the stdlib class names that denote primitives.
func (u *Universe) byName(name string) *Class {
	switch name {
	case "NoneType":
		return u.None
	case "bool":
		return u.Bool
	case "byte":
		return u.Byte
	case "int":
		return u.Int
	case "float":
		return u.Float
	case "str":
		return u.Str
	}
	return nil
}

// classOf returns the class whose methods implement operations on t, or nil.
func classOf(t Type) *Class {
	c, _ := t.(*Class)
	return c
}

// Tuple is a fixed-size, heterogeneous tuple, held by value.
type Tuple struct {
	Elems []Type
}

func (t *Tuple) String() string {
	s := "tuple["
	for i, e := range t.Elems {
		if i > 0 {
			s += ", "
		}
		s += e.String()
	}
	if len(t.Elems) == 0 {
		s += "()"
	}
	return s + "]"
}

// TupleOf returns the interned tuple of the element types.
func (u *Universe) TupleOf(elems []Type) *Tuple {
	key := (&Tuple{Elems: elems}).String()
	if t, ok := u.tuples[key]; ok {
		return t
	}
	t := &Tuple{Elems: append([]Type(nil), elems...)}
	u.tuples[key] = t
	return t
}
