// The checker: collects declarations, realizes the module's top-level code and everything it
// calls, and gathers the diagnostics.
package types

import (
	"fmt"
	"sort"
	"strconv"

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
	// Skip holds module statements that declare rather than run (T = TypeVar("T")).
	Skip map[syntax.Stmt]bool
	// BaseException and the functions of the exception machinery (exc.go).
	BaseException   *Class
	Raise, Uncaught *Instance
	checker         *Checker  // kept for late realizations (realize.go)
	SetContext      *Instance // _set_context(e, handled): the implicit chaining
	// Exports are the @export functions (export.go), in the order of their definitions.
	Exports []Export
}

// Lookup returns the stdlib function called name, for lowering and passes that need one.
func (p *Program) Lookup(name string) *Func {
	f, _ := p.Stdlib.lookup(name).(*Func)
	return f
}

// Checker holds the state of one check.
type Checker struct {
	fset     *syntax.FileSet
	userFile *syntax.File // the program's own file
	// userPos is the innermost statement or call of the program's own code being checked:
	// where a stdlib function realized meanwhile was asked for (Instance.origin).
	userPos       syntax.Pos
	u             *Universe
	builtins      *Scope
	user          *Scope
	prog          *Program
	progress      int // bumped whenever a variable or return type becomes known
	stack         []*Instance
	declErrs      syntax.ErrorList
	instances     []*Instance
	exported      []*Func                      // the @export functions (export.go)
	topLevel      map[*syntax.FunctionDef]bool // the user module's own defs
	topLevelClass map[*syntax.ClassDef]bool
	// topLevelImport are the module's own import statements: the ones collect binds.
	topLevelImport map[syntax.Stmt]bool
	// reassigned holds the class attributes assigned outside their class body (C.n = v,
	// C.n += v, cls.n = v).
	reassigned map[*Var]bool
	// funcGlobals are module variables some function assigns through `global`.
	funcGlobals map[string]bool
	classes     []*Class              // user and stdlib classes, and instantiations of generic ones
	classVars   []*Var                // class attributes, module variables named "Class.attr"
	defaultVars []*Var                // default values' variables not yet module variables (defaults.go)
	emptyAt     map[syntax.Pos]string // empty literals, for the message if their type stays unknown
	instNames   map[string]bool       // the names of all instances: they must be unique
	tupleFuncs  map[string]*Instance  // synthesized tuple methods, by tuple type and name
	// typeVarStmts are the module's `T = TypeVar("T")` statements: declarations, not code.
	typeVarStmts map[syntax.Stmt]bool
	// decorated are the module's decorated defs: their names are variables.
	decorated  map[*syntax.FunctionDef]*Func
	lambdaDefs map[*syntax.Lambda]*syntax.FunctionDef // a lambda as the def it stands for
	defValues  map[*syntax.FunctionDef]syntax.Expr    // what a def statement assigns, made once
	defRefs    map[*syntax.Name]*syntax.FunctionDef   // the Names def statements make
	varargs    map[*syntax.Call]*syntax.Tuple         // the tuple a call binds to *args
	kwargs     map[*syntax.Call]*syntax.Dict          // the dict a call binds to **kwargs
	kwFills    map[*syntax.Call]*kwFill               // what a call f(**d) binds
	spread     map[spreadKey]*syntax.Call             // f(*t) as f(t[0], t[1], ...)
	redirects  map[*syntax.Call]*syntax.Call          // min(...), zip(...), ... as calls of stdlib functions
	stdNames   map[*syntax.Name]bool                  // names the checker wrote that mean the builtins' object, whatever the program defines
	rangeClass *Class                                 // the class of range objects
	excCalls   map[syntax.Node]*syntax.Call           // the calls `raise C` and assert make (exc.go)
	withs      map[*syntax.WithItem]*withNodes        // the calls with items make (with.go)
	withVars   map[withVarKey]*Var                    // their hidden variables, per realization
	fmtLook    *fmtLookups                            // str.format fields with lookups, % mappings (fmtlookup.go)
	opt        *optState                              // Optional values, narrowing and @extend (optional.go)
	stdExts    []*syntax.ClassDef                     // the stdlib's @extend classes (extend.go)
	modules    map[string]*Module                     // the modules a program may import, by name (module.go)
	yields     map[*syntax.FunctionDef]bool           // which defs yield (generator.go)
	genCalls   map[*syntax.GeneratorExp]*syntax.Call  // the call each generator expression stands for
	yieldFroms map[*syntax.ExprStmt]*syntax.For       // the loop each `yield from` statement stands for
	yfValues   map[*syntax.YieldFrom]*YieldFromInfo   // what each `yield from` used as a value stands for
	stands     map[syntax.Expr]syntax.Expr            // what builtins and methods as values stand for (values.go)
	reStands   map[reKey]syntax.Expr                  // what groups() and findall() stand for (re.go)
	argStands  map[argStandKey]*syntax.Call           // calls with arguments passed as list(x) (setargs.go)
	hidden     map[*syntax.Lambda]bool                // the lambdas made for them
	// boundDefaults: the parameters a lambda's defaults that are not constants bind (lambdadefaults.go).
	boundDefaults map[*syntax.Lambda][]string
	strCalls      map[strCallKey]*syntax.Call // x.__str__() for str(x) dispatched dynamically

	// collections and named tuples (collections.go, namedtuple.go, callable.go)
	namedTuples map[string]bool        // the program's named tuple classes (namedtuple.go)
	toStdlib    bool                   // the arguments being checked go to a stdlib function (collections.go)
	superSelf   syntax.Expr            // the receiver superCall made for the call being checked: never dispatched (attr.go)
	presetRet   Type                   // the return type of the lambda realize makes next (callable.go)
	ntStands    map[ntKey]syntax.Expr  // what named tuples used as tuples stand for (namedtuple.go)
	enums       map[string]string      // the program's enum classes and their kinds (enum.go)
	ddStands    map[ddKey]*syntax.Call // what defaultdict(F) calls stand for (collections.go)
	abcNew      map[string]bool        // the functions standing for abstract classes' constructors (abstract.go)
}

// Check type-checks the user module against the stdlib modules. It returns the program and
// the diagnostics; the program is usable only when there are none.
func Check(fset *syntax.FileSet, std []*syntax.Module, user *syntax.Module) (prog *Program, errs syntax.ErrorList) {
	c := &Checker{fset: fset, u: newUniverse(), instNames: map[string]bool{}, typeVarStmts: map[syntax.Stmt]bool{},
		decorated: map[*syntax.FunctionDef]*Func{}, lambdaDefs: map[*syntax.Lambda]*syntax.FunctionDef{},
		defValues: map[*syntax.FunctionDef]syntax.Expr{}, defRefs: map[*syntax.Name]*syntax.FunctionDef{},
		varargs: map[*syntax.Call]*syntax.Tuple{}, kwargs: map[*syntax.Call]*syntax.Dict{}, kwFills: map[*syntax.Call]*kwFill{}, spread: map[spreadKey]*syntax.Call{},
		excCalls: map[syntax.Node]*syntax.Call{}, yields: map[*syntax.FunctionDef]bool{}, genCalls: map[*syntax.GeneratorExp]*syntax.Call{}, yieldFroms: map[*syntax.ExprStmt]*syntax.For{}, yfValues: map[*syntax.YieldFrom]*YieldFromInfo{}, stands: map[syntax.Expr]syntax.Expr{}, hidden: map[*syntax.Lambda]bool{}, strCalls: map[strCallKey]*syntax.Call{}, ntStands: map[ntKey]syntax.Expr{}, ddStands: map[ddKey]*syntax.Call{}}
	c.builtins = newScope(nil)
	c.builtins.objects["print"] = &builtinFunc{"print"}
	c.builtins.objects["isinstance"] = &builtinFunc{"isinstance"}
	c.builtins.objects["id"] = &builtinFunc{"id"}
	for name := range redirected {
		c.builtins.objects[name] = &builtinFunc{name}
	}
	c.builtins.objects["format"] = &builtinFunc{"format"}
	for _, n := range []*Class{c.u.None, c.u.Bool, c.u.Byte, c.u.Int, c.u.Float, c.u.Str, c.u.Ptr} {
		c.builtins.objects[n.Name] = n
	}
	c.modules = map[string]*Module{"typing": typingModule()}
	for _, m := range std {
		if name, ok := isModuleFile(m); ok {
			c.collectModule(name, m)
			continue
		}
		c.collect(m, c.builtins, true)
	}
	c.linkSubmodules()
	for _, m := range std {
		if name, ok := isModuleFile(m); ok {
			c.moduleImports(c.modules[name], m) // module.go: once every module is collected
		}
	}
	// range is a builtin function the checker knows (a loop over range(...) counts), which
	// makes an object of the stdlib's class range elsewhere.
	c.rangeClass, _ = c.builtins.objects["range"].(*Class)
	c.builtins.objects["range"] = &builtinFunc{"range"}
	c.extendStdlib() // extend.go: after every stdlib class is declared
	c.user = newScope(c.builtins)
	c.expandNamedTuples(user)                 // namedtuple.go
	c.expandEnums(user)                       // enum.go
	c.expandDataclasses(user)                 // dataclass.go
	c.expandABC(user)                         // abstract.go
	c.hoistLocal(user)                        // local.go
	c.hoistNested(user)                       // nested.go
	user.Body = splitParallelEmpty(user.Body) // parallel.go
	c.topLevel = map[*syntax.FunctionDef]bool{}
	c.topLevelClass = map[*syntax.ClassDef]bool{}
	c.topLevelImport = map[syntax.Stmt]bool{}
	for _, s := range user.Body {
		switch d := s.(type) {
		case *syntax.FunctionDef:
			c.topLevel[d] = true
		case *syntax.ClassDef:
			c.topLevelClass[d] = true
		case *syntax.Import, *syntax.ImportFrom:
			c.topLevelImport[d] = true
		}
	}
	c.structure(user.Body, 0, false)
	c.collect(user, c.user, false)
	c.prog = &Program{Fset: fset, Universe: c.u, Stdlib: c.builtins}
	c.userFile = user.File
	for i := 0; i < len(c.classes); i++ { // set-up may instantiate more
		c.setupClass(c.classes[i])
	}
	c.hideGenerated() // abstract.go
	c.numberHierarchies()
	mainFunc := &Func{Name: "<module>", PyName: "<module>", scope: c.user, resolved: true, retSet: true}
	mainFunc.ret = c.u.None
	main := &Instance{Func: mainFunc, Name: "<module>", Ret: c.u.None, module: true, Body: user.Body}
	main.locals = map[string]*Var{}
	// Module variables: names assigned at module level, and names functions declare global.
	moduleNames := assignedNames(user.Body)
	c.funcGlobals = map[string]bool{}
	for _, st := range user.Body {
		if d, ok := st.(*syntax.FunctionDef); ok {
			if c.decorated[d] != nil {
				moduleNames = append(moduleNames, &syntax.Name{Span: syntax.Span{From: d.NamePos, To: d.NamePos}, Id: d.Name})
			}
			for _, n := range globalDecls(d.Body) {
				moduleNames = append(moduleNames, n)
				c.funcGlobals[n.Id] = true
			}
		}
	}
	for _, name := range moduleNames {
		v := &Var{Name: name.Id, Global: true, Pos: name.Pos()}
		if old, ok := c.user.objects[name.Id]; ok {
			switch old.(type) {
			case *Func:
				c.declErrs.Addf(name.Pos(), "not supported yet: assigning to %q, which is a function", name.Id)
			case *Class:
				c.declErrs.Addf(name.Pos(), "not supported yet: assigning to %q, which is a class", name.Id)
			case *Module, *moduleConst, *moduleValue:
				c.declErrs.Addf(name.Pos(), "not supported yet: assigning to %q, which is imported", name.Id)
			}
			continue
		}
		c.user.objects[name.Id] = v
		c.prog.Globals = append(c.prog.Globals, v)
	}
	c.prog.Globals = append(c.prog.Globals, c.classVars...)
	c.addDefaultVars() // defaults.go
	c.prog.Skip = c.typeVarStmts
	c.prog.Main = main
	c.instances = append(c.instances, main)
	c.run(main, func() {
		c.stmts(main, user.Body)
		if !main.hasPending {
			c.checkFlow(main, user.Body)
		}
	})
	c.realizeExports() // export.go
	c.excSupport()
	c.fieldInits() // attr.go

	errs = append(errs, c.declErrs...)
	for _, inst := range c.instances {
		errs = append(errs, c.atOrigin(inst, inst.errs)...)
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
	c.prog.checker = c
	return c.prog, nil
}

func (c *Checker) pendingError(inst *Instance) *syntax.Error {
	pos := inst.pendingAt
	if !pos.IsValid() && inst.Func.Def != nil {
		pos = inst.Func.Def.NamePos
	}
	if kind, ok := c.emptyAt[pos]; ok {
		return emptyError(pos, kind) // what the function waits on, not its return type
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
			if !isStdlib && scope == c.user && c.exportDecl(s) {
				c.exported = append(c.exported, f) // an ordinary function, with a C symbol too
			} else if len(s.Decorators) > 0 && !isStdlib {
				c.decorated[s] = f // its name is a variable, assigned where the def runs
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
			if isStdlib && hasExtend(s) {
				c.stdExts = append(c.stdExts, s)
				continue
			}
			if !c.extendClass(s, scope, isStdlib) {
				c.declareClass(s, scope, isStdlib)
			}
		case *syntax.ImportFrom:
			if !isStdlib {
				c.importFrom(s)
			} else if s.Module == "typing" {
				// A stdlib module's `from typing import Callable`.
				for _, a := range s.Names {
					scope.objects[a.Name] = &typingName{name: a.Name}
				}
			}
		case *syntax.Import:
			if !isStdlib {
				c.importModules(s)
			}
		case *syntax.Assign:
			if name, ok := isTypeVarDecl(s); ok && !isStdlib {
				scope.objects[name] = &typeVar{name: name}
				c.typeVarStmts[s] = true
			} else if isStdlib && scope != c.builtins {
				c.moduleConstant(s, scope)
			} else if isStdlib {
				c.declErrs.Addf(s.Pos(), "stdlib: unexpected top-level statement")
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
	f := &Func{Name: d.Name, PyName: d.Name, Def: d, Recv: recv, Owner: recv, scope: scope}
	if recv != nil {
		f.Name = recv.Name + "." + d.Name
		f.Static = d.Name == "__new__"
	}
	for _, dec := range d.Decorators {
		name, _ := dec.(*syntax.Name)
		attr, _ := dec.(*syntax.Attribute)
		switch {
		case isStdlib && name != nil && name.Id == "llvm":
			f.Kind = LLVMFunc
		case isStdlib && name != nil && name.Id == "overload":
		case isStdlib && name != nil && name.Id == "outline":
			f.Outline = true
		case isStdlib && name != nil && name.Id == "cold":
			f.Cold = true
		case recv != nil && name != nil && name.Id == "staticmethod":
			f.Static = true
		case recv != nil && name != nil && name.Id == "classmethod":
			f.ClassMethod = true
		case recv != nil && name != nil && name.Id == "property":
			f.Property = true
		case recv != nil && attr != nil && attr.Attr == "setter" && isName(attr.Value, d.Name):
			f.Setter = true
		case recv == nil && !isStdlib && isExport(dec) && scope == c.user:
			// @export (export.go).
		case recv == nil && !isStdlib:
			// A user decorator: the def statement calls it (defStmt).
		default:
			c.declErrs.Addf(dec.Pos(), "not supported yet: decorators")
			return nil
		}
	}
	if recv != nil && !f.Static && len(d.Args.Args) == 0 {
		c.declErrs.Addf(d.NamePos, "method %s() needs a self parameter", d.Name)
		return nil
	}
	if d.IsAsync {
		c.declErrs.Addf(d.Pos(), "not supported yet: async functions")
		return nil
	}
	for _, tp := range d.TypeParams {
		if tp.Kind != syntax.TypeVarParam || tp.Bound != nil || isStdlib {
			c.declErrs.Addf(tp.Pos(), "not supported yet: this kind of type parameter")
			return nil
		}
		f.typeParams = append(f.typeParams, tp.Name)
	}
	a := d.Args
	if (a.Vararg != nil || a.Kwarg != nil || len(a.KwOnly) > 0 || len(a.PosOnly) > 0) && (isStdlib && f.Kind != PlainFunc) {
		c.declErrs.Addf(d.NamePos, "@llvm functions take plain parameters")
		return nil
	}
	for _, def := range append(append([]syntax.Expr(nil), a.Defaults...), a.KwDefaults...) {
		if def == nil {
			continue
		}
		if !isConstExpr(def) && !c.definedAtModuleLevel(d, recv) {
			c.declErrs.Addf(def.Pos(), "not supported yet: default values other than constants in nested functions")
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
			f.params = append(f.params, &param{name: fmt.Sprintf("a%d", i), pos: t.Pos(), ann: c.annotationIn(f.scope, t)})
		}
		f.retSet = true
		f.ret = c.u.None
		if f.CImport.Returns != nil {
			f.ret = c.annotationIn(f.scope, f.CImport.Returns)
		}
		return
	}
	d := f.Def
	args := append(append([]*syntax.Arg(nil), d.Args.PosOnly...), d.Args.Args...)
	firstDefault := len(args) - len(d.Args.Defaults)
	for i, a := range args {
		if i == 0 && f.ClassMethod {
			continue // the class itself, bound by name in each realization
		}
		p := &param{name: a.Name, pos: a.Pos(), posOnly: i < len(d.Args.PosOnly)}
		switch {
		case i == 0 && f.Recv != nil && !f.Static:
			p.ann = f.Recv // self
		case a.Annotation != nil && c.reBare(f.scope, a.Annotation):
			// re.Match, re.Pattern: typed from the arguments (re.go)
		case a.Annotation != nil && c.bareContainer(f.scope, a.Annotation):
			// xs: list: typed from the arguments (bare.go)
		case a.Annotation != nil && c.generic(f, a.Annotation):
			p.pattern = a.Annotation
		case a.Annotation != nil:
			p.ann = c.annotationIn(f.scope, a.Annotation)
		}
		if i >= firstDefault {
			p.def = d.Args.Defaults[i-firstDefault]
			if !isConstExpr(p.def) {
				c.defaultVar(f, p) // defaults.go
			}
		}
		f.params = append(f.params, p)
	}
	if va := d.Args.Vararg; va != nil {
		p := &param{name: va.Name, pos: va.Pos(), kind: varArgs}
		if va.Annotation != nil {
			p.elem = c.annotationIn(f.scope, va.Annotation)
		}
		f.params = append(f.params, p)
	}
	for i, a := range d.Args.KwOnly {
		p := &param{name: a.Name, pos: a.Pos(), kind: kwOnly, def: d.Args.KwDefaults[i]}
		if a.Annotation != nil && !c.bareContainer(f.scope, a.Annotation) {
			p.ann = c.annotationIn(f.scope, a.Annotation)
		}
		if p.def != nil && !isConstExpr(p.def) {
			c.defaultVar(f, p)
		}
		f.params = append(f.params, p)
	}
	if kw := d.Args.Kwarg; kw != nil {
		p := &param{name: kw.Name, pos: kw.Pos(), kind: varKw}
		if kw.Annotation != nil {
			p.elem = c.annotationIn(f.scope, kw.Annotation)
		}
		f.params = append(f.params, p)
	}
	switch {
	case d.Returns != nil && c.reBare(f.scope, d.Returns):
		// re.Match, re.Pattern: typed from the returns (re.go)
	case d.Returns != nil && c.bareContainer(f.scope, d.Returns):
		// -> dict: typed from the returns (bare.go)
	case d.Returns != nil && c.generic(f, d.Returns):
		f.retPattern = d.Returns
	case d.Returns != nil:
		f.ret = c.annotationIn(f.scope, d.Returns)
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

// annotationIn resolves a type expression in scope: a class (generic ones with their type
// arguments), a type parameter, None, tuple[...], Optional[C] and C | None for a class C.
func (c *Checker) annotationIn(scope *Scope, e syntax.Expr) Type {
	switch e := e.(type) {
	case *syntax.Constant:
		switch e.Kind {
		case syntax.NoneConst:
			return c.u.None
		case syntax.StrConst: // a forward reference: "Node", "Pair[B, A]"
			if isIdentifier(e.Str) {
				return c.annotationIn(scope, &syntax.Name{Span: e.Span, Id: e.Str})
			}
			return c.stringAnnotation(scope, e)
		}
	case *syntax.Name:
		switch o := scope.lookup(e.Id).(type) {
		case *Class:
			if len(o.TypeParams) > 0 && o.Origin == nil {
				c.declErrs.Addf(e.Pos(), "%s needs type arguments, e.g. %s[int]", e.Id, e.Id)
				return invalid
			}
			c.setupClass(o)
			return o
		case *typeParam:
			return o.t
		case *typingName:
			if alias, ok := typingAliases[o.name]; ok {
				return c.annotationIn(scope, &syntax.Name{Span: e.Span, Id: alias})
			}
		case *typeVar:
			c.declErrs.Addf(e.Pos(), "not supported yet: type variable %s outside a Generic class", e.Id)
			return invalid
		case nil:
			c.declErrs.Addf(e.Pos(), "unknown type %q", e.Id)
			return invalid
		}
		c.declErrs.Addf(e.Pos(), "%q is not a type", e.Id)
		return invalid
	case *syntax.BinOp:
		if e.Op == syntax.BitOr {
			if k, ok := e.Right.(*syntax.Constant); ok && k.Kind == syntax.NoneConst {
				return c.optional(scope, e.Left)
			}
		}
	case *syntax.Attribute:
		if name, tmp := c.moduleTypeName(scope, e); tmp != nil {
			return c.annotationIn(tmp, name) // typing.List, ...
		}
		if q := dottedName(e); q != "" {
			if _, ok := scope.lookup(q).(*Class); ok { // "Outer.Inner" in a string (nested.go)
				return c.annotationIn(scope, &syntax.Name{Span: e.Span, Id: q})
			}
		}
	case *syntax.Subscript:
		if a, ok := e.Value.(*syntax.Attribute); ok {
			if name, tmp := c.moduleTypeName(scope, a); tmp != nil {
				return c.annotationIn(tmp, &syntax.Subscript{Span: e.Span, Value: name, Slice: e.Slice})
			}
		}
		n, _ := e.Value.(*syntax.Name)
		if n == nil {
			break
		}
		var elts []syntax.Expr
		if t, ok := e.Slice.(*syntax.Tuple); ok {
			elts = t.Elts
		} else {
			elts = []syntax.Expr{e.Slice}
		}
		id := n.Id
		if tn, ok := scope.lookup(id).(*typingName); ok {
			id = tn.name
			if alias, ok := typingAliases[id]; ok {
				id = alias
				n = &syntax.Name{Span: n.Span, Id: alias}
			}
			switch {
			case id == "Iterator" || id == "Generator":
				return c.generatorAnnotation(scope, e, id, elts)
			case id == "Callable":
				return c.callableAnnotation(scope, e, elts)
			case id == "Optional" && len(elts) == 1:
				return c.optional(scope, elts[0])
			case id == "Union" && len(elts) == 2:
				if k, ok := elts[1].(*syntax.Constant); ok && k.Kind == syntax.NoneConst {
					return c.optional(scope, elts[0])
				}
			}
		}
		if id == "type" && len(elts) == 1 && scope.lookup("type") == nil {
			return c.excTypeAnnotation(scope, elts[0]) // with.go
		}
		if id == "tuple" && (scope.lookup("tuple") == nil || n.Id == "tuple") {
			var elems []Type
			for _, x := range elts {
				elems = append(elems, c.annotationIn(scope, x))
			}
			if t := join(elems...); t != nil {
				return t
			}
			return c.u.TupleOf(elems)
		}
		tmpl, ok := scope.lookup(n.Id).(*Class)
		if !ok || len(tmpl.TypeParams) == 0 || tmpl.Origin != nil {
			break
		}
		if len(elts) != len(tmpl.TypeParams) {
			c.declErrs.Addf(e.Pos(), "%s takes %d type argument%s, not %d", n.Id, len(tmpl.TypeParams), plural(len(tmpl.TypeParams)), len(elts))
			return invalid
		}
		var args []Type
		for _, x := range elts {
			args = append(args, c.annotationIn(scope, x))
		}
		if t := join(args...); t != nil {
			return t
		}
		return c.instantiate(tmpl, args)
	}
	c.declErrs.Addf(e.Pos(), "not supported yet: this type annotation")
	return invalid
}

// stringAnnotation resolves an annotation written as a string; errors point at the string.
func (c *Checker) stringAnnotation(scope *Scope, e *syntax.Constant) Type {
	mod, errs := syntax.ParseFile(c.fset, "<annotation>", []byte("("+e.Str+")\n"))
	if len(errs) > 0 || len(mod.Body) != 1 {
		c.declErrs.Addf(e.Pos(), "invalid type annotation %q", e.Str)
		return invalid
	}
	x, ok := mod.Body[0].(*syntax.ExprStmt)
	if !ok {
		c.declErrs.Addf(e.Pos(), "invalid type annotation %q", e.Str)
		return invalid
	}
	n := len(c.declErrs)
	t := c.annotationIn(scope, x.Value)
	for _, err := range c.declErrs[n:] {
		err.Pos = e.Pos()
	}
	return t
}

// optional resolves Optional[X]: a class's references may be None already; a value type T
// becomes Optional[T] (optional.go).
func (c *Checker) optional(scope *Scope, e syntax.Expr) Type {
	return c.u.OptionalOf(c.annotationIn(scope, e))
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
		unique := name
		for i := 2; c.instNames[unique]; i++ {
			// Another function of the same name (a program's _sorted and the builtins', a
			// program's gcd and a stdlib module's): the IR name takes a suffix; tracebacks print
			// the Python name.
			unique = name + "'" + strconv.Itoa(i)
		}
		c.instNames[unique] = true
		inst = &Instance{Func: f, Args: args, Name: unique, locals: map[string]*Var{}, generator: c.isGenerator(f), origin: c.userPos}
		f.insts[name] = inst
		c.instances = append(c.instances, inst)
		for i, p := range f.params {
			v := &Var{Name: p.name, Type: args[i], Pos: p.pos}
			inst.Params = append(inst.Params, v)
			inst.locals[p.name] = v
		}
		if f.retSet {
			inst.Ret = f.ret
		} else if c.presetRet != nil {
			inst.Ret, inst.retDeclared = c.presetRet, true
			c.presetRet = nil
		}
		if len(f.typeParams) > 0 {
			c.bindTypeParams(f, inst)
		}
		if f.ClassMethod {
			inst.clsName = f.Def.Args.Args[0].Name
		}
		if f.Kind != PlainFunc {
			inst.done = true
			return inst
		}
		globals := map[string]bool{} // and nonlocals: names that are not locals
		if nl := nonlocalDecls(f.Def.Body); len(nl) > 0 {
			inst.nonlocals = nl
			for id := range nl {
				globals[id] = true
			}
		}
		for _, n := range globalDecls(f.Def.Body) {
			globals[n.Id] = true
		}
		for _, n := range append(assignedNames(f.Def.Body), nestedDefNames(f.Def.Body)...) {
			if len(inst.Params) > 0 && n.Id == inst.Params[0].Name {
				inst.selfRebound = true // meaningful for methods only
			}
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
	if inst.generator {
		c.generatorEnd(inst)
		return
	}
	if !inst.Info.alwaysReturns(d.Body) {
		// Falling off the end returns None.
		switch {
		case inst.Ret == nil && !inst.hasPending && isPlaceholder(d.Body):
			c.overridesRet(inst) // abstract.go
		case inst.Ret == nil && !inst.hasPending:
			inst.Ret = c.u.None
			c.progress++
		case c.mayFallOff(inst):
		case inst.Ret != nil && inst.Ret != c.u.None && known(inst.Ret):
			c.errorHint(inst, d.NamePos, "add a return statement at the end of the function",
				"%s() returns %s but can also reach its end, which returns None", d.Name, inst.Ret)
		}
	} else if inst.Ret == nil && !inst.hasPending && len(inst.returns) == 0 && !hasReturn(d.Body) {
		// A function that only ever raises returns what the methods overriding it return
		// (abstract.go), or None, as far as its callers can tell.
		c.overridesRet(inst)
	}
}

// alwaysReturns reports whether control cannot reach the end of the statements.
func alwaysReturns(body []syntax.Stmt) bool {
	var i *Info
	return i.alwaysReturns(body)
}

// alwaysReturns reports whether control cannot reach the end of the statements in the body i
// holds the facts of: a with statement goes on after its body when its __exit__ may suppress
// an exception (with a nil i, when it has one that may return anything but None).
func (i *Info) alwaysReturns(body []syntax.Stmt) bool {
	if len(body) == 0 {
		return false
	}
	switch s := body[len(body)-1].(type) {
	case *syntax.Return, *syntax.Raise:
		return true
	case *syntax.If:
		return i.alwaysReturns(s.Body) && i.alwaysReturns(s.Orelse)
	case *syntax.With:
		return i.alwaysReturns(s.Body) && !i.withSuppresses(s)
	case *syntax.While:
		if k, ok := s.Test.(*syntax.Constant); ok && k.Kind == syntax.TrueConst {
			return !hasBreak(s.Body)
		}
	case *syntax.Try:
		return i.tryAlwaysReturns(s) // exc.go
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
	add := func(e syntax.Expr) {
		targetNames(e, func(n *syntax.Name) {
			if !seen[n.Id] {
				seen[n.Id] = true
				out = append(out, n)
			}
		})
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
			case *syntax.With:
				for _, item := range n.Items {
					if item.OptionalVars != nil {
						add(item.OptionalVars)
					}
				}

			case *syntax.FunctionDef, *syntax.ClassDef, *syntax.Lambda:
				return false
			}
			return true
		})
	}
	sort.SliceStable(out, func(i, j int) bool { return out[i].Pos() < out[j].Pos() })
	return out
}

// targetNames calls add for each name the assignment target e binds (`a`, `a, b`, `[a, *b]`).
func targetNames(e syntax.Expr, add func(*syntax.Name)) {
	switch e := e.(type) {
	case *syntax.Name:
		add(e)
	case *syntax.Tuple:
		for _, x := range e.Elts {
			targetNames(x, add)
		}
	case *syntax.List:
		for _, x := range e.Elts {
			targetNames(x, add)
		}
	case *syntax.Starred:
		targetNames(e.Value, add)
	}
}

// nestedDefNames returns the names the def statements of a function body bind.
func nestedDefNames(body []syntax.Stmt) []*syntax.Name {
	var out []*syntax.Name
	for _, s := range body {
		syntax.Inspect(s, func(n syntax.Node) bool {
			switch n := n.(type) {
			case *syntax.FunctionDef:
				out = append(out, &syntax.Name{Span: syntax.Span{From: n.NamePos, To: n.NamePos}, Id: n.Name})
				return false
			case *syntax.ClassDef, *syntax.Lambda:
				return false
			}
			return true
		})
	}
	return out
}

// isIdentifier reports whether s is an ASCII identifier (a forward-reference annotation).
func isIdentifier(s string) bool {
	for i, r := range s {
		if !(r == '_' || 'a' <= r && r <= 'z' || 'A' <= r && r <= 'Z' || i > 0 && '0' <= r && r <= '9') {
			return false
		}
	}
	return s != ""
}

// inUser reports whether pos lies in the program's own file.
func (c *Checker) inUser(pos syntax.Pos) bool {
	return c.userFile != nil && c.userFile.Contains(pos)
}

// atUser notes pos, a statement or call of the program's own code, as the place stdlib
// functions realized from now on were asked for; it returns the place noted before, which the
// caller restores with `defer c.restoreUser(...)` when the statement or call is checked.
func (c *Checker) atUser(pos syntax.Pos) syntax.Pos {
	saved := c.userPos
	if c.inUser(pos) {
		c.userPos = pos
	}
	return saved
}

func (c *Checker) restoreUser(saved syntax.Pos) { c.userPos = saved }

// atOrigin moves errors found inside the standard library (argument types a stdlib function
// cannot take: zip_longest's fillvalue unlike an iterable's items) to the program's statement
// or call that realized the function, where they can be fixed; the hint says where in the
// stdlib the types clash. Errors already at the program's own positions are kept as they are.
func (c *Checker) atOrigin(inst *Instance, errs syntax.ErrorList) syntax.ErrorList {
	if !inst.origin.IsValid() {
		return errs
	}
	var out syntax.ErrorList
	for _, e := range errs {
		if c.inUser(e.Pos) || !e.Pos.IsValid() {
			out = append(out, e)
			continue
		}
		hint := "in the standard library, at " + c.fset.Position(e.Pos).String() + ", for the types of this call's arguments"
		if e.Hint != "" {
			hint += "; " + e.Hint
		}
		out = append(out, &syntax.Error{Pos: inst.origin, Msg: e.Msg, Hint: hint})
	}
	return out
}
