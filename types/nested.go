// Nested classes: a class defined in the body of a module-level class is hoisted to module level,
// just before its outer class (CPython runs its body while the outer class's body runs), under
// its qualified name "Outer.Inner", which no Python name can clash with and which CPython's
// default repr shows (<__main__.Outer.Inner object at 0x...>). References that reach it are
// renamed: Outer.Inner anywhere in the module, and the bare Inner where CPython sees it, the
// outer class body's own statements and its methods' signatures (not the methods' bodies).
package types

import (
	"reflect"
	"regexp"
	"strings"

	"kiln/syntax"
)

// hoistNested hoists the nested classes of the module's top-level classes.
func (c *Checker) hoistNested(m *syntax.Module) {
	quals := map[string]bool{}
	var body []syntax.Stmt
	for _, s := range m.Body {
		if d, ok := s.(*syntax.ClassDef); ok {
			body = append(body, c.hoistFrom(d, d.Name, quals)...)
		}
		body = append(body, s)
	}
	if len(quals) == 0 {
		return
	}
	m.Body = body
	rewriteExprs(reflect.ValueOf(m), func(e syntax.Expr) syntax.Expr {
		if q := dottedName(e); q != "" && quals[q] {
			return &syntax.Name{Span: syntax.Span{From: e.Pos(), To: e.End()}, Id: q}
		}
		return e
	})
}

// hoistFrom takes the nested classes out of d, whose qualified name is qual, and returns them,
// the classes nested in them first.
func (c *Checker) hoistFrom(d *syntax.ClassDef, qual string, quals map[string]bool) []syntax.Stmt {
	var out, body []syntax.Stmt
	local := map[string]string{} // a nested class's name → its qualified name
	for _, s := range d.Body {
		n, ok := s.(*syntax.ClassDef)
		if !ok {
			body = append(body, s)
			continue
		}
		if len(n.Decorators) > 0 {
			c.declErrs.Addf(n.Decorators[0].Pos(), "not supported yet: decorators on nested classes")
			continue
		}
		if b := specialBase(n); b != nil {
			c.declErrs.Addf(b.Pos(), "not supported yet: nested enum, named tuple, typed dict or abstract classes")
			continue
		}
		q := qual + "." + n.Name
		out = append(out, c.hoistFrom(n, q, quals)...)
		local[n.Name] = q
		n.Name = q
		quals[q] = true
		out = append(out, n)
	}
	if len(body) == len(d.Body) {
		return nil
	}
	if len(body) == 0 {
		body = append(body, &syntax.Pass{Span: syntax.Span{From: d.NamePos, To: d.NamePos}})
	}
	d.Body = body
	// The outer class body sees its nested classes by their own names; strings in annotations
	// (never evaluated by CPython) may name them too.
	rename := func(e syntax.Expr) {
		if e == nil {
			return
		}
		syntax.Inspect(e, func(x syntax.Node) bool {
			switch x := x.(type) {
			case *syntax.Name:
				if q, ok := local[x.Id]; ok {
					x.Id = q
				}
			case *syntax.Attribute:
				syntax.Inspect(x.Value, func(y syntax.Node) bool {
					if n, ok := y.(*syntax.Name); ok {
						if q, ok := local[n.Id]; ok {
							n.Id = q
						}
					}
					return true
				})
				return false // Outer.Inner's attribute is not a name
			case *syntax.Lambda:
				return false
			}
			return true
		})
	}
	renameStr := func(e syntax.Expr) {
		syntax.Inspect(e, func(x syntax.Node) bool {
			if k, ok := x.(*syntax.Constant); ok && k.Kind == syntax.StrConst {
				k.Str = renameInString(k.Str, local)
			}
			return true
		})
	}
	for _, s := range out {
		if n, ok := s.(*syntax.ClassDef); ok && local[n.Name[len(qual)+1:]] == n.Name {
			for _, b := range n.Bases {
				rename(b) // evaluated in the outer class body
			}
		}
	}
	for _, s := range body {
		f, ok := s.(*syntax.FunctionDef)
		if !ok {
			syntax.Inspect(s, func(x syntax.Node) bool {
				if e, ok := x.(syntax.Expr); ok {
					rename(e)
					return false
				}
				return true
			})
			if a, ok := s.(*syntax.AnnAssign); ok {
				renameStr(a.Annotation)
			}
			continue
		}
		for _, e := range f.Decorators {
			rename(e)
		}
		rename(f.Returns)
		if f.Returns != nil {
			renameStr(f.Returns)
		}
		a := f.Args
		for _, list := range [][]*syntax.Arg{a.PosOnly, a.Args, a.KwOnly, {a.Vararg, a.Kwarg}} {
			for _, arg := range list {
				if arg != nil && arg.Annotation != nil {
					rename(arg.Annotation)
					renameStr(arg.Annotation)
				}
			}
		}
		for _, e := range a.Defaults {
			rename(e)
		}
		for _, e := range a.KwDefaults {
			rename(e)
		}
	}
	return out
}

var identRE = regexp.MustCompile(`[.]?[\pL_][\pL\pN_]*`)

// renameInString renames the names in a string annotation ("Optional[Node]") that are
// nested classes, leaving attributes (x.Node) alone.
func renameInString(s string, local map[string]string) string {
	return identRE.ReplaceAllStringFunc(s, func(w string) string {
		if q, ok := local[w]; ok && !strings.HasPrefix(w, ".") {
			return q
		}
		return w
	})
}

// specialBase returns the base of n that makes it an enum, a named tuple, a typed dict or an
// abstract class, which the expansions of the module's top-level classes handle; nil if none.
func specialBase(n *syntax.ClassDef) syntax.Expr {
	for _, b := range n.Bases {
		name := ""
		switch b := b.(type) {
		case *syntax.Name:
			name = b.Id
		case *syntax.Attribute:
			name = b.Attr
		}
		switch name {
		case "Enum", "IntEnum", "StrEnum", "Flag", "IntFlag", "NamedTuple", "TypedDict", "ABC", "Protocol":
			return b
		}
	}
	return nil
}

// dottedName returns "a.b.c" for the expression a.b.c, "" for any other expression.
func dottedName(e syntax.Expr) string {
	switch e := e.(type) {
	case *syntax.Name:
		return e.Id
	case *syntax.Attribute:
		if v := dottedName(e.Value); v != "" {
			return v + "." + e.Attr
		}
	}
	return ""
}

var (
	exprType = reflect.TypeOf((*syntax.Expr)(nil)).Elem()
	fileType = reflect.TypeOf((*syntax.File)(nil))
)

// rewriteExprs replaces, bottom-up, every expression e under v by f(e).
func rewriteExprs(v reflect.Value, f func(syntax.Expr) syntax.Expr) {
	switch v.Kind() {
	case reflect.Pointer:
		if v.IsNil() || v.Type() == fileType || v.Elem().Kind() != reflect.Struct {
			return
		}
		rewriteExprs(v.Elem(), f)
	case reflect.Interface:
		if v.IsNil() {
			return
		}
		rewriteExprs(v.Elem(), f)
		if v.Type() == exprType && v.CanSet() {
			if e, ok := v.Interface().(syntax.Expr); ok {
				if r := f(e); r != e {
					v.Set(reflect.ValueOf(r))
				}
			}
		}
	case reflect.Slice:
		for i := 0; i < v.Len(); i++ {
			rewriteExprs(v.Index(i), f)
		}
	case reflect.Struct:
		for i := 0; i < v.NumField(); i++ {
			if v.Type().Field(i).IsExported() {
				rewriteExprs(v.Field(i), f)
			}
		}
	}
}
