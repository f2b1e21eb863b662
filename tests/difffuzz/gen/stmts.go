package gen

import (
	"fmt"
	"strings"
)

// maxTimes bounds how many times one statement may run in one call (loop trips multiplied).
const maxTimes = 4096

// Bounds of locals: an int's (its slack is as much again), a str's and list's length, and
// the slack of those (appends, +=).
const (
	strBound   = 40
	strSlack   = 400
	listBound  = 100
	listSlack  = 100
	dictValues = 1 << 40 // the use bound of a dict's values: assigned within 2**31, incremented by at most 2**10 a time
	listItems  = 1 << 31
)

// intBounds are the bounds a parameter or local int may get.
var intBounds = []uint64{1000, 1 << 31, 1 << 40, maxInt}

// function writes a plain function: parameters, locals, statements, a return.
func (g *generator) function() {
	f := &function{name: g.fresh("f"), ret: []kind{kInt, kInt, kFloat, kBool, kStr}[g.pick(5)]}
	g.vars, g.times, g.noTry, g.appends = nil, 1, false, listSlack
	var params []string
	for i, n := 0, g.pick(4); i < n; i++ {
		p := g.param()
		f.params = append(f.params, p)
		params = append(params, fmt.Sprintf("%s: %s", p.name, typeName[p.k]))
	}
	switch f.ret {
	case kInt:
		f.bound = intBounds[g.pick(len(intBounds))]
	case kStr:
		f.bound = 200
	}
	g.line("def %s(%s) -> %s:", f.name, strings.Join(params, ", "), typeName[f.ret])
	g.indent++
	for i, n := 0, 1+g.pick(5); i < n; i++ {
		g.declare()
	}
	g.block(2+g.pick(6), 3)
	g.line("return %s", g.bounded(f.ret, 3, f.bound))
	g.indent--
	g.funcs = append(g.funcs, f)
}

// param makes a parameter: ints within a bound, lists and dicts not mutated (the caller's).
func (g *generator) param() *variable {
	k := kind(g.pick(8))
	p := &variable{name: g.fresh("p"), k: k, param: true}
	switch k {
	case kInt:
		p.bound = intBounds[g.pick(len(intBounds))]
	case kStr:
		p.bound = 20
	case kListInt, kListFloat, kListBool:
		p.bound, p.elem, p.readonly = 8, listItems, true
	case kDict:
		p.elem, p.readonly = dictValues, true
	}
	g.vars = append(g.vars, p)
	return p
}

// declare declares a local with its annotation and first value.
func (g *generator) declare() {
	k := kind(g.pick(8))
	v := &variable{name: g.fresh("v"), k: k}
	var init string
	switch k {
	case kInt:
		v.bound = intBounds[g.pick(len(intBounds))]
		if v.bound != maxInt {
			v.slack = v.bound
		}
		init, _ = g.intExpr(3, v.bound)
	case kStr:
		v.bound, v.slack = strBound, strSlack
		init, _ = g.strExpr(3, v.bound)
	case kListInt, kListFloat, kListBool:
		v.bound, v.slack, v.elem = listBound, listSlack, listItems
		init, _ = g.listExpr(2, k, v.bound)
	case kDict:
		v.elem = dictValues
		init = g.dictDisplay(1000)
	default:
		init = g.expr(k, 3)
	}
	g.line("%s: %s = %s", v.name, typeName[k], init)
	g.vars = append(g.vars, v)
}

// bounded is an expression of kind k whose int magnitude or str length is within b.
func (g *generator) bounded(k kind, d int, b uint64) string {
	switch k {
	case kInt:
		e, _ := g.intExpr(d, b)
		return e
	case kStr:
		e, _ := g.strExpr(d, b)
		return e
	}
	return g.expr(k, d)
}

// block writes n statements (at least one) nested at most d deep.
func (g *generator) block(n, d int) {
	if n < 1 {
		n = 1
	}
	for i := 0; i < n; i++ {
		g.stmt(d)
	}
}

// stmt writes one statement.
func (g *generator) stmt(d int) {
	if d > 0 {
		switch g.pick(12) {
		case 0, 1:
			g.ifStmt(d)
			return
		case 2:
			g.forRange(d)
			return
		case 3:
			g.forList(d)
			return
		case 4:
			g.whileLoop(d)
			return
		case 5:
			if !g.noTry {
				g.tryStmt(d)
				return
			}
		}
	}
	g.simple()
}

// simple writes a statement without a block.
func (g *generator) simple() {
	switch g.pick(14) {
	case 0, 1, 2:
		g.assign()
	case 3, 4:
		g.augAssign()
	case 5, 6:
		g.printStmt()
	case 7:
		g.listStmt()
	case 8, 9:
		g.dictStmt()
	case 10:
		if g.loops > 0 && g.chance(2) {
			g.line("if %s:", g.cond(2))
			g.indent++
			g.line("%s", []string{"break", "continue"}[g.pick(2)])
			g.indent--
			return
		}
		g.assign()
	default:
		g.assign()
	}
}

// assign stores a new value in an assignable local.
func (g *generator) assign() {
	var vs []*variable
	for _, v := range g.vars {
		if !v.readonly {
			vs = append(vs, v)
		}
	}
	if len(vs) == 0 {
		g.printStmt()
		return
	}
	v := vs[g.pick(len(vs))]
	switch v.k {
	case kInt:
		e, _ := g.intExpr(3, v.bound)
		g.line("%s = %s", v.name, e)
	case kStr:
		e, _ := g.strExpr(3, v.bound)
		g.line("%s = %s", v.name, e)
	case kListInt, kListFloat, kListBool:
		// an alias of another local list: appends to either grow both, within the
		// function's append budget
		var alias []*variable
		for _, w := range g.varsOf(v.k, false) {
			if w != v && !w.param {
				alias = append(alias, w)
			}
		}
		if len(alias) > 0 && g.chance(3) {
			g.line("%s = %s", v.name, alias[g.pick(len(alias))].name)
			return
		}
		e, _ := g.listExpr(2, v.k, v.bound)
		g.line("%s = %s", v.name, e)
	case kDict:
		g.line("%s = %s", v.name, g.dictDisplay(1000))
	default:
		g.line("%s = %s", v.name, g.expr(v.k, 3))
	}
}

// augAssign writes x op= e within x's slack.
func (g *generator) augAssign() {
	var vs []*variable
	for _, v := range g.vars {
		if !v.readonly && (v.k == kInt || v.k == kFloat || v.k == kStr) {
			vs = append(vs, v)
		}
	}
	if len(vs) == 0 {
		g.assign()
		return
	}
	v := vs[g.pick(len(vs))]
	switch v.k {
	case kFloat:
		ops := []string{"+=", "-=", "*=", "/=", "//=", "%="}
		g.line("%s %s %s", v.name, ops[g.pick(len(ops))], g.floatExpr(2))
	case kInt:
		if g.chance(3) {
			if g.chance(2) {
				m, _ := g.modulus(v.bound)
				g.line("%s %%= %s", v.name, m)
			} else {
				e, _ := g.intExpr(2, maxInt)
				g.line("%s //= %s", v.name, e)
			}
			return
		}
		room := (v.slack - v.spent) / g.times
		if g.wild {
			room = maxInt
		}
		if room == 0 {
			g.assign()
			return
		}
		e, b := g.intExpr(2, room)
		v.spent += mul(b, g.times)
		g.line("%s %s %s", v.name, []string{"+=", "-="}[g.pick(2)], e)
	case kStr:
		room := (v.slack - v.spent) / g.times
		if room == 0 {
			g.assign()
			return
		}
		e, b := g.strPart(2, room)
		v.spent += mul(b, g.times)
		g.line("%s += %s", v.name, e)
	}
}

// printStmt prints a value: repr of an expression, a concatenation (printconcat), a list.
func (g *generator) printStmt() {
	switch g.pick(5) {
	case 0:
		e, _ := g.strExpr(3, 400)
		g.line("print(%s)", e)
	case 1:
		a, _ := g.strPart(2, 20)
		b, _ := g.intExpr(2, maxInt)
		g.line(`print(%s + "|" + str(%s))`, a, b)
	case 2:
		var vs []string
		for _, v := range g.vars {
			vs = append(vs, v.name)
		}
		if len(vs) > 0 {
			g.line("print(%s)", strings.Join(vs, ", "))
			return
		}
		fallthrough
	default:
		k := []kind{kInt, kFloat, kBool}[g.pick(3)]
		g.line("print(repr(%s))", g.bounded(k, 3, maxInt))
	}
}

// listStmt mutates a local list: append, item assignment, pop.
func (g *generator) listStmt() {
	var ls []*variable
	for _, v := range g.vars {
		if !v.readonly && (v.k == kListInt || v.k == kListFloat || v.k == kListBool) {
			ls = append(ls, v)
		}
	}
	if len(ls) == 0 {
		g.assign()
		return
	}
	v := ls[g.pick(len(ls))]
	item := func() string {
		switch v.k {
		case kListInt:
			e, _ := g.intExpr(2, listItems)
			return e
		case kListFloat:
			return g.floatExpr(2)
		}
		return g.cond(2)
	}
	switch g.pick(3) {
	case 0:
		if g.appends >= g.times {
			g.appends -= g.times
			g.line("%s.append(%s)", v.name, item())
			return
		}
		fallthrough
	case 1:
		g.line("%s[%s] = %s", v.name, g.index(v), item())
	default:
		g.line("%s.pop()", v.name)
	}
}

// dictStmt counts in a local dict (dictincr's idioms) or stores a value.
func (g *generator) dictStmt() {
	var ds []*variable
	for _, v := range g.vars {
		if !v.readonly && v.k == kDict {
			ds = append(ds, v)
		}
	}
	if len(ds) == 0 {
		g.assign()
		return
	}
	v := ds[g.pick(len(ds))]
	inc, _ := g.intExpr(1, 1<<10)
	k := g.key()
	switch g.pick(5) {
	case 0:
		g.line("%s[%s] = %s.get(%s, 0) + %s", v.name, k, v.name, k, inc)
	case 1:
		c, _ := g.intConst(1000)
		g.line("%s[%s] = %s.get(%s, %s) + 1", v.name, k, v.name, k, c)
	case 2:
		g.line("%s[%s] += %s", v.name, k, inc)
	case 3:
		g.line("if %s in %s:", k, v.name)
		g.indent++
		g.line("%s[%s] += %s", v.name, k, inc)
		g.indent--
		g.line("else:")
		g.indent++
		c, _ := g.intConst(1000)
		g.line("%s[%s] = %s", v.name, k, c)
		g.indent--
	default:
		e, _ := g.intExpr(2, listItems)
		g.line("%s[%s] = %s", v.name, k, e)
	}
}

func (g *generator) ifStmt(d int) {
	g.line("if %s:", g.cond(3))
	g.indent++
	g.block(1+g.pick(3), d-1)
	g.indent--
	for g.chance(3) {
		g.line("elif %s:", g.cond(2))
		g.indent++
		g.block(1+g.pick(2), d-1)
		g.indent--
	}
	if g.chance(2) {
		g.line("else:")
		g.indent++
		g.block(1+g.pick(2), d-1)
		g.indent--
	}
}

// loopBody runs body with the statements' run count multiplied by n, if that stays within
// maxTimes.
func (g *generator) loopBody(n uint64, body func()) bool {
	if mul(g.times, max(n, 1)) > maxTimes {
		return false
	}
	saved := g.times
	g.times = mul(g.times, max(n, 1))
	body()
	g.times = saved
	return true
}

func (g *generator) forRange(d int) {
	n := uint64(1 + g.pick(12))
	iv := g.fresh("i")
	var header string
	switch g.pick(4) {
	case 0:
		header = fmt.Sprintf("for %s in range(%s):", iv, g.rangeArg(n))
	case 1:
		header = fmt.Sprintf("for %s in range(%d, -1, -1):", iv, n-1)
	case 2:
		header = fmt.Sprintf("for %s in range(-3, %d, 2):", iv, n)
	default:
		var ls []*variable
		for _, v := range g.vars {
			if v.k >= kListInt && v.k <= kListBool {
				ls = append(ls, v)
			}
		}
		if len(ls) == 0 {
			header = fmt.Sprintf("for %s in range(%d):", iv, n)
		} else {
			v := ls[g.pick(len(ls))]
			n = v.use()
			header = fmt.Sprintf("for %s in range(len(%s)):", iv, v.name)
		}
	}
	ok := g.loopBody(n, func() {
		g.line("%s", header)
		g.indent++
		g.vars = append(g.vars, &variable{name: iv, k: kInt, bound: n + 3, readonly: true})
		g.loops++
		g.block(1+g.pick(3), d-1)
		g.loops--
		g.vars = g.vars[:len(g.vars)-1]
		g.indent--
	})
	if !ok {
		g.simple()
	}
}

// forList loops over a list (listiter); the body may pop the list but not grow it.
func (g *generator) forList(d int) {
	var ls []*variable
	for _, v := range g.vars {
		if v.k >= kListInt && v.k <= kListBool {
			ls = append(ls, v)
		}
	}
	if len(ls) == 0 {
		g.forRange(d)
		return
	}
	v := ls[g.pick(len(ls))]
	xv := g.fresh("x")
	ok := g.loopBody(v.use(), func() {
		g.line("for %s in %s:", xv, v.name)
		g.indent++
		ro := v.readonly
		v.readonly = true // no appends to the list iterated
		x := &variable{name: xv, k: elemKind(v.k), bound: v.elem, readonly: true}
		g.vars = append(g.vars, x)
		g.loops++
		if !ro && g.chance(4) {
			g.line("if %s:", g.cond(1))
			g.indent++
			g.line("%s.pop()", v.name)
			g.indent--
		}
		g.block(1+g.pick(3), d-1)
		g.loops--
		g.vars = g.vars[:len(g.vars)-1]
		v.readonly = ro
		g.indent--
	})
	if !ok {
		g.simple()
	}
}

// whileLoop writes a counted while loop; a simple body (assignments only) is peel's shape.
func (g *generator) whileLoop(d int) {
	n := uint64(1 + g.pick(10))
	jv := g.fresh("j")
	ok := g.loopBody(n, func() {
		g.line("%s = 0", jv)
		if g.chance(3) {
			g.line("while %s < %d and (%s):", jv, n, g.cond(1))
		} else {
			g.line("while %s < %d:", jv, n)
		}
		g.indent++
		g.vars = append(g.vars, &variable{name: jv, k: kInt, bound: n, readonly: true})
		loops := g.loops
		g.loops = 0 // continue would skip the count
		if g.chance(2) {
			for i, k := 0, 1+g.pick(3); i < k; i++ {
				g.assign()
			}
		} else {
			g.block(1+g.pick(3), d-1)
		}
		g.loops = loops
		g.line("%s += 1", jv)
		g.vars = g.vars[:len(g.vars)-1]
		g.indent--
	})
	if !ok {
		g.simple()
	}
}

// tryStmt catches what the statements raise and prints it.
func (g *generator) tryStmt(d int) {
	g.line("try:")
	g.indent++
	loops := g.loops
	g.block(1+g.pick(3), d-1)
	g.loops = loops
	g.indent--
	if g.chance(2) {
		g.line("except ZeroDivisionError as e:")
		g.indent++
		g.line(`print("ZeroDivisionError:", e)`)
		g.indent--
	}
	g.line("except Exception as e:")
	g.indent++
	g.line("print(type(e).__name__, e)")
	g.indent--
}

// recursive writes a recursive int function: a recursive sum (tailacc's shape, or one it
// leaves alone), which recclone unrolls.
func (g *generator) recursive() {
	f := &function{name: g.fresh("r"), ret: kInt}
	g.vars, g.times, g.noTry = nil, 1, true
	depth := uint64(300)
	// Not in a wild program, whose call arguments ignore n's bound: a double recursion from
	// n = 130 makes some 2**90 calls (wild seed 9016 never ended).
	double := g.chance(4) && !g.wild
	if double {
		depth = 16
	}
	n := &variable{name: "n", k: kInt, bound: depth, readonly: true}
	a := &variable{name: "a", k: kInt, bound: 1 << 31, readonly: true}
	f.params = []*variable{n, a}
	params := "n: int, a: int"
	if g.chance(2) {
		p := &variable{name: "xs", k: kListInt, bound: 8, elem: listItems, readonly: true}
		f.params = append(f.params, p)
		params += ", xs: list[int]"
	}
	g.vars = append(g.vars, f.params...)
	const term = 1 << 31
	calls := depth + 1
	if double {
		calls = 1 << 17
	}
	f.bound = mul(calls, term)
	g.line("def %s(%s) -> int:", f.name, params)
	g.indent++
	base, _ := g.intExpr(2, term)
	g.line("if n <= 0:")
	g.indent++
	g.line("return %s", base)
	g.indent--
	if g.chance(2) {
		g.line("if %s:", g.cond(2))
		g.indent++
		e, _ := g.intExpr(2, term)
		g.line("return %s", e)
		g.indent--
	}
	t := "t"
	if g.chance(2) {
		e, _ := g.intExpr(2, term)
		g.line("t: int = %s", e)
	} else {
		t, _ = g.intExpr(1, term)
	}
	args := func(step int) string {
		next, _ := g.intExpr(1, 1<<31)
		s := fmt.Sprintf("n - %d, %s", step, next)
		if len(f.params) == 3 {
			s += ", xs"
		}
		return s
	}
	switch {
	case double:
		g.line("return %s + %s(%s) + %s(%s)", t, f.name, args(1), f.name, args(2))
	case g.chance(3):
		g.line("return %s(%s) + %s", f.name, args(1), t)
	case g.chance(4):
		g.line("return %s - %s(%s)", t, f.name, args(1))
	default:
		g.line("return %s + %s(%s)", t, f.name, args(1))
	}
	g.indent--
	g.funcs = append(g.funcs, f)
}

// driver calls every function a few times, printing the result or the exception, and
// sometimes ends with a call that is not guarded (a traceback and exit status 1).
func (g *generator) driver(edges []*edgeRec) {
	g.vars, g.times = nil, 1
	guarded := func(call string) {
		g.line("try:")
		g.indent++
		g.line("print(repr(%s))", call)
		g.indent--
		g.line("except Exception as e:")
		g.indent++
		g.line("print(type(e).__name__, e)")
		g.indent--
	}
	for _, f := range g.funcs {
		for i, n := 0, 1+g.pick(3); i < n; i++ {
			guarded(g.call(f, 2))
		}
	}
	for _, e := range edges {
		for i := 0; i < 3; i++ {
			if c := g.edgeCall(e, g.chance(4)); c != "" {
				guarded(c)
			}
		}
	}
	if g.chance(2) {
		if len(edges) > 0 && g.chance(2) {
			if c := g.edgeCall(edges[0], true); c != "" {
				g.line("print(repr(%s))", c)
				return
			}
		}
		f := g.funcs[g.pick(len(g.funcs))]
		g.line("print(repr(%s))", g.call(f, 2))
	}
}
