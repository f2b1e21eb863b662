// The checker: collects declarations, realizes the module's top-level code and everything it
// calls, and gathers the diagnostics.
package types

import (
	"fmt"
	"sort"

	"kiln/syntax"
)

// MaxErrors caps the diagnostics reported for one program.
const MaxErrors = 20

// maxPasses bounds the fixpoint iteration of one realization.
const maxPasses = 8

// Program is a checked program: the realized module code and every instance it reaches.
type Program struct {
	Fset      *syntax.FileSet
	Universe  *Universe
	Main      *Instance
	Instances []*Instance // in realization order (deterministic)
	Globals   []*Var
	// Builtins the lowering needs whatever the program does.
	Stdlib *Scope
}

// Lookup returns the stdlib function called name, for lowering and passes that need one.
func (p *Program) Lookup(name string) *Func {
	f, _ := p.Stdlib.lookup(name).(*Func)
	return f
}

// Checker holds the state of one check.
type Checker struct {
	fset      *syntax.FileSet
	u         *Universe
	builtins  *Scope
	user      *Scope
	prog      *Program
	progress  int // bumped whenever a variable or return type becomes known
	stack     []*Instance
	declErrs  syntax.ErrorList
	instances []*Instance
	topLevel  map[*syntax.FunctionDef]bool // the user module's own defs
	// funcGlobals are module variables some function assigns through `global`.
	funcGlobals map[string]bool
}

// Check type-checks the user module against the stdlib modules. It returns the program and
// the diagnostics; the program is usable only when there are none.
func Check(fset *syntax.FileSet, stdlib []*syntax.Module, user *syntax.Module) (prog *Program, errs syntax.ErrorList) {
	c := &Checker{fset: fset, u: newUniverse()}
	c.builtins = newScope(nil)
	c.builtins.objects["print"] = &builtinFunc{"print"}
	c.builtins.objects["range"] = &builtinFunc{"range"}
	for _, n := range []*Class{c.u.None, c.u.Bool, c.u.Int, c.u.Float, c.u.Str} {
		c.builtins.objects[n.Name] = n
	}
	for _, m := range stdlib {
		c.collect(m, c.builtins, true)
	}
	c.user = newScope(c.builtins)
	c.topLevel = map[*syntax.FunctionDef]bool{}
	for _, s := range user.Body {
		if d, ok := s.(*syntax.FunctionDef); ok {
			c.topLevel[d] = true
		}
	}
	c.structure(user.Body, 0, false)
	c.collect(user, c.user, false)

	c.prog = &Program{Fset: fset, Universe: c.u, Stdlib: c.builtins}
	mainFunc := &Func{Name: "<module>", PyName: "<module>", scope: c.user, resolved: true, retSet: true}
	mainFunc.ret = c.u.None
	main := &Instance{Func: mainFunc, Name: "<module>", Ret: c.u.None, module: true, Body: user.Body}
	main.locals = map[string]*Var{}
	// Module variables: names assigned at module level, and names functions declare global.
	moduleNames := assignedNames(user.Body)
	c.funcGlobals = map[string]bool{}
	for _, st := range user.Body {
		if d, ok := st.(*syntax.FunctionDef); ok {
			for _, n := range globalDecls(d.Body) {
				moduleNames = append(moduleNames, n)
				c.funcGlobals[n.Id] = true
			}
		}
	}
	for _, name := range moduleNames {
		v := &Var{Name: name.Id, Global: true, Pos: name.Pos()}
		if old, ok := c.user.objects[name.Id]; ok {
			if _, isFunc := old.(*Func); isFunc {
				c.declErrs.Addf(name.Pos(), "not supported yet: assigning to %q, which is a function", name.Id)
			}
			continue
		}
		c.user.objects[name.Id] = v
		c.prog.Globals = append(c.prog.Globals, v)
	}
	c.prog.Main = main
	c.instances = append(c.instances, main)
	c.run(main, func() {
		c.stmts(main, user.Body)
		if !main.hasPending {
			c.checkFlow(main, user.Body)
		}
	})

	errs = append(errs, c.declErrs...)
	for _, inst := range c.instances {
		errs = append(errs, inst.errs...)
	}
	if len(errs) == 0 {
		// Report the roots: functions whose return type stayed unknown. Everything else that is
		// still pending waits on them.
		for _, inst := range c.instances {
			if !inst.done && inst.Ret == nil && inst.Func.Def != nil {
				errs = append(errs, c.pendingError(inst))
			}
		}
		for _, inst := range c.instances {
			if len(errs) == 0 && !inst.done && inst.hasPending {
				errs = append(errs, c.pendingError(inst))
			}
		}
	}
	errs.RemoveMultiples(fset)
	if len(errs) > MaxErrors {
		errs = errs[:MaxErrors]
	}
	if len(errs) > 0 {
		return nil, errs
	}
	c.prog.Instances = c.instances
	return c.prog, nil
}

func (c *Checker) pendingError(inst *Instance) *syntax.Error {
	pos := inst.pendingAt
	if !pos.IsValid() && inst.Func.Def != nil {
		pos = inst.Func.Def.NamePos
	}
	if inst.Ret == nil && inst.Func.Def != nil {
		return &syntax.Error{Pos: inst.Func.Def.NamePos,
			Msg:  fmt.Sprintf("cannot infer the return type of %s()", inst.Func.PyName),
			Hint: "every path of the recursion returns its own result; add a base case or a return annotation"}
	}
	return &syntax.Error{Pos: pos, Msg: "cannot infer the type of this expression",
		Hint: "assign the variable before its first use, or add an annotation"}
}

// errorf reports an error in the current realization.
func (c *Checker) errorf(inst *Instance, pos syntax.Pos, format string, args ...any) {
	inst.errs.Addf(pos, format, args...)
}

func (c *Checker) errorHint(inst *Instance, pos syntax.Pos, hint, format string, args ...any) {
	inst.errs = append(inst.errs, &syntax.Error{Pos: pos, Msg: fmt.Sprintf(format, args...), Hint: hint})
}

// run checks a realization's body repeatedly until nothing it depends on is pending, or no
// more progress is made: recursion makes a function's own return type pending on the first pass.
func (c *Checker) run(inst *Instance, body func()) {
	inst.inProgress = true
	c.stack = append(c.stack, inst)
	for pass := 0; ; pass++ {
		before := c.progress
		inst.Info = newInfo()
		inst.errs = nil
		inst.hasPending = false
		inst.pendingAt = syntax.NoPos
		inst.returns = nil
		body()
		if !inst.hasPending {
			inst.done = true
			break
		}
		if c.progress == before || pass+1 >= maxPasses {
			break
		}
	}
	c.stack = c.stack[:len(c.stack)-1]
	inst.inProgress = false
}

// markPending records that inst could not be fully checked this pass.
func (c *Checker) markPending(inst *Instance, pos syntax.Pos) {
	if !inst.hasPending {
		inst.pendingAt = pos
	}
	inst.hasPending = true
}

// ---------------------------------------------------------------------------
// Declarations

// collect enters the functions, classes and C imports of a module into scope. In the stdlib,
// classes named after primitives (int, float, ...) receive their methods.
func (c *Checker) collect(m *syntax.Module, scope *Scope, isStdlib bool) {
	for _, s := range m.Body {
		switch s := s.(type) {
		case *syntax.FunctionDef:
			f := c.declareFunc(s, nil, scope, isStdlib)
			if f == nil {
				continue
			}
			if _, dup := scope.objects[s.Name]; dup {
				c.declErrs.Addf(s.NamePos, "not supported yet: redefining function %q", s.Name)
				continue
			}
			scope.objects[s.Name] = f
		case *syntax.CImport:
			f := &Func{Name: s.Name, PyName: s.Name, Kind: ExternFunc, CImport: s, scope: scope}
			scope.objects[s.Name] = f
		case *syntax.ClassDef:
			cls := c.u.byName(s.Name)
			if !isStdlib || cls == nil {
				c.declErrs.Addf(s.Pos(), "not supported yet: class definitions")
				continue
			}
			for _, item := range s.Body {
				switch item := item.(type) {
				case *syntax.FunctionDef:
					if f := c.declareFunc(item, cls, scope, true); f != nil {
						cls.Methods[item.Name] = append(cls.Methods[item.Name], f)
					}
				case *syntax.Pass:
				case *syntax.ExprStmt:
					if !isDocstring(item) {
						c.declErrs.Addf(item.Pos(), "stdlib: unexpected statement in class %s", s.Name)
					}
				default:
					c.declErrs.Addf(item.Pos(), "stdlib: unexpected statement in class %s", s.Name)
				}
			}
		case *syntax.ExprStmt:
			if isStdlib && !isDocstring(s) {
				c.declErrs.Addf(s.Pos(), "stdlib: unexpected top-level statement")
			}
		default:
			if isStdlib {
				c.declErrs.Addf(s.Pos(), "stdlib: unexpected top-level statement")
			}
		}
	}
}

func isDocstring(s *syntax.ExprStmt) bool {
	k, ok := s.Value.(*syntax.Constant)
	return ok && k.Kind == syntax.StrConst
}

func (c *Checker) declareFunc(d *syntax.FunctionDef, recv *Class, scope *Scope, isStdlib bool) *Func {
	f := &Func{Name: d.Name, PyName: d.Name, Def: d, Recv: recv, scope: scope}
	if recv != nil {
		f.Name = recv.Name + "." + d.Name
		f.Static = d.Name == "__new__"
	}
	for _, dec := range d.Decorators {
		name, _ := dec.(*syntax.Name)
		switch {
		case isStdlib && name != nil && name.Id == "llvm":
			f.Kind = LLVMFunc
		case isStdlib && name != nil && name.Id == "overload":
		default:
			c.declErrs.Addf(dec.Pos(), "not supported yet: decorators")
			return nil
		}
	}
	if d.IsAsync {
		c.declErrs.Addf(d.Pos(), "not supported yet: async functions")
		return nil
	}
	if len(d.TypeParams) > 0 {
		c.declErrs.Addf(d.Pos(), "not supported yet: type parameters")
		return nil
	}
	a := d.Args
	switch {
	case a.Vararg != nil:
		c.declErrs.Addf(a.Vararg.Pos(), "not supported yet: *args parameters")
		return nil
	case a.Kwarg != nil:
		c.declErrs.Addf(a.Kwarg.Pos(), "not supported yet: **kwargs parameters")
		return nil
	case len(a.KwOnly) > 0:
		c.declErrs.Addf(a.KwOnly[0].Pos(), "not supported yet: keyword-only parameters")
		return nil
	case len(a.PosOnly) > 0:
		c.declErrs.Addf(a.PosOnly[0].Pos(), "not supported yet: positional-only parameters")
		return nil
	}
	for _, def := range a.Defaults {
		if !isConstExpr(def) {
			c.declErrs.Addf(def.Pos(), "not supported yet: default values other than constants")
			return nil
		}
	}
	return f
}

// resolveSignature resolves a function's annotations and defaults once, in its module scope.
func (c *Checker) resolveSignature(f *Func) {
	if f.resolved {
		return
	}
	f.resolved = true
	if f.Kind == ExternFunc {
		for i, t := range f.CImport.Params {
			f.params = append(f.params, &param{name: fmt.Sprintf("a%d", i), pos: t.Pos(), ann: c.annotation(t)})
		}
		f.retSet = true
		f.ret = c.u.None
		if f.CImport.Returns != nil {
			f.ret = c.annotation(f.CImport.Returns)
		}
		return
	}
	d := f.Def
	args := d.Args.Args
	firstDefault := len(args) - len(d.Args.Defaults)
	for i, a := range args {
		p := &param{name: a.Name, pos: a.Pos()}
		switch {
		case a.Annotation != nil:
			p.ann = c.annotation(a.Annotation)
		case i == 0 && f.Recv != nil && !f.Static:
			p.ann = f.Recv // self
		}
		if i >= firstDefault {
			p.def = d.Args.Defaults[i-firstDefault]
		}
		f.params = append(f.params, p)
	}
	if d.Returns != nil {
		f.ret = c.annotation(d.Returns)
		f.retSet = true
	}
	if f.Kind == LLVMFunc {
		for _, p := range f.params {
			if p.ann == nil {
				c.declErrs.Addf(p.pos, "@llvm function %s needs an annotation on parameter %q", f.Name, p.name)
				p.ann = invalid
			}
		}
		if !f.retSet {
			c.declErrs.Addf(d.NamePos, "@llvm function %s needs a return annotation", f.Name)
			f.ret, f.retSet = invalid, true
		}
	}
}

// isConstExpr reports whether e is a literal (possibly negated): such a default value may be
// evaluated at each call without changing the program's meaning.
func isConstExpr(e syntax.Expr) bool {
	switch e := e.(type) {
	case *syntax.Constant:
		return true
	case *syntax.UnaryOp:
		return (e.Op == syntax.USub || e.Op == syntax.UAdd) && isConstExpr(e.Operand)
	}
	return false
}

// annotation resolves a type expression: a class name, None, or Ptr[T].
func (c *Checker) annotation(e syntax.Expr) Type {
	switch e := e.(type) {
	case *syntax.Constant:
		if e.Kind == syntax.NoneConst {
			return c.u.None
		}
	case *syntax.Name:
		if cls := c.u.byName(e.Id); cls != nil {
			return cls
		}
		c.declErrs.Addf(e.Pos(), "unknown type %q", e.Id)
		return invalid
	case *syntax.Subscript:
		n, _ := e.Value.(*syntax.Name)
		switch {
		case n != nil && n.Id == "Ptr":
			return c.u.PtrTo(c.annotation(e.Slice))
		case n != nil && n.Id == "tuple":
			var elems []Type
			if t, ok := e.Slice.(*syntax.Tuple); ok {
				for _, x := range t.Elts {
					elems = append(elems, c.annotation(x))
				}
			} else {
				elems = append(elems, c.annotation(e.Slice))
			}
			if t := join(elems...); t != nil {
				return t
			}
			return c.u.TupleOf(elems)
		}
	}
	c.declErrs.Addf(e.Pos(), "not supported yet: this type annotation")
	return invalid
}

// ---------------------------------------------------------------------------
// Realization

// realize returns the instance of f for the argument types, checking its body if it is new.
// The returned instance's Ret may still be nil when f is being realized further up the stack
// (recursion): the caller then treats the call's value as pending.
func (c *Checker) realize(f *Func, args []Type) *Instance {
	c.resolveSignature(f)
	name := instanceName(f, args)
	if f.insts == nil {
		f.insts = map[string]*Instance{}
	}
	inst := f.insts[name]
	if inst == nil {
		inst = &Instance{Func: f, Args: args, Name: name, locals: map[string]*Var{}}
		f.insts[name] = inst
		c.instances = append(c.instances, inst)
		for i, p := range f.params {
			v := &Var{Name: p.name, Type: args[i], Pos: p.pos}
			inst.Params = append(inst.Params, v)
			inst.locals[p.name] = v
		}
		if f.retSet {
			inst.Ret = f.ret
		}
		if f.Kind != PlainFunc {
			inst.done = true
			return inst
		}
		globals := map[string]bool{}
		for _, n := range globalDecls(f.Def.Body) {
			globals[n.Id] = true
		}
		for _, n := range assignedNames(f.Def.Body) {
			if _, ok := inst.locals[n.Id]; !ok && !globals[n.Id] {
				v := &Var{Name: n.Id, Pos: n.Pos()}
				inst.locals[n.Id] = v
				inst.Locals = append(inst.Locals, v)
			}
		}
	}
	if inst.done || inst.inProgress {
		return inst
	}
	c.run(inst, func() { c.body(inst) })
	return inst
}

// body checks a function body and settles its return type.
func (c *Checker) body(inst *Instance) {
	d := inst.Func.Def
	c.stmts(inst, d.Body)
	if !inst.hasPending {
		c.checkFlow(inst, d.Body)
	}
	if !alwaysReturns(d.Body) {
		// Falling off the end returns None.
		switch {
		case inst.Ret == nil && !inst.hasPending:
			inst.Ret = c.u.None
			c.progress++
		case inst.Ret != nil && inst.Ret != c.u.None && known(inst.Ret):
			c.errorHint(inst, d.NamePos, "add a return statement at the end of the function",
				"%s() returns %s but can also reach its end, which returns None", d.Name, inst.Ret)
		}
	}
}

// alwaysReturns reports whether control cannot reach the end of the statements.
func alwaysReturns(body []syntax.Stmt) bool {
	if len(body) == 0 {
		return false
	}
	switch s := body[len(body)-1].(type) {
	case *syntax.Return, *syntax.Raise:
		return true
	case *syntax.If:
		return alwaysReturns(s.Body) && alwaysReturns(s.Orelse)
	case *syntax.While:
		if k, ok := s.Test.(*syntax.Constant); ok && k.Kind == syntax.TrueConst {
			return !hasBreak(s.Body)
		}
	}
	return false
}

func hasBreak(body []syntax.Stmt) bool {
	found := false
	for _, s := range body {
		syntax.Inspect(s, func(n syntax.Node) bool {
			switch n.(type) {
			case *syntax.Break:
				found = true
			case *syntax.While, *syntax.For, *syntax.FunctionDef, *syntax.ClassDef, *syntax.Lambda:
				return false // a break in there belongs to another loop
			}
			return !found
		})
	}
	return found
}

// globalDecls returns the names a function body declares global, as Name nodes at the
// declaration (first declaration of each name first).
func globalDecls(body []syntax.Stmt) []*syntax.Name {
	var out []*syntax.Name
	seen := map[string]bool{}
	for _, s := range body {
		syntax.Inspect(s, func(n syntax.Node) bool {
			switch n := n.(type) {
			case *syntax.Global:
				for _, id := range n.Names {
					if !seen[id] {
						seen[id] = true
						out = append(out, &syntax.Name{Span: syntax.Span{From: n.Pos(), To: n.End()}, Id: id})
					}
				}
			case *syntax.FunctionDef, *syntax.ClassDef, *syntax.Lambda:
				return false
			}
			return true
		})
	}
	return out
}

// assignedNames returns the names bound by the statements (not inside nested functions or
// classes), first occurrence first: they are the locals of the function.
func assignedNames(body []syntax.Stmt) []*syntax.Name {
	var out []*syntax.Name
	seen := map[string]bool{}
	var add func(e syntax.Expr)
	add = func(e syntax.Expr) {
		switch e := e.(type) {
		case *syntax.Name:
			if !seen[e.Id] {
				seen[e.Id] = true
				out = append(out, e)
			}
		case *syntax.Tuple:
			for _, x := range e.Elts {
				add(x)
			}
		case *syntax.List:
			for _, x := range e.Elts {
				add(x)
			}
		case *syntax.Starred:
			add(e.Value)
		}
	}
	for _, s := range body {
		syntax.Inspect(s, func(n syntax.Node) bool {
			switch n := n.(type) {
			case *syntax.Assign:
				for _, t := range n.Targets {
					add(t)
				}
			case *syntax.AugAssign:
				add(n.Target)
			case *syntax.AnnAssign:
				add(n.Target)
			case *syntax.For:
				add(n.Target)
			case *syntax.NamedExpr:
				add(n.Target)
			case *syntax.FunctionDef, *syntax.ClassDef, *syntax.Lambda:
				return false
			}
			return true
		})
	}
	sort.SliceStable(out, func(i, j int) bool { return out[i].Pos() < out[j].Pos() })
	return out
}
