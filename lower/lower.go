// Package lower translates the checked program into Kiln IR, one realized function at a time.
// It reads the checker's Info and never infers a type.
package lower

import (
	"fmt"
	"strconv"

	"kiln/ir"
	"kiln/syntax"
	"kiln/types"
)

// Lower builds the IR module of a checked program.
func Lower(prog *types.Program) *ir.Module {
	return lowerModule(prog).ir
}

// lowerModule lowers the program and returns the module-wide state (realize.go keeps it).
func lowerModule(prog *types.Program) *module {
	m := &module{prog: prog, ir: &ir.Module{}, funcs: map[*types.Instance]*ir.Func{}, vars: map[*types.Var]*ir.Var{},
		classes: map[*types.Class]*ir.Class{}, cells: map[*types.Var]*ir.Class{}, envs: map[*types.Func]*ir.Class{},
		envParams: map[*types.Instance]*ir.Var{}, adapters: map[*types.Instance]*ir.Func{}, idAnchors: map[*types.Func]*ir.Func{}}
	for _, g := range prog.Globals {
		if g.Type == nil {
			continue // never assigned: nothing reads it either, or the checker would have said so
		}
		v := m.newVar(g.Name, g.Type, true)
		m.vars[g] = v
		m.ir.Globals = append(m.ir.Globals, v)
	}
	m.lowerInstances(prog.Instances)
	m.ir.Main = m.funcs[prog.Main]
	for _, e := range prog.Exports {
		m.ir.Exports = append(m.ir.Exports, &ir.Export{Name: e.Name, Func: m.funcs[e.Inst]})
	}
	m.excSupport() // exc.go
	return m
}

// lowerInstances declares and lowers realized functions, and fills the method tables again.
func (m *module) lowerInstances(insts []*types.Instance) {
	for _, inst := range insts {
		m.declare(inst)
	}
	for _, inst := range insts {
		switch inst.Func.Kind {
		case types.PlainFunc:
			m.body(inst)
		case types.TupleMethod:
			m.tupleBody(inst)
		}
	}
	m.vtables()
}

// classOf returns the IR class of a checker class, making it (and the classes its fields
// hold) on first use.
func (m *module) classOf(c *types.Class) *ir.Class {
	if k, ok := m.classes[c]; ok {
		return k
	}
	k := &ir.Class{Name: c.Name, Module: m.moduleOf(c), Header: c.Header, ID: c.ID, Last: c.Last}
	m.classes[c] = k
	if c.Base != nil {
		k.Base = m.classOf(c.Base)
	}
	for _, f := range c.Fields {
		t := ir.Type(ir.None) // a field no realized code touches: it keeps a null pointer
		if f.Type != nil {
			t = m.irType(f.Type)
		}
		k.Fields = append(k.Fields, &ir.Field{Name: f.Name, T: t})
	}
	m.addClass(k)
	if c.Header {
		// The whole hierarchy, so that the method tables and IDs are complete.
		for _, d := range c.Subs {
			m.classOf(d)
		}
	}
	return k
}

// vtables fills the method tables of the classes with headers.
func (m *module) vtables() {
	for c, k := range m.classes {
		if !c.Header {
			continue
		}
		n := c.Root().Slots()
		k.VTable = make([]*ir.Func, n)
		for slot, inst := range c.VTable {
			k.VTable[slot] = m.funcs[inst]
		}
	}
}

// module is the module-wide state; fn embeds it for one function.
type module struct {
	prog    *types.Program
	ir      *ir.Module
	funcs   map[*types.Instance]*ir.Func
	vars    map[*types.Var]*ir.Var
	classes map[*types.Class]*ir.Class
	nextID  int
	// Closures: the cell class of each captured variable, the environment class of each
	// function that captures, and the environment parameter of each of its realizations.
	cells     map[*types.Var]*ir.Class
	envs      map[*types.Func]*ir.Class
	envParams map[*types.Instance]*ir.Var
	adapters  map[*types.Instance]*ir.Func // see callable.go
	idAnchors map[*types.Func]*ir.Func     // see id.go
	// classNames holds the LLVM names of the classes made so far: two classes may share a
	// Python name (a program's Random and the random module's).
	classNames map[string]bool
}

// addClass appends k to the module under a name no other class has.
func (m *module) addClass(k *ir.Class) {
	if m.classNames == nil {
		m.classNames = map[string]bool{}
	}
	for i := 2; m.classNames[k.Symbol()]; i++ {
		k.Sym = k.Name + "'" + strconv.Itoa(i)
	}
	m.classNames[k.Symbol()] = true
	m.ir.Classes = append(m.ir.Classes, k)
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
		case types.PrimPtr:
			return ir.PtrTo(m.irType(t.TypeArgs[0]))
		}
		if t.Ref {
			return m.classOf(t)
		}
	case *types.Optional:
		return ir.OptionalOf(m.irType(t.Elem))
	case *types.Tuple:
		elems := make([]ir.Type, len(t.Elems))
		for i, e := range t.Elems {
			elems[i] = m.irType(e)
		}
		return ir.TupleOf(elems)
	case *types.FuncType:
		return m.envType(t.Func)
	case *types.Callable:
		return ir.CallableType
	}
	panic(fmt.Sprintf("lower: no IR type for %v", t))
}

func (m *module) declare(inst *types.Instance) {
	f := &ir.Func{Name: inst.Name, PyName: inst.Func.PyName, Ret: m.irType(inst.Ret), Outline: inst.Func.Outline, Cold: inst.Func.Cold}
	if inst.IsGenerator() {
		f.Generator, f.YieldType, f.GenRet = true, m.irType(inst.Yield), ir.None
		if inst.GenRet != nil {
			f.GenRet = m.irType(inst.GenRet)
		}
		f.SendType = m.irType(types.SendOf(inst.Ret))
	}
	if r := inst.Func.Recv; r != nil && r.Origin != nil && r.Origin.Name == "generator" && (inst.Func.PyName == "close" || inst.Func.PyName == "throw") {
		m.ir.GenControl = true // close() or throw() is used (not _forward, realized for any yield from)
	}
	switch inst.Func.Kind {
	case types.PlainFunc, types.TupleMethod:
		f.Kind = ir.Bodied
		if inst.Func.Def != nil {
			f.Pos = inst.Func.Def.Pos()
		}
	case types.LLVMFunc:
		f.Kind = ir.LLVM
		f.LLVM = llvmBody(inst.Func.Def)
		if r := inst.Func.Recv; r != nil && len(r.TypeArgs) > 0 {
			f.TypeArgs = map[string]ir.Type{}
			for i, p := range r.TypeParams {
				f.TypeArgs[p] = m.irType(r.TypeArgs[i])
			}
		}
	case types.ExternFunc:
		f.Kind = ir.External
		f.Name = inst.Func.Name // the C symbol
	}
	if inst.IsModule() {
		f.Kind = ir.Bodied
	}
	if env := m.envType(inst.Func); env != ir.None {
		m.nextID++
		v := &ir.Var{Name: "env", ID: m.nextID, T: env}
		m.envParams[inst] = v
		f.Params = append(f.Params, v)
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
	flags     map[*ir.Var]*ir.Var    // assigned-flags of variables with checked reads
	flagOrder []*ir.Var              // the flags, in variable order
	cellVars  map[*types.Var]*ir.Var // the cells of the function's captured variables
	env       *ir.Var                // the environment parameter of a closure, or nil
	handling  []*ir.Var              // the exceptions of the enclosing except clauses (exc.go)
	iterOf    ir.Value               // the iterator of the innermost loop over an iterable: a yield from's inner generator
}

// loop is an enclosing loop; broke is set by break when the loop has an else clause.
type loop struct {
	broke *ir.Var
}

func (m *module) body(inst *types.Instance) {
	f := m.funcs[inst]
	b := &fn{module: m, inst: inst, f: f, info: inst.Info, cellVars: map[*types.Var]*ir.Var{}, env: m.envParams[inst]}
	for _, l := range inst.Locals {
		if l.Type == nil || l.Cell {
			continue // assigned only in code the checker saw as unreachable, or kept in a cell
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
	entry := &ir.Series{}
	b.makeCells(entry)
	b.makeFlags()
	b.stmts(f.Body, body)
	b.setFlags(f.Body)
	f.Body.Items = append(entry.Items, f.Body.Items...)
	b.finishOptional(body) // optional.go
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
