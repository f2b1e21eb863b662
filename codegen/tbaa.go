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
	// unroll holds the llvm.loop.unroll.count property of unrolled loops by count
	// (fgen.while in codegen.go), defined on first use.
	unroll map[int]string
	// noVectorize is the llvm.loop.vectorize.enable false property of counted loops marked
	// NoVectorize (imperativeFor in codegen.go), defined on first use.
	noVectorize string
}

// newTBAA defines the metadata nodes; with debug info on, their numbers come from its counter.
func newTBAA(g *gen) *tbaa {
	num := g.metaNum
	root, field, elem, fieldTag, elemTag, empty := num(), num(), num(), num(), num(), num()
	g.ll.Metadata(fmt.Sprintf(`%s = !{!"kiln tbaa"}`, root))
	g.ll.Metadata(fmt.Sprintf(`%s = !{!"kiln field", %s, i64 0}`, field, root))
	g.ll.Metadata(fmt.Sprintf(`%s = !{!"kiln element", %s, i64 0}`, elem, root))
	g.ll.Metadata(fmt.Sprintf(`%s = !{%s, %s, i64 0}`, fieldTag, field, field))
	g.ll.Metadata(fmt.Sprintf(`%s = !{%s, %s, i64 0}`, elemTag, elem, elem))
	g.ll.Metadata(empty + " = !{}")
	return &tbaa{field: fieldTag, elem: elemTag, unpredictable: empty, unroll: map[int]string{}}
}

// metaNum reserves the number of a metadata node: from the debug info's counter when it is on
// (its nodes share the numbering), else from the module's own.
func (g *gen) metaNum() string {
	if g.debug != nil {
		return g.debug.reserve()
	}
	g.nextMeta++
	return fmt.Sprintf("!%d", g.nextMeta-1)
}

// loopID defines the distinct node naming one loop for its latch's !llvm.loop, with the
// property prop (a node number), and returns its number.
func (g *gen) loopID(prop string) string {
	id := g.metaNum()
	g.ll.Metadata(fmt.Sprintf("%s = distinct !{%s, %s}", id, id, prop))
	return id
}
