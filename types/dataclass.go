// Data classes: `@dataclass` (dataclasses) classes become ordinary classes, generated as Python
// source before the program is collected, with the methods CPython's dataclass adds: __init__,
// __repr__, __eq__, with order=True the comparisons, with frozen=True a __hash__ and fields
// that cannot be assigned; dataclasses.asdict, astuple and replace become calls of methods
// the class gets.
package types

import (
	"fmt"
	"strings"

	"kiln/syntax"
)

// dcField is a data class field: its name, its annotation's and default's source text, and
// what field(...) says of it.
type dcField struct {
	name, ann, def, factory string
	repr, compare           bool
}

// dcClass is what expandDataclasses knows of a data class: its fields, bases' first.
type dcClass struct {
	fields []dcField
	frozen bool
	post   bool // it defines or inherits __post_init__
}

// dcOptions are dataclass()'s parameters that Kiln implements, with CPython's defaults.
var dcOptions = map[string]bool{"init": true, "repr": true, "eq": true, "order": false, "frozen": false, "unsafe_hash": false, "match_args": true}

// expandDataclasses replaces the program's data classes by the classes they stand for.
func (c *Checker) expandDataclasses(user *syntax.Module) {
	names, mods := importedNames(user, "dataclasses")
	if len(names) == 0 && len(mods) == 0 {
		return
	}
	is := func(e syntax.Expr, name string) bool { return refersTo(e, name, names, mods) }
	classes := map[string]*dcClass{}
	for i, s := range user.Body {
		cls, ok := s.(*syntax.ClassDef)
		if !ok {
			continue
		}
		var opts map[string]bool
		var decs []syntax.Expr
		for _, d := range cls.Decorators {
			switch {
			case is(d, "dataclass"):
				opts = c.dcOpts(nil)
			case isCallOf(d, is, "dataclass"):
				opts = c.dcOpts(d.(*syntax.Call))
			default:
				decs = append(decs, d)
				continue
			}
		}
		if opts == nil {
			continue
		}
		cls.Decorators = decs
		if g := c.genDataclass(cls, opts, classes, is); g != nil {
			user.Body[i] = g
		} else {
			user.Body[i] = &syntax.Pass{Span: cls.Span} // reported
		}
	}
	if len(classes) == 0 {
		return
	}
	// The module functions: calls of methods of the class.
	for _, s := range user.Body {
		syntax.Inspect(s, func(n syntax.Node) bool {
			call, ok := n.(*syntax.Call)
			if !ok {
				return true
			}
			for _, fn := range []string{"asdict", "astuple", "replace"} {
				if !is(call.Func, fn) {
					continue
				}
				if len(call.Args) != 1 || (fn != "replace" && len(call.Keywords) > 0) {
					c.declErrs.Addf(call.Pos(), "not supported yet: dataclasses.%s() with other arguments than the object (and for replace() the fields by keyword)", fn)
					return true
				}
				sp := syntax.Span{From: call.Pos(), To: call.End()}
				call.Func = &syntax.Attribute{Span: sp, Value: call.Args[0], Attr: "_dc_" + fn, AttrPos: call.Pos()}
				call.Args = nil
			}
			return true
		})
	}
	imp := &syntax.ImportFrom{Span: user.Span, Module: "dataclasses", Names: []*syntax.Alias{{Name: "FrozenInstanceError", Asname: "_dc_FrozenInstanceError"}}}
	user.Body = append([]syntax.Stmt{imp}, user.Body...)
}

func isCallOf(e syntax.Expr, is func(syntax.Expr, string) bool, name string) bool {
	call, ok := e.(*syntax.Call)
	return ok && is(call.Func, name)
}

// dcOpts returns the options of @dataclass or @dataclass(...), reporting what Kiln lacks.
func (c *Checker) dcOpts(call *syntax.Call) map[string]bool {
	opts := map[string]bool{}
	for k, v := range dcOptions {
		opts[k] = v
	}
	if call == nil {
		return opts
	}
	if len(call.Args) > 0 {
		c.declErrs.Addf(call.Pos(), "dataclass() takes 0 positional arguments but %d were given", len(call.Args))
	}
	for _, k := range call.Keywords {
		v, ok := k.Value.(*syntax.Constant)
		if _, known := dcOptions[k.Name]; !known || !ok || (v.Kind != syntax.TrueConst && v.Kind != syntax.FalseConst) {
			c.declErrs.Addf(k.Pos(), "not supported yet: dataclass(%s=...) (Kiln has init, repr, eq, order, frozen, unsafe_hash and match_args, given True or False)", k.Name)
			continue
		}
		opts[k.Name] = v.Kind == syntax.TrueConst
	}
	return opts
}

// genDataclass writes the data class's source and parses it; the class's own methods are
// kept, and win over the generated ones as in CPython. Nil when an error was reported.
func (c *Checker) genDataclass(cls *syntax.ClassDef, opts map[string]bool, classes map[string]*dcClass, is func(syntax.Expr, string) bool) *syntax.ClassDef {
	src := func(e syntax.Expr) string {
		f := c.fset.File(e.Pos())
		return string(f.Src[int(e.Pos())-f.Base : int(e.End())-f.Base])
	}
	dc := &dcClass{frozen: opts["frozen"]}
	var base *dcClass
	if len(cls.Bases) == 1 {
		if n, ok := cls.Bases[0].(*syntax.Name); ok {
			base = classes[n.Id]
		}
	}
	if base != nil {
		if base.frozen != dc.frozen {
			if dc.frozen {
				c.declErrs.Addf(cls.NamePos, "cannot inherit frozen dataclass from a non-frozen one")
			} else {
				c.declErrs.Addf(cls.NamePos, "cannot inherit non-frozen dataclass from a frozen one")
			}
			return nil
		}
		dc.fields = append(dc.fields, base.fields...)
		dc.post = base.post
	}
	own := map[string]bool{}
	var rest []syntax.Stmt
	for _, st := range cls.Body {
		if d, ok := st.(*syntax.FunctionDef); ok {
			own[d.Name] = true
		}
		a, ok := st.(*syntax.AnnAssign)
		if !ok {
			rest = append(rest, st)
			continue
		}
		n, ok := a.Target.(*syntax.Name)
		if !ok {
			c.declErrs.Addf(a.Pos(), "not supported yet: this dataclass field")
			return nil
		}
		if sub, ok := a.Annotation.(*syntax.Subscript); ok && (isName(sub.Value, "ClassVar") || isName(sub.Value, "InitVar") || is(sub.Value, "InitVar")) {
			c.declErrs.Addf(a.Pos(), "not supported yet: ClassVar and InitVar in a dataclass")
			return nil
		}
		f := dcField{name: n.Id, ann: src(a.Annotation), repr: true, compare: true}
		if a.Value != nil {
			if call, ok := a.Value.(*syntax.Call); ok && is(call.Func, "field") {
				if len(call.Args) > 0 {
					c.declErrs.Addf(call.Pos(), "field() takes 0 positional arguments but %d were given", len(call.Args))
					return nil
				}
				for _, k := range call.Keywords {
					switch k.Name {
					case "default":
						f.def = src(k.Value)
					case "default_factory":
						f.factory = src(k.Value)
					case "repr", "compare":
						v, ok := k.Value.(*syntax.Constant)
						if !ok || (v.Kind != syntax.TrueConst && v.Kind != syntax.FalseConst) {
							c.declErrs.Addf(k.Pos(), "not supported yet: field(%s=...) other than True or False", k.Name)
							return nil
						}
						if k.Name == "repr" {
							f.repr = v.Kind == syntax.TrueConst
						} else {
							f.compare = v.Kind == syntax.TrueConst
						}
					default:
						c.declErrs.Addf(k.Pos(), "not supported yet: field(%s=...)", k.Name)
						return nil
					}
				}
				if f.def != "" && f.factory != "" {
					c.declErrs.Addf(call.Pos(), "cannot specify both default and default_factory")
					return nil
				}
			} else {
				f.def = src(a.Value)
				if kind := mutableDisplay(a.Value); kind != "" {
					c.declErrs.Addf(a.Value.Pos(), "mutable default <class '%s'> for field %s is not allowed: use default_factory", kind, n.Id)
					return nil
				}
			}
		}
		replaced := false
		for i, g := range dc.fields {
			if g.name == f.name {
				dc.fields[i], replaced = f, true // a redefinition keeps its place
			}
		}
		if !replaced {
			dc.fields = append(dc.fields, f)
		}
	}
	for i, f := range dc.fields {
		if i > 0 && f.def == "" && f.factory == "" {
			if p := dc.fields[i-1]; p.def != "" || p.factory != "" {
				c.declErrs.Addf(cls.NamePos, "non-default argument '%s' follows default argument", f.name)
				return nil
			}
		}
	}
	if opts["order"] && !opts["eq"] {
		c.declErrs.Addf(cls.NamePos, "eq must be true if order is true")
		return nil
	}
	for _, op := range []string{"__lt__", "__le__", "__gt__", "__ge__"} {
		if opts["order"] && own[op] {
			c.declErrs.Addf(cls.NamePos, "Cannot overwrite attribute %s in class %s. Consider using functools.total_ordering", op, cls.Name)
			return nil
		}
	}
	if dc.frozen && (own["__setattr__"] || own["__delattr__"]) {
		c.declErrs.Addf(cls.NamePos, "Cannot overwrite attribute __setattr__ in class %s", cls.Name)
		return nil
	}
	dc.post = dc.post || own["__post_init__"]
	classes[cls.Name] = dc

	var b strings.Builder
	p := func(format string, args ...any) { fmt.Fprintf(&b, format+"\n", args...) }
	var params, selfs, reprs, replace, asdict, astuple []string
	store := func(f dcField) string { return "self." + f.name }
	if dc.frozen {
		store = func(f dcField) string { return "self._dc_" + f.name }
	}
	for _, f := range dc.fields {
		param := f.name + ": " + f.ann
		switch {
		case f.factory != "":
			param = f.name + ": " + f.ann + " = None"
		case f.def != "":
			param += " = " + f.def
		}
		params = append(params, param)
		if f.compare {
			selfs = append(selfs, "self."+f.name)
		}
		if f.repr {
			reprs = append(reprs, fmt.Sprintf("%q + repr(self.%s)", f.name+"=", f.name))
		}
		replace = append(replace, fmt.Sprintf("%s=_nt_pick().pick(%s, self.%s)", f.name, f.name, f.name))
		v := "self." + f.name
		for name := range classes {
			if f.ann == name {
				v = "self." + f.name + "._dc_asdict()"
			} else if containsIdent(f.ann, name) {
				// asdict would convert the dataclasses inside: an error only where it is used.
				v = "not_supported_yet_asdict_of_dataclasses_in_a_container"
			}
		}
		asdict = append(asdict, fmt.Sprintf("%q: %s", f.name, v))
		astuple = append(astuple, strings.Replace(v, "_dc_asdict", "_dc_astuple", 1))
	}
	tuple := func(xs []string) string {
		if len(xs) == 1 {
			return "(" + xs[0] + ",)"
		}
		return "(" + strings.Join(xs, ", ") + ")"
	}
	p("class %s:", cls.Name)
	for _, f := range dc.fields {
		if dc.frozen {
			p("    _dc_%s: %s", f.name, f.ann)
		} else {
			p("    %s: %s", f.name, f.ann)
		}
	}
	p("    pass")
	if opts["init"] && !own["__init__"] {
		p("    def __init__(%s):", strings.Join(append([]string{"self"}, params...), ", "))
		for _, f := range dc.fields {
			if f.factory != "" {
				p("        if %s is None:", f.name)
				p("            %s = %s()", store(f), f.factory)
				p("        else:")
				p("            %s = %s", store(f), f.name)
			} else {
				p("        %s = %s", store(f), f.name)
			}
		}
		p("        pass")
		if dc.post {
			p("        self.__post_init__()")
		}
	}
	if dc.frozen {
		for _, f := range dc.fields {
			p("    @property")
			p("    def %s(self) -> %s:", f.name, f.ann)
			p("        return self._dc_%s", f.name)
			p("    @%s.setter", f.name)
			p("    def %s(self, value: %s):", f.name, f.ann)
			p("        raise _dc_FrozenInstanceError(%q)", "cannot assign to field '"+f.name+"'")
		}
	}
	p("    def _dc_t_%s(self):", cls.Name)
	p("        return %s", tuple(selfs))
	if opts["repr"] && !own["__repr__"] {
		p("    def __repr__(self) -> str:")
		if len(reprs) == 0 {
			p("        return %q", cls.Name+"()")
		} else {
			p("        return %q + %s + \")\"", cls.Name+"(", strings.Join(reprs, " + \", \" + "))
		}
	}
	if opts["eq"] && !own["__eq__"] {
		p("    def __eq__(self, other: %s) -> bool:", cls.Name)
		p("        return type(self).__name__ == type(other).__name__ and self._dc_t_%s() == other._dc_t_%s()", cls.Name, cls.Name)
	}
	if opts["order"] {
		for _, op := range []string{"lt", "le", "gt", "ge"} {
			sym := map[string]string{"lt": "<", "le": "<=", "gt": ">", "ge": ">="}[op]
			p("    def __%s__(self, other: %s) -> bool:", op, cls.Name)
			p("        return self._dc_t_%s() %s other._dc_t_%s()", cls.Name, sym, cls.Name)
		}
	}
	if !own["__hash__"] {
		switch {
		case opts["unsafe_hash"] || (opts["eq"] && dc.frozen):
			p("    def __hash__(self) -> int:")
			p("        return hash(self._dc_t_%s())", cls.Name)
		case opts["eq"]:
			p("    def __hash__(self) -> int:")
			p("        raise TypeError(%q)", "unhashable type: '"+cls.Name+"'")
		}
	}
	var kws []string
	for _, f := range dc.fields {
		kws = append(kws, f.name+"=None")
	}
	p("    def _dc_replace(self, %s):", strings.Join(kws, ", "))
	p("        return %s(%s)", cls.Name, strings.Join(replace, ", "))
	p("    def _dc_asdict(self):")
	p("        return {%s}", strings.Join(asdict, ", "))
	p("    def _dc_astuple(self):")
	p("        return %s", tuple(astuple))
	if len(dc.fields) == 0 {
		// No fields: replace and asdict take none.
		s := b.String()
		s = strings.Replace(s, "def _dc_replace(self, ):", "def _dc_replace(self):", 1)
		b.Reset()
		b.WriteString(s)
	}
	m, errs := syntax.ParseFile(c.fset, "<dataclass "+cls.Name+">", []byte(b.String()))
	if len(errs) > 0 || len(m.Body) != 1 {
		c.declErrs.Addf(cls.Pos(), "internal: dataclass %s: %v", cls.Name, errs)
		return nil
	}
	g := m.Body[0].(*syntax.ClassDef)
	g.Span, g.NamePos, g.Bases, g.Keywords, g.Decorators = cls.Span, cls.NamePos, cls.Bases, cls.Keywords, cls.Decorators
	g.Body = append(g.Body, rest...)
	return g
}

// mutableDisplay returns the class of a list, dict or set display: a default CPython's
// dataclass refuses, as it does every unhashable one.
func mutableDisplay(e syntax.Expr) string {
	switch e.(type) {
	case *syntax.List, *syntax.ListComp:
		return "list"
	case *syntax.Dict, *syntax.DictComp:
		return "dict"
	case *syntax.Set, *syntax.SetComp:
		return "set"
	}
	return ""
}

// containsIdent reports whether the source text s holds the identifier id.
func containsIdent(s, id string) bool {
	for i := strings.Index(s, id); i >= 0; {
		end := i + len(id)
		before := i == 0 || !isIdentByte(s[i-1])
		after := end == len(s) || !isIdentByte(s[end])
		if before && after {
			return true
		}
		j := strings.Index(s[i+1:], id)
		if j < 0 {
			break
		}
		i += 1 + j
	}
	return false
}

func isIdentByte(b byte) bool {
	return b == '_' || b >= 'a' && b <= 'z' || b >= 'A' && b <= 'Z' || b >= '0' && b <= '9'
}
