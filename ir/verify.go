// The verifier: checks that types agree, every variable is in scope and flows are well formed.
package ir

import "fmt"

// Verify checks the module and returns the problems found (nil if none). It runs after lowering
// and, in tests, after every pass; a problem it finds is a compiler bug, not a user error.
func Verify(m *Module) []error {
	v := verifier{globals: map[*Var]bool{}, funcs: map[*Func]bool{}}
	for _, g := range m.Globals {
		v.globals[g] = true
	}
	for _, f := range m.Funcs {
		v.funcs[f] = true
	}
	if m.Main != nil && !v.funcs[m.Main] {
		v.errorf("main function %q is not in the module", m.Main.Name)
	}
	for _, e := range m.Exports {
		if !v.funcs[e.Func] {
			v.errorf("exported function %q is not in the module", e.Name)
		}
	}
	for _, f := range m.Funcs {
		v.fn(f)
	}
	return v.errs
}

type verifier struct {
	errs    []error
	globals map[*Var]bool
	funcs   map[*Func]bool
	f       *Func
	locals  map[*Var]bool
	loops   int
}

func (v *verifier) errorf(format string, args ...any) {
	if v.f != nil {
		format = "in " + v.f.Name + ": " + format
	}
	v.errs = append(v.errs, fmt.Errorf(format, args...))
}

func (v *verifier) fn(f *Func) {
	v.f = f
	v.locals = map[*Var]bool{}
	for _, p := range f.Params {
		v.locals[p] = true
	}
	switch f.Kind {
	case Bodied:
		if f.Body == nil {
			v.errorf("bodied function without a body")
			return
		}
		for _, l := range f.Locals {
			v.locals[l] = true
		}
		v.series(f.Body)
	case LLVM:
		if f.LLVM == "" {
			v.errorf("llvm function with an empty body")
		}
	}
}

func (v *verifier) series(s *Series) {
	if s == nil {
		v.errorf("nil series")
		return
	}
	for _, n := range s.Items {
		v.node(n)
	}
}

func (v *verifier) cond(c Value) {
	v.value(c)
	if c != nil && c.Type() != Bool {
		v.errorf("condition %s has type %s, not bool", Format(c), c.Type())
	}
}

func (v *verifier) node(n Node) {
	switch n := n.(type) {
	case *If:
		v.cond(n.Cond)
		v.series(n.Then)
		v.series(n.Else)
	case *While:
		v.cond(n.Cond)
		v.loops++
		v.series(n.Body)
		v.loops--
	case *ImperativeFor:
		v.useVar(n.Var)
		for _, x := range []Value{n.Start, n.Stop, n.Step} {
			v.value(x)
			if x != nil && x.Type() != Int {
				v.errorf("imperative-for bound %s is not an int", Format(x))
			}
		}
		if n.Var.T != Int {
			v.errorf("imperative-for variable %s is not an int", varName(n.Var))
		}
		v.loops++
		v.series(n.Body)
		v.loops--
	case *Series:
		v.series(n)
	case *TryCatch:
		v.tryCatch(n) // exc.go
	case Value:
		v.value(n)
	default:
		v.errorf("unknown node %T", n)
	}
}

func (v *verifier) useVar(x *Var) {
	if !v.locals[x] && !v.globals[x] {
		v.errorf("variable %s is not in scope", varName(x))
	}
}

func (v *verifier) value(x Value) {
	switch x := x.(type) {
	case nil:
		v.errorf("missing value")
	case *Const:
	case *VarValue:
		v.useVar(x.Var)
	case *Call:
		if !v.funcs[x.Func] {
			v.errorf("call of %q, which is not in the module", x.Func.Name)
		}
		v.args("call", x.Func, x.Args)
	case *Ternary:
		v.cond(x.Cond)
		v.value(x.True)
		v.value(x.False)
		if x.True != nil && x.False != nil && !Assignable(x.True.Type(), x.False.Type()) {
			v.errorf("ternary branches have types %s and %s", x.True.Type(), x.False.Type())
		}
	case *Extract:
		v.value(x.Value)
		if x.Value == nil {
			return
		}
		switch t := x.Value.Type().(type) {
		case *Tuple:
			if x.Index < 0 || x.Index >= len(t.Elems) {
				v.errorf("extract %d from %s", x.Index, t)
			}
		case *Class:
			if x.Index < 0 || x.Index >= len(t.Fields) {
				v.errorf("extract %d from %s", x.Index, t)
			}
		default:
			v.errorf("extract %d from %s", x.Index, t)
		}
	case *New:
		if x.Room > 0 {
			if _, _, _, ok := RoomFields(x.Class); !ok || !x.Stack {
				v.errorf("room %d in a new %s", x.Room, x.Class.Name)
			}
		}
	case *SetField:
		v.value(x.Obj)
		v.value(x.Value)
		if x.Obj == nil || x.Value == nil {
			return
		}
		c, ok := x.Obj.Type().(*Class)
		switch {
		case !ok || x.Index < 0 || x.Index >= len(c.Fields):
			v.errorf("set-field %d of %s", x.Index, x.Obj.Type())
		case !Assignable(c.Fields[x.Index].T, x.Value.Type()):
			v.errorf("set-field of %s into %s.%s of type %s", x.Value.Type(), c.Name, c.Fields[x.Index].Name, c.Fields[x.Index].T)
		}
	case *Is:
		v.value(x.X)
		v.value(x.Y)
		for _, y := range []Value{x.X, x.Y} {
			if y != nil && y.Type() != None {
				if _, ok := y.Type().(*Class); !ok {
					v.errorf("is on %s", y.Type())
				}
			}
		}
	case *Addr:
		v.value(x.Value)
		if x.Value != nil {
			if _, ok := x.Value.Type().(*Class); !ok && x.Value.Type() != Opaque {
				v.errorf("addr of %s", x.Value.Type())
			}
		}
	case *InstanceOf:
		v.value(x.Value)
		if x.Value != nil {
			if _, ok := x.Value.Type().(*Class); !ok {
				v.errorf("instance-of on %s", x.Value.Type())
			}
		}
	case *VirtualCall:
		v.args("virtual call", x.Sig, x.Args)
	case *Wrap, *IsSome, *Unwrap:
		v.optional(x) // optional.go
	case *FuncAddr, *Cast, *IndirectCall:
		v.callable(x) // callable.go
	case *Yield:
		v.generator(x) // generator.go
	case *Throw, *TypeName:
		v.exc(x) // exc.go
	case *Insert:
		if x.Agg != nil {
			v.value(x.Agg)
			if x.Agg.Type() != x.T {
				v.errorf("insert into %s, which is not a %s", x.Agg.Type(), x.T)
			}
		}
		v.value(x.Elem)
		if x.Index < 0 || x.Index >= len(x.T.Elems) {
			v.errorf("insert at %d into %s", x.Index, x.T)
		} else if x.Elem != nil && x.Elem.Type() != x.T.Elems[x.Index] {
			v.errorf("insert of %s at %d into %s", x.Elem.Type(), x.Index, x.T)
		}
	case *FlowInstr:
		v.series(x.Flow)
		v.value(x.Result)
	case *Assign:
		v.useVar(x.Var)
		v.value(x.Value)
		if x.Value != nil && !Assignable(x.Var.T, x.Value.Type()) {
			v.errorf("assignment of %s to %s of type %s", x.Value.Type(), varName(x.Var), x.Var.T)
		}
	case *Return:
		if x.Value == nil {
			if v.f.Ret != None {
				v.errorf("bare return in a function returning %s", v.f.Ret)
			}
			return
		}
		v.value(x.Value)
		want := v.f.Ret
		if v.f.Generator && v.f.GenRet != nil && x.Value.Type() != None {
			want = v.f.GenRet // what the generator returns, not the generator
		}
		if !Assignable(want, x.Value.Type()) {
			v.errorf("return of %s in a function returning %s", x.Value.Type(), want)
		}
	case *Break, *Continue:
		if v.loops == 0 {
			v.errorf("%s outside a loop", Format(x))
		}
	default:
		v.errorf("unknown value %T", x)
	}
}

// args checks the arguments of a call of f (what names the kind of call in messages).
func (v *verifier) args(what string, f *Func, args []Value) {
	if len(args) != len(f.Params) {
		v.errorf("%s of %q with %d arguments, want %d", what, f.Name, len(args), len(f.Params))
		return
	}
	for i, a := range args {
		v.value(a)
		if a != nil && !Assignable(f.Params[i].T, a.Type()) {
			v.errorf("argument %d of %s of %q has type %s, want %s", i+1, what, f.Name, a.Type(), f.Params[i].T)
		}
	}
}
