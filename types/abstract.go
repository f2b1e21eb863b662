// Abstract methods: a base method whose body only raises (`raise NotImplementedError`) or is a
// placeholder (`...`, `pass`) has no return type of its own; it returns what the methods
// overriding it in subclasses return, so that calls through the base dispatch to them.
package types

import (
	"fmt"
	"sort"
	"strconv"
	"strings"

	"kiln/syntax"
)

// isPlaceholder reports whether a body does nothing: a docstring, `pass` and `...` only.
func isPlaceholder(body []syntax.Stmt) bool {
	for _, s := range body {
		switch s := s.(type) {
		case *syntax.Pass:
		case *syntax.ExprStmt:
			k, ok := s.Value.(*syntax.Constant)
			if !ok || (k.Kind != syntax.EllipsisConst && k.Kind != syntax.StrConst) {
				return false
			}
		default:
			return false
		}
	}
	return true
}

// overridesRet settles the return type of inst, a realization whose body returns no value
// of its own: the return type of the first method overriding it in a subclass of the class
// defining it that returns a value, realized for the same arguments; None when there is
// none. A placeholder body reaches its end, which returns None: the type must hold None then.
func (c *Checker) overridesRet(inst *Instance) {
	f := inst.Func
	var ret Type
	if f.Recv != nil && !f.Static && !f.ClassMethod && len(inst.Args) > 0 {
		// Every copy of the method, inherited by a subclass that does not override it too,
		// returns what the overrides below the class defining it return.
		if cls := f.Owner; cls != nil {
			for _, d := range descendants(cls)[1:] {
				fs := d.own[f.PyName]
				if len(fs) == 0 {
					continue
				}
				args := append([]Type{d}, inst.Args[1:]...)
				g := c.adapt(d, fs[0])
				if !c.accepts(inst, nil, g, args, false) {
					continue
				}
				impl := c.realize(g, args)
				if impl.Ret == nil {
					c.markPending(inst, f.Def.NamePos)
					return
				}
				if known(impl.Ret) && impl.Ret != c.u.None {
					ret = impl.Ret
					break
				}
			}
		}
	}
	if ret == nil {
		ret = c.u.None
	} else if !inst.Info.alwaysReturns(f.Def.Body) && !c.mayFallOffTo(ret) {
		c.errorHint(inst, f.Def.NamePos, "raise NotImplementedError in its body, or make it an @abstractmethod",
			"not supported yet: %s.%s() returns None, but the methods overriding it return %s", f.Owner.Name, f.PyName, ret)
	}
	inst.Ret = ret
	c.progress++
}

// mayFallOffTo reports whether a function returning t may reach its end, which returns None.
func (c *Checker) mayFallOffTo(t Type) bool {
	return isOptional(t) || isRef(t)
}

// importedNames returns what a program's top-level imports of module mod bind: the names of
// `from mod import x as y` (y to x), and the names of `import mod as m`.
func importedNames(user *syntax.Module, mod string) (names map[string]string, mods map[string]bool) {
	names, mods = map[string]string{}, map[string]bool{}
	for _, s := range user.Body {
		switch s := s.(type) {
		case *syntax.ImportFrom:
			if s.Level == 0 && s.Module == mod {
				for _, a := range s.Names {
					if a.Asname != "" {
						names[a.Asname] = a.Name
					} else {
						names[a.Name] = a.Name
					}
				}
			}
		case *syntax.Import:
			for _, a := range s.Names {
				if a.Name == mod {
					if a.Asname != "" {
						mods[a.Asname] = true
					} else {
						mods[a.Name] = true
					}
				}
			}
		}
	}
	return names, mods
}

// refersTo reports whether e names mod's name through the imports: `name` or `m.name`.
func refersTo(e syntax.Expr, name string, names map[string]string, mods map[string]bool) bool {
	switch e := e.(type) {
	case *syntax.Name:
		return names[e.Id] == name
	case *syntax.Attribute:
		m, ok := e.Value.(*syntax.Name)
		return ok && mods[m.Id] && e.Attr == name
	}
	return false
}

// expandABC removes what the abc module adds to the program's classes: the base ABC, the
// keyword metaclass=ABCMeta and the decorator @abstractmethod. A class of ABCMeta that still
// has abstract methods cannot be instantiated: its calls C(args) become calls of a function
// the checker adds, which evaluates the arguments and raises CPython's TypeError (its frame
// hidden, as object.__new__'s is). A placeholder body of an abstract method (`...`, `pass`)
// becomes `raise NotImplementedError`: its overrides give it their return type.
func (c *Checker) expandABC(user *syntax.Module) {
	names, mods := importedNames(user, "abc")
	if len(names) == 0 && len(mods) == 0 {
		return
	}
	is := func(e syntax.Expr, name string) bool { return refersTo(e, name, names, mods) }
	meta := map[string]bool{}         // the classes of metaclass ABCMeta
	abstract := map[string][]string{} // their abstract methods, sorted
	classes := map[string]*syntax.ClassDef{}
	for _, s := range user.Body {
		cls, ok := s.(*syntax.ClassDef)
		if !ok {
			continue
		}
		classes[cls.Name] = cls
		isMeta, inherited := false, []string(nil)
		var bases []syntax.Expr
		for _, b := range cls.Bases {
			if is(b, "ABC") {
				isMeta = true
				continue
			}
			if n, ok := b.(*syntax.Name); ok && classes[n.Id] != nil {
				isMeta = isMeta || meta[n.Id]
				inherited = append(inherited, abstract[n.Id]...)
			}
			bases = append(bases, b)
		}
		cls.Bases = bases
		var kws []*syntax.Keyword
		for _, k := range cls.Keywords {
			if k.Name == "metaclass" && is(k.Value, "ABCMeta") {
				isMeta = true
				continue
			}
			kws = append(kws, k)
		}
		cls.Keywords = kws
		own := map[string]bool{}    // defined here
		absOwn := map[string]bool{} // defined here as abstract
		for _, st := range cls.Body {
			d, ok := st.(*syntax.FunctionDef)
			if !ok {
				continue
			}
			own[d.Name] = true
			var decs []syntax.Expr
			for _, dec := range d.Decorators {
				if is(dec, "abstractmethod") {
					absOwn[d.Name] = true
					continue
				}
				decs = append(decs, dec)
			}
			d.Decorators = decs
			if absOwn[d.Name] && isPlaceholder(d.Body) {
				sp := syntax.Span{From: d.Body[0].Pos(), To: d.Body[0].End()}
				d.Body = []syntax.Stmt{&syntax.Raise{Span: sp, Exc: &syntax.Name{Span: sp, Id: "NotImplementedError"}}}
			}
		}
		set := map[string]bool{}
		for _, m := range inherited {
			if !own[m] {
				set[m] = true
			}
		}
		for m := range absOwn {
			set[m] = true
		}
		var list []string
		for m := range set {
			list = append(list, m)
		}
		sort.Strings(list)
		meta[cls.Name], abstract[cls.Name] = isMeta, list
	}
	var gen strings.Builder
	for _, s := range user.Body {
		cls, ok := s.(*syntax.ClassDef)
		if !ok || !meta[cls.Name] || len(abstract[cls.Name]) == 0 {
			continue
		}
		ms := abstract[cls.Name]
		msg := "Can't instantiate abstract class " + cls.Name + " with abstract method"
		if len(ms) > 1 {
			msg += "s"
		}
		msg += " " + strings.Join(ms, ", ")
		fmt.Fprintf(&gen, "def _abc_new_%s(*args) -> %s:\n    raise TypeError(%s)\n", cls.Name, cls.Name, strconv.Quote(msg))
	}
	if gen.Len() == 0 {
		return
	}
	m, errs := syntax.ParseFile(c.fset, "<abc>", []byte(gen.String()))
	if len(errs) > 0 {
		c.declErrs.Addf(user.Pos(), "internal: abc: %v", errs)
		return
	}
	for _, s := range user.Body {
		syntax.Inspect(s, func(n syntax.Node) bool {
			call, ok := n.(*syntax.Call)
			if !ok {
				return true
			}
			if f, ok := call.Func.(*syntax.Name); ok && meta[f.Id] && len(abstract[f.Id]) > 0 {
				call.Func = &syntax.Name{Span: f.Span, Id: "_abc_new_" + f.Id}
				for _, k := range call.Keywords {
					call.Args = append(call.Args, k.Value)
				}
				call.Keywords = nil
			}
			return true
		})
	}
	if c.abcNew == nil {
		c.abcNew = map[string]bool{}
	}
	for _, s := range m.Body {
		c.abcNew[s.(*syntax.FunctionDef).Name] = true
	}
	user.Body = append(user.Body, m.Body...)
}

// hideGenerated hides the frames of the functions expandABC added and of the __hash__ an
// unhashable data class gets (dataclass.go), once they are declared: CPython raises their
// exceptions in C.
func (c *Checker) hideGenerated() {
	for name := range c.abcNew {
		if f, ok := c.user.objects[name].(*Func); ok {
			f.Hidden = true
		}
	}
	for _, cls := range c.classes {
		for _, f := range cls.own["__hash__"] {
			if f.Def != nil && strings.HasPrefix(c.fset.File(f.Def.Pos()).Name, "<dataclass ") && len(f.Def.Body) == 1 {
				if _, ok := f.Def.Body[0].(*syntax.Raise); ok {
					f.Hidden = true
				}
			}
		}
	}
}
