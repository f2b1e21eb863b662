// The re module's group counts: the checker counts the groups of a pattern that is a string
// constant and carries the count in the type of its Pattern and Match (re.Pattern[G], G a
// tuple of that many elements), so that groups(), findall() and split(), whose result types
// depend on it, have static types.
package types

import (
	"fmt"
	"math/big"
	"regexp"
	"strings"

	"kiln/syntax"
)

// reTyped are the module functions taking a pattern, each with a _NAME_t variant that takes
// the group-count tuple after the pattern.
var reTyped = map[string]bool{"compile": true, "match": true, "fullmatch": true, "search": true,
	"finditer": true, "findall": true, "split": true, "sub": true, "subn": true}

// reKey is a stand-in for a call whose result depends on the group count n.
type reKey struct {
	e syntax.Expr
	n int
}

// reClass reports whether cls is an instance of the re module's class name.
func (c *Checker) reClass(cls *Class, name string) bool {
	mod := c.modules["re"]
	return mod != nil && cls != nil && cls.Origin != nil && cls.Origin == mod.scope.objects[name]
}

// reCall checks a call of a function of the re module given a constant pattern as a call of
// its _NAME_t variant, given a tuple with one "" per group. It reports false for other calls.
func (c *Checker) reCall(inst *Instance, e *syntax.Call, f *Func) (Type, bool) {
	mod := c.modules["re"]
	name, ok := strings.CutPrefix(f.Name, "re.")
	if !ok || !reTyped[name] || mod == nil || mod.scope.objects[name] != f {
		return nil, false
	}
	var pat *syntax.Constant
	if len(e.Args) > 0 {
		pat, _ = e.Args[0].(*syntax.Constant)
	}
	if pat == nil || pat.Kind != syntax.StrConst {
		if name == "findall" || name == "split" {
			c.unsupported(inst, e, fmt.Sprintf("re.%s() of a pattern that is not a string constant (the number of groups decides the type of the result)", name))
			return invalid, true
		}
		return nil, false
	}
	e2, _ := c.stands[e].(*syntax.Call)
	if e2 == nil {
		at := e.Span
		g := &syntax.Tuple{Span: at}
		for i := countGroups(pat.Str, reVerbose(e)); i > 0; i-- {
			g.Elts = append(g.Elts, &syntax.Constant{Span: at, Kind: syntax.StrConst})
		}
		args := append([]syntax.Expr{e.Args[0], g}, e.Args[1:]...)
		e2 = &syntax.Call{Span: at, Func: e.Func, Args: args, Keywords: e.Keywords}
		c.stands[e] = e2
	}
	typed, _ := mod.scope.objects["_"+name+"_t"].(*Func)
	if typed == nil {
		panic("stdlib re lacks _" + name + "_t")
	}
	inst.Info.Stands[e] = e2
	return c.funcCall(inst, e2, typed, nil, nil), true
}

// reMethod checks m.groups(), p.findall() and p.split() on a Match or Pattern whose group
// count is known, in place of the method: groups() and findall() with two groups or more
// build tuples in a lambda the checker makes; split() with groups is _split_groups, whose
// elements may be None. It reports false for other calls.
func (c *Checker) reMethod(inst *Instance, e *syntax.Call, a *syntax.Attribute, cls *Class) (Type, bool) {
	isMatch, isPattern := c.reClass(cls, "Match"), c.reClass(cls, "Pattern")
	if !(isMatch && a.Attr == "groups" || isPattern && (a.Attr == "findall" || a.Attr == "split")) {
		return nil, false
	}
	tup, ok := cls.TypeArgs[0].(*Tuple)
	if !ok {
		c.unsupported(inst, e, fmt.Sprintf("%s() of a pattern that is not a string constant (the number of groups decides the type of the result)", a.Attr))
		return invalid, true
	}
	n := len(tup.Elems)
	if a.Attr == "findall" && n <= 1 || a.Attr == "split" && n == 0 {
		return nil, false
	}
	if c.reStands == nil {
		c.reStands = map[reKey]syntax.Expr{}
	}
	key := reKey{e, n}
	x := c.reStands[key]
	if x == nil {
		x = c.reStand(e, a, n)
		c.reStands[key] = x
	}
	inst.Info.Stands[e] = x
	return c.expr(inst, x), true
}

// reStand builds what e, a call of a.Attr with n groups, stands for.
func (c *Checker) reStand(e *syntax.Call, a *syntax.Attribute, n int) syntax.Expr {
	at := e.Span
	name := func(id string) *syntax.Name { return &syntax.Name{Span: at, Id: id} }
	method := func(recv syntax.Expr, m string, args []syntax.Expr, kws []*syntax.Keyword) *syntax.Call {
		return &syntax.Call{Span: at, Func: &syntax.Attribute{Span: at, Value: recv, Attr: m, AttrPos: a.AttrPos}, Args: args, Keywords: kws}
	}
	if a.Attr == "split" {
		return method(a.Value, "_split_groups", e.Args, e.Keywords)
	}
	// (lambda _r, a0, ..., kw...: body)(a.Value, args..., kw=...)
	params, names := params(at, len(e.Args))
	params.Args = append([]*syntax.Arg{{Span: at, Name: "_r"}}, params.Args...)
	var kws []*syntax.Keyword
	for _, k := range e.Keywords {
		params.Args = append(params.Args, &syntax.Arg{Span: at, Name: k.Name})
		kws = append(kws, &syntax.Keyword{Span: at, Name: k.Name, Value: name(k.Name)})
	}
	tuple := func(recv string, get string, dflt syntax.Expr) *syntax.Tuple {
		t := &syntax.Tuple{Span: at}
		for g := 1; g <= n; g++ {
			args := []syntax.Expr{&syntax.Constant{Span: at, Kind: syntax.IntConst, Int: big.NewInt(int64(g))}}
			if dflt != nil {
				args = append(args, dflt)
			}
			t.Elts = append(t.Elts, method(name(recv), get, args, nil))
		}
		return t
	}
	var body syntax.Expr
	if a.Attr == "groups" {
		switch {
		case len(e.Args) == 1:
			body = tuple("_r", "_str", names[0])
		case len(e.Keywords) == 1 && e.Keywords[0].Name == "default":
			body = tuple("_r", "_str", name("default"))
		default:
			body = tuple("_r", "_get", nil)
		}
	} else {
		body = &syntax.ListComp{Span: at, Elt: tuple("_m", "_str", &syntax.Constant{Span: at, Kind: syntax.StrConst}),
			Generators: []*syntax.Comprehension{{Target: name("_m"), Iter: method(name("_r"), "finditer", names, kws)}}}
	}
	outer := c.hide(&syntax.Lambda{Span: at, Args: params, Body: body})
	return &syntax.Call{Span: at, Func: outer, Args: append([]syntax.Expr{a.Value}, e.Args...), Keywords: e.Keywords}
}

// reBare reports whether annotation e names re.Match or re.Pattern without type arguments:
// such a parameter or return is typed from its uses, as an unannotated one, so that it takes
// a Match or Pattern of any group count.
func (c *Checker) reBare(scope *Scope, e syntax.Expr) bool {
	mod := c.modules["re"]
	if mod == nil {
		return false
	}
	found := false
	var visit func(e syntax.Expr)
	visit = func(e syntax.Expr) {
		switch e := e.(type) {
		case *syntax.Attribute:
			if n, ok := e.Value.(*syntax.Name); ok && scope.lookup(n.Id) == mod && (e.Attr == "Match" || e.Attr == "Pattern") {
				found = true
			}
		case *syntax.Name:
			if o := scope.lookup(e.Id); o != nil && (o == mod.scope.objects["Match"] || o == mod.scope.objects["Pattern"]) {
				found = true
			}
		case *syntax.BinOp:
			visit(e.Left)
			visit(e.Right)
		case *syntax.Subscript:
			if a, ok := e.Value.(*syntax.Attribute); isName(e.Value, "Optional") || ok && a.Attr == "Optional" {
				visit(e.Slice)
			}
		}
	}
	visit(e)
	return found
}

var reVerboseFlags = regexp.MustCompile(`^\(\?[aiLmsux]*x`)

// reVerbose reports whether a call of a re function turns VERBOSE on in its arguments.
func reVerbose(e *syntax.Call) bool {
	found := false
	for _, x := range e.Args[1:] {
		syntax.Inspect(x, func(n syntax.Node) bool {
			switch n := n.(type) {
			case *syntax.Name:
				found = found || n.Id == "VERBOSE" || n.Id == "X"
			case *syntax.Attribute:
				found = found || n.Attr == "VERBOSE" || n.Attr == "X"
			}
			return true
		})
	}
	for _, k := range e.Keywords {
		if k.Name == "flags" {
			syntax.Inspect(k.Value, func(n syntax.Node) bool {
				if a, ok := n.(*syntax.Attribute); ok && (a.Attr == "VERBOSE" || a.Attr == "X") {
					found = true
				}
				return true
			})
		}
	}
	return found
}

// countGroups counts the capturing groups of a pattern: '(' not escaped, outside a class,
// and not an extension other than (?P<name>...). A pattern re.compile refuses raises at run
// time whatever the count.
func countGroups(p string, verbose bool) int {
	rs := []rune(p)
	verbose = verbose || reVerboseFlags.MatchString(p)
	n := 0
	for i := 0; i < len(rs); i++ {
		switch r := rs[i]; {
		case r == '\\':
			i++
		case r == '[':
			j := i + 1
			if j < len(rs) && rs[j] == '^' {
				j++
			}
			if j < len(rs) && rs[j] == ']' {
				j++
			}
			for j < len(rs) && rs[j] != ']' {
				if rs[j] == '\\' {
					j++
				}
				j++
			}
			i = j
		case verbose && r == '#':
			for i < len(rs) && rs[i] != '\n' {
				i++
			}
		case r == '(':
			if i+1 < len(rs) && rs[i+1] == '?' {
				if i+3 < len(rs) && rs[i+2] == 'P' && rs[i+3] == '<' {
					n++
				}
			} else {
				n++
			}
		}
	}
	return n
}
