// Enums: `class Color(Enum): RED = 1` (module enum) becomes an ordinary class, generated as
// Python source before the program is collected: one instance per member, held in class
// attributes (an alias holds its first name's instance), with name, value, repr, str and hash
// as members; and a companion object Color.__enum__ that iterates, counts and looks up the
// members. Color used as a value stands for that object (enumValue), so `for c in Color`,
// `len(Color)` and `Color['RED']` are its methods, and `Color(1)` is its _lookup (enumCall).
package types

import (
	"fmt"
	"math/big"
	"strconv"
	"strings"

	"kiln/syntax"
)

// enumKinds are the enum module's classes an enum can derive from.
var enumKinds = map[string]bool{"Enum": true, "IntEnum": true}

// enumImports holds what a program's imports bind of the enum module.
type enumImports struct {
	names map[string]string // local name -> the enum module's name for it
	mods  map[string]bool   // local names of the module itself
}

// resolve returns the enum module's name e denotes (Enum for `Enum` or `enum.Enum`), or "".
func (im *enumImports) resolve(e syntax.Expr) string {
	switch e := e.(type) {
	case *syntax.Name:
		return im.names[e.Id]
	case *syntax.Attribute:
		if n, ok := e.Value.(*syntax.Name); ok && im.mods[n.Id] {
			return e.Attr
		}
	}
	return ""
}

// enumMember is a member as written: its name and the source of its value (a Python
// literal), and for an alias the name it is an alias of.
type enumMember struct {
	name, value, key, aliasOf string
}

// expandEnums replaces the program's module-level enum classes by the classes they stand for.
func (c *Checker) expandEnums(user *syntax.Module) {
	im := &enumImports{names: map[string]string{}, mods: map[string]bool{}}
	for _, s := range user.Body {
		switch s := s.(type) {
		case *syntax.ImportFrom:
			if s.Module == "enum" && s.Level == 0 {
				for _, a := range s.Names {
					if a.Asname != "" {
						im.names[a.Asname] = a.Name
					} else {
						im.names[a.Name] = a.Name
					}
				}
			}
		case *syntax.Import:
			for _, a := range s.Names {
				if a.Name == "enum" {
					if a.Asname != "" {
						im.mods[a.Asname] = true
					} else {
						im.mods["enum"] = true
					}
				}
			}
		}
	}
	if len(im.names) == 0 && len(im.mods) == 0 {
		return
	}
	var body []syntax.Stmt
	expanded := map[*syntax.ClassDef]bool{}
	for _, s := range user.Body {
		if d, ok := s.(*syntax.ClassDef); ok && len(d.Bases) == 1 && enumKinds[im.resolve(d.Bases[0])] {
			if comp, cls := c.enumClass(d, im.resolve(d.Bases[0]), im); cls != nil {
				body = append(body, comp, cls)
				expanded[cls] = true
				continue
			}
			body = append(body, &syntax.Pass{Span: d.Span}) // reported
			continue
		}
		body = append(body, s)
	}
	user.Body = body
	// What the expansion does not cover is refused where it is written.
	syntax.Inspect(user, func(n syntax.Node) bool {
		switch n := n.(type) {
		case *syntax.ClassDef:
			if expanded[n] {
				return false
			}
			for _, b := range n.Bases {
				switch {
				case enumKinds[im.resolve(b)] && len(n.Bases) > 1:
					c.declErrs.Addf(b.Pos(), "not supported yet: an Enum with other bases (a mixin type)")
				case enumKinds[im.resolve(b)]:
					c.declErrs.Addf(b.Pos(), "not supported yet: an Enum class not at module level")
				case isEnumName(b, c.enums):
					c.declErrs.Addf(b.Pos(), "not supported yet: subclassing an Enum")
				}
			}
		case *syntax.Call:
			switch k := im.resolve(n.Func); {
			case enumKinds[k]:
				c.declErrs.Addf(n.Pos(), "not supported yet: the functional API %s('Name', ...); write a class", k)
			case k == "auto":
				c.declErrs.Addf(n.Pos(), "not supported yet: auto() other than as the value of an Enum member")
			}
		}
		return true
	})
}

func isEnumName(e syntax.Expr, enums map[string]string) bool {
	n, ok := e.(*syntax.Name)
	return ok && enums[n.Id] != ""
}

// enumClass expands one enum class into its companion's class and its own, or reports why it
// cannot and returns nils.
func (c *Checker) enumClass(d *syntax.ClassDef, kind string, im *enumImports) (*syntax.ClassDef, *syntax.ClassDef) {
	var unique syntax.Expr
	var decorators []syntax.Expr
	for _, dec := range d.Decorators {
		if im.resolve(dec) == "unique" {
			unique = dec
		} else {
			decorators = append(decorators, dec)
		}
	}
	var members []enumMember
	byName := map[string]int{}
	byValue := map[string]int{} // the literal's canonical text -> the member it first named
	valueType := ""
	var rest []syntax.Stmt
	defined := map[string]bool{}
	var last *big.Int // the last int value, which auto() counts on from
	ok := true
	fail := func(n syntax.Node, format string, args ...any) {
		c.declErrs.Addf(n.Pos(), format, args...)
		ok = false
	}
	for _, st := range d.Body {
		switch st := st.(type) {
		case *syntax.Pass:
		case *syntax.ExprStmt:
			if k, isConst := st.Value.(*syntax.Constant); !isConst || k.Kind != syntax.StrConst {
				fail(st, "not supported yet: this statement in an Enum class")
			}
		case *syntax.FunctionDef:
			if st.Name == "__init__" || st.Name == "__new__" || st.Name == "_missing_" || st.Name == "_generate_next_value_" {
				fail(st, "not supported yet: %s in an Enum class", st.Name)
			}
			defined[st.Name] = true
			rest = append(rest, st)
		case *syntax.Assign:
			n, isName := st.Targets[0].(*syntax.Name)
			if len(st.Targets) != 1 || !isName {
				fail(st, "not supported yet: Enum members other than NAME = value")
				continue
			}
			if strings.HasPrefix(n.Id, "_") {
				fail(n, "not supported yet: the Enum attribute %s", n.Id)
				continue
			}
			if _, dup := byName[n.Id]; dup {
				fail(n, "'%s' already defined as %s", n.Id, members[byName[n.Id]].value)
				continue
			}
			var lit, key, typ string
			switch v := st.Value.(type) {
			case *syntax.Call:
				if im.resolve(v.Func) != "auto" || len(v.Args) > 0 || len(v.Keywords) > 0 {
					fail(v, "not supported yet: an Enum member value other than an int, str or float constant or auto()")
					continue
				}
				if valueType != "" && valueType != "int" {
					fail(v, "not supported yet: auto() after a member whose value is not an int")
					continue
				}
				next := big.NewInt(1)
				if last != nil {
					next.Add(last, next)
				}
				lit, key, typ = next.String(), "i"+next.String(), "int"
			case *syntax.Name:
				i, prior := byName[v.Id]
				if !prior {
					fail(v, "not supported yet: an Enum member value other than an int, str or float constant or auto()")
					continue
				}
				lit, key, typ = members[i].value, members[i].key, valueType
			default:
				lit, key, typ = enumLiteral(st.Value)
				if lit == "" {
					fail(st.Value, "not supported yet: an Enum member value other than an int, str or float constant or auto()")
					continue
				}
			}
			if valueType != "" && typ != valueType {
				fail(st.Value, "not supported yet: Enum members with values of different types (%s and %s)", valueType, typ)
				continue
			}
			if kind == "IntEnum" && typ != "int" {
				fail(st.Value, "not supported yet: %s members whose value is a %s", kind, typ)
				continue
			}
			valueType = typ
			if typ == "int" {
				last, _ = new(big.Int).SetString(lit, 10)
			}
			m := enumMember{name: n.Id, value: lit, key: key}
			if i, alias := byValue[key]; alias {
				m.aliasOf = members[i].name
			} else {
				byValue[key] = len(members)
			}
			byName[n.Id] = len(members)
			members = append(members, m)
		default:
			fail(st, "not supported yet: this statement in an Enum class")
		}
	}
	if !ok {
		return nil, nil
	}
	if unique != nil {
		var dups []string
		for _, m := range members {
			if m.aliasOf != "" {
				dups = append(dups, m.name+" -> "+m.aliasOf)
			}
		}
		if len(dups) > 0 {
			// CPython raises this ValueError when the class statement runs; Kiln knows it here.
			c.declErrs.Addf(unique.Pos(), "duplicate values found in <enum '%s'>: %s", d.Name, strings.Join(dups, ", "))
			return nil, nil
		}
	}
	if valueType == "" {
		valueType = "int"
	}
	comp, cls := c.genEnum(d, kind, members, valueType, defined)
	if cls == nil {
		return nil, nil
	}
	cls.Decorators = decorators
	cls.Keywords = d.Keywords
	cls.Body = append(cls.Body, rest...)
	if c.enums == nil {
		c.enums = map[string]string{}
	}
	c.enums[d.Name] = kind
	return comp, cls
}

// enumLiteral returns the Python literal of a constant member value, the key that compares
// it with the others' and its type's name; or "" when v is no int, str or float constant.
func enumLiteral(v syntax.Expr) (lit, key, typ string) {
	neg := false
	if u, ok := v.(*syntax.UnaryOp); ok && u.Op == syntax.USub {
		neg, v = true, u.Operand
	}
	k, ok := v.(*syntax.Constant)
	if !ok {
		return "", "", ""
	}
	switch {
	case k.Kind == syntax.IntConst:
		i := new(big.Int).Set(k.Int)
		if neg {
			i.Neg(i)
		}
		return i.String(), "i" + i.String(), "int"
	case k.Kind == syntax.FloatConst:
		f := k.Float
		if neg {
			f = -f
		}
		s := strconv.FormatFloat(f, 'g', -1, 64)
		if !strings.ContainsAny(s, ".e") {
			s += ".0"
		}
		return s, "f" + s, "float"
	case k.Kind == syntax.StrConst && !neg:
		return strconv.Quote(k.Str), "s" + k.Str, "str"
	}
	return "", "", ""
}

// genEnum writes the companion's class and the enum's, and parses them. The companion's
// methods raise CPython's errors without a frame of their own (its file is named like the
// stdlib's, lower/exc.go), as CPython's frames in enum.py are not the program's.
func (c *Checker) genEnum(d *syntax.ClassDef, kind string, members []enumMember, vt string, defined map[string]bool) (*syntax.ClassDef, *syntax.ClassDef) {
	name := d.Name
	comp := "_enum_" + name
	var b strings.Builder
	p := func(format string, args ...any) { fmt.Fprintf(&b, format+"\n", args...) }
	p("class %s:", comp)
	p("    def __init__(self, members: list[%s], names: dict[str, %s], values: dict[%s, %s]):", name, name, vt, name)
	p("        self._members = members")
	p("        self._names = names")
	p("        self._values = values")
	p("    def __iter__(self):")
	p("        return iter(self._members)")
	p("    def __reversed__(self):")
	p("        return reversed(self._members)")
	p("    def __len__(self) -> int:")
	p("        return len(self._members)")
	p("    def __contains__(self, member: %s) -> bool:", name)
	p("        return member in self._members")
	p("    def __getitem__(self, name: str) -> %s:", name)
	p("        if name in self._names:")
	p("            return self._names[name]")
	p("        raise KeyError(name)")
	p("    def _lookup(self, value: %s) -> %s:", vt, name)
	p("        if value in self._values:")
	p("            return self._values[value]")
	p("        raise ValueError(repr(value) + %q)", " is not a valid "+name)
	p("    def __repr__(self) -> str:")
	p("        return %q", "<enum '"+name+"'>")
	p("    def __str__(self) -> str:")
	p("        return %q", "<enum '"+name+"'>")
	compDef := c.parseGenerated("stdlib/<enum "+name+">", b.String(), d.Pos())
	if compDef == nil {
		return nil, nil
	}

	b.Reset()
	var canon, names, values []string
	p("class %s:", name)
	p("    _name_: str")
	p("    _value_: %s", vt)
	for _, m := range members {
		if m.aliasOf != "" {
			p("    %s = %s.%s", m.name, name, m.aliasOf)
		} else {
			p("    %s = %s(%q, %s)", m.name, name, m.name, m.value)
			canon = append(canon, name+"."+m.name)
			values = append(values, fmt.Sprintf("%s: %s.%s", m.value, name, m.name))
		}
		names = append(names, fmt.Sprintf("%q: %s.%s", m.name, name, m.name))
	}
	p("    __enum__ = %s([%s], {%s}, {%s})", comp, strings.Join(canon, ", "), strings.Join(names, ", "), strings.Join(values, ", "))
	p("    __members__: dict[str, %s] = {%s}", name, strings.Join(names, ", "))
	p("    def __init__(self, name: str, value: %s):", vt)
	p("        self._name_ = name")
	p("        self._value_ = value")
	method := func(m string, lines ...string) {
		if defined[m] {
			return
		}
		for _, l := range lines {
			p("    %s", l)
		}
	}
	method("name", "@property", "def name(self) -> str:", "    return self._name_")
	method("value", "@property", fmt.Sprintf("def value(self) -> %s:", vt), "    return self._value_")
	method("__repr__", "def __repr__(self) -> str:", fmt.Sprintf("    return %q + self._name_ + \": \" + repr(self._value_) + \">\"", "<"+name+"."))
	switch kind {
	case "Enum":
		method("__str__", "def __str__(self) -> str:", fmt.Sprintf("    return %q + self._name_", name+"."))
		method("__format__", "def __format__(self, spec: str) -> str:", "    return format(str(self), spec)")
		method("__hash__", "def __hash__(self) -> int:", "    return hash(self._name_)")
		method("__eq__", fmt.Sprintf("def __eq__(self, other: %s) -> bool:", name), "    return self is other")
		method("__ne__", fmt.Sprintf("def __ne__(self, other: %s) -> bool:", name), "    return self is not other")
	case "IntEnum":
		// Members are ints: str and format as the value, hash as it, compare with members and
		// numbers (+m is the value), and take part in arithmetic, which gives plain numbers.
		method("__str__", "def __str__(self) -> str:", "    return str(self._value_)")
		method("__format__", "def __format__(self, spec: str) -> str:", "    return format(self._value_, spec)")
		method("__hash__", "def __hash__(self) -> int:", "    return hash(self._value_)")
		method("__index__", "def __index__(self) -> int:", "    return self._value_")
		for _, op := range [][2]string{{"eq", "=="}, {"ne", "!="}, {"lt", "<"}, {"le", "<="}, {"gt", ">"}, {"ge", ">="}} {
			method("__"+op[0]+"__", fmt.Sprintf("def __%s__(self, other) -> bool:", op[0]), fmt.Sprintf("    return self._value_ %s +other", op[1]))
		}
		for _, op := range [][2]string{{"add", "+"}, {"sub", "-"}, {"mul", "*"}, {"truediv", "/"}, {"floordiv", "//"}, {"mod", "%"}, {"pow", "**"},
			{"and", "&"}, {"or", "|"}, {"xor", "^"}, {"lshift", "<<"}, {"rshift", ">>"}} {
			method("__"+op[0]+"__", fmt.Sprintf("def __%s__(self, other):", op[0]), fmt.Sprintf("    return self._value_ %s other", op[1]))
			method("__r"+op[0]+"__", fmt.Sprintf("def __r%s__(self, other):", op[0]), fmt.Sprintf("    return other %s self._value_", op[1]))
		}
		for _, op := range [][2]string{{"neg", "-"}, {"pos", "+"}, {"invert", "~"}} {
			method("__"+op[0]+"__", fmt.Sprintf("def __%s__(self) -> int:", op[0]), fmt.Sprintf("    return %sself._value_", op[1]))
		}
		method("__abs__", "def __abs__(self) -> int:", "    return abs(self._value_)")
	}
	cls := c.parseGenerated("<enum "+name+">", b.String(), d.Pos())
	if cls == nil {
		return nil, nil
	}
	return compDef, cls
}

// parseGenerated parses the source of one generated class.
func (c *Checker) parseGenerated(file, src string, pos syntax.Pos) *syntax.ClassDef {
	m, errs := syntax.ParseFile(c.fset, file, []byte(src))
	if len(errs) > 0 || len(m.Body) != 1 {
		c.declErrs.Addf(pos, "internal: %s: %v", file, errs)
		return nil
	}
	return m.Body[0].(*syntax.ClassDef)
}

// isEnum reports whether cls is one of the program's enums.
func (c *Checker) isEnum(cls *Class) bool {
	return cls != nil && !cls.stdlib && cls.scope == c.user && c.enums[cls.Name] != ""
}

// enumValue checks the enum class named by n, used as a value: Color.__enum__.
func (c *Checker) enumValue(inst *Instance, n *syntax.Name) Type {
	return c.standIn(inst, n, func() syntax.Expr {
		return &syntax.Attribute{Span: n.Span, Value: &syntax.Name{Span: n.Span, Id: n.Id}, Attr: "__enum__", AttrPos: n.End()}
	})
}

// intEnumConvert checks int(m) and float(m) of an IntEnum member m: its value, as int() or
// float() of it. It returns false for any other call.
func (c *Checker) intEnumConvert(inst *Instance, e *syntax.Call, cls *Class) (Type, bool) {
	if len(c.enums) == 0 || cls != c.u.Int && cls != c.u.Float || len(e.Args) != 1 || len(e.Keywords) > 0 {
		return nil, false
	}
	if _, ok := e.Args[0].(*syntax.Starred); ok {
		return nil, false
	}
	k := classOf(c.expr(inst, e.Args[0]))
	if !c.isEnum(k) || c.enums[k.Name] != "IntEnum" {
		return nil, false
	}
	return c.standIn(inst, e, func() syntax.Expr {
		sp := e.Span
		v := &syntax.Attribute{Span: sp, Value: e.Args[0], Attr: "_value_", AttrPos: sp.To}
		if cls == c.u.Int {
			return v
		}
		return &syntax.Call{Span: sp, Func: &syntax.Name{Span: sp, Id: "float"}, Args: []syntax.Expr{v}}
	}), true
}

// enumCall checks Color(value), the member whose value it is: Color.__enum__._lookup(value).
// The calls in the enum's own generated class make its members.
func (c *Checker) enumCall(inst *Instance, e *syntax.Call, cls *Class) (Type, bool) {
	if !c.isEnum(cls) {
		return nil, false
	}
	if f := c.fset.File(e.Pos()); f != nil && strings.HasPrefix(f.Name, "<enum ") {
		return nil, false
	}
	if len(e.Keywords) > 0 || len(e.Args) != 1 {
		c.unsupported(inst, e, "calling an Enum class other than with one value, "+cls.Name+"(value)")
		return invalid, true
	}
	return c.standIn(inst, e, func() syntax.Expr {
		sp := e.Span
		comp := &syntax.Attribute{Span: sp, Value: &syntax.Name{Span: sp, Id: cls.Name}, Attr: "__enum__", AttrPos: sp.To}
		return &syntax.Call{Span: sp, Func: &syntax.Attribute{Span: sp, Value: comp, Attr: "_lookup", AttrPos: sp.To}, Args: e.Args}
	}), true
}
