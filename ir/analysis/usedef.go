// Use-def counts: how often each variable of a function is assigned and read.
package analysis

import "kiln/ir"

// UseDef counts the definitions and uses of the variables of one function.
type UseDef struct {
	Defs map[*ir.Var]int // assignments, loop variables and except-clause variables
	Uses map[*ir.Var]int // reads (VarValue)
	// Known is false when the function holds a node kind this package does not know: the
	// counts may then miss reads and writes inside it.
	Known bool
}

// CountUses counts the definitions and uses in f's body. Parameters are not counted as
// definitions.
func CountUses(f *ir.Func) *UseDef {
	ud := &UseDef{Defs: map[*ir.Var]int{}, Uses: map[*ir.Var]int{}, Known: true}
	if f.Body == nil {
		return ud
	}
	ud.Known = Visit(f.Body, func(n ir.Node) bool {
		if v, ok := n.(*ir.VarValue); ok {
			ud.Uses[v.Var]++
		}
		for _, v := range Defined(n) {
			ud.Defs[v]++
		}
		return true
	})
	return ud
}

// Assigns reports whether anything inside n assigns x. ok is false when n holds a node kind
// this package does not know.
func Assigns(n ir.Node, x *ir.Var) (assigns, ok bool) {
	ok = Visit(n, func(n ir.Node) bool {
		for _, v := range Defined(n) {
			if v == x {
				assigns = true
			}
		}
		return true
	})
	return assigns, ok
}

// Reads reports how many times n reads x. ok is false when n holds a node kind this package
// does not know.
func Reads(n ir.Node, x *ir.Var) (count int, ok bool) {
	ok = Visit(n, func(n ir.Node) bool {
		if v, isVar := n.(*ir.VarValue); isVar && v.Var == x {
			count++
		}
		return true
	})
	return count, ok
}
