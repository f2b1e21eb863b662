// The operator module's getters: itemgetter, attrgetter and methodcaller calls are checked as
// _getter_of(values, access, text) (stdlib/lib/operator.py), with the arguments' values in a
// tuple evaluated once, a lambda doing the access and a lambda making the repr, both made here
// once per call: a tuple's index and an attribute's name must be constants in the lambda.
package types

import (
	"strings"

	"kiln/syntax"
)

// getterVariant returns the chooser for operator's getter kind ("itemgetter", "attrgetter"
// or "methodcaller").
func getterVariant(kind string) func(c *Checker, inst *Instance, e *syntax.Call) (string, []syntax.Expr) {
	return func(c *Checker, inst *Instance, e *syntax.Call) (string, []syntax.Expr) {
		return c.getterCall(inst, e, kind)
	}
}

func (c *Checker) getterCall(inst *Instance, e *syntax.Call, kind string) (string, []syntax.Expr) {
	if call := c.redirects[e]; call != nil && len(call.Args) == 3 {
		return "_getter_of", call.Args
	}
	for _, a := range e.Args {
		if _, ok := a.(*syntax.Starred); ok {
			c.unsupported(inst, a, kind+"() of *arguments")
			return "", nil
		}
	}
	if kind != "methodcaller" && len(e.Keywords) > 0 {
		c.errorf(inst, e.Keywords[0].Pos(), "%s() takes no keyword arguments", kind)
		return "", nil
	}
	if len(e.Args) == 0 {
		if kind == "methodcaller" {
			c.errorf(inst, e.Pos(), "methodcaller needs at least one argument, the method name")
		} else {
			c.errorf(inst, e.Pos(), "%s expected 1 argument, got 0", kind)
		}
		return "", nil
	}
	at := syntax.Span{From: e.Pos(), To: e.Pos()}
	name := func(id string) *syntax.Name { return &syntax.Name{Span: at, Id: id} }
	str := func(s string) syntax.Expr { return &syntax.Constant{Span: at, Kind: syntax.StrConst, Str: s} }
	value := func(i int) syntax.Expr { return &syntax.Subscript{Span: at, Value: name("_k"), Slice: intConst(e, i)} }
	// text is the repr's pieces: constant strings and repr(_k[i]).
	var text []syntax.Expr
	reprOf := func(i int) syntax.Expr {
		return &syntax.Call{Span: at, Func: name("repr"), Args: []syntax.Expr{value(i)}}
	}
	var access syntax.Expr
	values := e.Args
	switch kind {
	case "itemgetter":
		var items []syntax.Expr
		for i, a := range e.Args {
			// An int constant goes into the lambda itself: a tuple's index must be one.
			index := value(i)
			if k := foldConstant(a); k != nil && k.Kind == syntax.IntConst {
				index = &syntax.Constant{Span: at, Kind: syntax.IntConst, Int: k.Int}
			}
			items = append(items, &syntax.Subscript{Span: at, Value: name("_o"), Slice: index})
			text = append(text, reprOf(i))
		}
		access = items[0]
		if len(items) > 1 {
			access = &syntax.Tuple{Span: at, Elts: items}
		}
	case "attrgetter":
		var attrs []syntax.Expr
		for i, a := range e.Args {
			s, ok := c.attrName(inst, a, "attribute")
			if !ok {
				return "", nil
			}
			var x syntax.Expr = name("_o")
			for _, part := range strings.Split(s, ".") {
				x = &syntax.Attribute{Span: at, Value: x, Attr: part, AttrPos: a.Pos()}
			}
			attrs = append(attrs, x)
			text = append(text, reprOf(i))
		}
		access = attrs[0]
		if len(attrs) > 1 {
			access = &syntax.Tuple{Span: at, Elts: attrs}
		}
	case "methodcaller":
		s, ok := c.attrName(inst, e.Args[0], "method")
		if !ok {
			return "", nil
		}
		call := &syntax.Call{Span: e.Span, Func: &syntax.Attribute{Span: at, Value: name("_o"), Attr: s, AttrPos: e.Args[0].Pos()}}
		text = append(text, reprOf(0))
		for i := 1; i < len(e.Args); i++ {
			call.Args = append(call.Args, value(i))
			text = append(text, reprOf(i))
		}
		values = append([]syntax.Expr{}, e.Args...)
		for _, k := range e.Keywords {
			if k.Name == "" {
				c.unsupported(inst, k, "methodcaller() with **keywords (name the keyword arguments)")
				return "", nil
			}
			call.Keywords = append(call.Keywords, &syntax.Keyword{Span: k.Span, Name: k.Name, Value: value(len(values))})
			text = append(text, str(k.Name+"="), reprOf(len(values)))
			values = append(values, k.Value)
		}
		access = call
	}
	// "operator.kind(" + piece + ", " + piece ... + ")", where a keyword's name and value are
	// one piece.
	var repr syntax.Expr = str("operator." + kind + "(")
	add := func(x syntax.Expr) { repr = &syntax.BinOp{Span: at, Left: repr, Op: syntax.Add, Right: x} }
	for i := 0; i < len(text); i++ {
		if i > 0 {
			add(str(", "))
		}
		if k, ok := text[i].(*syntax.Constant); ok {
			add(k)
			i++
		}
		add(text[i])
	}
	add(str(")"))
	// Lambdas are named by their position: the repr's is at the call's closing parenthesis,
	// where no other lambda starts.
	lambda := func(at syntax.Span, body syntax.Expr, params ...string) syntax.Expr {
		args := &syntax.Arguments{}
		for _, p := range params {
			args.Args = append(args.Args, &syntax.Arg{Span: at, Name: p})
		}
		return &syntax.Lambda{Span: at, Args: args, Body: body}
	}
	return "_getter_of", []syntax.Expr{&syntax.Tuple{Span: at, Elts: values},
		lambda(at, access, "_o", "_k"), lambda(syntax.Span{From: e.Span.To - 1, To: e.Span.To - 1}, repr, "_k")}
}

// attrName returns the str constant a getter's attribute or method name is, reporting
// CPython's TypeError for a constant of another type.
func (c *Checker) attrName(inst *Instance, a syntax.Expr, what string) (string, bool) {
	k := foldConstant(a)
	if k == nil {
		c.unsupported(inst, a, "an operator getter's "+what+" name that is not a str constant")
		return "", false
	}
	if k.Kind != syntax.StrConst {
		c.errorf(inst, a.Pos(), "%s name must be a string", what)
		return "", false
	}
	return k.Str, true
}
