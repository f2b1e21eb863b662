// **kwargs parameters: the keyword arguments no other parameter takes, collected into a
// dict[str, V] built at the call.
package types

import (
	"kiln/syntax"
)

// kwargsDict returns the dict literal a call binds to the **kwargs parameter p, made of the
// keywords whose indexes are extra, and its type. The values share one type: p's annotation
// when it has one, else the join of the values' types. A call giving no extra keyword to an
// unannotated **kwargs binds an empty dict[str, int]: nothing is read from it, but its value
// type must be one that values have (a dict[str, None] is not supported yet), and it is named
// in docs/language.md.
func (c *Checker) kwargsDict(inst *Instance, e *syntax.Call, f *Func, p *param, extra []int, kw []Type) (*syntax.Dict, Type) {
	var vt Type = p.elem
	for _, i := range extra {
		k := e.Keywords[i]
		switch {
		case p.elem != nil && known(p.elem):
			if !c.assignable(p.elem, kw[i]) {
				c.errorf(inst, k.Pos(), "%s() argument '%s' must be %s, not %s (it goes to **%s)",
					f.PyName, k.Name, p.elem, kw[i], p.name)
				return nil, nil
			}
		case vt == nil:
			vt = kw[i]
		default:
			j, ok := c.joinElem(vt, kw[i])
			if !ok {
				c.errorHint(inst, k.Pos(), "annotate it **"+p.name+": T with a type every value has, or pass one dict",
					"the keyword arguments **%s collects have different types %s and %s; Kiln's **kwargs hold one type",
					p.name, vt, kw[i])
				return nil, nil
			}
			vt = j
		}
	}
	if vt == nil {
		vt = c.u.Int
	}
	d := c.kwargs[e]
	if d == nil {
		d = &syntax.Dict{Span: syntax.Span{From: e.Pos(), To: e.End()}}
		for _, i := range extra {
			k := e.Keywords[i]
			key := &syntax.Constant{Span: k.Span, Kind: syntax.StrConst, Str: k.Name}
			d.Keys = append(d.Keys, key)
			d.Values = append(d.Values, k.Value)
		}
		c.kwargs[e] = d
	}
	cls := c.dictOf(inst, e.Pos(), c.u.Str, vt)
	if cls == nil {
		return nil, nil
	}
	for _, k := range d.Keys {
		inst.Info.Types[k] = c.u.Str
	}
	inst.Info.Types[d] = cls
	inst.Info.Lists[d] = c.dictInfo(inst, cls, len(d.Keys))
	return d, cls
}

// kwFill is what a call f(**d) binds, made once per call: the expressions reading each
// parameter from d, the check run before them, and the dict of the rest for **kwargs.
type kwFill struct {
	check *syntax.Call           // d._kw_check(...): CPython's binding errors
	reads map[string]syntax.Expr // parameter name -> d[name] or d.get(name, default)
	rest  *syntax.Call           // d._kw_rest(names): nil unless f has **kwargs
}

// bindKwDict binds the parameters a call's `**d` (the keyword at index star) may fill: each
// parameter not given otherwise reads d[name], or d.get(name, default) when it has a
// default, so it gets d's value type. A check made before the reads raises CPython's
// TypeErrors for keys no parameter takes, parameters given twice and parameters missing.
func (c *Checker) bindKwDict(inst *Instance, e *syntax.Call, f *Func, name string, skip, star, varkw int,
	kw []Type, extra []int, bound []syntax.Expr, boundTypes []Type, given []bool) bool {
	k := e.Keywords[star]
	d, ok := k.Value.(*syntax.Name)
	if !ok {
		c.unsupported(inst, k.Value, "** applied to "+describe(k.Value)+" (write it to a variable first)")
		return false
	}
	cls := classOf(kw[star])
	if cls == nil || cls.Origin != c.stdTemplate("dict") || cls.TypeArgs[0] != c.u.Str {
		c.errorf(inst, k.Value.Pos(), "%s argument after ** must be a dict with str keys, not %s", name, kw[star])
		return false
	}
	if varkw >= 0 && len(extra) > 0 {
		c.unsupported(inst, e.Keywords[extra[0]], "keyword arguments for **"+f.params[varkw].name+" together with **"+d.Id)
		return false
	}
	vt := cls.TypeArgs[1]
	fill := c.kwFills[e]
	if fill == nil {
		fill = c.newKwFill(e, f, name, skip, varkw, d, given)
		c.kwFills[e] = fill
	}
	for i, p := range f.params {
		read := fill.reads[p.name]
		if i < skip || given[i] || read == nil {
			continue
		}
		t := c.expr(inst, read)
		if !known(t) {
			return false
		}
		if p.def != nil && t != vt {
			c.errorf(inst, p.def.Pos(), "not supported yet: filling parameter '%s' from **%s, a %s, when its default is a %s",
				p.name, d.Id, cls, c.expr(inst, p.def))
			return false
		}
		bound[i], boundTypes[i], given[i] = read, t, true
	}
	if !known(c.expr(inst, fill.check)) {
		return false
	}
	if varkw >= 0 {
		p := f.params[varkw]
		if p.elem != nil && known(p.elem) && !c.assignable(p.elem, vt) {
			c.errorf(inst, k.Value.Pos(), "%s argument '**%s' must hold %s, not %s", name, p.name, p.elem, vt)
			return false
		}
		t := c.expr(inst, fill.rest)
		if !known(t) {
			return false
		}
		bound[varkw], boundTypes[varkw], given[varkw] = fill.rest, t, true
	}
	return true
}

// newKwFill builds the expressions of a call f(**d) (see bindKwDict); given tells the
// parameters bound by position and by explicit keyword.
func (c *Checker) newKwFill(e *syntax.Call, f *Func, name string, skip, varkw int, d *syntax.Name, given []bool) *kwFill {
	at := syntax.Span{From: e.Pos(), To: e.End()}
	str := func(s string) syntax.Expr { return &syntax.Constant{Span: at, Kind: syntax.StrConst, Str: s} }
	method := func(attr string, args ...syntax.Expr) *syntax.Call {
		return &syntax.Call{Span: at, Func: &syntax.Attribute{Span: at, Value: d, Attr: attr}, Args: args}
	}
	var dup, names, byPos, posOnly, required, requiredKw []syntax.Expr
	for _, k := range e.Keywords {
		if k.Name != "" {
			dup = append(dup, str(k.Name))
		}
	}
	fill := &kwFill{reads: map[string]syntax.Expr{}}
	for i, p := range f.params {
		if i < skip || (p.kind != positional && p.kind != kwOnly) {
			continue
		}
		if p.posOnly {
			posOnly = append(posOnly, str(p.name))
			continue
		}
		names = append(names, str(p.name))
		if given[i] {
			byPos = append(byPos, str(p.name))
			continue
		}
		switch {
		case p.def != nil:
			fill.reads[p.name] = method("get", str(p.name), p.def)
		default:
			fill.reads[p.name] = &syntax.Subscript{Span: at, Value: d, Slice: str(p.name)}
			if p.kind == kwOnly {
				requiredKw = append(requiredKw, str(p.name))
			} else {
				required = append(required, str(p.name))
			}
		}
	}
	open := syntax.FalseConst
	if varkw >= 0 {
		open = syntax.TrueConst
		fill.rest = method("_kw_rest", &syntax.Tuple{Span: at, Elts: names})
	}
	tuple := func(elts []syntax.Expr) syntax.Expr { return &syntax.Tuple{Span: at, Elts: elts} }
	fill.check = method("_kw_check", str(name), str(f.qualName()), tuple(dup), tuple(names), tuple(byPos),
		tuple(posOnly), tuple(required), tuple(requiredKw), &syntax.Constant{Span: at, Kind: open})
	return fill
}

// kwDictCallee reports whether a call's `**d` argument, if any, is one Kiln binds: a single
// one, with no `*args` beside it, to a function or a class named directly. Other calls get a
// "not supported yet" error.
func (c *Checker) kwDictCallee(inst *Instance, e *syntax.Call) bool {
	var star *syntax.Keyword
	for _, k := range e.Keywords {
		if k.Name == "" {
			if star != nil {
				c.unsupported(inst, k, "two ** arguments in one call")
				return false
			}
			star = k
		}
	}
	if star == nil {
		return true
	}
	for _, a := range e.Args {
		if _, ok := a.(*syntax.Starred); ok {
			c.unsupported(inst, a, "* and ** arguments in one call")
			return false
		}
	}
	if n, ok := e.Func.(*syntax.Name); ok {
		switch o := c.lookup(inst, n).(type) {
		case *Func:
			return true
		case *Class:
			if o.Ref && !o.stdlib || o == c.stdTemplate("dict") && len(e.Args) == 0 && len(e.Keywords) == 1 {
				return true // dict(**d): keywordDict
			}
		}
	}
	if a, ok := e.Func.(*syntax.Attribute); ok && a.Attr == "update" && len(e.Args)+len(e.Keywords) == 1 &&
		originOf(c.expr(inst, a.Value)) == c.stdTemplate("dict") {
		return true // d.update(**d2): dictUpdate
	}
	c.unsupported(inst, star, "** arguments in calls of "+describe(e.Func)+" (only functions and classes named directly take them)")
	return false
}

// keywordDict checks dict(a=1, b=2): the dict literal {"a": 1, "b": 2}.
func (c *Checker) keywordDict(inst *Instance, e *syntax.Call) Type {
	for _, k := range e.Keywords {
		if k.Name == "" {
			if len(e.Keywords) > 1 {
				c.unsupported(inst, k, "dict(**d) beside keyword arguments")
				return invalid
			}
			return c.kwCopy(inst, e, k, func() syntax.Expr { return c.stdCall(e, "dict", k.Value) })
		}
	}
	d := c.kwargs[e] // a dict() call binds no **kwargs: the map holds its literal instead
	if d == nil {
		d = &syntax.Dict{Span: syntax.Span{From: e.Pos(), To: e.End()}}
		for _, k := range e.Keywords {
			d.Keys = append(d.Keys, &syntax.Constant{Span: k.Span, Kind: syntax.StrConst, Str: k.Name})
			d.Values = append(d.Values, k.Value)
		}
		c.kwargs[e] = d
	}
	t := c.expr(inst, d)
	if known(t) {
		inst.Info.Calls[e] = &CallInfo{Kind: ValueCall, Args: []syntax.Expr{d}}
	}
	return t
}

// kwCopy checks dict(**d) or x.update(**d) for a dict d with str keys: the call stands for
// build's, dict(d) or x.update(d). Other keys or values raise CPython's TypeError, found here.
func (c *Checker) kwCopy(inst *Instance, e *syntax.Call, k *syntax.Keyword, build func() syntax.Expr) Type {
	t := c.expr(inst, k.Value)
	if !known(t) {
		if t == pending {
			c.markPending(inst, k.Value.Pos())
		}
		return t
	}
	cls := classOf(t)
	if cls == nil || c.dictLike(cls) == nil {
		c.errorf(inst, k.Value.Pos(), "%s argument after ** must be a mapping, not %s", describeCall(e), t)
		return invalid
	}
	if c.dictLike(cls).TypeArgs[0] != c.u.Str {
		c.errorf(inst, k.Value.Pos(), "keywords must be strings")
		return invalid
	}
	return c.standIn(inst, e, build)
}

// describeCall names the function called as CPython's messages do: dict(), update().
func describeCall(e *syntax.Call) string {
	switch f := e.Func.(type) {
	case *syntax.Name:
		return f.Id + "()"
	case *syntax.Attribute:
		return f.Attr + "()"
	}
	return "function"
}
