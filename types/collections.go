// The collections module's constructors: defaultdict(F), Counter(...), OrderedDict(...) and
// deque(...), whose type arguments may come, like an empty literal's, from the variable's later
// use (`d = defaultdict(list)` then `d[k].append(1)`).
package types

import (
	"strings"

	"kiln/syntax"
)

// collectionsClass returns the collections module's class name, or nil when the program
// does not import the module.
func (c *Checker) collectionsClass(name string) *Class {
	m := c.modules["collections"]
	if m == nil {
		return nil
	}
	k, _ := m.scope.objects[name].(*Class)
	return k
}

// isCollection reports whether cls is the collections class name (the template).
func (c *Checker) isCollection(cls *Class, name string) bool {
	return cls != nil && cls.Origin == nil && cls.stdlib && cls.Name == name && c.collectionsClass(name) == cls
}

// collectionsWant checks a call of a collections class where a value of type want is expected.
func (c *Checker) collectionsWant(inst *Instance, e syntax.Expr, want Type) Type {
	call, ok := e.(*syntax.Call)
	k := classOf(want)
	if !ok || k == nil || k.Origin == nil {
		return nil
	}
	var named object
	switch f := call.Func.(type) {
	case *syntax.Name:
		named = c.lookup(inst, f)
	case *syntax.Attribute: // collections.defaultdict(list)
		if n, ok := f.Value.(*syntax.Name); ok {
			if m, ok := c.lookup(inst, n).(*Module); ok {
				named = m.member(f.Attr)
			}
		}
	}
	if named != k.Origin {
		return nil
	}
	t, ok := c.collectionsCall(inst, call, k.Origin, k)
	if !ok {
		return nil
	}
	return t
}

// collectionsCall checks a call of a collections class template; want is the instantiation
// the call must make, or nil. ok is false when cls is no such class.
func (c *Checker) collectionsCall(inst *Instance, e *syntax.Call, cls *Class, want *Class) (Type, bool) {
	switch {
	case c.isCollection(cls, "defaultdict"):
		return c.defaultdictCall(inst, e, cls, want), true
	case c.isCollection(cls, "Counter"), c.isCollection(cls, "OrderedDict"), c.isCollection(cls, "deque"):
	default:
		return nil, false
	}
	if len(e.Keywords) > 0 && len(e.Args) == 0 && cls.Name == "Counter" {
		// Counter(a=1, b=2) is Counter({'a': 1, 'b': 2}).
		d := &syntax.Dict{Span: e.Span}
		for _, k := range e.Keywords {
			if k.Name == "" {
				d = nil
				break
			}
			d.Keys = append(d.Keys, &syntax.Constant{Span: k.Span, Kind: syntax.StrConst, Str: k.Name})
			d.Values = append(d.Values, k.Value)
		}
		if d != nil {
			e.Args, e.Keywords = []syntax.Expr{d}, nil
		}
	}
	if len(e.Keywords) > 0 && cls.Name != "deque" {
		c.unsupported(inst, e.Keywords[0], "keyword arguments to "+cls.Name+"()")
		return invalid, true
	}
	if want != nil {
		return c.constructObject(inst, e, want), true
	}
	if len(e.Args) == 0 {
		var args []Type
		if cls.Name != "deque" {
			args = make([]Type, len(cls.TypeParams))
		}
		return c.emptyCollection(inst, e, cls, args), true
	}
	if len(e.Args) > 1 {
		c.errorf(inst, e.Pos(), "%s expected at most 1 argument, got %d", cls.Name, len(e.Args))
		return invalid, true
	}
	t := c.expr(inst, e.Args[0])
	if !known(t) {
		if t == pending || isPartial(t) {
			c.markPending(inst, e.Pos())
			return pending, true
		}
		return t, true
	}
	var args []Type
	k := classOf(t)
	switch {
	case t == c.u.Str && cls.Name == "Counter":
		args = []Type{c.u.Str}
	case k != nil && k.Origin == c.listTemplate() && cls.Name == "OrderedDict":
		if tup, ok := k.TypeArgs[0].(*Tuple); ok && len(tup.Elems) == 2 {
			args = tup.Elems
		}
	case k != nil && k.Origin == c.listTemplate():
		args = k.TypeArgs[:1]
	case k != nil && cls.Name != "deque" && c.dictLike(k) != nil:
		d := c.dictLike(k)
		args = d.TypeArgs[:len(cls.TypeParams)]
		if cls.Name == "Counter" && d.TypeArgs[1] != c.u.Int {
			args = nil
		}
	}
	if args == nil && cls.Name != "OrderedDict" {
		// Another iterable (a range, a generator, a set, ...): through list(...).
		switch elem := c.iterElem(inst, e.Args[0], t); {
		case elem == pending:
			c.markPending(inst, e.Pos())
			return pending, true
		case elem == nil:
			c.errorf(inst, e.Args[0].Pos(), "'%s' object is not iterable", t)
			return invalid, true
		case known(elem):
			sp := syntax.Span{From: e.Args[0].Pos(), To: e.Args[0].End()}
			e.Args[0] = &syntax.Call{Span: sp, Func: &syntax.Name{Span: sp, Id: "list"}, Args: []syntax.Expr{e.Args[0]}}
			args = []Type{elem}
		}
	}
	if args == nil {
		c.unsupported(inst, e.Args[0], cls.Name+"() of a "+t.String())
		return invalid, true
	}
	return c.constructObject(inst, e, c.instantiate(cls, args)), true
}

// dictLike returns the dict instantiation k is or derives from, or nil.
func (c *Checker) dictLike(k *Class) *Class {
	for ; k != nil; k = k.Base {
		if k.Origin == c.stdTemplate("dict") {
			return k
		}
	}
	return nil
}

// emptyCollection is the partial type of a collection whose type arguments later use tells;
// args holds those known already (nil where not), or is nil for a class (deque) whose
// methods' annotations tell them all at once.
func (c *Checker) emptyCollection(inst *Instance, e syntax.Expr, cls *Class, args []Type) Type {
	c.markPending(inst, e.Pos())
	if c.emptyAt == nil {
		c.emptyAt = map[syntax.Pos]string{}
	}
	c.emptyAt[e.Pos()] = cls.Name
	return &partialType{tmpl: cls, args: args}
}

// defaultdictCall checks defaultdict(F): the call stands for defaultdict(lambda: F(), repr),
// checked in its place (Info.Stands) rather than written into the tree, which every
// realization of the function shares: with F a parameter, each realization has its own
// factory and repr. The stdlib's class holds a Callable[[], V].
func (c *Checker) defaultdictCall(inst *Instance, e *syntax.Call, cls *Class, want *Class) Type {
	if len(e.Keywords) > 0 || len(e.Args) != 1 {
		c.unsupported(inst, e, "defaultdict() without exactly one argument, the default factory")
		return invalid
	}
	e2, failed := c.defaultdictStand(inst, e)
	if e2 == nil {
		if failed == pending {
			c.markPending(inst, e.Pos())
		}
		return failed
	}
	inst.Info.Stands[e] = e2
	if want != nil {
		return c.constructObject(inst, e2, want)
	}
	lam := e2.Args[0].(*syntax.Lambda)
	vt := c.expr(inst, lam.Body)
	switch {
	case vt == invalid:
		return invalid
	case vt == pending:
		c.markPending(inst, e.Pos())
		return pending
	}
	return c.emptyCollection(inst, e, cls, []Type{nil, vt})
}

// ddKey names the call defaultdict(F) stands for: F's repr and what the factory calls
// (nil: F itself) tell realizations apart.
type ddKey struct {
	e      *syntax.Call
	repr   string
	callee syntax.Expr
}

// defaultdictStand returns the call defaultdict(F) stands for, or nil and invalid (after an
// error) or pending (F's type is not known yet).
func (c *Checker) defaultdictStand(inst *Instance, e *syntax.Call) (*syntax.Call, Type) {
	f := e.Args[0]
	at := syntax.Span{From: f.Pos(), To: f.End()}
	lam, _ := f.(*syntax.Lambda)
	frepr := "<function <lambda>>"
	var callee syntax.Expr = f
	if lam == nil {
		n, ok := f.(*syntax.Name)
		if !ok {
			c.unsupported(inst, f, "a default factory other than a name or a lambda")
			return nil, invalid
		}
		switch o := c.lookup(inst, n).(type) {
		case *Class:
			frepr = classRepr(o)
		case *Func:
			frepr = "<function " + o.qualName() + ">"
		default:
			// A variable (a parameter): its type tells which function it holds.
			switch t := c.expr(inst, n).(type) {
			case *FuncType:
				frepr = "<function " + t.Func.qualName() + ">"
				if k, name := c.standsForClass(inst, t.Func); k != nil {
					// int, str, a class, ... passed as a value stands for a lambda taking the
					// constructor's argument; the factory calls the class without one.
					frepr, callee = classRepr(k), name
				}
			case *Callable:
				frepr = "<function " + n.Id + ">"
			default:
				if t == pending {
					return nil, pending
				}
				if t != invalid {
					c.errorf(inst, f.Pos(), "first argument must be callable or None, not %s", t)
				}
				return nil, invalid
			}
		}
	}
	k := ddKey{e, frepr, callee}
	x := c.ddStands[k]
	if x == nil {
		if lam == nil {
			var body syntax.Expr = &syntax.Call{Span: at, Func: callee}
			if frepr == "<class 'str'>" {
				body = &syntax.Constant{Span: at, Kind: syntax.StrConst}
			}
			lam = &syntax.Lambda{Span: at, Args: &syntax.Arguments{}, Body: body}
		}
		if len(lam.Args.Args)+len(lam.Args.PosOnly)+len(lam.Args.KwOnly) > 0 || lam.Args.Vararg != nil || lam.Args.Kwarg != nil {
			c.errorf(inst, f.Pos(), "the default factory must take no arguments")
			return nil, invalid
		}
		x = &syntax.Call{Span: e.Span, Func: e.Func, Args: []syntax.Expr{lam, &syntax.Constant{Span: at, Kind: syntax.StrConst, Str: frepr}}}
		c.ddStands[k] = x
	}
	return x, nil
}

// classRepr is repr(cls) for a class object.
func classRepr(o *Class) string {
	if !o.stdlib && o.Prim == NotPrim {
		return "<class '__main__." + o.Name + "'>"
	}
	return "<class '" + o.Name + "'>"
}

// standsForClass returns the class f, a lambda the checker made for a class used as a value
// (values.go), constructs, and the name it calls it by; nil when f is no such lambda.
func (c *Checker) standsForClass(inst *Instance, f *Func) (*Class, *syntax.Name) {
	if !f.Hidden || f.Def == nil || len(f.Def.Body) != 1 {
		return nil, nil
	}
	r, ok := f.Def.Body[0].(*syntax.Return)
	if !ok {
		return nil, nil
	}
	call, ok := r.Value.(*syntax.Call)
	if !ok {
		return nil, nil
	}
	n, ok := call.Func.(*syntax.Name)
	if !ok {
		return nil, nil
	}
	k, _ := c.lookup(inst, n).(*Class)
	if k == nil {
		return nil, nil
	}
	return k, n
}

// settle instantiates a partial collection whose type arguments are all known. It reports
// whether it did.
func (c *Checker) settle(slot *Type) bool {
	p, ok := (*slot).(*partialType)
	if !ok || p.args == nil {
		return false
	}
	for _, a := range p.args {
		if !known(a) {
			return false
		}
	}
	*slot = c.instantiate(p.tmpl, p.args)
	c.progress++
	return true
}

// keyOfPartial binds a partial collection's key type from the key expression of d[key]: it
// returns the partial, or nil when slot holds none.
func (c *Checker) keyOfPartial(inst *Instance, slot *Type, key syntax.Expr) *partialType {
	p, ok := (*slot).(*partialType)
	if !ok || p.args == nil {
		return nil
	}
	kt := c.expr(inst, key)
	if p.args[0] == nil && known(kt) {
		if !c.hashable(inst, key.Pos(), kt) {
			return p
		}
		p.args[0] = kt
		c.progress++
	}
	return p
}

// partialItem handles d[key] read on a variable holding a partial defaultdict or Counter,
// whose value type is known: the key binds the key type. It reports whether e was one.
func (c *Checker) partialItem(inst *Instance, e *syntax.Subscript) bool {
	slot := c.partialSlot(inst, e.Value)
	if slot == nil {
		return false
	}
	c.keyOfPartial(inst, slot, e.Slice)
	c.settle(slot)
	c.markPending(inst, e.Pos())
	return true
}

// refuseAsBase refuses, in the program's code, a defaultdict, Counter or OrderedDict where its
// dict base is expected, or a frozenset where a set is (but not as an argument of the stdlib's
// methods, which call no overridden method on it): a call through the base type would not
// reach the subclass's overriding methods (d[k] would not call the default factory). It
// reports whether it did.
func (c *Checker) refuseAsBase(inst *Instance, e syntax.Expr, got, want Type) bool {
	g, w := classOf(got), classOf(want)
	if g == nil || w == nil || g == w || !w.IsSubclass(g) || g.Origin == nil || !c.userCode(inst) || c.toStdlib {
		return false
	}
	name := g.Origin.Name
	if !c.isCollection(g.Origin, name) && g.Origin != c.stdTemplate("frozenset") {
		return false
	}
	c.unsupported(inst, e, article(name)+" "+name+" where a "+w.String()+" is expected (its methods would not be the "+name+"'s)")
	return true
}

// userCode reports whether inst's code is the program's rather than the stdlib's.
func (c *Checker) userCode(inst *Instance) bool {
	if inst.module {
		return true
	}
	return c.inUserScope(inst.Func.scope)
}

// inUserScope reports whether scope is the program's or nested in it.
func (c *Checker) inUserScope(scope *Scope) bool {
	for s := scope; s != nil; s = s.parent {
		if s == c.user {
			return true
		}
	}
	return false
}

// article is the indefinite article before name: "an OrderedDict", "a Counter".
func article(name string) string {
	if strings.ContainsRune("AEIOUaeiou", rune(name[0])) {
		return "an"
	}
	return "a"
}
