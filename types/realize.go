// Late realization: the IR passes ask the checker, after the check, for stdlib functions the
// program did not call (the bidirectional hook of DESIGN.md), to call helpers written in Python.
package types

import "fmt"

// RealizeFunc realizes the stdlib function name for the argument types. It returns the
// instance and every instance realized on the way, which the lowering has not seen yet.
func (p *Program) RealizeFunc(name string, args []Type) (*Instance, []*Instance, error) {
	f := p.Lookup(name)
	if f == nil {
		return nil, nil, fmt.Errorf("no stdlib function %s", name)
	}
	return p.late(func(c *Checker) *Instance {
		if !c.accepts(nil, nil, f, args, false) {
			return nil
		}
		return c.realize(f, args)
	}, name, args)
}

// RealizeMethod realizes method name of recv's type for the argument types (the receiver
// first), as RealizeFunc.
func (p *Program) RealizeMethod(recv Type, name string, args []Type) (*Instance, []*Instance, error) {
	return p.late(func(c *Checker) *Instance { return c.method(nil, recv, name, args) }, fmt.Sprintf("%s.%s", recv, name), args)
}

// late runs a realization after the check and collects what it added.
func (p *Program) late(realize func(c *Checker) *Instance, what string, args []Type) (inst *Instance, added []*Instance, err error) {
	c := p.checker
	if c == nil {
		return nil, nil, fmt.Errorf("the program's checker is gone")
	}
	before := len(c.instances)
	defer func() {
		if r := recover(); r != nil {
			inst, added, err = nil, nil, fmt.Errorf("realizing %s%v: %v", what, args, r)
		}
	}()
	inst = realize(c)
	added = c.instances[before:]
	p.Instances = c.instances
	if inst == nil {
		return nil, added, fmt.Errorf("%s does not accept %v", what, args)
	}
	for _, a := range added {
		if len(a.errs) > 0 || !a.done {
			return nil, added, fmt.Errorf("realizing %s%v: %s does not check", what, args, a.Name)
		}
	}
	return inst, added, nil
}

// RealizeType instantiates the stdlib class name with the type arguments (RealizeType("list",
// [int]) is list[int]; a class without type parameters takes none). It returns the class and
// every instance realized on the way, as RealizeFunc.
func (p *Program) RealizeType(name string, args []Type) (t Type, added []*Instance, err error) {
	c := p.checker
	if c == nil {
		return nil, nil, fmt.Errorf("the program's checker is gone")
	}
	tmpl := c.u.byName(name)
	if tmpl == nil {
		tmpl, _ = p.Stdlib.lookup(name).(*Class)
	}
	if tmpl == nil {
		return nil, nil, fmt.Errorf("no stdlib class %s", name)
	}
	if len(args) != len(tmpl.TypeParams) {
		return nil, nil, fmt.Errorf("%s takes %d type arguments, not %d", name, len(tmpl.TypeParams), len(args))
	}
	for _, a := range args {
		if !known(a) {
			return nil, nil, fmt.Errorf("%s[%v]: not a type argument", name, args)
		}
	}
	if len(args) == 0 {
		return tmpl, nil, nil
	}
	before := len(c.instances)
	defer func() {
		if r := recover(); r != nil {
			t, added, err = nil, nil, fmt.Errorf("realizing %s%v: %v", name, args, r)
		}
	}()
	k := c.instantiate(tmpl, args)
	added = c.instances[before:]
	p.Instances = c.instances
	for _, a := range added {
		if len(a.errs) > 0 || !a.done {
			return nil, added, fmt.Errorf("realizing %s%v: %s does not check", name, args, a.Name)
		}
	}
	return k, added, nil
}
