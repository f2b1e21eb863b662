// Named tuples: `P = namedtuple('P', ['x', 'y'])` (collections) and `class P(NamedTuple):`
// (typing) become ordinary classes, generated as Python source before the program is
// collected, with the tuple's behaviour as methods: repr, ==, ordering, hash, len, iteration,
// _replace, _asdict and _fields. Indexing by a constant and unpacking go through the tuple the
// class's _t() returns (namedTupleValue).
package types

import (
	"fmt"
	"reflect"
	"strconv"
	"strings"

	"kiln/syntax"
)

// ntField is a named tuple's field: its name, and for a NamedTuple class its annotation's
// and default's source text.
type ntField struct {
	name, ann, def string
}

// expandNamedTuples replaces the program's named tuple definitions by the classes they stand
// for.
func (c *Checker) expandNamedTuples(user *syntax.Module) {
	fromColl, fromTyping := "", ""
	for _, s := range user.Body {
		if imp, ok := s.(*syntax.ImportFrom); ok && imp.Level == 0 {
			for _, a := range imp.Names {
				name := a.Name
				if a.Asname != "" {
					name = a.Asname
				}
				switch {
				case imp.Module == "collections" && a.Name == "namedtuple":
					fromColl = name
				case imp.Module == "typing" && a.Name == "NamedTuple":
					fromTyping = name
				}
			}
		}
	}
	if fromColl == "" && fromTyping == "" {
		return
	}
	for i, s := range user.Body {
		var cls *syntax.ClassDef
		switch s := s.(type) {
		case *syntax.Assign:
			if fromColl != "" {
				before := len(c.declErrs)
				cls = c.namedTupleCall(s, fromColl)
				if cls == nil && len(c.declErrs) > before {
					user.Body[i] = &syntax.Pass{Span: s.Span} // reported
				}
			}
		case *syntax.ClassDef:
			if fromTyping != "" {
				cls = c.namedTupleClass(s, fromTyping)
			}
		}
		if cls != nil {
			user.Body[i] = cls
		}
	}
}

// namedTupleCall expands `P = namedtuple('P', fields)`, or returns nil when s is no such
// statement. Its fields take their types from the constructor's calls.
func (c *Checker) namedTupleCall(s *syntax.Assign, fn string) *syntax.ClassDef {
	call, ok := s.Value.(*syntax.Call)
	if !ok || !isName(call.Func, fn) || len(s.Targets) != 1 {
		return nil
	}
	target, ok := s.Targets[0].(*syntax.Name)
	if !ok {
		return nil
	}
	if len(call.Args) != 2 || len(call.Keywords) > 0 {
		c.declErrs.Addf(call.Pos(), "not supported yet: namedtuple() other than namedtuple('Name', fields)")
		return nil
	}
	name, ok := call.Args[0].(*syntax.Constant)
	if !ok || name.Kind != syntax.StrConst || name.Str != target.Id {
		c.declErrs.Addf(call.Args[0].Pos(), "not supported yet: a namedtuple whose name is not the constant %q", target.Id)
		return nil
	}
	var names []string
	switch f := call.Args[1].(type) {
	case *syntax.Constant:
		if f.Kind == syntax.StrConst {
			names = strings.Fields(strings.ReplaceAll(f.Str, ",", " "))
		}
	case *syntax.List, *syntax.Tuple:
		elts := []syntax.Expr{}
		if l, ok := f.(*syntax.List); ok {
			elts = l.Elts
		} else {
			elts = f.(*syntax.Tuple).Elts
		}
		for _, e := range elts {
			k, ok := e.(*syntax.Constant)
			if !ok || k.Kind != syntax.StrConst {
				names = nil
				break
			}
			names = append(names, k.Str)
		}
	}
	if len(names) == 0 {
		c.declErrs.Addf(call.Args[1].Pos(), "not supported yet: namedtuple fields other than a constant string or list of strings")
		return nil
	}
	var fields []ntField
	for _, n := range names {
		switch {
		case !isIdent(n):
			c.declErrs.Addf(call.Args[1].Pos(), "Type names and field names must be valid identifiers: '%s'", n)
			return nil
		case strings.HasPrefix(n, "_"):
			c.declErrs.Addf(call.Args[1].Pos(), "Field names cannot start with an underscore: '%s'", n)
			return nil
		}
		fields = append(fields, ntField{name: n})
	}
	return c.genNamedTuple(s.Pos(), target.Id, fields, nil)
}

// namedTupleClass expands `class P(NamedTuple): x: int; y: int = 0`, or returns nil when s
// is no such class. Its methods are kept.
func (c *Checker) namedTupleClass(s *syntax.ClassDef, base string) *syntax.ClassDef {
	if len(s.Bases) != 1 || !isName(s.Bases[0], base) {
		return nil
	}
	src := func(e syntax.Expr) string {
		f := c.fset.File(e.Pos())
		return string(f.Src[int(e.Pos())-f.Base : int(e.End())-f.Base])
	}
	var fields []ntField
	var rest []syntax.Stmt
	for _, st := range s.Body {
		a, ok := st.(*syntax.AnnAssign)
		if !ok {
			rest = append(rest, st)
			continue
		}
		n, ok := a.Target.(*syntax.Name)
		if !ok {
			c.declErrs.Addf(a.Pos(), "not supported yet: this NamedTuple field")
			return nil
		}
		f := ntField{name: n.Id, ann: src(a.Annotation)}
		if a.Value != nil {
			f.def = src(a.Value)
		} else if len(fields) > 0 && fields[len(fields)-1].def != "" {
			c.declErrs.Addf(a.Pos(), "Non-default namedtuple field %s cannot follow default field %s", n.Id, fields[len(fields)-1].name)
			return nil
		}
		fields = append(fields, f)
	}
	return c.genNamedTuple(s.Pos(), s.Name, fields, rest)
}

// genNamedTuple writes the class's source, parses it and appends the methods of rest.
func (c *Checker) genNamedTuple(pos syntax.Pos, name string, fields []ntField, rest []syntax.Stmt) *syntax.ClassDef {
	var b strings.Builder
	p := func(format string, args ...any) { fmt.Fprintf(&b, format+"\n", args...) }
	var names, params, selfs, reprs, replace, asdict, quoted []string
	for _, f := range fields {
		names = append(names, f.name)
		quoted = append(quoted, strconv.Quote(f.name))
		param := f.name
		if f.ann != "" {
			param += ": " + f.ann
		}
		if f.def != "" {
			param += " = " + f.def
		}
		params = append(params, param)
		selfs = append(selfs, "self."+f.name)
		reprs = append(reprs, fmt.Sprintf("%q + repr(self.%s)", f.name+"=", f.name))
		replace = append(replace, fmt.Sprintf("_nt_pick().pick(%s, self.%s)", f.name, f.name))
		asdict = append(asdict, fmt.Sprintf("%q: self.%s", f.name, f.name))
	}
	tuple := strings.Join(selfs, ", ")
	if len(selfs) == 1 {
		tuple += ","
	}
	p("class %s:", name)
	for _, f := range fields {
		if f.ann != "" {
			p("    %s: %s", f.name, f.ann)
		}
	}
	fieldsTuple := strings.Join(quoted, ", ")
	if len(quoted) == 1 {
		fieldsTuple += ","
	}
	p("    _fields = (%s)", fieldsTuple)
	p("    def __init__(self, %s):", strings.Join(params, ", "))
	for _, n := range names {
		p("        self.%s = %s", n, n)
	}
	p("    def _t(self):")
	p("        return (%s)", tuple)
	p("    def __len__(self) -> int:")
	p("        return %d", len(fields))
	p("    def __iter__(self):")
	p("        return iter([%s])", strings.Join(selfs, ", "))
	for _, op := range []string{"eq", "ne", "lt", "le", "gt", "ge"} {
		sym := map[string]string{"eq": "==", "ne": "!=", "lt": "<", "le": "<=", "gt": ">", "ge": ">="}[op]
		p("    def __%s__(self, other: %s) -> bool:", op, name)
		p("        return self._t() %s other._t()", sym)
	}
	p("    def __hash__(self) -> int:")
	p("        return hash(self._t())")
	p("    def __repr__(self) -> str:")
	p("        return %q + %s + \")\"", name+"(", strings.Join(reprs, " + \", \" + "))
	p("    def _replace(self, %s):", strings.Join(mapStrings(names, func(n string) string { return n + "=None" }), ", "))
	p("        return %s(%s)", name, strings.Join(replace, ", "))
	p("    def _asdict(self):")
	p("        return {%s}", strings.Join(asdict, ", "))
	m, errs := syntax.ParseFile(c.fset, "<namedtuple "+name+">", []byte(b.String()))
	if len(errs) > 0 || len(m.Body) != 1 {
		c.declErrs.Addf(pos, "internal: namedtuple %s: %v", name, errs)
		return nil
	}
	cls := m.Body[0].(*syntax.ClassDef)
	cls.Body = append(cls.Body, rest...)
	if c.namedTuples == nil {
		c.namedTuples = map[string]bool{}
	}
	c.namedTuples[name] = true
	return cls
}

func mapStrings(xs []string, f func(string) string) []string {
	out := make([]string, len(xs))
	for i, x := range xs {
		out[i] = f(x)
	}
	return out
}

func isIdent(s string) bool {
	for i, r := range s {
		if !(r == '_' || r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || i > 0 && r >= '0' && r <= '9') {
			return false
		}
	}
	return s != ""
}

// namedTupleValue returns e as the tuple a named tuple object stands for, `e._t()`, when t is
// a named tuple class; otherwise nil.
func (c *Checker) namedTupleValue(e syntax.Expr, t Type) syntax.Expr {
	k := classOf(t)
	if k == nil || k.stdlib || !c.namedTuples[k.Name] || k.scope != c.user {
		return nil
	}
	if e == nil {
		return &syntax.Tuple{}
	}
	sp := syntax.Span{From: e.Pos(), To: e.End()}
	return &syntax.Call{Span: sp, Func: &syntax.Attribute{Span: sp, Value: e, Attr: "_t", AttrPos: e.End()}}
}

// ntKey names a place where a named tuple is used as its tuple: p[i] (item) or the value
// of `x, y = p`.
type ntKey struct {
	e    syntax.Expr
	item bool
}

// namedTupleItem returns what p[i] stands for when p is a named tuple: p._t()[i], checked in
// its place (Info.Stands) rather than written into the tree, which the other realizations of
// the function (and, for the stdlib's functions, every later program) share. Otherwise nil.
func (c *Checker) namedTupleItem(inst *Instance, e *syntax.Subscript, t Type) syntax.Expr {
	v := c.namedTupleValue(e.Value, t)
	if v == nil {
		return nil
	}
	k := ntKey{e, true}
	x := c.ntStands[k]
	if x == nil {
		x = &syntax.Subscript{Span: e.Span, Value: v, Slice: e.Slice}
		c.ntStands[k] = x
	}
	inst.Info.Stands[e] = x
	return x
}

// namedTupleUnpacked returns what p stands for in `x, y = p` when p is a named tuple: p._t(),
// made of a copy of p (so that lowering p's copy is not lowering p's stand again), checked in
// p's place (Info.Stands). Otherwise nil.
func (c *Checker) namedTupleUnpacked(inst *Instance, e syntax.Expr, t Type) syntax.Expr {
	if c.namedTupleValue(e, t) == nil {
		return nil
	}
	k := ntKey{e, false}
	x := c.ntStands[k]
	if x == nil {
		dup := reflect.New(reflect.TypeOf(e).Elem())
		dup.Elem().Set(reflect.ValueOf(e).Elem())
		x = c.namedTupleValue(dup.Interface().(syntax.Expr), t)
		c.ntStands[k] = x
	}
	inst.Info.Stands[e] = x
	return x
}

func isUnpackTarget(e syntax.Expr) bool {
	switch e.(type) {
	case *syntax.Tuple, *syntax.List:
		return true
	}
	return false
}
