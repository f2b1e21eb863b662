// Optional[T] for value types (int, float, bool, str, tuples): a value that may be None, held by
// value as a flag and a payload. A class's references may be None already, so Optional[C] is C.
// This file has the type, the conversions T -> Optional[T] and None -> Optional[T], the
// widening of unannotated variables and return types, the methods an Optional value has
// (str, repr, truth, ==), and the "may be None here" errors; narrow.go has the narrowing.
package types

import (
	"fmt"

	"kiln/syntax"
)

// Optional is Optional[Elem] for a value type Elem: None or an Elem.
type Optional struct {
	Elem Type
}

func (o *Optional) String() string { return "Optional[" + o.Elem.String() + "]" }

// OptionalOf returns the type holding t or None: Optional[t] for a value type, t itself for a
// class (its references may be None), None and an Optional.
func (u *Universe) OptionalOf(t Type) Type {
	if !isValueType(u, t) {
		return t
	}
	if o := u.optionals[t]; o != nil {
		return o
	}
	o := &Optional{Elem: t}
	u.optionals[t] = o
	return o
}

// isValueType reports whether t is a known type held by value that is neither None nor an
// Optional: the types an Optional wraps.
func isValueType(u *Universe, t Type) bool {
	if !known(t) || t == u.None || isRef(t) {
		return false
	}
	_, opt := t.(*Optional)
	return !opt
}

func isOptional(t Type) bool {
	_, ok := t.(*Optional)
	return ok
}

// optState is the checker's bookkeeping for Optional values and narrowing.
type optState struct {
	// funcReads holds the module variables some function has read: their type can no longer
	// widen to an Optional.
	funcReads map[*Var]bool
	// observed holds the realizations whose return type another realization used while they
	// were in progress (recursion): their return type can no longer widen.
	observed map[*Instance]bool
	// noneFields holds the fields assigned None before they had a type.
	noneFields map[*Field]bool
	// exts holds the @extend bodies of each class (extend.go).
	exts map[*Class][]*syntax.ClassDef
	// loopKills holds, per loop, the variables its body may leave None: they are not narrowed
	// at its head (narrow.go).
	loopKills map[syntax.Stmt]varSet
}

func (c *Checker) optState() *optState {
	if c.opt == nil {
		c.opt = &optState{funcReads: map[*Var]bool{}, observed: map[*Instance]bool{},
			noneFields: map[*Field]bool{}, exts: map[*Class][]*syntax.ClassDef{},
			loopKills: map[syntax.Stmt]varSet{}}
	}
	return c.opt
}

// assignableOptional reports whether src may be stored where the Optional dst is expected.
func (c *Checker) assignableOptional(dst *Optional, src Type) bool {
	return src == c.u.None || src == dst.Elem
}

// optionalAssign handles storing a value of type t into v when None and a value type meet: an
// unannotated local (or a module variable no function has read) widens to the Optional; any
// other variable reports an error. It reports whether it handled the assignment.
func (c *Checker) optionalAssign(inst *Instance, v *Var, t Type, pos syntax.Pos) bool {
	var elem Type
	switch {
	case v.Type == c.u.None && isValueType(c.u, t):
		elem = t
	case v.Type == c.u.None && isOptional(t):
		elem = t.(*Optional).Elem
	case isValueType(c.u, v.Type) && (t == c.u.None || t == c.u.OptionalOf(v.Type)):
		elem = v.Type
	default:
		return false
	}
	opt := c.u.OptionalOf(elem)
	if c.mayWiden(inst, v) {
		v.Type = opt
		c.progress++
		c.markPending(inst, pos) // what was checked with the narrower type is checked again
		return true
	}
	hint := fmt.Sprintf("annotate the variable where it is first assigned: %s: %s = ...", v.Name, opt)
	if isOptional(t) {
		hint = fmt.Sprintf("the value may be None; check `is not None` first, or annotate %s as %s", v.Name, opt)
	}
	c.errorHint(inst, pos, hint, "cannot assign %s to %q, which holds %s", t, v.Name, v.Type)
	return true
}

// mayWiden reports whether v's type may still change to an Optional: a local that is neither
// a parameter nor annotated, or a module variable no function has read yet.
func (c *Checker) mayWiden(inst *Instance, v *Var) bool {
	if v.Global && c.optState().funcReads[v] {
		return false
	}
	for i, p := range inst.Params {
		if p == v && (i >= len(inst.Func.params) || inst.Func.params[i].ann != nil) {
			return false // an annotated parameter (an unannotated one widens: def f(x=None))
		}
	}
	body := inst.Body
	if inst.Func.Def != nil {
		body = inst.Func.Def.Body
	}
	annotated := false
	for _, s := range body {
		syntax.Inspect(s, func(n syntax.Node) bool {
			switch n := n.(type) {
			case *syntax.AnnAssign:
				if isName(n.Target, v.Name) {
					annotated = true
				}
			case *syntax.FunctionDef, *syntax.ClassDef, *syntax.Lambda:
				return false
			}
			return !annotated
		})
	}
	return !annotated
}

// optionalField gives a field assigned None before it had a type, then a value of type t, the
// type Optional[t]. It reports whether it did.
func (c *Checker) optionalField(f *Field, t Type) bool {
	st := c.optState()
	if t == c.u.None && f.Type == nil {
		st.noneFields[f] = true
		return false
	}
	if f.Type == nil && st.noneFields[f] && isValueType(c.u, t) {
		f.Type = c.u.OptionalOf(t)
		c.progress++
		return true
	}
	return false
}

// returnFits reports whether a return of type t fits the instance's return type, widening an
// inferred one: None and an int make Optional[int], None and a class make the class.
func (c *Checker) returnFits(inst *Instance, s *syntax.Return, t Type) bool {
	if c.assignable(inst.Ret, t) {
		return true
	}
	if o, ok := t.(*Optional); ok && s.Value != nil && c.assignable(inst.Ret, o.Elem) && inst.Func.retSet {
		c.mayBeNoneError(inst, s.Value, t)
		return true
	}
	if inst.Func.retSet || c.optState().observed[inst] {
		return false
	}
	var w Type
	switch {
	case inst.Ret == c.u.None && (isRef(t) || isValueType(c.u, t) || isOptional(t)):
		w = c.u.OptionalOf(t)
	case t == c.u.None && isValueType(c.u, inst.Ret):
		w = c.u.OptionalOf(inst.Ret)
	case isOptional(t) && t.(*Optional).Elem == inst.Ret:
		w = t
	default:
		return false
	}
	inst.Ret = w
	c.progress++
	c.markPending(inst, inst.Func.Def.NamePos)
	return true
}

// observeRet notes that caller used the return type of callee while callee was in progress.
func (c *Checker) observeRet(caller, callee *Instance) {
	if caller != callee && callee.inProgress {
		c.optState().observed[callee] = true
	}
}

// mayFallOff reports whether a function returning its Ret may also reach its end, which
// returns None: an Optional, or a class whose references may be None.
func (c *Checker) mayFallOff(inst *Instance) bool {
	return isOptional(inst.Ret) || isRef(inst.Ret)
}

// AlwaysReturns reports whether control cannot reach the end of the statements of the body
// info describes; lowering adds the implicit `return None` of an Optional function otherwise.
func AlwaysReturns(info *Info, body []syntax.Stmt) bool { return info.alwaysReturns(body) }

// optionalMethods are the methods of an Optional value: stdlib functions (stdlib/optional.py)
// realized for the Optional type, which test for None and call the element's method (for
// __hash__, through hash(), which an Optional dict key or set element needs).
var optionalMethods = map[string]string{
	"__str__": "_optional_str", "__repr__": "_optional_repr", "__bool__": "_optional_bool", "__eq__": "_optional_eq",
	"__hash__": "_optional_hash",
	"__lt__":   "_optional_lt", "__le__": "_optional_le", "__gt__": "_optional_gt", "__ge__": "_optional_ge",
}

// optionalMethod realizes method name of Optional type o for args (o first), or returns nil
// when o has no such method or the element type cannot do it.
func (c *Checker) optionalMethod(inst *Instance, o *Optional, name string, args []Type) *Instance {
	helper, ok := optionalMethods[name]
	if !ok || len(args) == 0 || args[0] != o {
		return nil
	}
	switch name {
	case "__str__", "__repr__", "__hash__":
		if len(args) != 1 || c.method(inst, o.Elem, name, []Type{o.Elem}) == nil {
			return nil
		}
	case "__bool__":
		if len(args) != 1 || (o.Elem != c.u.Bool && c.method(inst, o.Elem, "__bool__", []Type{o.Elem}) == nil) {
			return nil
		}
	case "__eq__":
		if len(args) != 2 {
			return nil
		}
		other := args[1]
		if oo, ok := other.(*Optional); ok {
			other = oo.Elem
		}
		if other == c.u.None || (other != o.Elem && c.comparison(inst, cmpMagic[syntax.Eq], o.Elem, other) == nil) {
			return nil
		}
	case "__lt__", "__le__", "__gt__", "__ge__":
		// Only where the stdlib compares keys (optionalLink): the element must be ordered.
		if len(args) != 2 || (args[1] != o && args[1] != o.Elem) || c.method(inst, o.Elem, name, []Type{o.Elem, o.Elem}) == nil {
			return nil
		}
	}
	f := c.prog.Lookup(helper)
	if f == nil {
		panic("stdlib lacks " + helper)
	}
	return c.realize(f, args)
}

// optionalMethodCall checks x.name(args) on an Optional x: its own methods (x.__str__() in the
// stdlib's repr), else x may be None here.
func (c *Checker) optionalMethodCall(inst *Instance, e *syntax.Call, a *syntax.Attribute, o *Optional) Type {
	pos, _, ok := c.argTypes(inst, e)
	if !ok {
		return c.argFailure(inst, e, pos, nil)
	}
	callee := c.optionalMethod(inst, o, a.Attr, append([]Type{o}, pos...))
	if callee == nil || len(e.Keywords) > 0 {
		c.mayBeNoneError(inst, a.Value, o)
		return invalid
	}
	inst.Info.Calls[e] = &CallInfo{Kind: DirectCall, Callee: callee, Args: append([]syntax.Expr{a.Value}, e.Args...)}
	return c.result(inst, e, callee)
}

// mayBeNoneError reports a use of an Optional value where its element is needed.
func (c *Checker) mayBeNoneError(inst *Instance, e syntax.Expr, t Type) {
	if n, ok := e.(*syntax.Name); ok {
		c.errorHint(inst, e.Pos(), fmt.Sprintf("check `%s is not None` first (or return early: `if %s is None: return ...`)", n.Id, n.Id),
			"%q may be None here (its type is %s)", n.Id, t)
		return
	}
	c.errorHint(inst, e.Pos(), "assign it to a variable and check `is not None` first",
		"this value may be None here (its type is %s)", t)
}

// needValue reports (and returns true) when e, of type t, is an Optional used where a value of
// its element type is needed.
func (c *Checker) needValue(inst *Instance, e syntax.Expr, t Type) bool {
	if !isOptional(t) {
		return false
	}
	c.mayBeNoneError(inst, e, t)
	return true
}

// optionalOperands reports an Optional operand of a binary operator (a BinOp or AugAssign).
func (c *Checker) optionalOperands(inst *Instance, n syntax.Node, lt, rt Type) bool {
	var l, r syntax.Expr
	switch n := n.(type) {
	case *syntax.BinOp:
		l, r = n.Left, n.Right
	case *syntax.AugAssign:
		l, r = n.Target, n.Value
	default:
		return false
	}
	return c.needValue(inst, l, lt) || c.needValue(inst, r, rt)
}

// optionalLink checks one link of a comparison that involves None or an Optional: `==` and
// `!=` with None compare identity (x == None is x is None for everything Kiln has); `==`
// between an Optional and its element type goes through the Optional's __eq__; orderings and
// `in` need the value. handled is false for the links the general code checks.
func (c *Checker) optionalLink(inst *Instance, e *syntax.Compare, i int, op syntax.Op, lt, rt Type) (o *Op, handled bool) {
	left := e.Left
	if i > 0 {
		left = e.Comparators[i-1]
	}
	right := e.Comparators[i]
	switch op {
	case syntax.Is, syntax.IsNot:
		return nil, false
	case syntax.Eq, syntax.NotEq:
		if lt != c.u.None && rt != c.u.None {
			if !isOptional(lt) && !isOptional(rt) {
				return nil, false
			}
			o := c.comparison(inst, cmpMagic[syntax.Eq], lt, rt)
			if o == nil {
				c.errorf(inst, e.Pos(), "'%s' not supported between instances of '%s' and '%s'", op.Symbol(), lt, rt)
				return nil, true
			}
			o.Not = op == syntax.NotEq
			return o, true
		}
		// A user __eq__ that takes None decides; otherwise identity, as object.__eq__ does.
		if !isOptional(lt) && !isOptional(rt) {
			if o := c.comparison(inst, cmpMagic[op], lt, rt); o != nil {
				return nil, false
			}
		}
		return &Op{Is: true, Not: op == syntax.NotEq}, true
	}
	if (op == syntax.In || op == syntax.NotIn) && isOptional(lt) && !isOptional(rt) &&
		c.method(inst, rt, "__contains__", []Type{rt, lt}) != nil {
		return nil, false // a container of Optional values
	}
	if isOrdering(op) && !c.inUser(e.Pos()) && isOptional(lt) {
		// The stdlib's min, max and sorted comparing the keys of a key function that may
		// return None (key=d.get): None raises CPython's TypeError when it runs.
		if callee := c.method(inst, lt, cmpMagic[op][0], []Type{lt, rt}); callee != nil {
			return &Op{Callee: callee}, true
		}
	}
	if c.needValue(inst, left, lt) || c.needValue(inst, right, rt) {
		return nil, true
	}
	return nil, false
}

func isOrdering(op syntax.Op) bool {
	return op == syntax.Lt || op == syntax.LtE || op == syntax.Gt || op == syntax.GtE
}

// optionalTruth records the truth test of a value that may be None: an Optional's __bool__,
// and for a class reference that may be None, False for None and else the object's __bool__
// (or __len__, or True). It reports whether it handled e.
func (c *Checker) optionalTruth(inst *Instance, e syntax.Expr, t Type) bool {
	if o, ok := t.(*Optional); ok {
		callee := c.optionalMethod(inst, o, "__bool__", []Type{o})
		if callee == nil {
			c.errorf(inst, e.Pos(), "'%s' has no truth value", t)
			return true
		}
		inst.Info.Truth[e] = callee
		return true
	}
	cls := classOf(t)
	if cls == nil || !cls.Ref {
		return false
	}
	helper := "_object_truth"
	switch {
	case len(cls.Methods["__bool__"]) > 0:
		if !c.mayBeNone(inst, e) {
			return false // the general code calls __bool__
		}
		helper = "_object_bool"
	case len(cls.Methods["__len__"]) > 0:
		helper = "_object_len_truth"
	}
	f := c.prog.Lookup(helper)
	if f == nil {
		panic("stdlib lacks " + helper)
	}
	callee := c.realize(f, []Type{t})
	if callee.Ret != c.u.Bool {
		if callee.Ret == nil {
			c.markPending(inst, e.Pos())
		}
		return true
	}
	inst.Info.Truth[e] = callee
	return true
}

// joinBranches is the type of `a if c else b` when a and b differ only by None: an Optional,
// or the class whose references may be None. It returns nil otherwise.
func (c *Checker) joinBranches(a, b Type) Type {
	switch {
	case a == c.u.None:
		a, b = b, a
	}
	switch {
	case b == c.u.None && (isRef(a) || isValueType(c.u, a) || isOptional(a)):
		return c.u.OptionalOf(a)
	case isOptional(a) && a.(*Optional).Elem == b:
		return a
	case isOptional(b) && b.(*Optional).Elem == a:
		return b
	}
	return nil
}

// optionalArgs reports an Optional argument that a stdlib function's body cannot take (abs(x)
// for an Optional[int] x) at the user's call, where it can be fixed, instead of in the stdlib.
func (c *Checker) optionalArgs(inst, callee *Instance, args []syntax.Expr, types []Type) {
	if callee.Func.scope != c.builtins || inst.Func.scope == c.builtins || len(callee.errs) == 0 {
		return
	}
	for i, t := range types {
		if isOptional(t) && i < len(args) {
			callee.errs = nil
			c.mayBeNoneError(inst, args[i], t)
			return
		}
	}
}
