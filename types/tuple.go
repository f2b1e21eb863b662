// Methods of tuple types: tuples are structural, so their __repr__, __str__ and comparisons
// are synthesized per tuple type from the elements' methods, and lowering writes their bodies.
package types

// TupleMethod is the kind of a synthesized tuple method.
const TupleMethod FuncKind = 3

// tupleMethod realizes tuple type t's method name for args, or returns nil.
func (c *Checker) tupleMethod(t *Tuple, name string, args []Type) *Instance {
	if c.tupleFuncs == nil {
		c.tupleFuncs = map[string]*Instance{}
	}
	key := t.String() + "." + name
	if inst, ok := c.tupleFuncs[key]; ok {
		return inst
	}
	var parts []*Instance
	ret := Type(c.u.Bool)
	switch name {
	case "__repr__", "__str__":
		if len(args) != 1 {
			return nil
		}
		for _, et := range t.Elems {
			r := c.method(nil, et, "__repr__", []Type{et})
			if r == nil || r.Ret != c.u.Str {
				return nil
			}
			parts = append(parts, r)
		}
		add := c.method(nil, c.u.Str, "__add__", []Type{c.u.Str, c.u.Str})
		if add == nil {
			panic("stdlib lacks str.__add__")
		}
		parts = append(parts, add)
		ret = c.u.Str
	case "__eq__", "__ne__", "__lt__", "__le__", "__gt__", "__ge__":
		if len(args) != 2 || args[1] != t {
			return nil
		}
		for _, et := range t.Elems {
			eq := c.method(nil, et, "__eq__", []Type{et, et})
			if eq == nil || eq.Ret != c.u.Bool {
				return nil
			}
			parts = append(parts, eq)
			if name != "__eq__" && name != "__ne__" {
				lt := c.method(nil, et, name, []Type{et, et})
				if lt == nil || lt.Ret != c.u.Bool {
					return nil
				}
				parts = append(parts, lt)
			}
		}
	case "__len__":
		if len(args) != 1 {
			return nil
		}
		ret = c.u.Int
	case "__hash__":
		if parts = c.tupleHashParts(t, args); parts == nil {
			return nil
		}
		ret = c.u.Int
	default:
		return nil
	}
	f := &Func{Name: "tuple." + name, PyName: name, Kind: TupleMethod, resolved: true}
	inst := &Instance{Func: f, Args: args, Name: instanceName(f, args), Ret: ret, Parts: parts, done: true}
	for i, a := range args {
		inst.Params = append(inst.Params, &Var{Name: []string{"self", "other"}[i], Type: a})
	}
	c.tupleFuncs[key] = inst
	c.instances = append(c.instances, inst)
	return inst
}
