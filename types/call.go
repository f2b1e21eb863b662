// Calls: argument binding, builtin calls (print, bool, constructors), methods and overloads.
package types

import (
	"strings"

	"kiln/syntax"
)

func (c *Checker) call(inst *Instance, e *syntax.Call) Type {
	defer c.restoreUser(c.atUser(e.Pos()))
	if !c.kwDictCallee(inst, e) {
		return invalid
	}
	for _, a := range e.Args {
		if _, ok := a.(*syntax.Starred); ok {
			return c.starCall(inst, e)
		}
	}
	if t, ok := c.binaryOpen(inst, e); ok { // open.go
		return t
	}
	switch fn := e.Func.(type) {
	case *syntax.Name:
		switch o := c.lookup(inst, fn).(type) {
		case *Func:
			if t, ok := c.objectRepr(inst, e, o); ok {
				return t
			}
			return c.funcCall(inst, e, c.genNext(inst, e, o), nil, nil)
		case *builtinFunc:
			switch o.name {
			case "print":
				return c.printCall(inst, e)
			case "range":
				if c.rangeClass == nil {
					panic("stdlib lacks class range")
				}
				return c.constructObject(inst, e, c.rangeClass)
			case "isinstance":
				return c.isinstance(inst, e)
			case "id":
				return c.idCall(inst, e) // id.go
			case "format":
				return c.formatCall(inst, e) // fstring.go
			}
			if redirected[o.name] {
				return c.redirectCall(inst, e, o.name)
			}
		case *Class:
			return c.construct(inst, e, o)
		case *Var:
			t := c.name(inst, fn)
			if !known(t) {
				c.argTypes(inst, e)
				return t
			}
			if ft, ok := t.(*FuncType); ok {
				return c.closureCall(inst, e, ft)
			}
			if ct, ok := t.(*Callable); ok {
				return c.callableCall(inst, e, ct)
			}
			if fs := methodsOf(t, "__call__"); len(fs) > 0 {
				return c.funcCall(inst, e, fs[0], fn, t)
			}
			if isRef(t) {
				c.errorf(inst, e.Pos(), "'%s' object is not callable", t)
				return invalid
			}
			c.unsupported(inst, e, "calling a variable")
			return invalid
		case nil:
			if fn.Id == "tuple" {
				c.errorHint(inst, fn.Pos(), "a tuple's length is part of its type in Kiln; write a tuple display (a, b) or use a list",
					"not supported yet: tuple() of an iterable")
				return invalid
			}
			c.errorf(inst, fn.Pos(), "name %q is not defined", fn.Id)
			return invalid
		}
	case *syntax.Attribute:
		if fn.Attr == "format" {
			if t, ok := c.strFormatCall(inst, e, fn); ok { // strformat.go
				return t
			}
		}
		if fn.Attr == "format_map" {
			if t, ok := c.formatMapCall(inst, e, fn); ok { // strformat.go
				return t
			}
		}
		return c.methodCall(inst, e, fn)
	case *syntax.Subscript:
		// Box[int](...), Ptr[T](n): a generic class given its type arguments.
		if n, ok := fn.Value.(*syntax.Name); ok {
			if tmpl, ok := c.lookup(inst, n).(*Class); ok && len(tmpl.TypeParams) > 0 && tmpl.Origin == nil {
				if cls := classOf(c.annotationIn(inst.scopeOf(), fn)); cls != nil {
					inst.Info.Types[fn] = cls
					return c.construct(inst, e, cls)
				}
				return invalid
			}
		}
	}
	switch e.Func.(type) {
	case *syntax.Call, *syntax.Subscript, *syntax.IfExp, *syntax.Lambda:
		// make_adder(1)(2), handlers[i](x): a function value computed by an expression.
		t := c.expr(inst, e.Func)
		if ft, ok := t.(*FuncType); ok {
			return c.closureCall(inst, e, ft)
		}
		if ct, ok := t.(*Callable); ok {
			return c.callableCall(inst, e, ct)
		}
		if !known(t) {
			c.argTypes(inst, e)
			return t
		}
		if fs := methodsOf(t, "__call__"); len(fs) > 0 {
			return c.funcCall(inst, e, fs[0], e.Func, t) // partial(f, 1)(2), @lru_cache(maxsize=2)
		}
	}
	c.unsupported(inst, e.Func, "calling "+describe(e.Func))
	return invalid
}

// argTypes checks the positional and keyword arguments.
func (c *Checker) argTypes(inst *Instance, e *syntax.Call) (pos []Type, kw []Type, ok bool) {
	ok = true
	for _, a := range e.Args {
		t := c.expr(inst, a)
		ok = ok && known(t)
		pos = append(pos, t)
	}
	for _, k := range e.Keywords {
		t := c.expr(inst, k.Value)
		ok = ok && known(t)
		kw = append(kw, t)
	}
	return pos, kw, ok
}

// argTypesFor checks a call's arguments for f: an empty literal passed for an annotated
// parameter (`f([])` for `xs: list[int]`) takes the annotation's type.
func (c *Checker) argTypesFor(inst *Instance, e *syntax.Call, f *Func, hasRecv bool) (pos []Type, kw []Type, ok bool) {
	ann := func(i int, name string) Type {
		for j, p := range f.params {
			if (name == "" && j == i && p.kind == positional) || (name != "" && p.name == name && p.kind != varArgs && p.kind != varKw) {
				if p.ann != nil && known(p.ann) {
					return p.ann
				}
			}
		}
		return nil
	}
	skip := 0
	if hasRecv {
		skip = 1
	}
	ok = true
	defer func(old bool) { c.toStdlib = old }(c.toStdlib)
	c.toStdlib = !c.inUserScope(f.scope) // collections.go
	for i, a := range e.Args {
		if c.bindPartialArg(inst, e, f, i+skip, a, ann(i+skip, ""), hasRecv) { // partialargs.go
			ok = false
			pos = append(pos, pending)
			continue
		}
		t := c.exprWant(inst, a, ann(i+skip, ""))
		ok = ok && known(t)
		pos = append(pos, t)
	}
	for _, k := range e.Keywords {
		t := c.exprWant(inst, k.Value, ann(-1, k.Name))
		ok = ok && known(t)
		kw = append(kw, t)
	}
	return pos, kw, ok
}

// funcCall binds a call's arguments to f's parameters and realizes f for their types. A method
// call has a receiver of type recvType: the expression recv, or nil for the object a
// constructor makes.
func (c *Checker) funcCall(inst *Instance, e *syntax.Call, f *Func, recv syntax.Expr, recvType Type) Type {
	if t, ok := c.reCall(inst, e, f); ok { // re.go
		return t
	}
	if choose := variantChooser(f.Name); choose != nil && recvType == nil {
		return c.variantCall(inst, e, f, choose) // variants.go
	}
	if len(e.Keywords) > 0 && f.PyName == "__call__" && c.isPartialObject(recvType) { // variants.go
		c.unsupported(inst, e.Keywords[0], "keyword arguments in a call of a functools.partial object (give them to partial())")
		c.argTypes(inst, e)
		return invalid
	}
	c.resolveSignature(f)
	pos, kw, ok := c.argTypesFor(inst, e, f, recvType != nil)
	if !ok {
		return c.argFailure(inst, e, pos, kw)
	}
	args := append([]syntax.Expr(nil), e.Args...)
	types := pos
	if recvType != nil {
		args = append([]syntax.Expr{recv}, args...)
		types = append([]Type{recvType}, types...)
	}
	bound, boundTypes := c.bind(inst, e, f, args, types, kw, recvType != nil)
	if bound == nil {
		return invalid
	}
	if !c.accepts(inst, e, f, boundTypes, true) {
		return invalid
	}
	for i, p := range f.params {
		if t := c.adaptValue(inst, bound[i], boundTypes[i], p.ann); !known(t) {
			return t
		}
	}
	// An argument of a subclass passed for an annotated class parameter is passed as the
	// parameter's class: the function is realized once per annotation (self excepted).
	for i, p := range f.params {
		if p.ann != nil && known(p.ann) && !(i == 0 && f.Recv != nil && !f.Static && !f.ClassMethod) {
			boundTypes[i] = p.ann
		}
	}
	callee := c.realize(f, boundTypes)
	c.optionalArgs(inst, callee, bound, boundTypes)
	ci := &CallInfo{Kind: DirectCall, Callee: callee, Args: bound}
	if fill := c.kwFills[e]; fill != nil {
		ci.KwCheck = fill.check
	}
	inst.Info.Calls[e] = ci
	if recv != nil {
		ci.NoneCheck = c.noneCheck(inst, recv, recvType)
		if cls := classOf(recvType); cls != nil && cls.Header && !f.Static && !f.ClassMethod && recv != c.superSelf && overridden(cls, f.PyName) {
			c.virtual(inst, e, ci, cls, f.PyName, boundTypes)
		}
	}
	return c.result(inst, e, callee)
}

// argFailure returns the type of a call whose arguments are not all known.
func (c *Checker) argFailure(inst *Instance, e *syntax.Call, pos, kw []Type) Type {
	t := join(append(pos, kw...)...)
	if t == pending {
		c.markPending(inst, e.Pos())
	}
	return t
}

// bind orders the arguments as f's parameters, filling defaults, with CPython's messages for
// a call that does not fit. The extra positional arguments of a function with *args are bound
// to it as a tuple: a Tuple node the checker makes once per call.
func (c *Checker) bind(inst *Instance, e *syntax.Call, f *Func, args []syntax.Expr, types []Type, kw []Type, hasRecv bool) ([]syntax.Expr, []Type) {
	name := f.qualName() + "()"
	params := f.params
	skip, uncounted := 0, 0
	if hasRecv {
		skip, uncounted = 1, 1 // the receiver is not counted in messages about builtins
		if f.Recv != nil && f.Recv.Ref && !f.Recv.stdlib {
			// CPython names a Python method by its class and counts self.
			name, uncounted = f.Owner.Name+"."+f.PyName+"()", 0
		}
	}
	npos, vararg, varkw, required := 0, -1, -1, 0
	for i, p := range params {
		switch p.kind {
		case positional:
			npos = i + 1
			if p.def == nil {
				required = i + 1
			}
		case varArgs:
			vararg = i
		case varKw:
			varkw = i
		}
	}
	if c.refuseBoundDefault(inst, e, f, npos, len(args)) { // lambdadefaults.go
		return nil, nil
	}
	if len(args) > npos && vararg < 0 {
		n, given := npos-uncounted, len(args)-uncounted
		if required < npos {
			c.errorf(inst, e.Pos(), "%s takes from %d to %d positional arguments but %d %s given",
				name, required-uncounted, n, given, wereWas(given))
		} else {
			c.errorf(inst, e.Pos(), "%s takes %d positional argument%s but %d %s given",
				name, n, plural(n), given, wereWas(given))
		}
		return nil, nil
	}
	bound := make([]syntax.Expr, len(params))
	boundTypes := make([]Type, len(params))
	given := make([]bool, len(params))
	n := min(len(args), npos)
	copy(bound, args[:n])
	copy(boundTypes, types[:n])
	for i := 0; i < n; i++ {
		given[i] = true
	}
	if vararg >= 0 {
		tup := c.varargs[e]
		if tup == nil {
			tup = &syntax.Tuple{Span: syntax.Span{From: e.Pos(), To: e.End()}, Elts: args[n:]}
			c.varargs[e] = tup
		}
		bound[vararg], boundTypes[vararg], given[vararg] = tup, c.u.TupleOf(types[n:]), true
		inst.Info.Types[tup] = boundTypes[vararg]
	}
	var posOnlyKw []string
	var extra []int // the keywords **kwargs collects
	star := -1      // the keyword **d
	for i, k := range e.Keywords {
		if k.Name == "" {
			star = i
			continue
		}
		j := -1
		for pi, p := range params {
			if p.name == k.Name && (p.kind == positional || p.kind == kwOnly) {
				j = pi
			}
		}
		if j >= 0 && params[j].posOnly && j >= skip {
			if varkw >= 0 {
				extra = append(extra, i) // CPython passes it to **kwargs instead
				continue
			}
			posOnlyKw = append(posOnlyKw, k.Name)
			continue
		}
		if j < 0 && varkw >= 0 && f.Kind != ExternFunc {
			extra = append(extra, i)
			continue
		}
		if j < skip || f.Kind == ExternFunc {
			c.errorf(inst, k.Pos(), "%s got an unexpected keyword argument '%s'", name, k.Name)
			return nil, nil
		}
		if given[j] {
			c.errorf(inst, k.Pos(), "%s got multiple values for argument '%s'", name, k.Name)
			return nil, nil
		}
		bound[j], boundTypes[j], given[j] = k.Value, kw[i], true
	}
	if len(posOnlyKw) > 0 {
		c.errorf(inst, e.Pos(), "%s got some positional-only arguments passed as keyword arguments: '%s'",
			name, strings.Join(posOnlyKw, ", "))
		return nil, nil
	}
	if star >= 0 {
		if !c.bindKwDict(inst, e, f, name, skip, star, varkw, kw, extra, bound, boundTypes, given) {
			return nil, nil
		}
	} else if varkw >= 0 {
		d, t := c.kwargsDict(inst, e, f, params[varkw], extra, kw)
		if d == nil {
			return nil, nil
		}
		bound[varkw], boundTypes[varkw], given[varkw] = d, t, true
	}
	var missing, missingKw []string
	for i, p := range params {
		if given[i] {
			continue
		}
		if p.def == nil {
			if p.kind == kwOnly {
				missingKw = append(missingKw, "'"+p.name+"'")
			} else {
				missing = append(missing, "'"+p.name+"'")
			}
			continue
		}
		bound[i] = p.def
		if p.defRef != nil {
			bound[i] = p.defRef // evaluated once, where the def ran (defaults.go)
		}
		boundTypes[i] = c.expr(inst, bound[i])
		if !known(boundTypes[i]) {
			return nil, nil
		}
	}
	for _, m := range []struct {
		names []string
		kind  string
	}{{missing, "positional"}, {missingKw, "keyword-only"}} {
		if len(m.names) > 0 {
			c.errorf(inst, e.Pos(), "%s missing %d required %s argument%s: %s",
				name, len(m.names), m.kind, plural(len(m.names)), andList(m.names))
			return nil, nil
		}
	}
	return bound, boundTypes
}

// andList joins names as CPython's messages do: 'a', 'b', and 'c'.
func andList(names []string) string {
	switch len(names) {
	case 1:
		return names[0]
	case 2:
		return names[0] + " and " + names[1]
	}
	return strings.Join(names[:len(names)-1], ", ") + ", and " + names[len(names)-1]
}

func plural(n int) string {
	if n == 1 {
		return ""
	}
	return "s"
}

func wereWas(n int) string {
	if n == 1 {
		return "was"
	}
	return "were"
}

// accepts reports whether argument types fit f's annotations exactly; report says whether a
// mismatch is an error (overload resolution tries quietly).
func (c *Checker) accepts(inst *Instance, e *syntax.Call, f *Func, types []Type, report bool) bool {
	c.resolveSignature(f)
	if len(types) != len(f.params) {
		return false
	}
	if len(f.typeParams) > 0 && !c.genericArgs(inst, e, f, types, report) {
		return false
	}
	for i, p := range f.params {
		if p.kind == varKw {
			continue // kwargsDict checked the values against the annotation
		}
		if p.kind == varArgs {
			if tup, ok := types[i].(*Tuple); ok && p.elem != nil && known(p.elem) {
				for _, t := range tup.Elems {
					if !c.assignable(p.elem, t) {
						if report {
							c.errorf(inst, e.Pos(), "%s() argument '*%s' must hold %s, not %s", f.PyName, p.name, p.elem, t)
						}
						return false
					}
				}
			}
			continue
		}
		if p.ann == nil || !known(p.ann) || c.assignable(p.ann, types[i]) {
			continue
		}
		if report {
			hint := ""
			if p.ann == c.u.Float && types[i] == c.u.Int {
				hint = "Kiln does not convert int to float implicitly; write a float literal or float(...)"
			}
			if o, ok := types[i].(*Optional); ok && c.assignable(p.ann, o.Elem) {
				hint = "the argument may be None here; check `is not None` first"
			}
			c.errorHint(inst, argPos(e, i, f), hint, "%s() argument '%s' must be %s, not %s",
				f.PyName, p.name, p.ann, types[i])
		}
		return false
	}
	return true
}

func argPos(e *syntax.Call, i int, f *Func) syntax.Pos {
	if f.Recv != nil && !f.Static && !f.ClassMethod {
		i--
	}
	if i >= 0 && i < len(e.Args) {
		return e.Args[i].Pos()
	}
	return e.Pos()
}

// method finds the overload of t's method name that accepts args exactly and realizes it.
// It returns nil when there is none.
func (c *Checker) method(inst *Instance, t Type, name string, args []Type) *Instance {
	if tup, ok := t.(*Tuple); ok {
		return c.tupleMethod(tup, name, args)
	}
	if o, ok := t.(*Optional); ok {
		return c.optionalMethod(inst, o, name, args)
	}
	cls := classOf(t)
	if cls == nil {
		return nil
	}
	for _, f := range cls.Methods[name] {
		c.resolveSignature(f)
		if c.accepts(inst, nil, f, args, false) && !needsAdapt(f, args) {
			return c.realize(f, optionalParams(f, args))
		}
	}
	return nil
}

// optionalParams returns args with the Optional parameters' types in place of the
// arguments' (an int passed for `value: V` of a dict[int, Optional[int]]), as funcCall
// realizes annotated parameters: the callee then holds what its annotation says.
func optionalParams(f *Func, args []Type) []Type {
	var out []Type
	for i, p := range f.params {
		if i < len(args) && isOptional(p.ann) && !isOptional(args[i]) {
			if out == nil {
				out = append([]Type(nil), args...)
			}
			out[i] = p.ann
		}
	}
	if out == nil {
		return args
	}
	return out
}

// needsAdapt reports whether a function value is passed for a Callable parameter: the callers
// of method have no expression to convert, so they must convert it first (adaptValue).
func needsAdapt(f *Func, args []Type) bool {
	for i, p := range f.params {
		if _, ok := p.ann.(*Callable); ok && i < len(args) {
			if _, ok := args[i].(*FuncType); ok {
				return true
			}
		}
	}
	return false
}

// methodCall checks recv.name(args).
func (c *Checker) methodCall(inst *Instance, e *syntax.Call, a *syntax.Attribute) Type {
	if sc, ok := a.Value.(*syntax.Call); ok {
		if n, ok := sc.Func.(*syntax.Name); ok && n.Id == "super" && c.lookup(inst, n) == nil {
			return c.superCall(inst, e, a, sc)
		}
	}
	if cls := c.classNamed(inst, a.Value); cls != nil {
		return c.classCall(inst, e, a, cls)
	}
	if mod := c.moduleNamed(inst, a.Value); mod != nil {
		return c.moduleCall(inst, e, a, mod)
	}
	if t, ok := c.funcAttrCall(inst, e, a); ok {
		return t // chain.from_iterable(x), variants.go
	}
	if c.bindPartial(inst, e, a) {
		return pending
	}
	rt := c.expr(inst, a.Value)
	if !known(rt) {
		c.argTypes(inst, e)
		return rt
	}
	if tup, ok := rt.(*Tuple); ok && (a.Attr == "count" || a.Attr == "index") {
		return c.tupleSearch(inst, e, a, tup)
	}
	if tup, ok := rt.(*Tuple); ok {
		pos, _, ok := c.argTypes(inst, e)
		if !ok {
			return c.argFailure(inst, e, pos, nil)
		}
		callee := c.tupleMethod(tup, a.Attr, append([]Type{rt}, pos...))
		if callee == nil || len(e.Keywords) > 0 {
			c.errorf(inst, a.AttrPos, "'%s' object has no attribute '%s'", rt, a.Attr)
			return invalid
		}
		inst.Info.Calls[e] = &CallInfo{Kind: DirectCall, Callee: callee, Args: append([]syntax.Expr{a.Value}, e.Args...)}
		return callee.Ret
	}
	if c.refuseMethod(inst, e, a, rt) {
		return invalid
	}
	if t, ok := c.sendNone(inst, e, a, rt); ok { // generator.go
		return t
	}
	if t, ok := c.setMethodArgs(inst, e, a, rt); ok { // setargs.go
		return t
	}
	if t, ok := c.dictUpdate(inst, e, a, rt); ok { // displays.go
		return t
	}
	if o, ok := rt.(*Optional); ok {
		return c.optionalMethodCall(inst, e, a, o)
	}
	cls := classOf(rt)
	if t, ok := c.reMethod(inst, e, a, cls); ok { // re.go
		return t
	}
	var overloads []*Func
	if cls != nil {
		overloads = cls.Methods[a.Attr]
	}
	if len(overloads) == 0 {
		if cls != nil && cls.Ref && cls.field(a.Attr) != nil {
			t := c.expr(inst, a)
			if ft, ok := t.(*FuncType); ok {
				return c.closureCall(inst, e, ft) // self.callback(x)
			}
			if ct, ok := t.(*Callable); ok {
				return c.callableCall(inst, e, ct)
			}
			if !known(t) {
				c.argTypes(inst, e)
				return t
			}
			if fs := methodsOf(t, "__call__"); len(fs) > 0 {
				return c.funcCall(inst, e, fs[0], a, t) // self.f(x) of an object with __call__
			}
			c.unsupported(inst, e, "calling a field")
			return invalid
		}
		c.errorf(inst, a.AttrPos, "'%s' object has no attribute '%s'", rt, a.Attr)
		return invalid
	}
	recv, recvType := syntax.Expr(a.Value), rt
	if overloads[0].Static || overloads[0].ClassMethod {
		// Called through an instance, which is evaluated (lowering does) but not passed.
		recv, recvType = nil, nil
	}
	if len(overloads) == 1 || len(e.Keywords) > 0 {
		return c.funcCall(inst, e, overloads[0], recv, recvType)
	}
	if f := c.onlyArity(e, overloads, recvType != nil); f != nil {
		// d.setdefault(k, []): the one overload taking that many arguments gives the empty
		// literal its type, as a method without overloads does.
		return c.funcCall(inst, e, f, recv, recvType)
	}
	return c.overloadCall(inst, e, overloads, recv, recvType)
}

// onlyArity returns the one overload whose positional parameters, none with a default, match
// call e's arguments in number, when an argument is an empty literal; nil otherwise.
func (c *Checker) onlyArity(e *syntax.Call, overloads []*Func, self bool) *Func {
	empty := false
	for _, a := range e.Args {
		if _, ok := a.(*syntax.Starred); ok {
			return nil
		}
		empty = empty || isEmptyLiteral(a)
	}
	if !empty {
		return nil
	}
	n := len(e.Args)
	if self {
		n++
	}
	var found *Func
	for _, f := range overloads {
		c.resolveSignature(f)
		if len(f.params) != n {
			continue
		}
		for _, p := range f.params {
			if p.kind != positional || p.def != nil {
				return nil
			}
		}
		if found != nil {
			return nil
		}
		found = f
	}
	return found
}

// overloadCall picks the overload accepting the argument types exactly.
func (c *Checker) overloadCall(inst *Instance, e *syntax.Call, overloads []*Func, recv syntax.Expr, recvType Type) Type {
	var pos []Type
	var ok bool
	if recvType != nil {
		// A method's empty literal argument takes the first overload's annotation
		// (sep.join([]) is a join of list[str]).
		pos, _, ok = c.argTypesFor(inst, e, overloads[0], true)
	} else {
		pos, _, ok = c.argTypes(inst, e)
	}
	if !ok {
		return c.argFailure(inst, e, pos, nil)
	}
	if recvType == c.u.Str && overloads[0].PyName == "join" && len(pos) == 1 && !c.joinable(inst, e.Args[0], pos[0]) {
		return invalid
	}
	args := pos
	exprs := e.Args
	if recvType != nil {
		args = append([]Type{recvType}, pos...)
		exprs = append([]syntax.Expr{recv}, e.Args...)
	}
	for _, f := range overloads {
		c.resolveSignature(f)
		if c.accepts(inst, e, f, args, false) {
			callee := c.realize(f, args)
			inst.Info.Calls[e] = &CallInfo{Kind: DirectCall, Callee: callee, Args: exprs}
			return c.result(inst, e, callee)
		}
	}
	c.errorf(inst, e.Pos(), "no overload of %s() accepts (%s)", overloads[0].Name, typeList(pos))
	return invalid
}

// joinable reports CPython's TypeError for sep.join(arg) at compile time when arg, of type t,
// is not an iterable of strs.
func (c *Checker) joinable(inst *Instance, arg syntax.Expr, t Type) bool {
	if tup, ok := t.(*Tuple); ok {
		for i, el := range tup.Elems {
			if el != c.u.Str {
				c.errorf(inst, arg.Pos(), "sequence item %d: expected str instance, %s found", i, el)
				return false
			}
		}
		return true
	}
	el := c.iterElem(inst, arg, t)
	switch {
	case el == nil:
		c.errorf(inst, arg.Pos(), "can only join an iterable")
		return false
	case el == invalid:
		return false
	case known(el) && el != c.u.Str:
		c.errorf(inst, arg.Pos(), "sequence item 0: expected str instance, %s found", el)
		return false
	}
	return true
}

func typeList(ts []Type) string {
	var s []string
	for _, t := range ts {
		s = append(s, t.String())
	}
	return strings.Join(s, ", ")
}

// construct checks a call of a class: int(x), float(x), str(x), bool(x), and objects.
func (c *Checker) construct(inst *Instance, e *syntax.Call, cls *Class) Type {
	if t, ok := c.enumCall(inst, e, cls); ok { // enum.go
		return t
	}
	if t, ok := c.intEnumConvert(inst, e, cls); ok { // enum.go
		return t
	}
	if t, ok := c.collectionsCall(inst, e, cls, nil); ok { // collections.go
		return t
	}
	if t, ok := c.containerConstruct(inst, e, cls); ok {
		return t
	}
	if t, ok := c.sliceShort(inst, e, cls); ok { // slice.go
		return t
	}
	if cls.Ref {
		return c.constructObject(inst, e, cls)
	}
	if len(e.Keywords) > 0 {
		c.unsupported(inst, e.Keywords[0], "keyword arguments to "+cls.Name+"()")
		return invalid
	}
	pos, _, ok := c.argTypes(inst, e)
	if !ok {
		return c.argFailure(inst, e, pos, nil)
	}
	switch {
	case cls == c.u.Bool && len(pos) == 1:
		c.truth(inst, e.Args[0], pos[0])
		inst.Info.Calls[e] = &CallInfo{Kind: TruthCall, Args: e.Args, Truth: inst.Info.Truth[e.Args[0]]}
		return c.u.Bool
	case cls == c.u.Str && len(pos) == 1:
		if _, ok := pos[0].(*Tuple); ok {
			c.unsupported(inst, e, "str() of a tuple")
			return invalid
		}
		if !c.strOf(inst, e.Args[0], pos[0]) {
			return invalid
		}
		inst.Info.Calls[e] = &CallInfo{Kind: StrCall, Args: e.Args}
		return c.u.Str
	}
	for _, f := range cls.Methods["__new__"] {
		c.resolveSignature(f)
		if c.accepts(inst, e, f, pos, false) {
			callee := c.realize(f, pos)
			inst.Info.Calls[e] = &CallInfo{Kind: DirectCall, Callee: callee, Args: e.Args}
			return c.result(inst, e, callee)
		}
	}
	c.errorf(inst, e.Pos(), "not supported yet: %s(%s)", cls.Name, typeList(pos))
	return invalid
}

// tupleReprs realizes the __repr__ of every element type of a printed tuple, recursively.
func (c *Checker) tupleReprs(inst *Instance, e syntax.Expr, t *Tuple) bool {
	for _, et := range t.Elems {
		if inner, ok := et.(*Tuple); ok {
			if !c.tupleReprs(inst, e, inner) {
				return false
			}
			continue
		}
		callee := c.method(inst, et, "__repr__", []Type{et})
		if callee == nil || callee.Ret != c.u.Str {
			c.errorf(inst, e.Pos(), "not supported yet: printing %s", t)
			return false
		}
		if isRef(et) {
			// A reference may be None: the stdlib's repr() tests for it first.
			callee = c.realize(c.stdlibFunc("repr"), []Type{et})
		}
		inst.Info.Reprs[et] = callee
	}
	return true
}

// printCall checks print(*args, sep=, end=, flush=): each argument is converted with __str__.
func (c *Checker) printCall(inst *Instance, e *syntax.Call) Type {
	info := &CallInfo{Kind: PrintCall, Args: e.Args}
	ok := true
	for _, a := range e.Args {
		t := c.expr(inst, a)
		if !known(t) {
			ok = false
			if t == pending {
				c.markPending(inst, a.Pos())
			}
			continue
		}
		if tup, isTuple := t.(*Tuple); isTuple {
			// str of a tuple is its repr: the elements' reprs in parentheses.
			if !c.tupleReprs(inst, a, tup) {
				ok = false
			}
			info.IsTuple = append(info.IsTuple, true)
			continue
		}
		if !c.strOf(inst, a, t) {
			ok = false
			continue
		}
		info.IsTuple = append(info.IsTuple, false)
	}
	for _, k := range e.Keywords {
		t := c.expr(inst, k.Value)
		switch k.Name {
		case "sep", "end":
			if isNone(k.Value) {
				continue // sep=None and end=None mean the defaults, " " and "\n"
			}
			if known(t) && t == c.u.None {
				c.unsupported(inst, k.Value, k.Name+"= of an expression that is None other than the constant None")
				ok = false
				continue
			}
			if _, opt := t.(*Optional); opt {
				c.unsupported(inst, k.Value, k.Name+"= of a value that may be None (test it first)")
				ok = false
				continue
			}
			if known(t) && t != c.u.Str {
				c.errorf(inst, k.Value.Pos(), "%s must be None or a string, not %s", k.Name, t)
				ok = false
			}
			if k.Name == "sep" {
				info.Sep = k.Value
			} else {
				info.End = k.Value
			}
		case "flush":
			if known(t) && t != c.u.Bool {
				c.unsupported(inst, k.Value, "flush= other than True or False")
				ok = false
			} else if f := c.prog.Lookup("_flush_if"); f != nil {
				info.Flush = c.realize(f, []Type{c.u.Bool})
			}
		case "file":
			if !c.printFile(inst, info, k, t) {
				ok = false
			}
		default:
			c.errorf(inst, k.Pos(), "'%s' is an invalid keyword argument for print()", k.Name)
			ok = false
		}
	}
	f := c.prog.Lookup("_write")
	if f == nil {
		panic("stdlib lacks _write")
	}
	info.Write = c.realize(f, []Type{c.u.Str})
	if ok {
		inst.Info.Calls[e] = info
	}
	return c.u.None
}

// printFile checks print's file= argument: an object whose class has write(str), such as
// sys.stdout and sys.stderr; None means stdout, as in CPython.
func (c *Checker) printFile(inst *Instance, info *CallInfo, k *syntax.Keyword, t Type) bool {
	if !known(t) {
		return false
	}
	if t == c.u.None {
		return true
	}
	w := c.method(inst, t, "write", []Type{t, c.u.Str})
	if w == nil {
		c.errorf(inst, k.Value.Pos(), "print(file=...) needs an object with a write(str) method, not %s", t)
		return false
	}
	info.File, info.FileWrite = k.Value, w
	if fs := methodsOf(t, "flush"); len(fs) > 0 {
		info.FileFlush = c.method(inst, t, "flush", []Type{t})
	}
	return true
}

// strOf records how str() converts e, of type t: its __str__, or its __repr__ when the class
// defines no __str__ (as object.__str__ does).
func (c *Checker) strOf(inst *Instance, e syntax.Expr, t Type) bool {
	si := c.convOf(inst, e, t, "__str__", "str() of ")
	if si == nil {
		return false
	}
	inst.Info.Strs[e] = si
	return true
}

// objectRepr checks repr(x) of an object whose class defines no __repr__ (nor does a
// subclass): CPython's object.__repr__, <__main__.C object at 0x...>, as print and str()
// give it. ok is false for other calls, checked as calls of the stdlib's repr.
func (c *Checker) objectRepr(inst *Instance, e *syntax.Call, f *Func) (Type, bool) {
	if f.Name != "repr" || c.inUserScope(f.scope) || len(e.Args) != 1 || len(e.Keywords) > 0 {
		return nil, false
	}
	if _, starred := e.Args[0].(*syntax.Starred); starred {
		return nil, false
	}
	t := c.expr(inst, e.Args[0])
	if !isRef(t) || classOf(t) == nil || c.method(inst, t, "__repr__", []Type{t}) != nil {
		return nil, false
	}
	si := c.convOf(inst, e.Args[0], t, "__repr__", "repr() of ")
	if si == nil {
		return invalid, true
	}
	inst.Info.Strs[e.Args[0]] = si
	inst.Info.Calls[e] = &CallInfo{Kind: StrCall, Args: e.Args}
	return c.u.Str, true
}

// dispatchStr makes si's conversion of e (of type t) dispatch on the object's class when a
// subclass overrides its method (__str__ or __repr__), as CPython does. It returns si.
func (c *Checker) dispatchStr(inst *Instance, e syntax.Expr, t Type, si *StrInfo) *StrInfo {
	cls := classOf(t)
	if cls == nil || !cls.Header || !overridden(cls, si.Str.Func.PyName) {
		return si
	}
	name := si.Str.Func.PyName
	ci := &CallInfo{Kind: DirectCall, Callee: si.Str}
	c.virtual(inst, c.strCall(e, name), ci, cls, name, []Type{t})
	if ci.Kind == VirtualCall {
		si.Virtual = ci
	}
	return si
}

// strCall is the call x.__str__() (or __repr__) that converting e to str stands for, made
// once per expression and method: virtual dispatch reports its errors there.
func (c *Checker) strCall(e syntax.Expr, name string) *syntax.Call {
	key := strCallKey{e, name}
	call := c.strCalls[key]
	if call == nil {
		at := syntax.Span{From: e.Pos(), To: e.End()}
		call = &syntax.Call{Span: at, Func: &syntax.Attribute{Span: at, Value: e, Attr: name}}
		c.strCalls[key] = call
	}
	return call
}

// strCallKey names the call x.name() converting expression x to str.
type strCallKey struct {
	e    syntax.Expr
	name string
}

// methodsOf returns the overloads of t's method name.
func methodsOf(t Type, name string) []*Func {
	if cls := classOf(t); cls != nil {
		return cls.Methods[name]
	}
	return nil
}
