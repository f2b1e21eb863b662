// Local classes: a class statement inside a function (at any depth of its if/for/while/with/try
// blocks, in methods and nested defs too) is hoisted to module level, before the module
// statement that holds it, under CPython's qualified name "make.<locals>.P". No Python name can
// clash with it, and it is what CPython's default repr and type(x).__qualname__ show, while
// type(x).__name__ is the part after the last dot (as for nested classes, nested.go). Inside the
// function (its nested defs and lambdas, and the local classes' own bodies) the bare name P is
// renamed to it.
//
// Hoisting is correct when running the class statement each time the function runs would make
// classes that behave alike: so the class may not read the function's local variables (a
// closure, refused), its body holds only methods, nested classes and class attributes set to
// values built from literals (refused otherwise: the body runs once, at module level), and the
// class statement's place in the function assigns those attributes again, as CPython's fresh
// class object would start with them. One class statement per name and function gives the
// name one static type; a class made in a loop is one class for all iterations (CPython makes
// one per iteration, which only `is` between the classes, or isinstance of an object of an
// earlier iteration, can tell apart).
package types

import (
	"reflect"

	"kiln/syntax"
)

// hoistLocal hoists the classes defined inside the module's functions and methods.
func (c *Checker) hoistLocal(m *syntax.Module) {
	h := &localHoist{c: c, used: map[string]bool{}}
	var body []syntax.Stmt
	for _, s := range m.Body {
		switch d := s.(type) {
		case *syntax.FunctionDef:
			body = append(body, h.fromFunc(d, d.Name, nil)...)
		case *syntax.ClassDef:
			body = append(body, h.fromClass(d, d.Name, nil)...)
		}
		body = append(body, s)
	}
	m.Body = body
}

// localHoist is the state of one hoistLocal.
type localHoist struct {
	c    *Checker
	used map[string]bool // the qualified names given so far
}

// fromClass hoists the local classes of the methods of d, whose qualified name is qual (and of
// its nested classes); outer holds the local variables of the functions enclosing d.
func (h *localHoist) fromClass(d *syntax.ClassDef, qual string, outer map[string]bool) []syntax.Stmt {
	var out []syntax.Stmt
	for _, s := range d.Body {
		switch s := s.(type) {
		case *syntax.FunctionDef:
			out = append(out, h.fromFunc(s, qual+"."+s.Name, outer)...)
		case *syntax.ClassDef:
			out = append(out, h.fromClass(s, qual+"."+s.Name, outer)...)
		}
	}
	return out
}

// fromFunc hoists the local classes of f, whose qualified name is qual, and of its nested defs;
// outer holds the local variables of the functions enclosing f. It returns the hoisted classes,
// the classes local to their methods before them.
func (h *localHoist) fromFunc(f *syntax.FunctionDef, qual string, outer map[string]bool) []syntax.Stmt {
	locals := map[string]bool{}
	for id := range outer {
		locals[id] = true
	}
	for _, a := range funcArgs(f.Args) {
		locals[a.Name] = true
	}
	assigned := map[string]bool{}
	for _, n := range append(assignedNames(f.Body), nestedDefNames(f.Body)...) {
		locals[n.Id] = true
		assigned[n.Id] = true
	}
	for _, n := range globalDecls(f.Body) {
		delete(locals, n.Id)
	}
	var out []syntax.Stmt
	names := map[string]string{} // a local class's name → its qualified name
	var classes []*syntax.ClassDef
	var walk func(body []syntax.Stmt) []syntax.Stmt
	walk = func(body []syntax.Stmt) []syntax.Stmt {
		var res []syntax.Stmt
		for _, s := range body {
			switch s := s.(type) {
			case *syntax.ClassDef:
				res = append(res, h.take(s, qual, locals, assigned, names, &classes)...)
				continue
			case *syntax.FunctionDef:
				out = append(out, h.fromFunc(s, qual+".<locals>."+s.Name, locals)...)
			case *syntax.If:
				s.Body, s.Orelse = walk(s.Body), walk(s.Orelse)
			case *syntax.For:
				s.Body, s.Orelse = walk(s.Body), walk(s.Orelse)
			case *syntax.While:
				s.Body, s.Orelse = walk(s.Body), walk(s.Orelse)
			case *syntax.With:
				s.Body = walk(s.Body)
			case *syntax.Try:
				s.Body, s.Orelse, s.Finalbody = walk(s.Body), walk(s.Orelse), walk(s.Finalbody)
				for _, hd := range s.Handlers {
					hd.Body = walk(hd.Body)
				}
			}
			res = append(res, s)
		}
		return res
	}
	f.Body = walk(f.Body)
	if len(classes) == 0 {
		return out
	}
	// The local classes read one another and themselves by their own names, as the function
	// and its nested defs do.
	for _, s := range f.Body {
		h.rename(s, names)
	}
	for _, d := range classes {
		h.rename(d, names)
	}
	for _, s := range out { // classes of nested defs read the function's classes too
		h.rename(s, names)
	}
	for _, d := range classes {
		out = append(out, h.fromClass(d, d.Name, locals)...)
		out = append(out, d)
	}
	return out
}

// take checks the class statement d of the function qual and returns what stands in its place:
// the assignments of its class attributes. d joins classes under its qualified name.
func (h *localHoist) take(d *syntax.ClassDef, qual string, locals, assigned map[string]bool, names map[string]string, classes *[]*syntax.ClassDef) []syntax.Stmt {
	c := h.c
	q := qual + ".<locals>." + d.Name
	switch {
	case names[d.Name] != "":
		c.declErrs.Addf(d.NamePos, "not supported yet: two classes named %s in one function", d.Name)
		return nil
	case assigned[d.Name]:
		c.declErrs.Addf(d.NamePos, "not supported yet: a class inside a function whose name %s the function also assigns", d.Name)
	case h.used[q]:
		c.declErrs.Addf(d.NamePos, "not supported yet: two classes named %s", q)
	}
	names[d.Name] = q
	h.used[q] = true
	if len(d.Decorators) > 0 {
		c.declErrs.Addf(d.Decorators[0].Pos(), "not supported yet: decorators on classes inside functions")
		d.Decorators = nil
	}
	if b := specialBase(d); b != nil {
		c.declErrs.Addf(b.Pos(), "not supported yet: enum, named tuple, typed dict or abstract classes inside functions")
		d.Bases = nil
	}
	h.closure(d, locals, map[string]bool{})
	inits := h.attrInits(d, &syntax.Name{Span: syntax.Span{From: d.NamePos, To: d.NamePos}, Id: d.Name})
	d.Name = q
	*classes = append(*classes, d)
	if len(inits) == 0 {
		inits = append(inits, &syntax.Pass{Span: d.Span})
	}
	return inits
}

// attrInits checks that the body of the local class d holds only methods, nested classes and
// class attributes set to values built from literals, and returns the assignments that set
// those attributes again at the class statement's place; cls is the class there.
func (h *localHoist) attrInits(d *syntax.ClassDef, cls syntax.Expr) []syntax.Stmt {
	var out []syntax.Stmt
	at := func(name string, pos syntax.Pos) *syntax.Attribute {
		return &syntax.Attribute{Span: syntax.Span{From: pos, To: pos}, Value: cloneExpr(cls), Attr: name}
	}
	refuse := func(s syntax.Stmt) {
		h.c.declErrs.Addf(s.Pos(), "not supported yet: in a class inside a function, statements other than methods and class attributes set to literals")
	}
	for i, s := range d.Body {
		switch s := s.(type) {
		case *syntax.FunctionDef, *syntax.Pass:
		case *syntax.ClassDef:
			out = append(out, h.attrInits(s, at(s.Name, s.NamePos))...)
		case *syntax.ExprStmt:
			if k, ok := s.Value.(*syntax.Constant); !ok || k.Kind != syntax.StrConst || i > 0 {
				refuse(s) // only a docstring
			}
		case *syntax.Assign:
			if !isLiteral(s.Value) {
				refuse(s)
				continue
			}
			for _, t := range s.Targets {
				n, ok := t.(*syntax.Name)
				if !ok {
					refuse(s)
					break
				}
				out = append(out, &syntax.Assign{Span: s.Span, Targets: []syntax.Expr{at(n.Id, n.Pos())}, Value: cloneExpr(s.Value)})
			}
		case *syntax.AnnAssign:
			n, ok := s.Target.(*syntax.Name)
			switch {
			case !ok || s.Value != nil && !isLiteral(s.Value):
				refuse(s)
			case s.Value != nil:
				out = append(out, &syntax.AnnAssign{Span: s.Span, Target: at(n.Id, n.Pos()), Annotation: cloneExpr(s.Annotation), Value: cloneExpr(s.Value), Simple: s.Simple})
			}
		default:
			refuse(s)
		}
	}
	return out
}

// isLiteral reports whether e is built from literals alone (1, -2.5, "s", None, (1, "a"), [],
// {}): evaluating it at module level and again where the class statement stands gives equal
// values, new mutable ones each time, with no effect and whatever the variables hold.
func isLiteral(e syntax.Expr) bool {
	switch e := e.(type) {
	case *syntax.Constant:
		return true
	case *syntax.UnaryOp:
		return isLiteral(e.Operand)
	case *syntax.Tuple:
		return allLiteral(e.Elts)
	case *syntax.List:
		return allLiteral(e.Elts)
	case *syntax.Set:
		return allLiteral(e.Elts)
	case *syntax.Dict:
		for _, k := range e.Keys {
			if k == nil || !isLiteral(k) {
				return false
			}
		}
		return allLiteral(e.Values)
	}
	return false
}

// allLiteral reports whether every expression of es is built from literals alone.
func allLiteral(es []syntax.Expr) bool {
	for _, e := range es {
		if !isLiteral(e) {
			return false
		}
	}
	return true
}

// closure reports the reads, in the local class d, of the enclosing functions' local variables
// (locals), each name once (seen).
func (h *localHoist) closure(d *syntax.ClassDef, locals, seen map[string]bool) {
	check := func(n syntax.Node, bound map[string]bool) {
		if n == nil || reflect.ValueOf(n).IsNil() {
			return
		}
		syntax.Inspect(n, func(x syntax.Node) bool {
			if x, ok := x.(*syntax.Name); ok && locals[x.Id] && !bound[x.Id] && !seen[x.Id] {
				seen[x.Id] = true
				h.c.declErrs.Addf(x.Pos(), "not supported yet: a class inside a function reading the function's local variable `%s`", x.Id)
			}
			return true
		})
	}
	// The class body's own names are class attributes, not the function's variables.
	own := map[string]bool{}
	for _, s := range d.Body {
		for _, n := range boundNames(s) {
			own[n] = true
		}
	}
	for _, b := range d.Bases {
		check(b, nil)
	}
	for _, k := range d.Keywords {
		check(k.Value, nil)
	}
	for _, s := range d.Body {
		switch s := s.(type) {
		case *syntax.FunctionDef:
			for _, e := range s.Decorators {
				check(e, own)
			}
			check(s.Returns, own)
			for _, a := range funcArgs(s.Args) {
				check(a.Annotation, own)
			}
			for _, e := range append(append([]syntax.Expr{}, s.Args.Defaults...), s.Args.KwDefaults...) {
				check(e, own)
			}
			bound := map[string]bool{}
			for _, n := range boundNames(s) {
				bound[n] = true
			}
			for _, b := range s.Body {
				check(b, bound)
			}
		case *syntax.ClassDef:
			h.closure(s, locals, seen)
		default:
			check(s, own)
		}
	}
}

// boundNames returns the names bound anywhere under n: assignment, loop, with and comprehension
// targets, parameters, defs, classes, handlers' names and global declarations. A name bound in
// a nested scope counts for the whole of n, which may let a read of the enclosing function's
// variable of that name through: the checker then finds no such name, or a module's.
func boundNames(n syntax.Node) []string {
	var out []string
	add := func(e syntax.Expr) {
		targetNames(e, func(n *syntax.Name) { out = append(out, n.Id) })
	}
	comps := func(gens []*syntax.Comprehension) {
		for _, g := range gens {
			add(g.Target)
		}
	}
	syntax.Inspect(n, func(x syntax.Node) bool {
		switch x := x.(type) {
		case *syntax.Assign:
			for _, t := range x.Targets {
				add(t)
			}
		case *syntax.AugAssign:
			add(x.Target)
		case *syntax.AnnAssign:
			add(x.Target)
		case *syntax.For:
			add(x.Target)
		case *syntax.NamedExpr:
			add(x.Target)
		case *syntax.With:
			for _, item := range x.Items {
				if item.OptionalVars != nil {
					add(item.OptionalVars)
				}
			}
		case *syntax.FunctionDef:
			out = append(out, x.Name)
			for _, a := range funcArgs(x.Args) {
				out = append(out, a.Name)
			}
		case *syntax.Lambda:
			for _, a := range funcArgs(x.Args) {
				out = append(out, a.Name)
			}
		case *syntax.ClassDef:
			out = append(out, x.Name)
		case *syntax.ExceptHandler:
			if x.Name != "" {
				out = append(out, x.Name)
			}
		case *syntax.Global:
			out = append(out, x.Names...)
		case *syntax.ListComp:
			comps(x.Generators)
		case *syntax.SetComp:
			comps(x.Generators)
		case *syntax.DictComp:
			comps(x.Generators)
		case *syntax.GeneratorExp:
			comps(x.Generators)
		}
		return true
	})
	return out
}

// funcArgs returns the parameters of a parameter list.
func funcArgs(a *syntax.Arguments) []*syntax.Arg {
	if a == nil {
		return nil
	}
	out := append(append(append([]*syntax.Arg{}, a.PosOnly...), a.Args...), a.KwOnly...)
	for _, x := range []*syntax.Arg{a.Vararg, a.Kwarg} {
		if x != nil {
			out = append(out, x)
		}
	}
	return out
}

// renameLocal renames, under n, the names of local classes to their qualified names (names),
// also in string annotations ("P", "Optional[P]"). A def or lambda that binds one of the names
// itself keeps it in its body.
func (h *localHoist) rename(n syntax.Node, names map[string]string) {
	if n == nil || reflect.ValueOf(n).IsNil() {
		return
	}
	annotation := func(p *syntax.Expr) {
		if *p == nil {
			return
		}
		if r := h.renameString(*p, names); r != *p {
			*p = r
			return
		}
		rewriteExprs(reflect.ValueOf(*p), func(e syntax.Expr) syntax.Expr { return h.renameString(e, names) })
	}
	syntax.Inspect(n, func(x syntax.Node) bool {
		var args *syntax.Arguments
		var body []syntax.Node
		switch x := x.(type) {
		case *syntax.Name:
			if q, ok := names[x.Id]; ok {
				x.Id = q
			}
			return true
		case *syntax.Arg:
			annotation(&x.Annotation)
			return true
		case *syntax.AnnAssign:
			annotation(&x.Annotation)
			return true
		case *syntax.FunctionDef:
			annotation(&x.Returns)
			args = x.Args
			for _, s := range x.Body {
				body = append(body, s)
			}
		case *syntax.Lambda:
			args, body = x.Args, []syntax.Node{x.Body}
		default:
			return true
		}
		inner := map[string]string{}
		for k, v := range names {
			inner[k] = v
		}
		for _, b := range boundNames(x) {
			if fd, ok := x.(*syntax.FunctionDef); !ok || b != fd.Name {
				delete(inner, b)
			}
		}
		if len(inner) == len(names) {
			return true
		}
		// Decorators, defaults and annotations are read where the def stands.
		if fd, ok := x.(*syntax.FunctionDef); ok {
			for _, e := range fd.Decorators {
				h.rename(e, names)
			}
			h.rename(fd.Returns, names)
		}
		for _, a := range funcArgs(args) {
			h.rename(a, names)
		}
		for _, e := range append(append([]syntax.Expr{}, args.Defaults...), args.KwDefaults...) {
			h.rename(e, names)
		}
		for _, b := range body {
			h.rename(b, inner)
		}
		return false
	})
}

// renameString returns the expression the string annotation e stands for, with the names of
// local classes renamed, if it names one; else e. (A qualified name is no Python identifier,
// so the renamed annotation cannot stay a string.)
func (h *localHoist) renameString(e syntax.Expr, names map[string]string) syntax.Expr {
	k, ok := e.(*syntax.Constant)
	if !ok || k.Kind != syntax.StrConst || renameInString(k.Str, names) == k.Str {
		return e
	}
	mod, errs := syntax.ParseFile(h.c.fset, "<annotation>", []byte("("+k.Str+")\n"))
	if len(errs) > 0 || len(mod.Body) != 1 {
		return e // the checker reports it
	}
	x, ok := mod.Body[0].(*syntax.ExprStmt)
	if !ok {
		return e
	}
	h.rename(x, names)
	r := x.Value
	return r
}

// cloneExpr returns a deep copy of e, sharing only its file.
func cloneExpr(e syntax.Expr) syntax.Expr {
	if e == nil {
		return nil
	}
	return cloneValue(reflect.ValueOf(e)).Interface().(syntax.Expr)
}

// cloneValue deep-copies the syntax tree value v.
func cloneValue(v reflect.Value) reflect.Value {
	switch v.Kind() {
	case reflect.Pointer:
		if v.IsNil() || v.Type() == fileType || v.Elem().Kind() != reflect.Struct {
			return v
		}
		p := reflect.New(v.Elem().Type())
		p.Elem().Set(cloneValue(v.Elem()))
		return p
	case reflect.Interface:
		if v.IsNil() {
			return v
		}
		c := reflect.New(v.Type()).Elem()
		c.Set(cloneValue(v.Elem()))
		return c
	case reflect.Slice:
		if v.IsNil() {
			return v
		}
		c := reflect.MakeSlice(v.Type(), v.Len(), v.Len())
		for i := 0; i < v.Len(); i++ {
			c.Index(i).Set(cloneValue(v.Index(i)))
		}
		return c
	case reflect.Struct:
		c := reflect.New(v.Type()).Elem()
		c.Set(v)
		for i := 0; i < v.NumField(); i++ {
			if c.Field(i).CanSet() {
				c.Field(i).Set(cloneValue(v.Field(i)))
			}
		}
		return c
	}
	return v
}
