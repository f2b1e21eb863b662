// Package types is Kiln's type checker: name resolution, realization (monomorphization) of
// functions per tuple of argument types, magic-method dispatch for operators, and diagnostics.
package types

import "kiln/syntax"

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
	PrimPtr // Ptr[T], the stdlib's raw pointer
)

// Class is a nominal type: a built-in primitive whose methods come from the stdlib, a class of
// the stdlib (list[T]) or of the user's program. A generic class (`class list[T]:`) is a
// template; each instantiation (list[int]) is a Class of its own with Origin set.
type Class struct {
	Name string // "int", "Point", "list[int]"
	Prim PrimKind
	// Methods maps a name to its overloads, in declaration order: the class's own methods and
	// the ones it inherits, adapted so that self has this class's type.
	Methods map[string][]*Func

	Def        *syntax.ClassDef // nil for the primitives without a stdlib body
	TypeParams []string         // a generic template's parameters
	TypeArgs   []Type           // an instantiation's arguments
	Origin     *Class           // the template of an instantiation
	Base       *Class           // the superclass (nil: object)
	Subs       []*Class         // direct subclasses, in declaration order
	Fields     []*Field         // instance fields, the base's first
	Attrs      map[string]*Var  // class attributes (`count = 0` in the class body)
	Props      map[string]*Property
	// Inits are the fields that shadow a class attribute (`n = 1` in the body of the class or
	// a base, `self.n = 5` in a method): a new object's field starts with the attribute's
	// value, which it reads until it sets its own, as CPython reads the class's.
	Inits []FieldInit
	// Ref says instances are references to heap objects (user and stdlib classes).
	Ref bool
	// Header says instances start with a pointer to their class's method table: the class is
	// part of a hierarchy (it has a base or a subclass), so a value's dynamic class may differ
	// from its static one.
	Header bool
	// VTable maps a dispatch slot of the hierarchy's root to this class's implementation.
	VTable map[int]*Instance
	// ID numbers the classes of one hierarchy in preorder: the descendants of a class have the
	// IDs in (ID, Last].
	ID, Last int

	own     map[string][]*Func // methods defined in this class's body
	scope   *Scope             // names in the class's annotations and methods resolve here
	insts   map[string]*Class  // a template's instantiations
	setup   int                // 0 not yet, 1 in progress, 2 done
	adapted map[*Func]*Func    // an inherited method → its copy with self of this class
	slots   map[string]int     // the root's dispatch slots, by method and argument types
	stdlib  bool               // declared in the stdlib
}

func (c *Class) String() string { return c.Name }

// Field is an instance field. Its type comes from an annotation in the class body or from the
// first assignment `self.name = value` the checker realizes; nil until then.
type Field struct {
	Name  string
	Type  Type
	Index int // position among the class's fields (the same in every subclass)
	Pos   syntax.Pos
	Ann   bool // the type came from an annotation
	Owner *Class
}

// FieldInit is a field a new object starts with the value of the class attribute Var.
type FieldInit struct {
	Field *Field
	Var   *Var
}

// Property is a @property with its optional setter.
type Property struct {
	Get, Set *Func
}

// IsSubclass reports whether c is sub or one of sub's bases.
func (c *Class) IsSubclass(sub *Class) bool {
	for k := sub; k != nil; k = k.Base {
		if k == c {
			return true
		}
	}
	return false
}

// Root returns the topmost base of c's hierarchy.
func (c *Class) Root() *Class {
	for c.Base != nil {
		c = c.Base
	}
	return c
}

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
func known(t Type) bool { return t != nil && t != pending && t != invalid && !isPartial(t) }

// Universe holds the primitive classes. Each Checker has its own, so concurrent compilations do
// not share method tables.
type Universe struct {
	None, Bool, Byte, Int, Float, Str *Class
	Ptr                               *Class // the Ptr[T] template
	tuples                            map[string]*Tuple
	optionals                         map[Type]*Optional   // see optional.go
	callables                         map[string]*Callable // see callable.go
}

func newUniverse() *Universe {
	mk := func(name string, k PrimKind) *Class {
		return &Class{Name: name, Prim: k, Methods: map[string][]*Func{}, own: map[string][]*Func{}, setup: 2}
	}
	return &Universe{
		None:  mk("NoneType", PrimNone),
		Bool:  mk("bool", PrimBool),
		Byte:  mk("byte", PrimByte),
		Int:   mk("int", PrimInt),
		Float: mk("float", PrimFloat),
		Str:   mk("str", PrimStr),
		Ptr:   &Class{Name: "Ptr", Prim: PrimPtr, TypeParams: []string{"T"}, insts: map[string]*Class{}, setup: 2},

		tuples:    map[string]*Tuple{},
		optionals: map[Type]*Optional{},
	}
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
	case "Ptr":
		return u.Ptr
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
