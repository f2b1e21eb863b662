// @extend (as in Codon): `@extend` on a class statement of the user's module adds the methods of
// its body to an existing class of that name: a primitive (int, str, ...), a stdlib class
// (list) or a class defined earlier in the module. `extend` needs no import. An extension adds
// methods only: no fields, no class attributes, no replacing of existing methods.
package types

import "kiln/syntax"

// extendClass handles a class statement decorated with @extend and reports whether s is one.
func (c *Checker) extendClass(s *syntax.ClassDef, scope *Scope, isStdlib bool) bool {
	marked := false
	for _, d := range s.Decorators {
		if isName(d, "extend") {
			marked = true
		}
	}
	if isStdlib || !marked {
		return false
	}
	if len(s.Decorators) > 1 {
		c.declErrs.Addf(s.Decorators[0].Pos(), "@extend cannot be combined with other class decorators")
		return true
	}
	if len(s.Bases) > 0 || len(s.Keywords) > 0 {
		c.declHint(&syntax.Error{Pos: s.NamePos, Msg: "@extend takes no base classes",
			Hint: "an extension adds methods to the class as it is: write `@extend` then `class " + s.Name + ":`"})
		return true
	}
	target, _ := scope.lookup(s.Name).(*Class)
	if target == nil {
		c.declHint(&syntax.Error{Pos: s.NamePos, Msg: "@extend: there is no class named " + quote(s.Name) + " to extend",
			Hint: "@extend adds methods to an existing class; define the class before extending it"})
		return true
	}
	if target == c.u.Ptr || target.Prim == PrimPtr {
		c.declErrs.Addf(s.NamePos, "not supported yet: extending Ptr")
		return true
	}
	if len(s.TypeParams) > 0 {
		ok := len(s.TypeParams) == len(target.TypeParams)
		for i, tp := range s.TypeParams {
			ok = ok && tp.Kind == syntax.TypeVarParam && tp.Bound == nil && tp.Name == target.TypeParams[i]
		}
		if !ok {
			c.declErrs.Addf(s.TypeParams[0].Pos(), "@extend of %s must name its type parameters as the class does, or not at all", s.Name)
			return true
		}
	}
	ok := true
	for _, item := range s.Body {
		switch item := item.(type) {
		case *syntax.FunctionDef, *syntax.Pass:
		case *syntax.ExprStmt:
			if !isDocstring(item) {
				c.declErrs.Addf(item.Pos(), "not supported yet: this statement in a class body")
				ok = false
			}
		case *syntax.AnnAssign, *syntax.Assign:
			c.declHint(&syntax.Error{Pos: item.Pos(), Msg: "@extend adds methods only, not fields or class attributes",
				Hint: "declare fields and class attributes in the class's own body"})
			ok = false
		default:
			c.declErrs.Addf(item.Pos(), "not supported yet: %s in a class body", describeStmt(item))
			ok = false
		}
	}
	if !ok {
		return true
	}
	st := c.optState()
	st.exts[target] = append(st.exts[target], s)
	if target.setup == 2 {
		// A primitive, set up with the stdlib: its methods are assembled already.
		c.addExtension(target, s, c.user)
	}
	for _, k := range target.insts {
		if k.setup == 2 {
			c.addExtension(k, s, c.extensionScope(k))
		}
	}
	return true
}

// hasExtend reports whether a class statement is decorated with @extend.
func hasExtend(s *syntax.ClassDef) bool {
	for _, d := range s.Decorators {
		if isName(d, "extend") {
			return true
		}
	}
	return false
}

// extendStdlib adds the methods of the stdlib's @extend classes (stdlib/format.py adds
// __format__ to int, float, bool and str) to the builtin types they name. They resolve names in
// the builtins scope, as the rest of the stdlib does.
func (c *Checker) extendStdlib() {
	for _, s := range c.stdExts {
		target, _ := c.builtins.lookup(s.Name).(*Class)
		if target == nil || target.setup != 2 || len(target.TypeParams) > 0 {
			c.declErrs.Addf(s.NamePos, "stdlib: @extend of %s: only the builtin non-generic types can be extended here", s.Name)
			continue
		}
		c.addExtension(target, s, c.builtins)
	}
}

func quote(s string) string { return "\"" + s + "\"" }

// extendMembers adds the extensions of cls (or of the template it instantiates) while it is set
// up, after its own members and before its methods are assembled, so that subclasses inherit
// them.
func (c *Checker) extendMembers(cls *Class) {
	tmpl := cls
	if cls.Origin != nil {
		tmpl = cls.Origin
	}
	for _, s := range c.optState().exts[tmpl] {
		c.addExtension(cls, s, c.extensionScope(cls))
	}
}

// extensionScope is where the methods of an extension of cls resolve names: the user's module,
// and the type parameters of a generic class's instantiation.
func (c *Checker) extensionScope(cls *Class) *Scope {
	if len(cls.TypeArgs) == 0 {
		return c.user
	}
	scope := newScope(c.user)
	for i, p := range cls.TypeParams {
		scope.objects[p] = &typeParam{name: p, t: cls.TypeArgs[i]}
	}
	return scope
}

// addExtension declares the methods of extension s in cls.
func (c *Checker) addExtension(cls *Class, s *syntax.ClassDef, scope *Scope) {
	if cls.own == nil {
		cls.own = map[string][]*Func{}
	}
	for _, item := range s.Body {
		d, ok := item.(*syntax.FunctionDef)
		if !ok {
			continue
		}
		if len(cls.Methods[d.Name]) > 0 || len(cls.own[d.Name]) > 0 || cls.Props[d.Name] != nil || cls.field(d.Name) != nil {
			c.declHint(&syntax.Error{Pos: d.NamePos, Msg: s.Name + " already has an attribute " + quote(d.Name),
				Hint: "@extend adds methods; it does not replace them"})
			continue
		}
		f := c.declareFunc(d, cls, scope, scope == c.builtins)
		if f == nil {
			continue
		}
		if !c.extensionFields(cls, d) {
			continue
		}
		if cls.addProperty(f) {
			continue
		}
		cls.own[d.Name] = []*Func{f}
		if cls.setup == 2 {
			cls.Methods[d.Name] = []*Func{f}
		}
	}
}

// extensionFields refuses a method of an extension that assigns a field its class does not
// have, and reports whether the method is fine.
func (c *Checker) extensionFields(cls *Class, d *syntax.FunctionDef) bool {
	if len(d.Args.Args) == 0 || isStaticDef(d) {
		return true
	}
	self := d.Args.Args[0].Name
	ok := true
	for _, st := range d.Body {
		syntax.Inspect(st, func(n syntax.Node) bool {
			var targets []syntax.Expr
			switch n := n.(type) {
			case *syntax.Assign:
				targets = n.Targets
			case *syntax.AugAssign:
				targets = []syntax.Expr{n.Target}
			case *syntax.AnnAssign:
				targets = []syntax.Expr{n.Target}
			case *syntax.FunctionDef, *syntax.ClassDef, *syntax.Lambda:
				return false
			}
			for _, t := range targets {
				c.selfTargets(t, self, func(name string, pos syntax.Pos, _ Type) {
					if cls.field(name) == nil && ok {
						c.declHint(&syntax.Error{Pos: pos, Msg: "@extend adds methods only: " + cls.Name + " has no field " + quote(name),
							Hint: "declare fields in the class's own body"})
						ok = false
					}
				})
			}
			return true
		})
	}
	return ok
}

// declHint reports a declaration error that carries a hint.
func (c *Checker) declHint(err *syntax.Error) { c.declErrs = append(c.declErrs, err) }
