// String formatting: f-strings and format(value, spec). Each becomes a FormatInfo: parts whose
// values are converted (!s !r !a), formatted through their type's __format__ and joined into one
// new str. str.format and % with a constant format string expand into the same form (strformat.go).
package types

import (
	"fmt"

	"kiln/syntax"
)

// FormatInfo builds a str from parts: an f-string, format(), str.format or % formatting.
type FormatInfo struct {
	// Args are evaluated first, in order and once each (str.format, %); parts name them by
	// index. Tuple, when not nil, is one tuple value whose elements are the arguments.
	Args  []syntax.Expr
	Tuple syntax.Expr
	// Vars holds, per argument, the hidden variable that lookups read it from ("{0.x}",
	// "%(key)s"; fmtlookup.go), nil for the others. MapVar holds format_map's mapping, Map,
	// evaluated before the arguments (which read it).
	Vars   []*Var
	Map    syntax.Expr
	MapVar *Var
	Parts  []*FormatPart
	// The stdlib functions that join the parts: _str_len_add, _str_alloc, _str_put, _make_str.
	LenAdd, Alloc, Put, Make *Instance
}

// FormatPart is literal text or one formatted value.
type FormatPart struct {
	Lit   string      // literal text, when Value is nil and Arg < 0
	Value syntax.Expr // f-string, format(): the value, evaluated in place
	Arg   int         // str.format, %: the index of the value in Args; -1 otherwise
	// ToNum converts the value first (% formatting: int() for %d of a float, float() for %f
	// of an int).
	ToNum *Instance
	// Conv converts the value to str for !s, !r and !a (repr, then Ascii escapes it).
	Conv  *StrInfo
	Ascii *Instance
	// Format is __format__(value, spec) of the (converted) value; when nil, Str converts the
	// value (no spec, or an object without __format__ given a spec Check approves at run time).
	Format    *Instance
	Str       *StrInfo
	Check     *Instance // _object_format(spec, CheckName): TypeError for a non-empty spec
	CheckName string
	Type      Type // the value's type (after ToNum)
	// The spec: a constant, an expression (f-string, format()), or parts of a str.format field.
	SpecConst string
	SpecExpr  syntax.Expr
	SpecParts *FormatInfo
}

// HasSpec reports whether the part has a spec that is not the constant "".
func (p *FormatPart) HasSpec() bool {
	return p.SpecConst != "" || p.SpecExpr != nil || p.SpecParts != nil
}

// joinedStr checks an f-string.
func (c *Checker) joinedStr(inst *Instance, e *syntax.JoinedStr) Type {
	fi := &FormatInfo{}
	ok := true
	for _, v := range e.Values {
		switch v := v.(type) {
		case *syntax.Constant:
			inst.Info.Types[v] = c.u.Str
			fi.Parts = append(fi.Parts, &FormatPart{Lit: v.Str, Arg: -1})
		case *syntax.FormattedValue:
			t := c.expr(inst, v.Value)
			part := &FormatPart{Value: v.Value, Arg: -1}
			if v.FormatSpec != nil {
				if s, isConst := constJoined(v.FormatSpec); isConst {
					part.SpecConst = s
					inst.Info.Types[v.FormatSpec] = c.u.Str
				} else if st := c.expr(inst, v.FormatSpec); known(st) {
					part.SpecExpr = v.FormatSpec
				} else {
					ok = false
					continue
				}
			}
			if !known(t) {
				if t == pending {
					c.markPending(inst, v.Value.Pos())
				}
				ok = false
				continue
			}
			if !c.formatPart(inst, v.Value, t, v.Conversion, part) {
				ok = false
				continue
			}
			fi.Parts = append(fi.Parts, part)
		}
	}
	if !ok {
		return invalid
	}
	c.joiner(fi)
	inst.Info.Formats[e] = fi
	return c.u.Str
}

// constJoined returns the text of an f-string (a format spec) made of constants only.
func constJoined(e *syntax.JoinedStr) (string, bool) {
	s := ""
	for _, v := range e.Values {
		k, ok := v.(*syntax.Constant)
		if !ok {
			return "", false
		}
		s += k.Str
	}
	return s, true
}

// formatCall checks format(value) and format(value, spec).
func (c *Checker) formatCall(inst *Instance, e *syntax.Call) Type {
	if len(e.Keywords) > 0 {
		c.errorf(inst, e.Keywords[0].Pos(), "format() takes no keyword arguments")
		return invalid
	}
	if len(e.Args) == 0 {
		c.errorf(inst, e.Pos(), "format expected at least 1 argument, got 0")
		return invalid
	}
	if len(e.Args) > 2 {
		c.errorf(inst, e.Pos(), "format expected at most 2 arguments, got %d", len(e.Args))
		return invalid
	}
	pos, _, ok := c.argTypes(inst, e)
	if !ok {
		return c.argFailure(inst, e, pos, nil)
	}
	part := &FormatPart{Value: e.Args[0], Arg: -1}
	if len(e.Args) == 2 {
		if pos[1] != c.u.Str {
			c.errorf(inst, e.Args[1].Pos(), "format() argument 2 must be str, not %s", pos[1])
			return invalid
		}
		if k, isConst := e.Args[1].(*syntax.Constant); isConst {
			part.SpecConst = k.Str
		} else {
			part.SpecExpr = e.Args[1]
		}
	}
	if !c.formatPart(inst, e.Args[0], pos[0], -1, part) {
		return invalid
	}
	fi := &FormatInfo{Parts: []*FormatPart{part}}
	c.joiner(fi)
	inst.Info.Formats[e] = fi
	return c.u.Str
}

// formatPart resolves how part formats value e, of type t, with conversion conv (-1 none,
// 's', 'r', 'a') and the spec already recorded in part.
func (c *Checker) formatPart(inst *Instance, e syntax.Expr, t Type, conv int, part *FormatPart) bool {
	_, isOpt := t.(*Optional)
	// A reference that may be None is an Optional too, for its __format__ or a spec.
	refNone := conv == -1 && isRef(t) && (part.HasSpec() || len(methodsOf(t, "__format__")) > 0) && c.mayBeNone(inst, e)
	if (isOpt && part.HasSpec() && conv == -1) || refNone {
		// None formats as object does, a value as its type does: stdlib _format_opt.
		part.Type = t
		part.Format = c.realize(c.stdlibFunc("_format_opt"), []Type{t, c.u.Str})
		if part.Format == nil || part.Format.Ret != c.u.Str {
			c.unsupported(inst, e, "a format spec on a value of type "+t.String())
			return false
		}
		return true
	}
	if !isOpt && c.needValue(inst, e, t) {
		return false
	}
	part.Type = t
	ft := t // the type __format__ is looked up on
	if conv != -1 {
		method := "__str__"
		if conv != 's' {
			method = "__repr__"
		}
		si := c.convOf(inst, e, t, method, "formatting a value of type ")
		if si == nil {
			return false
		}
		part.Conv = si
		if conv == 'a' {
			part.Ascii = c.realize(c.stdlibFunc("_ascii"), []Type{c.u.Str})
		}
		ft = c.u.Str
		isOpt = false // the spec applies to the str
	}
	if !part.HasSpec() && (conv != -1 || c.isPrim(ft) || isOpt) {
		// format(x, "") is str(x) for the builtin types.
		if conv == -1 {
			part.Str = c.convOf(inst, e, t, "__str__", "formatting a value of type ")
			return part.Str != nil
		}
		return true
	}
	if !isOpt {
		if callee := c.method(inst, ft, "__format__", []Type{ft, c.u.Str}); callee != nil {
			if callee.Ret == nil {
				c.markPending(inst, e.Pos())
				return false
			}
			if callee.Ret != c.u.Str {
				c.errorf(inst, e.Pos(), "__format__ must return a str, not %s", callee.Ret)
				return false
			}
			part.Format = callee
			return true
		}
	}
	// object.__format__: str() for an empty spec, TypeError for any other.
	if part.SpecConst != "" {
		c.errorHint(inst, e.Pos(), "CPython raises TypeError here: give "+ft.String()+" a __format__ method, or format str(x)",
			"unsupported format string passed to %s.__format__", typeName(ft))
		return false
	}
	if part.HasSpec() {
		part.Check = c.realize(c.stdlibFunc("_object_format"), []Type{c.u.Str, c.u.Str})
		part.CheckName = typeName(ft)
	}
	part.Str = c.convOf(inst, e, t, "__str__", "formatting a value of type ")
	return part.Str != nil
}

// typeName is the name CPython's messages give a value's type.
func typeName(t Type) string {
	if o, ok := t.(*Optional); ok {
		return typeName(o.Elem)
	}
	if _, ok := t.(*Tuple); ok {
		return "tuple"
	}
	if cls := classOf(t); cls != nil && cls.Origin != nil {
		return cls.Origin.Name
	}
	return t.String()
}

// isPrim reports whether t is int, float, bool or str, whose format(x, "") is str(x).
func (c *Checker) isPrim(t Type) bool {
	return t == c.u.Int || t == c.u.Float || t == c.u.Bool || t == c.u.Str
}

// convOf returns how str() (method "__str__", which falls back to __repr__) or repr()
// ("__repr__") converts e, of type t, or nil after reporting why it cannot; what names the
// conversion in the "not supported yet" message.
func (c *Checker) convOf(inst *Instance, e syntax.Expr, t Type, method, what string) *StrInfo {
	callee := c.method(inst, t, method, []Type{t})
	if callee == nil && method == "__str__" {
		callee = c.method(inst, t, "__repr__", []Type{t})
		if cls := classOf(t); callee != nil && cls != nil && cls.Header && overridden(cls, "__str__") {
			c.unsupported(inst, e, fmt.Sprintf("%s%s, whose subclass defines __str__ (define __str__ in %s too)", what, t, cls.Name))
			return nil
		}
	}
	if cls := classOf(t); callee == nil && cls != nil && cls.Header && (overridden(cls, method) || overridden(cls, "__repr__")) {
		// The subclass's method would have to be called through a method table slot that
		// this class, without the method, cannot fill.
		name := "__repr__"
		if overridden(cls, method) {
			name = method
		}
		c.unsupported(inst, e, fmt.Sprintf("%s%s, whose subclass defines %s (define it in %s too)", what, t, name, cls.Name))
		return nil
	}
	if callee == nil && isRef(t) {
		// object.__repr__: <__main__.Node object at 0x7f...>
		return &StrInfo{Default: c.realize(c.stdlibFunc("_object_repr"), []Type{c.u.Str, c.u.Int}), MayBeNone: c.mayBeNone(inst, e)}
	}
	if callee == nil {
		c.unsupported(inst, e, what+t.String())
		return nil
	}
	if callee.Ret == nil {
		c.markPending(inst, e.Pos())
		return nil
	}
	if callee.Ret != c.u.Str {
		c.errorf(inst, e.Pos(), "%s returned non-string (type %s)", callee.Func.PyName, callee.Ret)
		return nil
	}
	return c.dispatchStr(inst, e, t, &StrInfo{Str: callee, MayBeNone: isRef(t) && c.mayBeNone(inst, e)})
}

// stdlibFunc returns a stdlib function the formatting code relies on.
func (c *Checker) stdlibFunc(name string) *Func {
	f := c.prog.Lookup(name)
	if f == nil {
		panic("stdlib lacks " + name)
	}
	return f
}

// joiner realizes the functions that join fi's parts into one str.
func (c *Checker) joiner(fi *FormatInfo) {
	ptr := c.instantiate(c.u.Ptr, []Type{c.u.Byte})
	fi.LenAdd = c.realize(c.stdlibFunc("_str_len_add"), []Type{c.u.Int, c.u.Str})
	fi.Alloc = c.realize(c.stdlibFunc("_str_alloc"), []Type{c.u.Int})
	fi.Put = c.realize(c.stdlibFunc("_str_put"), []Type{ptr, c.u.Int, c.u.Str})
	fi.Make = c.realize(c.stdlibFunc("_make_str"), []Type{ptr, c.u.Int})
}
