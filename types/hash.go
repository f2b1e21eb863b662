// Hashing: the synthesized __hash__ of tuple types (CPython's xxHash-based tuplehash) and the
// check that a dict key or set element type can be hashed at all.
package types

import "kiln/syntax"

// tupleHashParts returns the parts of tuple type t's __hash__: each element's hash (through
// the stdlib's hash(), which maps -1 to -2 as CPython does), then the stdlib's start, step and
// finish of CPython's tuplehash. It returns nil when an element cannot be hashed.
func (c *Checker) tupleHashParts(t *Tuple, args []Type) []*Instance {
	if len(args) != 1 {
		return nil
	}
	hash := c.prog.Lookup("hash")
	if hash == nil {
		panic("stdlib lacks hash")
	}
	var parts []*Instance
	for _, et := range t.Elems {
		if c.unhashable(et) != nil {
			return nil
		}
		h := c.realize(hash, []Type{et})
		if h.Ret != nil && h.Ret != c.u.Int {
			return nil
		}
		parts = append(parts, h)
	}
	for _, name := range []string{"_tuple_hash_start", "_tuple_hash_step", "_tuple_hash_finish"} {
		f := c.prog.Lookup(name)
		if f == nil {
			panic("stdlib lacks " + name)
		}
		var ts []Type
		c.resolveSignature(f)
		for range f.params {
			ts = append(ts, c.u.Int)
		}
		parts = append(parts, c.realize(f, ts))
	}
	return parts
}

// unhashable returns the type that makes values of type t unhashable (t itself, or a tuple's
// element), or nil when t can be a dict key or set element: it has __hash__ returning int
// and __eq__.
func (c *Checker) unhashable(t Type) Type {
	if tup, ok := t.(*Tuple); ok {
		for _, e := range tup.Elems {
			if bad := c.unhashable(e); bad != nil {
				return bad
			}
		}
		return nil
	}
	h := c.method(nil, t, "__hash__", []Type{t})
	if h == nil || (h.Ret != nil && h.Ret != c.u.Int) {
		return t
	}
	if c.method(nil, t, "__eq__", []Type{t, t}) == nil {
		return t
	}
	return nil
}

// hashable reports whether t can be a dict key or set element, and reports CPython's
// TypeError as a compile error at pos when it cannot.
func (c *Checker) hashable(inst *Instance, pos syntax.Pos, t Type) bool {
	bad := c.unhashable(t)
	if bad == nil {
		return true
	}
	name := bad.String()
	hint := ""
	cls := classOf(bad)
	switch {
	case cls != nil && cls.Origin != nil:
		name = cls.Origin.Name
		if name == "list" {
			hint = "a tuple can be a key where a list cannot"
		}
	case cls != nil && cls.Ref && len(cls.Methods["__hash__"]) == 0 && len(cls.Methods["__eq__"]) == 0:
		c.errorHint(inst, pos, "define __hash__ and __eq__ on "+cls.Name,
			"not supported yet: hashing %s objects by identity", cls.Name)
		return false
	case cls != nil && cls.Ref && len(cls.Methods["__hash__"]) == 0:
		hint = "a class defining __eq__ needs __hash__ too, as in CPython"
	case cls != nil && cls.Ref:
		c.errorHint(inst, pos, "define __eq__ on "+cls.Name+": Kiln compares keys with ==",
			"not supported yet: %s objects as keys without __eq__", cls.Name)
		return false
	}
	c.errorHint(inst, pos, hint, "unhashable type: '%s'", name)
	return false
}
