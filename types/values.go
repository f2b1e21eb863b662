// Builtins, classes and bound methods as values: `sorted(words, key=len)`, `map(str, xs)`,
// `f = items.append`. Each such use stands for a lambda the checker makes once per node and
// checks in its place (Info.Stands), so it is a function value like any other: `str` is
// `lambda x: str(x)`, and `obj.m` is `(lambda s: lambda a: s.m(a))(obj)`, which evaluates obj
// once, where the attribute is read, as CPython binds the method then.
package types

import (
	"fmt"

	"kiln/syntax"
)

// standIn checks the lambda standing for the value e, made by build on first use.
func (c *Checker) standIn(inst *Instance, e syntax.Expr, build func() syntax.Expr) Type {
	x := c.stands[e]
	if x == nil {
		if x = build(); x == nil {
			return invalid
		}
		c.stands[e] = x
	}
	inst.Info.Stands[e] = x
	return c.expr(inst, x)
}

// params returns n parameters named a0, a1, ... and the names to pass them on.
func params(at syntax.Span, n int) (*syntax.Arguments, []syntax.Expr) {
	args := &syntax.Arguments{}
	var names []syntax.Expr
	for i := 0; i < n; i++ {
		name := fmt.Sprintf("a%d", i)
		args.Args = append(args.Args, &syntax.Arg{Span: at, Name: name})
		names = append(names, &syntax.Name{Span: at, Id: name})
	}
	return args, names
}

// variadicValue names the builtins whose value passes on any number of arguments, as print's
// does: max and min of an iterable or of two values (reduce(max, xs)), pow and divmod.
var variadicValue = map[string]bool{"max": true, "min": true, "pow": true, "divmod": true}

// builtinValue is the lambda standing for a builtin function or a class named as a value:
// the builtins take one argument (print any number), a class its __init__'s positional ones.
func (c *Checker) builtinValue(inst *Instance, n *syntax.Name, o object) Type {
	return c.standIn(inst, n, func() syntax.Expr {
		at := n.Span
		arity := 1
		if cls, ok := o.(*Class); ok && cls.Ref && !cls.stdlib {
			init := cls.Methods["__init__"]
			arity = 0
			if len(init) > 0 {
				c.resolveSignature(init[0])
				if !allPositional(init[0].params) {
					c.unsupported(inst, n, "a class whose __init__ takes * or keyword-only parameters as a value")
					return nil
				}
				arity = len(init[0].params) - 1
			}
		}
		if b, ok := o.(*builtinFunc); ok && (b.name == "print" || variadicValue[b.name]) {
			args := &syntax.Arguments{Vararg: &syntax.Arg{Span: at, Name: "a"}}
			call := &syntax.Call{Span: at, Func: n, Args: []syntax.Expr{&syntax.Starred{Span: at, Value: &syntax.Name{Span: at, Id: "a"}}}}
			return c.hide(&syntax.Lambda{Span: at, Args: args, Body: call})
		}
		args, names := params(at, arity)
		return c.hide(&syntax.Lambda{Span: at, Args: args, Body: &syntax.Call{Span: at, Func: n, Args: names}})
	})
}

// boundMethod is the function value of obj.m, a method of t, read without calling it. Like
// unboundMethod, it takes the parameters every overload requires: `key=d.get` is
// `lambda a0: d.get(a0)`.
func (c *Checker) boundMethod(inst *Instance, e *syntax.Attribute, fs []*Func) Type {
	return c.standIn(inst, e, func() syntax.Expr {
		at := e.Span
		arity := c.methodArity(inst, e, fs)
		if arity < 0 {
			return nil
		}
		self := &syntax.Name{Span: at, Id: "self"}
		args, names := params(at, max(arity-1, 0))
		call := &syntax.Call{Span: at, Func: &syntax.Attribute{Span: at, Value: self, Attr: e.Attr, AttrPos: e.AttrPos}, Args: names}
		inner := c.hide(&syntax.Lambda{Span: at, Args: args, Body: call})
		outer := c.hide(&syntax.Lambda{Span: at, Args: &syntax.Arguments{Args: []*syntax.Arg{{Span: at, Name: "self"}}}, Body: inner})
		return &syntax.Call{Span: at, Func: outer, Args: []syntax.Expr{e.Value}}
	})
}

// unboundMethod is the function value of C.m, a method read from its class: `key=str.lower`,
// `map(str.strip, lines)`. It stands for `lambda a0, a1, ...: a0.m(a1, ...)` taking the
// parameters every overload requires (those without a default, self first), so the call
// dispatches on a0 as a method call does.
func (c *Checker) unboundMethod(inst *Instance, e *syntax.Attribute, fs []*Func) Type {
	return c.standIn(inst, e, func() syntax.Expr {
		at := e.Span
		arity := c.methodArity(inst, e, fs)
		if arity < 0 {
			return nil
		}
		args, names := params(at, max(arity, 1))
		call := &syntax.Call{Span: at, Func: &syntax.Attribute{Span: at, Value: names[0], Attr: e.Attr, AttrPos: e.AttrPos}, Args: names[1:]}
		return c.hide(&syntax.Lambda{Span: at, Args: args, Body: call})
	})
}

// methodArity returns the number of parameters every overload of a method requires (those
// without a default, self included), which its value takes; -1 after refusing the method.
func (c *Checker) methodArity(inst *Instance, e *syntax.Attribute, fs []*Func) int {
	arity := -1
	for _, f := range fs {
		c.resolveSignature(f)
		if f.Static || f.ClassMethod || len(f.params) == 0 || !allPositional(f.params) {
			c.unsupported(inst, e, "this method as a value (call it in a lambda)")
			return -1
		}
		required := 0
		for _, p := range f.params {
			if p.def == nil {
				required++
			}
		}
		if arity < 0 || required < arity {
			arity = required
		}
	}
	return arity
}

// hide marks a lambda the checker made: its function has no traceback frame.
func (c *Checker) hide(l *syntax.Lambda) *syntax.Lambda {
	c.hidden[l] = true
	return l
}
