// Classes: declaration, set-up (base, fields, methods, properties, class attributes),
// instantiation of generic classes, and the hierarchy numbering used by isinstance and dynamic
// dispatch.
package types

import (
	"strings"

	"kiln/syntax"
)

// typeParam is a generic class's type parameter, bound to a type in an instantiation's scope.
type typeParam struct {
	name string
	t    Type
}

// declareClass enters a class statement. In the stdlib, a class named after a primitive (int,
// str, Ptr, ...) gives the primitive its methods.
func (c *Checker) declareClass(s *syntax.ClassDef, scope *Scope, isStdlib bool) {
	if isStdlib {
		if prim := c.u.byName(s.Name); prim != nil {
			prim.Def, prim.scope, prim.stdlib = s, scope, true
			if prim == c.u.Ptr {
				return // members are set up per instantiation
			}
			c.classMembers(prim, true)
			c.assembleMethods(prim)
			return
		}
	}
	if _, dup := scope.objects[s.Name]; dup {
		c.declErrs.Addf(s.NamePos, "not supported yet: redefining %q", s.Name)
		return
	}
	if !isStdlib {
		if _, builtin := c.builtins.objects[s.Name].(*Class); builtin {
			c.declErrs.Addf(s.NamePos, "not supported yet: a class named like the built-in type %q", s.Name)
			return
		}
	}
	cls := &Class{Name: s.Name, Def: s, Ref: true, scope: scope, Methods: map[string][]*Func{}, stdlib: isStdlib}
	for _, tp := range s.TypeParams {
		if tp.Kind != syntax.TypeVarParam || tp.Bound != nil {
			c.declErrs.Addf(tp.Pos(), "not supported yet: this kind of type parameter")
			return
		}
		cls.TypeParams = append(cls.TypeParams, tp.Name)
	}
	if params, ok := c.genericParams(s, scope); ok {
		if len(cls.TypeParams) > 0 {
			c.declErrs.Addf(s.NamePos, "a class takes either [T] parameters or Generic[T], not both")
		}
		cls.TypeParams = params
	}
	if len(cls.TypeParams) > 0 {
		cls.insts = map[string]*Class{}
	}
	scope.objects[s.Name] = cls
	c.classes = append(c.classes, cls)
}

// setupClass resolves a class's base and members. Generic templates are set up per
// instantiation.
func (c *Checker) setupClass(cls *Class) {
	if cls.setup != 0 || (len(cls.TypeParams) > 0 && cls.Origin == nil) {
		return
	}
	cls.setup = 1
	d := cls.Def
	if len(d.Decorators) > 0 {
		c.declErrs.Addf(d.Decorators[0].Pos(), "not supported yet: class decorators")
	}
	if len(d.Keywords) > 0 {
		c.declErrs.Addf(d.Keywords[0].Pos(), "not supported yet: class keywords (metaclasses)")
	}
	var bases []syntax.Expr
	for _, b := range d.Bases {
		if !isGenericBase(cls.scope, b) {
			bases = append(bases, b)
		}
	}
	switch {
	case len(bases) > 1:
		c.declErrs.Addf(bases[1].Pos(), "not supported yet: multiple inheritance")
	case len(bases) == 1:
		if n, ok := bases[0].(*syntax.Name); ok && n.Id == "object" {
			break
		}
		base := classOf(c.annotationIn(cls.scope, bases[0]))
		switch {
		case base == nil:
		case !base.Ref || base.Def == nil || (cls.Origin != nil || base.Origin != nil) && !cls.stdlib:
			// Generic inheritance is the stdlib's (collections.defaultdict[K, V] is a
			// dict[K, V]): its classes are instantiated while bodies are checked, after the
			// hierarchies that decide dynamic dispatch are numbered.
			c.declErrs.Addf(bases[0].Pos(), "not supported yet: inheriting from %s", base)
		case base.setup == 1:
			c.declErrs.Addf(bases[0].Pos(), "class %s inherits from itself", cls.Name)
		default:
			c.setupClass(base)
			cls.Base = base
			base.Subs = append(base.Subs, cls)
			cls.Fields = append(cls.Fields, base.Fields...)
		}
	}
	c.classMembers(cls, false)
	c.extendMembers(cls) // extend.go
	c.assembleMethods(cls)
	cls.setup = 2
}

// templateOption reports whether name is one of the class attributes through which a subclass
// of string.Template changes its syntax in CPython; stdlib/lib/string.py's Template reads none.
func templateOption(cls *Class, name string) bool {
	switch name {
	case "delimiter", "idpattern", "braceidpattern", "flags", "pattern":
	default:
		return false
	}
	for k := cls.Base; k != nil; k = k.Base {
		if k.stdlib && k.Name == "Template" {
			return true
		}
	}
	return false
}

// addProperty enters f into cls's properties when it is a @property getter or setter, and
// reports whether it was.
func (cls *Class) addProperty(f *Func) bool {
	if !f.Property && !f.Setter {
		return false
	}
	if cls.Props == nil {
		cls.Props = map[string]*Property{}
	}
	p := cls.Props[f.PyName]
	if p == nil {
		p = &Property{}
		cls.Props[f.PyName] = p
	}
	if f.Setter {
		p.Set = f
	} else {
		p.Get = f
	}
	return true
}

// classMembers enters the fields, methods, properties and class attributes of the class body.
func (c *Checker) classMembers(cls *Class, prim bool) {
	if cls.own == nil {
		cls.own = map[string][]*Func{}
	}
	isStdlib := cls.stdlib
	addField := func(name string, pos syntax.Pos, ann Type) {
		if cls.field(name) != nil {
			return
		}
		f := &Field{Name: name, Type: ann, Index: len(cls.Fields), Pos: pos, Ann: ann != nil, Owner: cls}
		cls.Fields = append(cls.Fields, f)
	}
	for _, item := range cls.Def.Body {
		switch item := item.(type) {
		case *syntax.FunctionDef:
			f := c.declareFunc(item, cls, cls.scope, isStdlib)
			if f == nil {
				continue
			}
			if cls.addProperty(f) {
				continue
			}
			if len(cls.own[item.Name]) > 0 && !isStdlib {
				c.declErrs.Addf(item.NamePos, "not supported yet: redefining method %q", item.Name)
				continue
			}
			cls.own[item.Name] = append(cls.own[item.Name], f)
		case *syntax.AnnAssign:
			n, ok := item.Target.(*syntax.Name)
			switch {
			case !ok:
				c.declErrs.Addf(item.Target.Pos(), "not supported yet: this annotation in a class body")
			case prim:
				c.declErrs.Addf(item.Pos(), "stdlib: fields in primitive class %s", cls.Name)
			case item.Value == nil:
				addField(n.Id, n.Pos(), c.annotationIn(cls.scope, item.Annotation))
			case templateOption(cls, n.Id):
				c.declErrs.Addf(item.Pos(), "not supported yet: a string.Template subclass with its own %s", n.Id)
			default:
				v := c.classAttr(cls, n)
				v.Type = c.annotationIn(cls.scope, item.Annotation)
			}
		case *syntax.Assign:
			if len(item.Targets) != 1 {
				c.declErrs.Addf(item.Pos(), "not supported yet: chained assignment in a class body")
				continue
			}
			n, ok := item.Targets[0].(*syntax.Name)
			if ok && isStdlib && n.Id == "__module__" {
				continue // names the module of a stdlib class (lower.moduleOf)
			}
			if !ok || prim || isStdlib {
				c.declErrs.Addf(item.Pos(), "not supported yet: this statement in a class body")
				continue
			}
			if templateOption(cls, n.Id) {
				c.declErrs.Addf(item.Pos(), "not supported yet: a string.Template subclass with its own %s", n.Id)
				continue
			}
			c.classAttr(cls, n)
		case *syntax.Pass:
		case *syntax.ExprStmt:
			if !isDocstring(item) {
				c.declErrs.Addf(item.Pos(), "not supported yet: this statement in a class body")
			}
		default:
			c.declErrs.Addf(item.Pos(), "not supported yet: %s in a class body", describeStmt(item))
		}
	}
	if prim {
		return
	}
	// Fields assigned through self in the methods, in source order.
	for _, item := range cls.Def.Body {
		d, ok := item.(*syntax.FunctionDef)
		if !ok || len(d.Args.Args) == 0 || isStaticDef(d) || isClassMethodDef(d) {
			continue // a class method's cls.name = v assigns a class attribute
		}
		self := d.Args.Args[0].Name
		for _, st := range d.Body {
			syntax.Inspect(st, func(n syntax.Node) bool {
				var targets []syntax.Expr
				switch n := n.(type) {
				case *syntax.Assign:
					targets = n.Targets
				case *syntax.AugAssign:
					targets = []syntax.Expr{n.Target}
				case *syntax.AnnAssign:
					if c.bareContainer(cls.scope, n.Annotation) {
						targets = []syntax.Expr{n.Target} // self.xs: list = []: typed from the value (bare.go)
					} else if a, ok := n.Target.(*syntax.Attribute); ok && isName(a.Value, self) {
						addField(a.Attr, a.AttrPos, c.annotationIn(cls.scope, n.Annotation))
					}
				case *syntax.FunctionDef, *syntax.ClassDef, *syntax.Lambda:
					return false
				}
				for _, t := range targets {
					c.selfTargets(t, self, addField)
				}
				return true
			})
		}
	}
}

// selfTargets adds a field for each `self.name` among an assignment's targets.
func (c *Checker) selfTargets(t syntax.Expr, self string, add func(string, syntax.Pos, Type)) {
	switch t := t.(type) {
	case *syntax.Attribute:
		if isName(t.Value, self) {
			add(t.Attr, t.AttrPos, nil)
		}
	case *syntax.Tuple:
		for _, x := range t.Elts {
			c.selfTargets(x, self, add)
		}
	case *syntax.List:
		for _, x := range t.Elts {
			c.selfTargets(x, self, add)
		}
	}
}

func isName(e syntax.Expr, id string) bool {
	n, ok := e.(*syntax.Name)
	return ok && n.Id == id
}

// isClassMethodDef reports whether d is decorated @classmethod.
func isClassMethodDef(d *syntax.FunctionDef) bool {
	for _, dec := range d.Decorators {
		if isName(dec, "classmethod") {
			return true
		}
	}
	return false
}

func isStaticDef(d *syntax.FunctionDef) bool {
	for _, dec := range d.Decorators {
		if isName(dec, "staticmethod") {
			return true
		}
	}
	return false
}

// classAttr creates the module variable holding a class attribute.
func (c *Checker) classAttr(cls *Class, n *syntax.Name) *Var {
	if cls.Attrs == nil {
		cls.Attrs = map[string]*Var{}
	}
	if v := cls.Attrs[n.Id]; v != nil {
		return v // assigned twice in the body
	}
	v := &Var{Name: cls.Name + "." + n.Id, Global: true, Pos: n.Pos()}
	cls.Attrs[n.Id] = v
	c.classVars = append(c.classVars, v)
	return v
}

// field returns the instance field called name, or nil.
func (cls *Class) field(name string) *Field {
	for _, f := range cls.Fields {
		if f.Name == name {
			return f
		}
	}
	return nil
}

// attr returns the class attribute called name, looked up through the bases.
func (cls *Class) attr(name string) *Var {
	for k := cls; k != nil; k = k.Base {
		if v := k.Attrs[name]; v != nil {
			return v
		}
	}
	return nil
}

// prop returns the property called name, adapted to cls, or nil.
func (c *Checker) prop(cls *Class, name string) *Property {
	for k := cls; k != nil; k = k.Base {
		if p := k.Props[name]; p != nil {
			if k == cls {
				return p
			}
			q := &Property{}
			if p.Get != nil {
				q.Get = c.adapt(cls, p.Get)
			}
			if p.Set != nil {
				q.Set = c.adapt(cls, p.Set)
			}
			if cls.Props == nil {
				cls.Props = map[string]*Property{}
			}
			cls.Props[name] = q
			return q
		}
	}
	return nil
}

// assembleMethods fills Methods: the class's own methods, then those it inherits.
func (c *Checker) assembleMethods(cls *Class) {
	for name, fs := range cls.own {
		cls.Methods[name] = fs
	}
	if cls.Base == nil {
		return
	}
	for name, fs := range cls.Base.Methods {
		if _, overridden := cls.own[name]; overridden {
			continue
		}
		for _, f := range fs {
			cls.Methods[name] = append(cls.Methods[name], c.adapt(cls, f))
		}
	}
}

// adapt returns f, a method of a base of cls, as a method whose self has type cls: every
// class realizes its inherited methods for itself.
func (c *Checker) adapt(cls *Class, f *Func) *Func {
	if f.Recv == cls {
		return f
	}
	if cls.adapted == nil {
		cls.adapted = map[*Func]*Func{}
	}
	if g := cls.adapted[f]; g != nil {
		return g
	}
	g := &Func{Name: f.Name, PyName: f.PyName, Kind: f.Kind, Def: f.Def, Recv: cls,
		Owner: f.Owner, Static: f.Static, ClassMethod: f.ClassMethod, Property: f.Property, Setter: f.Setter,
		scope: f.scope}
	if f.Static || f.ClassMethod {
		// No self tells their realizations apart: the copy is named after its class.
		g.Name = cls.Name + "." + f.PyName
	}
	cls.adapted[f] = g
	return g
}

// lookupMethod finds the overloads of name for a receiver of class cls, starting the search
// at class from (super() starts at the base of the method's class).
func (c *Checker) lookupMethod(cls, from *Class, name string) []*Func {
	if from == cls {
		return cls.Methods[name]
	}
	for k := from; k != nil; k = k.Base {
		if fs := k.own[name]; len(fs) > 0 {
			out := make([]*Func, len(fs))
			for i, f := range fs {
				out[i] = c.adapt(cls, f)
			}
			return out
		}
	}
	return nil
}

// overridden reports whether a strict descendant of cls defines its own method name, so a
// call through a cls-typed value must dispatch on the object's class.
func overridden(cls *Class, name string) bool {
	for _, s := range cls.Subs {
		if len(s.own[name]) > 0 || overridden(s, name) {
			return true
		}
	}
	return false
}

// descendants returns cls and its descendants, in preorder.
func descendants(cls *Class) []*Class {
	out := []*Class{cls}
	for _, s := range cls.Subs {
		out = append(out, descendants(s)...)
	}
	return out
}

// numberHierarchies gives every class of a hierarchy its preorder ID and its header.
func (c *Checker) numberHierarchies() {
	for _, cls := range c.classes {
		if cls.Base != nil || len(cls.Subs) == 0 {
			continue
		}
		id := 0
		var walk func(k *Class)
		walk = func(k *Class) {
			id++
			k.ID = id
			k.Header = true
			for _, s := range k.Subs {
				walk(s)
			}
			k.Last = id
		}
		walk(cls)
	}
}

// instantiate returns the class template tmpl instantiated with the type arguments.
func (c *Checker) instantiate(tmpl *Class, args []Type) *Class {
	key := typeList(args)
	if k := tmpl.insts[key]; k != nil {
		return k
	}
	k := &Class{Name: tmpl.Name + "[" + strings.ReplaceAll(key, " ", "") + "]", Prim: tmpl.Prim, Def: tmpl.Def,
		Origin: tmpl, TypeArgs: append([]Type(nil), args...), TypeParams: tmpl.TypeParams, Ref: tmpl.Ref,
		Methods: map[string][]*Func{}, stdlib: tmpl.stdlib}
	k.scope = newScope(tmpl.scope)
	for i, p := range tmpl.TypeParams {
		k.scope.objects[p] = &typeParam{name: p, t: args[i]}
	}
	tmpl.insts[key] = k
	if tmpl.Def == nil {
		k.setup = 2
		return k
	}
	if tmpl.Prim != NotPrim {
		k.setup = 2
		c.classMembers(k, true)
		c.assembleMethods(k)
		return k
	}
	c.classes = append(c.classes, k)
	c.setupClass(k)
	return k
}

// PtrTo returns Ptr[elem].
func (c *Checker) PtrTo(elem Type) *Class { return c.instantiate(c.u.Ptr, []Type{elem}) }

// inferTypeArgs binds a generic class's type parameters by matching the annotations of its
// __init__ against the argument types: Box(1) is a Box[int] when __init__ takes `v: T`.
func (c *Checker) inferTypeArgs(tmpl *Class, init *syntax.FunctionDef, args []Type) ([]Type, bool) {
	bound := map[string]Type{}
	params := init.Args.Args
	for i, t := range args {
		if i+1 >= len(params) {
			break
		}
		if ann := params[i+1].Annotation; ann != nil {
			c.match(tmpl.TypeParams, ann, t, bound)
		}
	}
	var out []Type
	for _, p := range tmpl.TypeParams {
		t, ok := bound[p]
		if !ok {
			return nil, false
		}
		out = append(out, t)
	}
	return out, true
}

// match binds the type parameters (names) that annotation e mentions to the parts of t.
func (c *Checker) match(names []string, e syntax.Expr, t Type, bound map[string]Type) {
	switch e := e.(type) {
	case *syntax.Name:
		for _, p := range names {
			if p == e.Id {
				if _, ok := bound[p]; !ok {
					bound[p] = t
				}
			}
		}
	case *syntax.Subscript:
		k := classOf(t)
		if k == nil || k.Origin == nil {
			if tup, ok := t.(*Tuple); ok && isName(e.Value, "tuple") {
				if x, ok := e.Slice.(*syntax.Tuple); ok && len(x.Elts) == len(tup.Elems) {
					for i, el := range x.Elts {
						c.match(names, el, tup.Elems[i], bound)
					}
				}
			}
			return
		}
		elts := []syntax.Expr{e.Slice}
		if x, ok := e.Slice.(*syntax.Tuple); ok {
			elts = x.Elts
		}
		if len(elts) == len(k.TypeArgs) {
			for i, el := range elts {
				c.match(names, el, k.TypeArgs[i], bound)
			}
		}
	}
}

// Slots returns the number of dispatch slots of a hierarchy's root.
func (c *Class) Slots() int { return len(c.slots) }
