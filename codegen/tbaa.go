package codegen

import "fmt"

// Type-based alias analysis metadata. Kiln's memory is typed: an object's fields are reached
// only through the field accesses codegen emits (Extract and SetField of a class value), and the
// elements of a Ptr[T] buffer only through Ptr.__getitem__ and Ptr.__setitem__ (the {tbaa.elem}
// tag in their @llvm bodies, stdlib/builtins.py). No buffer element lies inside an object and
// no object field inside a buffer, so the two kinds of access get sibling TBAA types under one
// root and LLVM knows that storing a list element leaves the list's _data and _len fields alone:
// it keeps them in registers across the stores of a loop (and can then drop bounds checks the
// loop's own condition implies). Every other access (runtime calls, memmove, the header's vtable
// pointer, @llvm bodies without the tag) carries no tag and so may alias anything.
type tbaa struct {
	field, elem string // the access tags ("!5")
	// unpredictable is the empty node that !unpredictable branches name (condBr in
	// codegen.go), defined here with the other metadata nodes every module has.
	unpredictable string
}

// newTBAA defines the metadata nodes; with debug info on, their numbers come from its counter.
func newTBAA(g *gen) *tbaa {
	next := 0
	num := func() string {
		if g.debug != nil {
			return g.debug.reserve()
		}
		next++
		return fmt.Sprintf("!%d", next-1)
	}
	root, field, elem, fieldTag, elemTag, empty := num(), num(), num(), num(), num(), num()
	g.ll.Metadata(fmt.Sprintf(`%s = !{!"kiln tbaa"}`, root))
	g.ll.Metadata(fmt.Sprintf(`%s = !{!"kiln field", %s, i64 0}`, field, root))
	g.ll.Metadata(fmt.Sprintf(`%s = !{!"kiln element", %s, i64 0}`, elem, root))
	g.ll.Metadata(fmt.Sprintf(`%s = !{%s, %s, i64 0}`, fieldTag, field, field))
	g.ll.Metadata(fmt.Sprintf(`%s = !{%s, %s, i64 0}`, elemTag, elem, elem))
	g.ll.Metadata(empty + " = !{}")
	return &tbaa{field: fieldTag, elem: elemTag, unpredictable: empty}
}
