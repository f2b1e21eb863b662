// Modules: the stdlib modules a program imports (stdlib/lib/NAME.py), `import m`, `import m as
// n`, `from m import x as y`, and the uses `m.f(...)`, `m.x` and `x` that resolve through them.
package types

import (
	"math"
	"math/big"
	"sort"
	"strings"

	"kiln/stdlib"
	"kiln/syntax"
)

// Module is a stdlib module: its functions and constants live in a scope of their own whose
// parent is the builtins, so its code sees the builtins' helpers and a program sees its names
// only through an import.
type Module struct {
	Name  string
	scope *Scope
	subs  map[string]*Module // submodules: os.path (stdlib/lib/os.path.py) is os's "path"
	// imported holds the names the module's own imports bind (random's `from math import
	// _log`): its code sees them, a program does not.
	imported map[string]bool
}

// moduleConst is a module's constant (`pi = 3.141592653589793`): every use stands for its value.
type moduleConst struct {
	name  string
	value *syntax.Constant
}

// moduleValue is a module's value that is computed (`argv = _argv()`): every use calls the
// module's function of no arguments, which returns the same object each time.
type moduleValue struct {
	name  string
	fn    string // the function called
	scope *Scope // the module's
	pos   syntax.Pos
}

// member returns what m exports under name: its functions, classes and constants, not its
// private helpers (`_name`) nor its C imports. Nil if there is none.
func (m *Module) member(name string) object {
	if strings.HasPrefix(name, "_") || m.imported[name] {
		return nil
	}
	if sub := m.subs[name]; sub != nil {
		return sub
	}
	switch o := m.scope.objects[name].(type) {
	case *Func:
		if o.Kind == ExternFunc {
			return nil
		}
		return o
	case *Class, *moduleConst, *moduleValue, *typingName:
		return o
	}
	return nil
}

// collectModule declares a stdlib module file in a scope of its own. Its functions are named
// "module.name", so that they never clash with the builtins' or another module's.
func (c *Checker) collectModule(name string, m *syntax.Module) {
	mod := &Module{Name: name, scope: newScope(c.builtins)}
	c.modules[name] = mod
	c.collect(m, mod.scope, true)
	for _, o := range mod.scope.objects {
		if f, ok := o.(*Func); ok && f.Kind != ExternFunc {
			f.Name = name + "." + f.Name
		}
	}
}

// moduleImports binds what a stdlib module's `import m` and `from m import x` name in its
// scope: another stdlib module, or any of its names, private ones included (random uses
// math's _log).
func (c *Checker) moduleImports(mod *Module, file *syntax.Module) {
	bind := func(a *syntax.Alias, o object) {
		name := a.Name
		if a.Asname != "" {
			name = a.Asname
		}
		if _, dup := mod.scope.objects[name]; dup {
			c.declErrs.Addf(a.Pos(), "stdlib: %s imports %s, which it defines", mod.Name, name)
			return
		}
		if mod.imported == nil {
			mod.imported = map[string]bool{}
		}
		mod.imported[name] = true
		mod.scope.objects[name] = o
	}
	for _, s := range file.Body {
		switch s := s.(type) {
		case *syntax.Import:
			for _, a := range s.Names {
				if from := c.modules[a.Name]; from != nil && (a.Asname != "" || !strings.Contains(a.Name, ".")) {
					bind(a, from)
				} else {
					c.declErrs.Addf(a.Pos(), "stdlib: %s cannot import %s", mod.Name, a.Name)
				}
			}
		case *syntax.ImportFrom:
			from := c.modules[s.Module]
			if s.Module == "typing" {
				continue // bound by collect
			} else if from == nil || s.Level != 0 {
				c.declErrs.Addf(s.Pos(), "stdlib: %s cannot import from %s", mod.Name, s.Module)
				continue
			}
			for _, a := range s.Names {
				o := from.scope.objects[a.Name]
				if sub := from.subs[a.Name]; sub != nil {
					o = sub
				}
				if o != nil {
					bind(a, o)
				} else {
					c.declErrs.Addf(a.Pos(), "stdlib: cannot import name '%s' from '%s'", a.Name, s.Module)
				}
			}
		}
	}
}

// linkSubmodules makes each module named a.b (os.path) the attribute b of module a, once every
// module is collected.
func (c *Checker) linkSubmodules() {
	for name, mod := range c.modules {
		parent, last, ok := strings.Cut(name, ".")
		if !ok || c.modules[parent] == nil {
			continue
		}
		p := c.modules[parent]
		if p.subs == nil {
			p.subs = map[string]*Module{}
		}
		p.subs[last] = mod
	}
}

// typingModule is the module `import typing` binds: the names `from typing import` knows.
func typingModule() *Module {
	mod := &Module{Name: "typing", scope: newScope(nil)}
	for name := range typingAliases {
		mod.scope.objects[name] = &typingName{name: name}
	}
	for name := range typingMarkers {
		mod.scope.objects[name] = &typingName{name: name}
	}
	return mod
}

// moduleConstant declares a stdlib module's top-level `NAME = value`: the value must be a
// constant the checker can fold (a literal, a negated literal, float("inf") or float("nan")),
// or a call of one of the module's functions without arguments (a moduleValue).
func (c *Checker) moduleConstant(s *syntax.Assign, scope *Scope) {
	n, ok := s.Targets[0].(*syntax.Name)
	if len(s.Targets) != 1 || !ok {
		c.declErrs.Addf(s.Pos(), "stdlib: a module constant is NAME = value")
		return
	}
	if k := foldConstant(s.Value); k != nil {
		scope.objects[n.Id] = &moduleConst{name: n.Id, value: k}
		return
	}
	if v, ok := s.Value.(*syntax.Name); ok {
		// A builtin class the module exports (io.UnsupportedOperation).
		if cls, ok := c.builtins.objects[v.Id].(*Class); ok {
			scope.objects[n.Id] = cls
			return
		}
	}
	if call, ok := s.Value.(*syntax.Call); ok && len(call.Args)+len(call.Keywords) == 0 {
		if fn, ok := call.Func.(*syntax.Name); ok {
			scope.objects[n.Id] = &moduleValue{name: n.Id, fn: fn.Id, scope: scope, pos: s.Value.Pos()}
			return
		}
	}
	c.declErrs.Addf(s.Value.Pos(), "stdlib: module value %s is neither a constant nor a call f()", n.Id)
}

// valueRef records that e (a name or an attribute) stands for a module's computed value: a
// call of its function.
func (c *Checker) valueRef(inst *Instance, e syntax.Expr, v *moduleValue) Type {
	f, ok := v.scope.lookup(v.fn).(*Func)
	if !ok {
		c.errorf(inst, v.pos, "stdlib: %s is not a function", v.fn)
		return invalid
	}
	callee := c.realize(f, nil)
	inst.Info.ModuleValues[e] = callee
	if callee.Ret == nil {
		c.markPending(inst, e.Pos())
		return pending
	}
	return callee.Ret
}

// foldConstant returns the constant e denotes, or nil.
func foldConstant(e syntax.Expr) *syntax.Constant {
	switch e := e.(type) {
	case *syntax.Constant:
		return e
	case *syntax.UnaryOp:
		k := foldConstant(e.Operand)
		if e.Op != syntax.USub || k == nil {
			return nil
		}
		switch k.Kind {
		case syntax.IntConst:
			return &syntax.Constant{Span: e.Span, Kind: syntax.IntConst, Int: new(big.Int).Neg(k.Int)}
		case syntax.FloatConst:
			return &syntax.Constant{Span: e.Span, Kind: syntax.FloatConst, Float: -k.Float}
		}
	case *syntax.Call:
		if !isName(e.Func, "float") || len(e.Args) != 1 || len(e.Keywords) != 0 {
			return nil
		}
		arg, ok := e.Args[0].(*syntax.Constant)
		if !ok || arg.Kind != syntax.StrConst {
			return nil
		}
		special := map[string]float64{"inf": math.Inf(1), "-inf": math.Inf(-1), "nan": math.NaN()}
		if f, ok := special[arg.Str]; ok {
			return &syntax.Constant{Span: e.Span, Kind: syntax.FloatConst, Float: f}
		}
	}
	return nil
}

// importModules handles a module-level `import a, b as c`.
func (c *Checker) importModules(s *syntax.Import) {
	for _, a := range s.Names {
		mod := c.findModule(a.Pos(), a.Name)
		if mod == nil {
			continue
		}
		name := a.Name
		if a.Asname != "" {
			name = a.Asname
		} else if top, _, ok := strings.Cut(a.Name, "."); ok {
			// `import os.path` binds os, whose attribute path is the submodule.
			name, mod = top, c.modules[top]
		}
		c.user.objects[name] = mod
	}
}

// importNames handles a module-level `from m import x, y as z` for a stdlib module m other
// than typing.
func (c *Checker) importNames(s *syntax.ImportFrom) {
	if s.Level != 0 {
		c.declErrs.Addf(s.Pos(), "not supported yet: relative imports")
		return
	}
	mod := c.findModule(s.Pos(), s.Module)
	if mod == nil {
		return
	}
	for _, a := range s.Names {
		if a.Name == "*" {
			c.declErrs.Addf(a.Pos(), "not supported yet: from %s import *", s.Module)
			return
		}
		if s.Module == "collections" && a.Name == "namedtuple" {
			continue // the module-level `P = namedtuple(...)` were expanded (namedtuple.go)
		}
		o := mod.member(a.Name)
		if o == nil {
			if lacks(mod, a.Name) {
				c.declErrs.Addf(a.Pos(), "not supported yet: %s.%s", s.Module, a.Name)
			} else {
				c.declErrs.Addf(a.Pos(), "cannot import name '%s' from '%s'", a.Name, s.Module)
			}
			continue
		}
		name := a.Name
		if a.Asname != "" {
			name = a.Asname
		}
		c.user.objects[name] = o
	}
}

// findModule returns the module an import names, or reports why there is none: a CPython
// module Kiln does not have yet, or no module of that name at all.
func (c *Checker) findModule(pos syntax.Pos, name string) *Module {
	if mod := c.modules[name]; mod != nil {
		return mod
	}
	top, _, _ := strings.Cut(name, ".")
	if c.modules[top] != nil || cpythonModules[top] {
		c.declErrs.Addf(pos, "not supported yet: module '%s'", name)
		return nil
	}
	c.declErrs = append(c.declErrs, &syntax.Error{Pos: pos, Msg: "No module named '" + name + "'",
		Hint: "Kiln's modules are " + strings.Join(c.moduleNames(), ", ")})
	return nil
}

// moduleNames returns the names of the modules a program can import, sorted.
func (c *Checker) moduleNames() []string {
	var names []string
	for name := range c.modules {
		names = append(names, name)
	}
	sort.Strings(names)
	return names
}

// moduleNamed returns the module e names in inst (`math` in `math.sqrt`), or nil.
func (c *Checker) moduleNamed(inst *Instance, e syntax.Expr) *Module {
	if a, ok := e.(*syntax.Attribute); ok {
		// A submodule: os.path in os.path.join(...).
		parent := c.moduleNamed(inst, a.Value)
		if parent == nil || parent.subs[a.Attr] == nil {
			return nil
		}
		inst.Info.Modules[a] = parent.subs[a.Attr]
		return parent.subs[a.Attr]
	}
	n, ok := e.(*syntax.Name)
	if !ok {
		return nil
	}
	mod, _ := c.lookup(inst, n).(*Module)
	if mod != nil {
		inst.Info.Modules[n] = mod
	}
	return mod
}

// moduleAttr checks a read of m.name: a constant or a function value.
func (c *Checker) moduleAttr(inst *Instance, e *syntax.Attribute, mod *Module) Type {
	switch o := mod.member(e.Attr).(type) {
	case nil:
		c.noMember(inst, e.AttrPos, mod, e.Attr)
	case *moduleConst:
		return c.constRef(inst, e, o)
	case *moduleValue:
		return c.valueRef(inst, e, o)
	case *Func:
		if o.Kind != PlainFunc {
			c.unsupported(inst, e, "low-level functions as values")
			return invalid
		}
		if variantChooser(o.Name) != nil {
			c.unsupported(inst, e, mod.Name+"."+e.Attr+" as a value") // variants.go
			return invalid
		}

		inst.Info.FuncValues[e] = o
		return funcValue(o)
	case *Class:
		c.unsupported(inst, e, "classes as values")
	default:
		c.unsupported(inst, e, "using "+mod.Name+"."+e.Attr+" as a value")
	}
	return invalid
}

// constRef records that e (a name or an attribute) stands for a module's constant.
func (c *Checker) constRef(inst *Instance, e syntax.Expr, k *moduleConst) Type {
	inst.Info.ModuleConsts[e] = k.value
	return c.constant(inst, k.value)
}

// moduleCall checks a call m.name(...).
func (c *Checker) moduleCall(inst *Instance, e *syntax.Call, a *syntax.Attribute, mod *Module) Type {
	switch o := mod.member(a.Attr).(type) {
	case nil:
		c.noMember(inst, a.AttrPos, mod, a.Attr)
	case *Func:
		return c.funcCall(inst, e, o, nil, nil)
	case *Class:
		return c.construct(inst, e, o)
	case *moduleConst:
		c.errorf(inst, e.Pos(), "'%s' object is not callable", c.constant(inst, o.value))
	default:
		c.unsupported(inst, e, "calling "+mod.Name+"."+a.Attr)
	}
	return invalid
}

// moduleTypeName resolves a type written as module.Name in an annotation (`typing.Optional`):
// it returns the name and a scope over scope in which the name denotes the module's member,
// or a nil scope when e is not such a type.
func (c *Checker) moduleTypeName(scope *Scope, e *syntax.Attribute) (*syntax.Name, *Scope) {
	n, ok := e.Value.(*syntax.Name)
	if !ok {
		return nil, nil
	}
	mod, ok := scope.lookup(n.Id).(*Module)
	if !ok {
		return nil, nil
	}
	o := mod.member(e.Attr)
	if o == nil {
		c.declErrs.Addf(e.AttrPos, "module '%s' has no attribute '%s'", mod.Name, e.Attr)
		return nil, nil
	}
	tmp := newScope(scope)
	tmp.objects[e.Attr] = o
	return &syntax.Name{Span: syntax.Span{From: e.AttrPos, To: e.End()}, Id: e.Attr}, tmp
}

// moduleLacks holds, for a module Kiln has, the public names of CPython's that it lacks yet:
// using one is "not supported yet", not a missing attribute.
var moduleLacks = map[string]map[string]bool{
	"random": {"randbytes": true, "SystemRandom": true},
	"string": {"Formatter": true},
	"enum": {"Flag": true, "IntFlag": true, "StrEnum": true, "EnumType": true, "EnumMeta": true, "ReprEnum": true, "verify": true,
		"member": true, "nonmember": true, "global_enum": true, "property": true},
	"abc": {"abstractclassmethod": true, "abstractstaticmethod": true, "abstractproperty": true,
		"get_cache_token": true, "update_abstractmethods": true},
	"dataclasses": {"fields": true, "is_dataclass": true, "make_dataclass": true, "MISSING": true,
		"KW_ONLY": true, "InitVar": true, "Field": true},
}

func lacks(mod *Module, name string) bool {
	return moduleLacks[mod.Name][name]
}

// noMember reports a use of mod.name where mod exports no name.
func (c *Checker) noMember(inst *Instance, pos syntax.Pos, mod *Module, name string) {
	if lacks(mod, name) {
		c.errorf(inst, pos, "not supported yet: %s.%s", mod.Name, name)
		return
	}
	c.errorf(inst, pos, "module '%s' has no attribute '%s'", mod.Name, name)
}

// cpythonModules are the public modules of CPython's standard library
// (sys.stdlib_module_names): importing one Kiln lacks is "not supported yet", not an error.
var cpythonModules = func() map[string]bool {
	m := map[string]bool{}
	for _, name := range strings.Fields(`abc aifc antigravity argparse array ast asynchat asyncio
		asyncore atexit audioop base64 bdb binascii bisect builtins bz2 cProfile calendar cgi cgitb
		chunk cmath cmd code codecs codeop collections colorsys compileall concurrent configparser
		contextlib contextvars copy copyreg crypt csv ctypes curses dataclasses datetime dbm
		decimal difflib dis distutils doctest email encodings ensurepip enum errno faulthandler
		fcntl filecmp fileinput fnmatch fractions ftplib functools gc genericpath getopt getpass
		gettext glob graphlib grp gzip hashlib heapq hmac html http idlelib imaplib imghdr imp
		importlib inspect io ipaddress itertools json keyword lib2to3 linecache locale logging
		lzma mailbox mailcap marshal math mimetypes mmap modulefinder msilib msvcrt
		multiprocessing netrc nis nntplib nt ntpath nturl2path numbers opcode operator optparse
		os ossaudiodev pathlib pdb pickle pickletools pipes pkgutil platform plistlib poplib
		posix posixpath pprint profile pstats pty pwd py_compile pyclbr pydoc pydoc_data pyexpat
		queue quopri random re readline reprlib resource rlcompleter runpy sched secrets select
		selectors shelve shlex shutil signal site smtpd smtplib sndhdr socket socketserver spwd
		sqlite3 sre_compile sre_constants sre_parse ssl stat statistics string stringprep struct
		subprocess sunau symtable sys sysconfig syslog tabnanny tarfile telnetlib tempfile
		termios textwrap this threading time timeit tkinter token tokenize tomllib trace
		traceback tracemalloc tty turtle turtledemo types typing unicodedata unittest urllib uu
		uuid venv warnings wave weakref webbrowser winreg winsound wsgiref xdrlib xml xmlrpc
		zipapp zipfile zipimport zlib zoneinfo`) {
		m[name] = true
	}
	return m
}()

// isModuleFile reports whether a stdlib file is an importable module, and its name.
func isModuleFile(m *syntax.Module) (string, bool) {
	name := stdlib.ModuleName(m.File.Name)
	return name, name != ""
}
