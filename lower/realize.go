// Late lowering: functions the passes have the checker realize after the program was lowered.
package lower

import (
	"fmt"

	"kiln/ir"
	"kiln/types"
)

// Realizer realizes stdlib functions for the passes and lowers them into the module.
type Realizer struct {
	m *module
}

// LowerRealizing lowers the program as Lower does, and returns a Realizer for the passes.
func LowerRealizing(prog *types.Program) (*ir.Module, *Realizer) {
	m := lowerModule(prog)
	return m.ir, &Realizer{m: m}
}

// RealizeFunc realizes the stdlib function name for the IR argument types.
func (r *Realizer) RealizeFunc(name string, args []ir.Type) (*ir.Func, error) {
	targs, err := r.checkerTypes(args)
	if err != nil {
		return nil, err
	}
	inst, added, err := r.m.prog.RealizeFunc(name, targs)
	return r.finish(inst, added, err)
}

// RealizeMethod realizes method name of recv's type for the arguments after the receiver.
func (r *Realizer) RealizeMethod(recv ir.Type, name string, args []ir.Type) (*ir.Func, error) {
	targs, err := r.checkerTypes(append([]ir.Type{recv}, args...))
	if err != nil {
		return nil, err
	}
	inst, added, err := r.m.prog.RealizeMethod(targs[0], name, targs)
	return r.finish(inst, added, err)
}

// RealizeType instantiates the stdlib class name with the IR type arguments and returns its IR
// type (RealizeType("list", [int]) is the class list[int]).
func (r *Realizer) RealizeType(name string, args []ir.Type) (ir.Type, error) {
	targs, err := r.checkerTypes(args)
	if err != nil {
		return nil, err
	}
	t, added, err := r.m.prog.RealizeType(name, targs)
	if err != nil {
		return nil, err
	}
	r.m.lowerInstances(added)
	return r.m.irType(t), nil
}

// finish lowers the instances a realization added and returns the IR of the one asked for.
func (r *Realizer) finish(inst *types.Instance, added []*types.Instance, err error) (*ir.Func, error) {
	if err != nil {
		return nil, err
	}
	r.m.lowerInstances(added)
	f := r.m.funcs[inst]
	if f == nil {
		return nil, fmt.Errorf("lower: %s was realized but not lowered", inst.Name)
	}
	return f, nil
}

// checkerTypes maps IR types back to the checker's: primitives, classes, tuples and Optionals.
func (r *Realizer) checkerTypes(ts []ir.Type) ([]types.Type, error) {
	out := make([]types.Type, len(ts))
	for i, t := range ts {
		ct := r.checkerType(t)
		if ct == nil {
			return nil, fmt.Errorf("lower: no checker type for %s", t)
		}
		out[i] = ct
	}
	return out, nil
}

func (r *Realizer) checkerType(t ir.Type) types.Type {
	u := r.m.prog.Universe
	switch t {
	case ir.Int:
		return u.Int
	case ir.Float:
		return u.Float
	case ir.Bool:
		return u.Bool
	case ir.Str:
		return u.Str
	case ir.None:
		return u.None
	}
	switch t := t.(type) {
	case *ir.Tuple:
		elems := make([]types.Type, len(t.Elems))
		for i, e := range t.Elems {
			if elems[i] = r.checkerType(e); elems[i] == nil {
				return nil
			}
		}
		return u.TupleOf(elems)
	case *ir.Optional:
		if e := r.checkerType(t.Elem); e != nil {
			return u.OptionalOf(e)
		}
		return nil
	}
	if k, ok := t.(*ir.Class); ok {
		for c, kc := range r.m.classes {
			if kc == k {
				return c
			}
		}
	}
	return nil
}
