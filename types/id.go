// id(x): the identity of an object as an int. Only values that have an identity in Kiln are
// accepted: references (class instances, list, dict, set, generators, files, exceptions), None
// and function values; a value type (int, float, bool, str, bytes, a tuple, an Optional) is
// held by value, `is` is refused on it, and so is id().
package types

import "kiln/syntax"

// idCall checks id(x).
func (c *Checker) idCall(inst *Instance, e *syntax.Call) Type {
	if len(e.Keywords) > 0 {
		c.errorf(inst, e.Pos(), "id() takes no keyword arguments")
		return invalid
	}
	if len(e.Args) != 1 {
		c.errorf(inst, e.Pos(), "id() takes exactly one argument (%d given)", len(e.Args))
		return invalid
	}
	if _, ok := e.Args[0].(*syntax.Starred); ok {
		c.unsupported(inst, e.Args[0], "id() of an unpacked argument")
		return invalid
	}
	t := c.expr(inst, e.Args[0])
	if !known(t) {
		return join(t, c.u.Int)
	}
	if t != c.u.None && !isRef(t) && !isFunc(t) {
		c.errorHint(inst, e.Args[0].Pos(), "Kiln holds "+t.String()+" values by value: they have no identity (see docs/language.md)",
			"not supported yet: id() of %s %s value", article(t.String()), t)
		return invalid
	}
	inst.Info.Calls[e] = &CallInfo{Kind: IDCall, Args: e.Args}
	return c.u.Int
}
