// Objects: attribute reads and writes, constructors, method calls through classes and super(),
// dynamic dispatch and isinstance.
package types

import (
	"fmt"

	"kiln/syntax"
)

// noneCheck returns the stdlib function raising AttributeError for a None receiver, or nil when
// the receiver expression cannot be None.
func (c *Checker) noneCheck(inst *Instance, recv syntax.Expr, t Type) *Instance {
	cls := classOf(t)
	if cls == nil || !cls.Ref || !c.mayBeNone(inst, recv) {
		return nil
	}
	f := c.prog.Lookup("_none_attr")
	if f == nil {
		panic("stdlib lacks _none_attr")
	}
	return c.realize(f, []Type{c.u.Str})
}

// mayBeNone reports whether a reference-typed expression may evaluate to None: anything but
// self in a method that does not rebind it, and a freshly constructed object.
func (c *Checker) mayBeNone(inst *Instance, e syntax.Expr) bool {
	switch e := e.(type) {
	case *syntax.Name:
		if c.narrowedRead(inst, e) {
			return false
		}
		f := inst.Func
		if f.Recv != nil && !f.Static && !f.ClassMethod && len(inst.Params) > 0 && inst.Info.Uses[e] == inst.Params[0] {
			return inst.selfRebound
		}
	case *syntax.Call:
		if ci := inst.Info.Calls[e]; ci != nil && ci.Kind == ConstructCall {
			return false
		}
	case *syntax.List, *syntax.ListComp:
		return false
	}
	return true
}

// selfField returns the field e names when e is self.name in a method, or nil.
func (c *Checker) selfField(inst *Instance, e *syntax.Attribute) *Field {
	n, ok := e.Value.(*syntax.Name)
	f := inst.Func
	if !ok || f.Recv == nil || !f.Recv.Ref || f.Static || f.ClassMethod || len(inst.Params) == 0 || n.Id != inst.Params[0].Name {
		return nil
	}
	return f.Recv.field(e.Attr)
}

// classNamed returns the class a name denotes in inst, or nil.
func (c *Checker) classNamed(inst *Instance, e syntax.Expr) *Class {
	n, ok := e.(*syntax.Name)
	if !ok {
		return nil
	}
	cls, _ := c.lookup(inst, n).(*Class)
	return cls
}

// attribute checks a read of obj.name.
func (c *Checker) attribute(inst *Instance, e *syntax.Attribute) Type {
	if t, ok := c.typeName(inst, e); ok { // exc.go
		return t
	}
	if mod := c.moduleNamed(inst, e.Value); mod != nil {
		return c.moduleAttr(inst, e, mod)
	}
	if cls := c.classNamed(inst, e.Value); cls != nil {
		inst.Info.Types[e.Value] = cls
		v := cls.attr(e.Attr)
		if v == nil {
			if fs := cls.Methods[e.Attr]; len(fs) > 0 {
				return c.unboundMethod(inst, e, fs) // values.go
			}
			c.errorf(inst, e.AttrPos, "type object '%s' has no attribute '%s'", cls, e.Attr)
			return invalid
		}
		inst.Info.Attrs[e] = &AttrInfo{Class: cls, Var: v}
		if v.Type == nil {
			c.markPending(inst, e.Pos())
			return pending
		}
		return v.Type
	}
	t := c.expr(inst, e.Value)
	if !known(t) {
		return t
	}
	cls := classOf(t)
	if cls != nil && cls.field(e.Attr) == nil && len(cls.Methods[e.Attr]) > 0 && c.prop(cls, e.Attr) == nil {
		return c.boundMethod(inst, e, cls.Methods[e.Attr]) // values.go
	}
	if cls == nil || !cls.Ref {
		c.errorf(inst, e.AttrPos, "'%s' object has no attribute '%s'", t, e.Attr)
		return invalid
	}
	info := &AttrInfo{Class: cls, NoneCheck: c.noneCheck(inst, e.Value, t)}
	inst.Info.Attrs[e] = info
	if f := cls.field(e.Attr); f != nil {
		info.Field = f
		if v := cls.attr(e.Attr); f.Type == nil && v != nil && v.Type != nil && v.Type != c.u.None {
			// self.count += 1 with count = 0 in the class body: the field starts with the
			// class attribute's value (fieldInits), and has its type.
			f.Type = v.Type
			c.progress++
		}
		if f.Type == nil {
			c.markPending(inst, e.Pos())
			return pending
		}
		return f.Type
	}
	if p := c.prop(cls, e.Attr); p != nil && p.Get != nil && !cls.attrBeforeProp(e.Attr) {
		for _, d := range descendants(cls) {
			if d != cls && d.Attrs[e.Attr] != nil {
				c.unsupported(inst, e, fmt.Sprintf("property `%s` overridden by a class attribute in %s", e.Attr, d.Name))
				return invalid
			}
		}
		info.Get = c.realize(p.Get, []Type{cls})
		if cls.Header && propOverridden(cls, e.Attr, false) {
			c.virtualProp(inst, e, info, cls)
		}
		return c.result(inst, e, info.Get)
	}
	if v := cls.attr(e.Attr); v != nil {
		info.Var = v
		if v.Type == nil {
			c.markPending(inst, e.Pos())
			return pending
		}
		return c.attrOverrides(inst, e, info, cls)
	}
	if len(cls.Methods[e.Attr]) > 0 {
		c.unsupported(inst, e, "methods as values (call the method)")
		return invalid
	}
	if e.Attr == "value" && cls.stdlib && cls.Name == "StopIteration" {
		c.unsupported(inst, e, "StopIteration.value, whose type depends on the generator (`x = yield from g()` receives a generator's return value; str(e) and e.args show it)")
		return invalid
	}
	c.errorf(inst, e.AttrPos, "'%s' object has no attribute '%s'", cls, e.Attr)
	return invalid
}

// attrOverrides fills info.Overrides for a read of class attribute e.Attr (info.Var) through
// an object of static class cls: the classes below cls that define their own value of it,
// with a class attribute or a field shadowing it, deepest first. Below a class whose objects
// have the field, the field holds the value whatever the subclasses define (fieldInits makes
// it start with theirs). Each must have info.Var's type. It returns the type of the read:
// invalid after reporting one that does not, or a subclass overriding the attribute with a
// method or property.
func (c *Checker) attrOverrides(inst *Instance, e *syntax.Attribute, info *AttrInfo, cls *Class) Type {
	base := info.Var
	var out []AttrOverride
	var walk func(k *Class) bool
	result := base.Type
	walk = func(k *Class) bool {
		for _, d := range k.Subs {
			o := AttrOverride{Class: d, Field: d.field(e.Attr), Var: d.Attrs[e.Attr]}
			t := base.Type
			switch {
			case len(d.own[e.Attr]) > 0 || d.ownGetter(e.Attr):
				c.unsupported(inst, e, fmt.Sprintf("class attribute `%s` overridden by a method or property in %s", e.Attr, d.Name))
				result = invalid
				return false
			case o.Field != nil:
				o.Var, t = nil, o.Field.Type
			case o.Var != nil:
				t = o.Var.Type
			}
			if t == nil {
				c.markPending(inst, e.Pos())
				result = pending
				return false
			}
			if t != base.Type {
				result = invalid
				c.unsupported(inst, e, fmt.Sprintf("class attribute `%s` overridden with a different type (%s in %s, %s in %s)",
					e.Attr, base.Type, cls.attrOwner(e.Attr), t, d.Name))
				return false
			}
			if o.Field != nil {
				out = append(out, o)
				continue // the field holds the value in d's subtree
			}
			if o.Var != nil {
				out = append(out, o)
			}
			if !walk(d) {
				return false
			}
		}
		return true
	}
	if !walk(cls) {
		return result
	}
	// Preorder lists a class before its descendants; reversed, the first class an object is
	// an instance of is the nearest that defines the attribute.
	for i, j := 0, len(out)-1; i < j; i, j = i+1, j-1 {
		out[i], out[j] = out[j], out[i]
	}
	info.Overrides = out
	return result
}

// attrBeforeProp reports whether a class attribute called name is found before a property of
// that name on the way from cls up through its bases (`sides = 4` in a subclass of a class with
// a `sides` property), so that, as in CPython's lookup, the class attribute is what obj.name
// reads.
func (cls *Class) attrBeforeProp(name string) bool {
	for k := cls; k != nil; k = k.Base {
		if k.Attrs[name] != nil {
			return true
		}
		if k.ownGetter(name) {
			return false
		}
	}
	return false
}

// ownGetter reports whether cls itself defines a property called name with a getter (Props
// also holds the copies of inherited properties adapted to cls).
func (cls *Class) ownGetter(name string) bool {
	p := cls.Props[name]
	return p != nil && p.Get != nil && p.Get.Owner == cls
}

// attrOwner returns the name of the class among cls and its bases that defines class attribute
// name.
func (cls *Class) attrOwner(name string) string {
	for k := cls; k != nil; k = k.Base {
		if k.Attrs[name] != nil {
			return k.Name
		}
	}
	return cls.Name
}

// fieldInits gives each user class the fields its new objects start with a class attribute's
// value (Class.Inits): a field name the class or a base also defines as a class attribute,
// whose nearest definition the object reads until it assigns its own, as in CPython. The
// class attribute must keep the value of its class body (it has it from the class statement
// on, which runs before any object of the class is made): one assigned elsewhere is refused.
func (c *Checker) fieldInits() {
	for _, cls := range c.classes {
		if cls.stdlib || !cls.Ref || cls.setup != 2 {
			continue
		}
		for _, f := range cls.Fields {
			v := cls.attr(f.Name)
			if v == nil || v.Type == nil || f.Type == nil {
				continue
			}
			owner := cls.attrOwner(f.Name) + "." + f.Name
			switch {
			case c.reassigned[v]:
				c.declErrs.Addf(f.Pos, "not supported yet: instance attribute `%s` shadowing class attribute `%s` that is reassigned", f.Name, owner)
			case f.Type != v.Type && !(v.Type == c.u.None && isRef(f.Type)):
				c.declErrs.Addf(f.Pos, "not supported yet: instance attribute `%s` (%s) shadowing class attribute `%s` of another type (%s)", f.Name, f.Type, owner, v.Type)
			default:
				cls.Inits = append(cls.Inits, FieldInit{Field: f, Var: v})
			}
		}
	}
}

// assignAttr checks `obj.name = value` (value of type t).
func (c *Checker) assignAttr(inst *Instance, e *syntax.Attribute, t Type, value syntax.Node) {
	if mod := c.moduleNamed(inst, e.Value); mod != nil {
		c.unsupported(inst, e, "assigning to the attributes of module "+mod.Name)
		return
	}
	if cls := c.classNamed(inst, e.Value); cls != nil {
		inst.Info.Types[e.Value] = cls
		v := cls.attr(e.Attr)
		if v == nil {
			c.unsupported(inst, e, "adding attributes to a class outside its body")
			return
		}
		c.reassign(v)
		inst.Info.Attrs[e] = &AttrInfo{Class: cls, Var: v}
		if known(t) {
			c.setVarType(inst, v, t, value.Pos())
		} else if t == pending {
			c.markPending(inst, value.Pos())
		}
		return
	}
	ot := c.expr(inst, e.Value)
	if !known(ot) {
		return
	}
	cls := classOf(ot)
	if cls == nil || !cls.Ref {
		c.errorf(inst, e.AttrPos, "'%s' object attribute '%s' is read-only", ot, e.Attr)
		return
	}
	info := &AttrInfo{Class: cls, NoneCheck: c.noneCheck(inst, e.Value, ot)}
	inst.Info.Attrs[e] = info
	if f := cls.field(e.Attr); f != nil {
		info.Field = f
		switch {
		case t == pending:
			c.markPending(inst, value.Pos())
		case isPartial(t):
			// self.items = []: the field takes its element type from later use.
			if f.Type == nil {
				f.Type = t
				c.progress++
			}
		case known(t):
			c.setFieldType(inst, cls, f, t, value.Pos())
		}
		return
	}
	if p := c.prop(cls, e.Attr); p != nil {
		if p.Set == nil {
			c.errorf(inst, e.AttrPos, "property '%s' of '%s' object has no setter", e.Attr, cls)
			return
		}
		if !known(t) {
			return
		}
		info.Set = c.realize(p.Set, []Type{cls, t})
		if cls.Header && propOverridden(cls, e.Attr, true) {
			c.virtualSet(inst, e, info, cls, t)
		}
		return
	}
	c.errorHint(inst, e.AttrPos, "an object has the fields its class's methods assign through self, or annotate them in the class body",
		"'%s' object has no attribute '%s'", cls, e.Attr)
}

// reassign records that class attribute v is assigned outside its class body.
func (c *Checker) reassign(v *Var) {
	if c.reassigned == nil {
		c.reassigned = map[*Var]bool{}
	}
	c.reassigned[v] = true
}

// setFieldType gives a field its type, or checks the assigned type against it.
func (c *Checker) setFieldType(inst *Instance, cls *Class, f *Field, t Type, pos syntax.Pos) {
	switch {
	case c.optionalField(f, t):
	case t == c.u.None && (f.Type == nil || isRef(f.Type)):
		// None fits every class type; alone it does not give the field a type.
	case f.Type == nil:
		f.Type = t
		if v := cls.attr(f.Name); v != nil && v.Type != nil && known(v.Type) && c.assignable(v.Type, t) {
			// head: Optional[Node] = None in the class body: the field it shadows holds
			// what the class attribute holds, and starts with its value (fieldInits).
			f.Type = v.Type
		}
		c.progress++
	case isPartial(f.Type) && classOf(t) != nil && classOf(t).Origin == f.Type.(*partialType).tmpl:
		f.Type = t
		c.progress++
	case !c.assignable(f.Type, t):
		hint := "a field has one type; annotate it in the class body to choose it"
		if isRef(t) && f.Type == c.u.None {
			hint = ""
		}
		if t == c.u.None && isValueType(c.u, f.Type) {
			hint = "annotate the field in the class body to let it hold None: " + f.Name + ": " + c.u.OptionalOf(f.Type).String()
		}
		c.errorHint(inst, pos, hint, "cannot assign %s to field %s.%s, which holds %s", t, f.Owner, f.Name, f.Type)
	}
}

func isRef(t Type) bool {
	k := classOf(t)
	return k != nil && k.Ref
}

// assignable reports whether a value of type src may be stored where dst is expected: the same
// type, a subclass, or None for a class.
func (c *Checker) assignable(dst, src Type) bool {
	if dst == src {
		return true
	}
	if _, ok := dst.(*Callable); ok {
		_, ok := src.(*FuncType)
		return ok // adaptValue checks the function against the Callable
	}
	if o, ok := dst.(*Optional); ok {
		return c.assignableOptional(o, src)
	}
	d, s := classOf(dst), classOf(src)
	if d == nil || !d.Ref {
		return false
	}
	if src == c.u.None {
		return true
	}
	return s != nil && d.IsSubclass(s)
}

// commonBase returns the nearest class both a and b derive from, or nil.
func commonBase(a, b *Class) *Class {
	for k := a; k != nil; k = k.Base {
		if k.IsSubclass(b) {
			return k
		}
	}
	return nil
}

// construct checks a call of a class. For classes with a stdlib or user body it makes an
// object and calls __init__; int(x), float(x), Ptr[T](n) and friends go through __new__.
func (c *Checker) constructObject(inst *Instance, e *syntax.Call, cls *Class) Type {
	if len(cls.TypeParams) > 0 && cls.Origin == nil {
		pos, _, ok := c.argTypes(inst, e)
		if !ok {
			return c.argFailure(inst, e, pos, nil)
		}
		var init *syntax.FunctionDef
		for _, s := range cls.Def.Body {
			if d, ok := s.(*syntax.FunctionDef); ok && d.Name == "__init__" {
				init = d
			}
		}
		var args []Type
		if init != nil {
			args, ok = c.inferTypeArgs(cls, init, pos)
		}
		if init == nil || !ok {
			c.errorHint(inst, e.Pos(), "give them explicitly, e.g. "+cls.Name+"[int](...)",
				"cannot infer the type arguments of %s from this call", cls.Name)
			return invalid
		}
		cls = c.instantiate(cls, args)
	}
	inits := cls.Methods["__init__"]
	info := &CallInfo{Kind: ConstructCall, Class: cls}
	if len(inits) == 0 {
		c.argTypes(inst, e)
		if len(e.Args)+len(e.Keywords) > 0 {
			c.errorf(inst, e.Pos(), "%s() takes no arguments", cls.Name)
			return invalid
		}
		inst.Info.Calls[e] = info
		return cls
	}
	if c.severalExcArgs(inst, e, inits[0]) { // exc.go
		return invalid
	}
	init := inits[0]
	if len(inits) > 1 {
		// A stdlib class's @overload __init__s (bytes(n), bytes(ints), bytes(s, enc)): the
		// first whose parameters take the positional arguments.
		pos, _, ok := c.argTypes(inst, e)
		if !ok {
			return c.argFailure(inst, e, pos, nil)
		}
		init = nil
		for _, f := range inits {
			if len(e.Keywords) == 0 && c.accepts(inst, e, f, append([]Type{cls}, pos...), false) {
				init = f
				break
			}
		}
		if init == nil {
			c.errorf(inst, e.Pos(), "not supported yet: %s(%s)", cls.Name, typeList(pos))
			return invalid
		}
	}
	t := c.funcCall(inst, e, init, nil, cls)
	ci := inst.Info.Calls[e]
	if ci == nil {
		return t
	}
	if known(t) && t != c.u.None {
		c.errorf(inst, e.Pos(), "__init__() should return None, not '%s'", t)
		return invalid
	}
	info.Callee, info.Args, info.KwCheck = ci.Callee, ci.Args, ci.KwCheck
	inst.Info.Calls[e] = info
	if t == pending && !c.initOnlyPending(init) {
		return pending
	}
	return cls
}

// initOnlyPending reports whether __init__ is pending only on fields holding empty literals
// (self.items = []): the object's type is known already, and the class's other methods,
// checked through it, bind the fields' element types.
func (c *Checker) initOnlyPending(init *Func) bool {
	for _, in := range c.instances {
		if in.Func == init && in.hasPending {
			if _, ok := c.emptyAt[in.pendingAt]; !ok {
				return false
			}
		}
	}
	return init.Recv != nil && init.Recv.Ref
}

// superCall checks super().name(args) in a method: the method of the defining class's base,
// realized for self's class.
func (c *Checker) superCall(inst *Instance, e *syntax.Call, a *syntax.Attribute, sc *syntax.Call) Type {
	f := inst.Func
	if f.Recv == nil || f.Static || f.ClassMethod || len(sc.Args)+len(sc.Keywords) > 0 || len(inst.Params) == 0 {
		c.unsupported(inst, sc, "super() outside a method, or with arguments")
		return invalid
	}
	if f.Owner == nil || f.Owner.Base == nil {
		c.errorf(inst, a.AttrPos, "'super' object has no attribute '%s'", a.Attr)
		return invalid
	}
	fs := c.lookupMethod(f.Recv, f.Owner.Base, a.Attr)
	if len(fs) == 0 {
		c.errorf(inst, a.AttrPos, "'super' object has no attribute '%s'", a.Attr)
		return invalid
	}
	// The receiver is self: a Name standing for the first parameter.
	self := &syntax.Name{Span: sc.Span, Id: inst.Params[0].Name}
	inst.Info.Uses[self] = inst.Params[0]
	inst.Info.Types[self] = f.Recv
	inst.Info.Types[sc] = f.Recv
	if a.Attr == "__init__" && c.severalExcArgs(inst, e, fs[0]) { // exc.go
		return invalid
	}
	// super().m() calls the base's m itself, even when a subclass of self's class overrides m.
	saved := c.superSelf
	c.superSelf = self
	defer func() { c.superSelf = saved }()
	return c.funcCall(inst, e, fs[0], self, f.Recv)
}

// classCall checks Class.name(args): a static method, a class method, or a method given its
// receiver explicitly (Base.__init__(self, ...)).
func (c *Checker) classCall(inst *Instance, e *syntax.Call, a *syntax.Attribute, cls *Class) Type {
	inst.Info.Types[a.Value] = cls
	fs := cls.Methods[a.Attr]
	if len(fs) == 0 && cls == c.stdTemplate("dict") && a.Attr == "fromkeys" {
		return c.dictFromKeys(inst, e)
	}
	if len(fs) == 0 {
		c.errorf(inst, a.AttrPos, "type object '%s' has no attribute '%s'", cls, a.Attr)
		return invalid
	}
	f := fs[0]
	if f.Static || f.ClassMethod {
		if len(fs) > 1 {
			return c.overloadCall(inst, e, fs, nil, nil)
		}
		return c.funcCall(inst, e, f, nil, nil)
	}
	// An unbound method: the first argument is self, maybe of a subclass, for which the
	// method is realized as inherited.
	if len(e.Args) > 0 {
		if t := c.expr(inst, e.Args[0]); known(t) {
			if k := classOf(t); k != nil && k != cls && cls.IsSubclass(k) {
				f = c.adapt(k, f)
			}
		}
	}
	return c.funcCall(inst, e, f, nil, nil)
}

// virtual makes a method call dispatch on the receiver's class when a subclass overrides the
// method: every class of the hierarchy below the static one realizes it for the same argument
// types, and the call goes through the slot they share.
func (c *Checker) virtual(inst *Instance, e *syntax.Call, ci *CallInfo, cls *Class, name string, types []Type) {
	slot := hierarchySlot(cls, name+"("+typeList(types[1:])+")")
	for _, d := range descendants(cls) {
		fs := d.Methods[name]
		if len(fs) == 0 {
			continue
		}
		args := append([]Type{d}, types[1:]...)
		if !c.accepts(inst, e, fs[0], args, true) {
			return
		}
		impl := c.realize(fs[0], args)
		if !c.overrideFits(inst, e.Pos(), impl, ci.Callee, "method", "()") {
			return
		}
		d.setSlot(slot, impl)
	}
	ci.Kind, ci.Slot = VirtualCall, slot
}

// overrideFits reports whether impl, a subclass's realization of the method or property
// getter (kind) that base realizes, can share base's method table slot: false after marking
// pos pending (impl's return type is not known yet) or reporting a different return type.
// call is "()" where the message names a method.
func (c *Checker) overrideFits(inst *Instance, pos syntax.Pos, impl, base *Instance, kind, call string) bool {
	if impl.Ret == nil {
		c.markPending(inst, pos)
		return false
	}
	if base.Ret != nil && impl.Ret != base.Ret && known(impl.Ret) {
		c.errorHint(inst, pos, "an overriding "+kind+" must return the type the overridden one returns",
			"%s%s returns %s but %s%s returns %s", impl.Func.Name, call, impl.Ret, base.Func.Name, call, base.Ret)
		return false
	}
	return true
}

// hierarchySlot returns the method table slot of key (a method and its argument types, or a
// property) in cls's hierarchy, numbering a new one.
func hierarchySlot(cls *Class, key string) int {
	root := cls.Root()
	if root.slots == nil {
		root.slots = map[string]int{}
	}
	slot, ok := root.slots[key]
	if !ok {
		slot = len(root.slots)
		root.slots[key] = slot
	}
	return slot
}

// setSlot puts impl in cls's method table at slot.
func (cls *Class) setSlot(slot int, impl *Instance) {
	if cls.VTable == nil {
		cls.VTable = map[int]*Instance{}
	}
	cls.VTable[slot] = impl
}

// propOverridden reports whether a subclass of cls defines its own getter of property name,
// or, for setter, its own getter or setter (a getter without a setter takes the setter away).
func propOverridden(cls *Class, name string, setter bool) bool {
	for _, s := range cls.Subs {
		p := s.Props[name]
		own := p != nil && ((p.Get != nil && p.Get.Owner == s) || (setter && p.Set != nil && p.Set.Owner == s))
		if own || propOverridden(s, name, setter) {
			return true
		}
	}
	return false
}

// virtualProp makes the read of property e.Attr (info.Get, on an object of static class cls)
// dispatch on the object's class, as virtual does for method calls: every class of the
// hierarchy below cls realizes its getter, in a slot they share.
func (c *Checker) virtualProp(inst *Instance, e *syntax.Attribute, info *AttrInfo, cls *Class) {
	slot := hierarchySlot(cls, "property "+e.Attr)
	for _, d := range descendants(cls) {
		p := c.prop(d, e.Attr)
		if p == nil || p.Get == nil {
			continue
		}
		impl := c.realize(p.Get, []Type{d})
		if !c.overrideFits(inst, e.Pos(), impl, info.Get, "property", "") {
			return
		}
		d.setSlot(slot, impl)
	}
	info.GetVirtual, info.GetSlot = true, slot
}

// virtualSet makes the assignment of a value of type t to property e.Attr (info.Set, on an
// object of static class cls) dispatch on the object's class, as virtualProp does for reads.
func (c *Checker) virtualSet(inst *Instance, e *syntax.Attribute, info *AttrInfo, cls *Class, t Type) {
	slot := hierarchySlot(cls, "property "+e.Attr+"="+t.String())
	for _, d := range descendants(cls) {
		p := c.prop(d, e.Attr)
		if p == nil || p.Set == nil {
			c.unsupported(inst, e, fmt.Sprintf("assigning property '%s' through a base class when '%s' overrides it without a setter", e.Attr, d.Name))
			return
		}
		d.setSlot(slot, c.realize(p.Set, []Type{d, t}))
	}
	info.SetVirtual, info.SetSlot = true, slot
}

// isinstance checks isinstance(x, C) for a class C (or a tuple of classes: not yet).
func (c *Checker) isinstance(inst *Instance, e *syntax.Call) Type {
	if len(e.Args) != 2 || len(e.Keywords) > 0 {
		c.errorf(inst, e.Pos(), "isinstance expected 2 arguments, got %d", len(e.Args)+len(e.Keywords))
		return invalid
	}
	t := c.expr(inst, e.Args[0])
	target := c.classNamed(inst, e.Args[1])
	if target == nil {
		c.unsupported(inst, e.Args[1], "isinstance() against anything but a class name")
		return invalid
	}
	inst.Info.Types[e.Args[1]] = target
	if !known(t) {
		return join(t, c.u.Bool)
	}
	info := &CallInfo{Kind: IsInstanceCall, Args: e.Args, Class: target}
	k := classOf(t)
	if k != nil && len(target.TypeParams) > 0 && target.Origin == nil && !(k.Origin == c.stdTemplate("frozenset") && target == c.stdTemplate("set")) {
		// isinstance(d, dict) for a dict[str, int] or a defaultdict: the instantiation among
		// the value's bases. (A frozenset is a set in the stdlib, not in CPython.)
		for b := k; b != nil; b = b.Base {
			if b.Origin == target {
				target = b
				info.Class = b
				break
			}
		}
	}
	answer := func(b bool) { info.Const = &b }
	switch {
	case k == nil || !k.Ref || !target.Ref:
		// Values: their static type is their type. bool is a subclass of int.
		answer(t == target || (t == c.u.Bool && target == c.u.Int))
	case !k.IsSubclass(target) && !target.IsSubclass(k):
		answer(false)
	case !target.Header:
		// No hierarchy: any non-None reference of this type is an instance.
	}
	inst.Info.Calls[e] = info
	return c.u.Bool
}

// dictFromKeys checks dict.fromkeys(keys, value) as a call of the stdlib's _dict_fromkeys
// (stdlib/dict.py).
func (c *Checker) dictFromKeys(inst *Instance, e *syntax.Call) Type {
	if len(e.Keywords) > 0 {
		c.errorf(inst, e.Keywords[0].Pos(), "dict.fromkeys() takes no keyword arguments")
		c.argTypes(inst, e)
		return invalid
	}
	switch n := len(e.Args); {
	case n == 1:
		return c.callAs(inst, e, "_dict_fromkeys_none", e.Args) // builtins_iter.go
	case n > 2:
		c.errorf(inst, e.Pos(), "fromkeys expected at most 2 arguments, got %d", n)
	case n == 0:
		c.errorf(inst, e.Pos(), "fromkeys expected at least 1 argument, got 0")
	default:
		return c.callAs(inst, e, "_dict_fromkeys", e.Args) // builtins_iter.go
	}
	c.argTypes(inst, e)
	return invalid
}
