// Module functions whose arguments choose the function that runs: itertools' product,
// permutations, combinations, zip_longest and islice, whose tuples' length (part of a tuple's
// type) is the number of iterables or a constant r; functools' reduce with or without an
// initial value and lru_cache as a decorator or a decorator factory.
package types

import (
	"math/big"
	"strconv"

	"kiln/syntax"
)

// maxTupleOf is the longest tuple the stdlib's _tuple_of<k> functions build.
const maxTupleOf = 8

// variantChooser returns the function choosing the call a call of the module function name is
// checked as, or nil when name is not one whose arguments choose.
func variantChooser(name string) func(c *Checker, inst *Instance, e *syntax.Call) (string, []syntax.Expr) {
	switch name {
	case "itertools.product":
		return (*Checker).productVariant
	case "itertools.permutations":
		return lengthVariant("permutations", false)
	case "itertools.combinations":
		return lengthVariant("combinations", true)
	case "itertools.combinations_with_replacement":
		return lengthVariant("combinations_with_replacement", true)
	case "itertools.zip_longest":
		return (*Checker).zipLongestVariant
	case "itertools.islice":
		return (*Checker).isliceVariant
	case "itertools.chain":
		return (*Checker).chainVariant
	case "itertools.count":
		return (*Checker).countVariant
	case "itertools.tee":
		return (*Checker).teeVariant
	case "functools.reduce":
		return (*Checker).reduceVariant
	case "functools.lru_cache":
		return (*Checker).lruCacheVariant
	case "functools.partial":
		return (*Checker).partialVariant
	case "math.prod":
		return (*Checker).prodVariant
	case "operator.itemgetter", "operator.attrgetter", "operator.methodcaller":
		return getterVariant(name[len("operator."):]) // operator.go
	case "statistics.mean", "statistics.median", "statistics.variance", "statistics.pvariance", "statistics.harmonic_mean":
		return statisticsVariant(name[len("statistics."):]) // statistics.go
	}
	return nil
}

// variantCall checks a call of a module function variantChooser knows as a call of the module's
// function its arguments choose, with the arguments the chooser gives (through a copy of the
// call made once per call; the original call records the copy's CallInfo). The chooser
// returns "" after reporting an error.
func (c *Checker) variantCall(inst *Instance, e *syntax.Call, f *Func, choose func(*Checker, *Instance, *syntax.Call) (string, []syntax.Expr)) Type {
	target, args := choose(c, inst, e)
	if target == "" {
		c.argTypes(inst, e)
		return invalid
	}
	g, ok := f.scope.objects[target].(*Func)
	if !ok {
		panic("stdlib lacks " + target)
	}
	if c.redirects == nil {
		c.redirects = map[*syntax.Call]*syntax.Call{}
	}
	// The copies share c.redirects with the builtins' (keys never clash: a call is either).
	call := c.redirects[e]
	if call == nil || !sameExprs(call.Args, args) {
		copy := *e
		copy.Args = args
		copy.Keywords = nil
		for _, k := range e.Keywords {
			if k.Name != "r" && k.Name != "repeat" && target != "_partial_kw_of" && target != "_getter_of" {
				copy.Keywords = append(copy.Keywords, k)
			}
		}
		call = &copy
		c.redirects[e] = call
	}
	t := c.funcCall(inst, call, g, nil, nil)
	if ci := inst.Info.Calls[call]; ci != nil {
		inst.Info.Calls[e] = ci
	}
	return t
}

// sameExprs reports whether two argument lists are the same expressions, the synthetic names
// compared by name.
func sameExprs(a, b []syntax.Expr) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] == b[i] {
			continue
		}
		na, ok1 := a[i].(*syntax.Name)
		nb, ok2 := b[i].(*syntax.Name)
		if !ok1 || !ok2 || na.Id != nb.Id {
			return false
		}
	}
	return true
}

// tupleOf returns a name, at e's position, of the stdlib function building a k-tuple from a
// pool and k indices (stdlib/tuple_of.py).
func tupleOf(e syntax.Node, k int) syntax.Expr {
	return &syntax.Name{Span: syntax.Span{From: e.Pos(), To: e.Pos()}, Id: "_tuple_of" + strconv.Itoa(k)}
}

// intConst returns the int constant k at e's position.
func intConst(e syntax.Node, k int) syntax.Expr {
	return &syntax.Constant{Span: syntax.Span{From: e.Pos(), To: e.Pos()}, Kind: syntax.IntConst, Int: big.NewInt(int64(k))}
}

// constLength returns the int constant e is and whether it is one. A negative constant gives
// 0, with ok: the stdlib raises CPython's ValueError for it.
func constLength(e syntax.Expr) (int, bool) {
	k := foldConstant(e)
	if k == nil || k.Kind != syntax.IntConst || !k.Int.IsInt64() {
		return 0, false
	}
	return max(0, int(k.Int.Int64())), true
}

// lengthArg returns the argument giving the tuples' length: positional at index i, or the
// keyword name. Nil if there is none.
func lengthArg(e *syntax.Call, i int, name string) syntax.Expr {
	if len(e.Args) > i {
		return e.Args[i]
	}
	if k := keyword(e, name); k != nil {
		return k.Value
	}
	return nil
}

// productVariant: product(a, b, ...) by the number of iterables, product(a, repeat=k) by k.
func (c *Checker) productVariant(inst *Instance, e *syntax.Call) (string, []syntax.Expr) {
	rep := keyword(e, "repeat")
	if rep == nil {
		if len(e.Args) > 3 {
			c.unsupported(inst, e, "product() of more than three iterables")
			return "", nil
		}
		return "_product" + strconv.Itoa(len(e.Args)), e.Args
	}
	k, ok := constLength(rep.Value)
	switch {
	case !ok:
		c.unsupported(inst, rep.Value, "product() with a repeat that is not an int constant")
		return "", nil
	case len(e.Args) != 1:
		c.unsupported(inst, e, "product() of other than one iterable with repeat=")
		return "", nil
	case k > maxTupleOf:
		c.unsupported(inst, rep.Value, "product() with repeat above "+strconv.Itoa(maxTupleOf))
		return "", nil
	}
	return "_product_repeat", []syntax.Expr{e.Args[0], rep.Value, tupleOf(e, k)}
}

// lengthVariant: permutations(xs, r), combinations(xs, r) and
// combinations_with_replacement(xs, r) by the constant r.
func lengthVariant(name string, required bool) func(c *Checker, inst *Instance, e *syntax.Call) (string, []syntax.Expr) {
	return func(c *Checker, inst *Instance, e *syntax.Call) (string, []syntax.Expr) {
		if len(e.Args) == 0 || len(e.Args) > 2 {
			c.errorf(inst, e.Pos(), "%s() takes at most 2 arguments (%d given)", name, len(e.Args))
			if len(e.Args) == 0 {
				inst.errs[len(inst.errs)-1].Msg = name + "() missing required argument 'iterable' (pos 1)"
			}
			return "", nil
		}
		r := lengthArg(e, 1, "r")
		if r == nil && required {
			c.errorf(inst, e.Pos(), "%s() missing required argument 'r' (pos 2)", name)
			return "", nil
		}
		if tup, ok := c.expr(inst, e.Args[0]).(*Tuple); ok && r == nil {
			r = intConst(e, len(tup.Elems)) // permutations of a tuple: r is its length
		}
		if r == nil {
			c.unsupported(inst, e, name+"() without a constant r (a tuple's length is part of its type)")
			return "", nil
		}
		k, ok := constLength(r)
		switch {
		case !ok:
			c.unsupported(inst, r, name+"() with an r that is not an int constant")
			return "", nil
		case k > maxTupleOf:
			c.unsupported(inst, r, name+"() with r above "+strconv.Itoa(maxTupleOf))
			return "", nil
		}
		return "_" + name, []syntax.Expr{e.Args[0], r, tupleOf(e, k)}
	}
}

// zipLongestVariant: zip_longest of two or three iterables.
func (c *Checker) zipLongestVariant(inst *Instance, e *syntax.Call) (string, []syntax.Expr) {
	if len(e.Args) < 2 || len(e.Args) > 3 {
		c.unsupported(inst, e, "zip_longest() of other than two or three iterables")
		return "", nil
	}
	return "_zip_longest" + strconv.Itoa(len(e.Args)), e.Args
}

// isliceVariant: islice(it, stop) and islice(it, start, stop[, step]).
func (c *Checker) isliceVariant(inst *Instance, e *syntax.Call) (string, []syntax.Expr) {
	if len(e.Keywords) > 0 {
		c.errorf(inst, e.Keywords[0].Pos(), "islice() takes no keyword arguments")
		return "", nil
	}
	switch len(e.Args) {
	case 2:
		return "_islice_stop", e.Args
	case 3, 4:
		return "_islice", e.Args
	}
	c.errorf(inst, e.Pos(), "islice expected at most 4 arguments, got %d", len(e.Args))
	if len(e.Args) < 2 {
		inst.errs[len(inst.errs)-1].Msg = "islice expected at least 2 arguments, got " + strconv.Itoa(len(e.Args))
	}
	return "", nil
}

// reduceVariant: reduce(f, it) and reduce(f, it, initial), whose accumulators differ in type.
func (c *Checker) reduceVariant(inst *Instance, e *syntax.Call) (string, []syntax.Expr) {
	if len(e.Keywords) > 0 {
		c.errorf(inst, e.Keywords[0].Pos(), "reduce() takes no keyword arguments")
		return "", nil
	}
	switch len(e.Args) {
	case 2, 3:
		return "_reduce" + strconv.Itoa(len(e.Args)), e.Args
	case 0, 1:
		c.errorf(inst, e.Pos(), "reduce expected at least 2 arguments, got %d", len(e.Args))
	default:
		c.errorf(inst, e.Pos(), "reduce expected at most 3 arguments, got %d", len(e.Args))
	}
	return "", nil
}

// prodVariant: math.prod(iterable, *, start=1), whose product is a float from an int start
// when the items are floats (as sum's).
func (c *Checker) prodVariant(inst *Instance, e *syntax.Call) (string, []syntax.Expr) {
	if len(e.Args) != 1 {
		c.errorf(inst, e.Pos(), "prod() takes exactly 1 positional argument (%d given)", len(e.Args))
		return "", nil
	}
	for _, k := range e.Keywords {
		if k.Name != "start" {
			c.errorf(inst, k.Pos(), "prod() got an unexpected keyword argument '%s'", k.Name)
			return "", nil
		}
	}
	start := Type(c.u.Int)
	if k := keyword(e, "start"); k != nil {
		start = c.expr(inst, k.Value)
	}
	if c.iterElem(inst, e.Args[0], c.expr(inst, e.Args[0])) == c.u.Float && start == c.u.Int {
		return "_prod_float", e.Args
	}
	return "_prod", e.Args
}

// lruCacheVariant: @lru_cache applied to a function, or lru_cache(maxsize) making the
// decorator.
func (c *Checker) lruCacheVariant(inst *Instance, e *syntax.Call) (string, []syntax.Expr) {
	if len(e.Args) == 1 {
		switch c.expr(inst, e.Args[0]).(type) {
		case *FuncType, *Callable:
			return "_lru_cache_func", e.Args
		}
	}
	return "_lru_cache", e.Args
}

// partialVariant: partial(f, args...) makes a _partial; with keywords, partial(f, args...,
// k1=v1, ...) makes a _partial_kw (through _partial_kw_of) holding f, the args' tuple, the keyword values' tuple and a
// lambda calling f with them by name, made once per call (a call cannot spread a tuple and a
// dict of values of different types at once):
// lambda _pf, _pa, _pk, *_pr: _pf(*_pa, *_pr, k1=_pk[0], ...).
func (c *Checker) partialVariant(inst *Instance, e *syntax.Call) (string, []syntax.Expr) {
	if len(e.Keywords) == 0 {
		return "_partial_of", e.Args
	}
	if len(e.Args) == 0 {
		c.errorf(inst, e.Pos(), "partial() missing required argument 'func'")
		return "", nil
	}
	for _, k := range e.Keywords {
		if k.Name == "" {
			c.unsupported(inst, k, "partial() with **keywords (name the keyword arguments)")
			return "", nil
		}
	}
	if call := c.redirects[e]; call != nil && len(call.Args) == 4 {
		return "_partial_kw_of", call.Args
	}
	at := syntax.Span{From: e.Pos(), To: e.Pos()}
	name := func(id string) *syntax.Name { return &syntax.Name{Span: at, Id: id} }
	var vals []syntax.Expr
	inner := &syntax.Call{Span: e.Span, Func: name("_pf"),
		Args: []syntax.Expr{&syntax.Starred{Span: at, Value: name("_pa")}, &syntax.Starred{Span: at, Value: name("_pr")}}}
	for i, k := range e.Keywords {
		vals = append(vals, k.Value)
		inner.Keywords = append(inner.Keywords, &syntax.Keyword{Span: k.Span, Name: k.Name,
			Value: &syntax.Subscript{Span: at, Value: name("_pk"), Slice: intConst(e, i)}})
	}
	lambda := &syntax.Lambda{Span: at, Body: inner, Args: &syntax.Arguments{
		Args:   []*syntax.Arg{{Span: at, Name: "_pf"}, {Span: at, Name: "_pa"}, {Span: at, Name: "_pk"}},
		Vararg: &syntax.Arg{Span: at, Name: "_pr"}}}
	return "_partial_kw_of", []syntax.Expr{e.Args[0], &syntax.Tuple{Span: at, Elts: e.Args[1:]},
		&syntax.Tuple{Span: at, Elts: vals}, lambda}
}

// isPartialObject reports whether t is an object functools.partial makes.
func (c *Checker) isPartialObject(t Type) bool {
	m, cls := c.modules["functools"], classOf(t)
	if m == nil || cls == nil || cls.Origin == nil {
		return false
	}
	return m.scope.objects["_partial"] == cls.Origin || m.scope.objects["_partial_kw"] == cls.Origin
}

// funcAttrs maps a module function's attribute that is a function of its own
// (`chain.from_iterable`) to the module function a call of it is checked as.
var funcAttrs = map[string]string{"itertools.chain.from_iterable": "_chain_from_iterable"}

// funcAttrCall checks f.attr(...) for a module function f with such an attribute, reporting
// whether it did.
func (c *Checker) funcAttrCall(inst *Instance, e *syntax.Call, a *syntax.Attribute) (Type, bool) {
	var f *Func
	switch v := a.Value.(type) {
	case *syntax.Name:
		f, _ = c.lookup(inst, v).(*Func)
	case *syntax.Attribute:
		if mod := c.moduleNamed(inst, v.Value); mod != nil {
			f, _ = mod.member(v.Attr).(*Func)
		}
	}
	if f == nil {
		return nil, false
	}
	target, ok := funcAttrs[f.Name+"."+a.Attr]
	if !ok {
		return nil, false
	}
	// Lowering evaluates the receiver of a call through an instance for its effects: here a
	// function value, which has none.
	inst.Info.FuncValues[a.Value] = f
	return c.funcCall(inst, e, f.scope.objects[target].(*Func), nil, nil), true
}

// teeVariant: tee(it) and tee(it, n) for a constant n, a tuple of n iterators.
func (c *Checker) teeVariant(inst *Instance, e *syntax.Call) (string, []syntax.Expr) {
	if len(e.Args) == 0 || len(e.Args) > 2 || len(e.Keywords) > 0 {
		c.errorf(inst, e.Pos(), "tee expected at most 2 arguments, got %d", len(e.Args)+len(e.Keywords))
		return "", nil
	}
	n := intConst(e, 2)
	if len(e.Args) == 2 {
		n = e.Args[1]
	}
	k, ok := constLength(n)
	switch {
	case !ok:
		c.unsupported(inst, n, "tee() with an n that is not an int constant")
		return "", nil
	case k > maxTupleOf:
		c.unsupported(inst, n, "tee() with n above "+strconv.Itoa(maxTupleOf))
		return "", nil
	}
	return "_tee", []syntax.Expr{e.Args[0], n, tupleOf(e, k)}
}

// chainVariant: chain of up to four iterables, each of its own type (a list and a range);
// more are iterated as a tuple, whose elements then share one type.
func (c *Checker) chainVariant(inst *Instance, e *syntax.Call) (string, []syntax.Expr) {
	if len(e.Keywords) > 0 {
		c.errorf(inst, e.Keywords[0].Pos(), "chain() takes no keyword arguments")
		return "", nil
	}
	if len(e.Args) >= 1 && len(e.Args) <= 4 {
		return "_chain" + strconv.Itoa(len(e.Args)), e.Args
	}
	return "_chain_args", e.Args
}

// countVariant chooses count() of floats from a float start and an int step (1.5, 2.5, ...)
// and refuses an int start with a float step, whose first value would be an int and the
// rest floats.
func (c *Checker) countVariant(inst *Instance, e *syntax.Call) (string, []syntax.Expr) {
	pos, kw, ok := c.argTypes(inst, e)
	if !ok {
		return "_count_of", e.Args
	}
	start, step := Type(c.u.Int), Type(c.u.Int)
	if len(pos) > 0 {
		start = pos[0]
	}
	if len(pos) > 1 {
		step = pos[1]
	}
	for i, k := range e.Keywords {
		switch k.Name {
		case "start":
			start = kw[i]
		case "step":
			step = kw[i]
		}
	}
	switch {
	case start == c.u.Int && step == c.u.Float:
		c.unsupported(inst, e, "count() of an int start and a float step (its first value is an int, the rest floats; write the start as a float)")
		return "", nil
	case start == c.u.Float && step == c.u.Int:
		return "_count_float", e.Args
	}
	return "_count_of", e.Args
}
