// Package lower translates the checked program into Kiln IR, one realized function at a time.
// It reads the checker's Info and never infers a type.
package lower

import (
	"fmt"

	"kiln/ir"
	"kiln/syntax"
	"kiln/types"
)

// Lower builds the IR module of a checked program.
func Lower(prog *types.Program) *ir.Module {
	m := &module{prog: prog, ir: &ir.Module{}, funcs: map[*types.Instance]*ir.Func{}, vars: map[*types.Var]*ir.Var{}}
	for _, g := range prog.Globals {
		if g.Type == nil {
			continue // never assigned: nothing reads it either, or the checker would have said so
		}
		v := m.newVar(g.Name, g.Type, true)
		m.vars[g] = v
		m.ir.Globals = append(m.ir.Globals, v)
	}
	for _, inst := range prog.Instances {
		m.declare(inst)
	}
	for _, inst := range prog.Instances {
		if inst.Func.Kind == types.PlainFunc {
			m.body(inst)
		}
	}
	m.ir.Main = m.funcs[prog.Main]
	return m.ir
}

// module is the module-wide state; fn embeds it for one function.
type module struct {
	prog   *types.Program
	ir     *ir.Module
	funcs  map[*types.Instance]*ir.Func
	vars   map[*types.Var]*ir.Var
	nextID int
}

func (m *module) newVar(name string, t types.Type, global bool) *ir.Var {
	m.nextID++
	return &ir.Var{Name: name, ID: m.nextID, T: m.irType(t), Global: global}
}

// irType maps a checker type to its IR type.
func (m *module) irType(t types.Type) ir.Type {
	switch t := t.(type) {
	case *types.Class:
		switch t.Prim {
		case types.PrimNone:
			return ir.None
		case types.PrimBool:
			return ir.Bool
		case types.PrimByte:
			return ir.Byte
		case types.PrimInt:
			return ir.Int
		case types.PrimFloat:
			return ir.Float
		case types.PrimStr:
			return ir.Str
		}
	case *types.Pointer:
		return ir.PtrTo(m.irType(t.Elem))
	case *types.Tuple:
		elems := make([]ir.Type, len(t.Elems))
		for i, e := range t.Elems {
			elems[i] = m.irType(e)
		}
		return ir.TupleOf(elems)
	}
	panic(fmt.Sprintf("lower: no IR type for %v", t))
}

func (m *module) declare(inst *types.Instance) {
	f := &ir.Func{Name: inst.Name, PyName: inst.Func.PyName, Ret: m.irType(inst.Ret)}
	switch inst.Func.Kind {
	case types.PlainFunc:
		f.Kind = ir.Bodied
		if inst.Func.Def != nil {
			f.Pos = inst.Func.Def.Pos()
		}
	case types.LLVMFunc:
		f.Kind = ir.LLVM
		f.LLVM = llvmBody(inst.Func.Def)
	case types.ExternFunc:
		f.Kind = ir.External
		f.Name = inst.Func.Name // the C symbol
	}
	if inst.IsModule() {
		f.Kind = ir.Bodied
	}
	for i, p := range inst.Params {
		name := p.Name
		if f.Kind == ir.External {
			name = fmt.Sprintf("a%d", i)
		}
		v := m.newVar(name, p.Type, false)
		m.vars[p] = v
		f.Params = append(f.Params, v)
	}
	m.funcs[inst] = f
	m.ir.Funcs = append(m.ir.Funcs, f)
}

// llvmBody returns the LLVM text of an @llvm function: its docstring.
func llvmBody(d *syntax.FunctionDef) string {
	if len(d.Body) > 0 {
		if s, ok := d.Body[0].(*syntax.ExprStmt); ok {
			if k, ok := s.Value.(*syntax.Constant); ok && k.Kind == syntax.StrConst {
				return k.Str
			}
		}
	}
	return ""
}

// fn is the state of lowering one function body.
type fn struct {
	*module
	inst      *types.Instance
	f         *ir.Func
	info      *types.Info
	loops     []*loop
	flags     map[*ir.Var]*ir.Var // assigned-flags of variables with checked reads
	flagOrder []*ir.Var           // the flags, in variable order
}

// loop is an enclosing loop; broke is set by break when the loop has an else clause.
type loop struct {
	broke *ir.Var
}

func (m *module) body(inst *types.Instance) {
	f := m.funcs[inst]
	b := &fn{module: m, inst: inst, f: f, info: inst.Info}
	for _, l := range inst.Locals {
		if l.Type == nil {
			continue // assigned only in code the checker saw as unreachable
		}
		v := m.newVar(l.Name, l.Type, false)
		m.vars[l] = v
		f.Locals = append(f.Locals, v)
	}
	var body []syntax.Stmt
	if inst.IsModule() {
		body = inst.Body
	} else {
		body = inst.Func.Def.Body
	}
	f.Body = &ir.Series{}
	b.makeFlags()
	b.stmts(f.Body, body)
	b.setFlags(f.Body)
}

// temp makes a fresh local for an intermediate value.
func (b *fn) temp(t ir.Type) *ir.Var {
	b.nextID++
	v := &ir.Var{Name: "tmp", ID: b.nextID, T: t}
	b.f.Locals = append(b.f.Locals, v)
	return v
}

func (b *fn) varOf(v *types.Var) *ir.Var {
	iv, ok := b.vars[v]
	if !ok {
		panic(fmt.Sprintf("lower: variable %s has no IR variable", v.Name))
	}
	return iv
}
