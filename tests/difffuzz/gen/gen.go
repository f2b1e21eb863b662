// Package gen writes random, well-typed programs in Kiln's subset that stress the release
// pipeline's IR passes (docs/ir.md): constant folding and propagation, the dict counting
// idioms (dictincr), str and list concatenation chains (strconcat, printconcat, listconcat),
// loops over lists (listiter), reductions of generator expressions (genreduce), remainder
// tests (divtest), divisions by positive divisors (fdivpos), len of split (lensplit),
// recursive sums (tailacc, recclone), inner while loops (peel) and conditions over list
// items (boolspec), and objects that escape or not (escape). A program prints the same under
// Kiln and CPython: tests/difffuzz_test.go compiles it in debug and release mode and compares.
// A wild program (GenerateWild) has no bounds on its ints; only Kiln's builds compare.
//
// Kiln's ints are 64-bit and raise OverflowError where CPython's grow, so every int
// expression carries a bound on its magnitude, computed exactly (saturating uint64
// arithmetic), and the generator only writes expressions whose every intermediate result is
// within 2**63-1. A variable has an assigned bound (what an assignment may store) and a slack
// that augmented assignments spend: each `x += e` costs e's bound times the most times the
// statement can run in one call, so the variable stays within bound + slack. Strings and
// lists are bounded the same way by their lengths. Everything else that can go wrong (a
// division by zero, an index out of range, a missing key, math.sqrt of a negative, a float
// power that overflows) is left to happen: both raise the same exception, which the program
// catches and prints.
package gen

import (
	"fmt"
	"math"
	"math/bits"
	"math/rand/v2"
	"strings"
)

// maxInt is the largest int both languages agree on.
const maxInt = 1<<63 - 1

// exact53 bounds the ints that mix with floats in `/` and comparisons, where Kiln converts to
// float first (docs/language.md: they differ beyond 2**53).
const exact53 = 1 << 53

// add and mul are saturating.
func add(a, b uint64) uint64 {
	s, c := bits.Add64(a, b, 0)
	if c != 0 {
		return ^uint64(0)
	}
	return s
}

func mul(a, b uint64) uint64 {
	hi, lo := bits.Mul64(a, b)
	if hi != 0 {
		return ^uint64(0)
	}
	return lo
}

// share is the bound of each of n values whose sum must stay within t; in a wild program, t.
func (g *generator) share(t, n uint64) uint64 {
	if g.wild {
		return t
	}
	return t / n
}

// rest is what is left of t for the last of n values once the others took share(t, n)
// each; in a wild program, t.
func (g *generator) rest(t, n uint64) uint64 {
	if g.wild {
		return t
	}
	return t - t/n*(n-1)
}

// root is the bound of a value whose k-th power must stay within t; in a wild program, t.
func (g *generator) root(t uint64, k int) uint64 {
	if g.wild {
		return t
	}
	return iroot(t, k)
}

// isqrt returns the largest r with r*r <= n.
func isqrt(n uint64) uint64 { return iroot(n, 2) }

// iroot returns the largest r with r**k <= n (k is 2 or 3).
func iroot(n uint64, k int) uint64 {
	pow := func(r uint64) uint64 {
		p := uint64(1)
		for i := 0; i < k; i++ {
			p = mul(p, r)
		}
		return p
	}
	r := uint64(math.Pow(float64(n), 1/float64(k))) + 2
	for r > 0 && pow(r) > n {
		r--
	}
	return r
}

// kind is a value type of the generated programs.
type kind int

const (
	kInt kind = iota
	kFloat
	kBool
	kStr
	kListInt
	kListFloat
	kListBool
	kDict
)

// typeName is the annotation of each kind.
var typeName = [...]string{"int", "float", "bool", "str", "list[int]", "list[float]", "list[bool]", "dict[str, int]"}

// elemKind is a list kind's element kind.
func elemKind(k kind) kind {
	switch k {
	case kListInt:
		return kInt
	case kListFloat:
		return kFloat
	}
	return kBool
}

// variable is a local or parameter in scope.
type variable struct {
	name string
	k    kind
	// bound: an int's magnitude, a str's or list's length, a dict's size as assigned; slack:
	// what augmented assignments (appends) may still add, spent: what they added.
	bound, slack, spent uint64
	elem                uint64 // a list[int]'s items' or a dict's values' magnitude
	readonly            bool   // loop variables and parameters of lists and dicts
	param               bool
}

// use is the most a variable can hold.
func (v *variable) use() uint64 { return add(v.bound, v.slack) }

// function is a generated function others may call.
type function struct {
	name   string
	params []*variable
	ret    kind
	bound  uint64 // of an int result, or a str result's length
}

// generator holds the state of one program.
type generator struct {
	r     *rand.Rand
	b     strings.Builder
	funcs []*function
	// per function:
	vars   []*variable
	indent int
	times  uint64 // how many times the current statement may run in one call
	names  int
	noTry  bool // the function is a tailacc candidate: no try statements
	loops  int  // enclosing for loops (break and continue are allowed)
	// wild: int results are not kept within 64 bits (programs for comparing Kiln's debug and
	// release builds, which raise the same OverflowErrors, not with CPython)
	wild    bool
	appends uint64 // what appends to the function's lists may still add, all lists together (they may alias)
}

// Generate returns a program for seed, the same for the same seed, that prints what CPython
// prints.
func Generate(seed int64) []byte {
	g := &generator{r: rand.New(rand.NewPCG(uint64(seed), 0x646966667a))}
	g.line("# Generated by tests/difffuzz/gen (seed %d): Kiln must print what CPython prints.", seed)
	return g.program()
}

// GenerateWild returns a program for seed whose int results may leave 64 bits: Kiln raises
// OverflowError where CPython's ints grow, so only Kiln's debug and release builds compare.
func GenerateWild(seed int64) []byte {
	g := &generator{r: rand.New(rand.NewPCG(uint64(seed), 0x77696c64)), wild: true}
	g.line("# Generated by tests/difffuzz/gen (wild seed %d): Kiln's release build must print what its debug build prints.", seed)
	return g.program()
}

// program writes the program after its first line.
func (g *generator) program() []byte {
	g.line("import math")
	g.line("")
	g.b.WriteString(cellClass)
	g.line("")
	n := 4 + g.pick(5)
	for i := 0; i < n; i++ {
		switch {
		case g.chance(4):
			g.recursive()
		case g.chance(6):
			g.objects()
		default:
			g.function()
		}
		g.line("")
	}
	var edges []*edgeRec
	for g.chance(2) {
		edges = append(edges, g.edgeRecursion())
		g.line("")
	}
	g.driver(edges)
	return []byte(g.b.String())
}

func (g *generator) line(format string, args ...any) {
	g.b.WriteString(strings.Repeat("    ", g.indent))
	fmt.Fprintf(&g.b, format, args...)
	g.b.WriteByte('\n')
}

func (g *generator) pick(n int) int { return g.r.IntN(n) }

func (g *generator) chance(n int) bool { return g.r.IntN(n) == 0 }

func (g *generator) fresh(prefix string) string {
	g.names++
	return fmt.Sprintf("%s%d", prefix, g.names)
}

// vars of a kind, optionally assignable only.
func (g *generator) varsOf(k kind, assignable bool) []*variable {
	var out []*variable
	for _, v := range g.vars {
		if v.k == k && (!assignable || !v.readonly) {
			out = append(out, v)
		}
	}
	return out
}

// intConsts are the int leaves, edge values among them.
var intConsts = []int64{0, 1, -1, 2, 3, -3, 7, 10, -10, 13, 97, 255, 256, 1000, 1000003, -65536,
	2147483647, -2147483648, 4294967296, 1 << 52, -(1 << 53), 3037000499, 1 << 62, -(1 << 62),
	maxInt, -maxInt, maxInt - 1, 4611686018427387903}

func mag(c int64) uint64 {
	if c < 0 {
		return uint64(-c)
	}
	return uint64(c)
}

// intConst returns a constant of magnitude at most t.
func (g *generator) intConst(t uint64) (string, uint64) {
	for i := 0; i < 8; i++ {
		c := intConsts[g.pick(len(intConsts))]
		if mag(c) <= t {
			if c < 0 {
				return fmt.Sprintf("(%d)", c), mag(c)
			}
			return fmt.Sprint(c), mag(c)
		}
	}
	c := int64(g.r.Uint64N(min(t, 100) + 1))
	if g.chance(2) {
		c = -c
		return fmt.Sprintf("(%d)", c), mag(c)
	}
	return fmt.Sprint(c), mag(c)
}

// modulus returns a nonzero constant of magnitude at most t (t >= 1), positive or negative.
func (g *generator) modulus(t uint64) (string, uint64) {
	cands := []int64{2, 3, 7, 10, 97, 1000003, 65536, 1 << 31, 1 << 40, -7, -3, 1, -1, -1000003, maxInt}
	for i := 0; i < 8; i++ {
		c := cands[g.pick(len(cands))]
		if mag(c)-1 <= t {
			if c < 0 {
				return fmt.Sprintf("(%d)", c), mag(c) - 1
			}
			return fmt.Sprint(c), mag(c) - 1
		}
	}
	return "1", 0
}

// intLeaf is a constant or variable of magnitude at most t.
func (g *generator) intLeaf(t uint64) (string, uint64) {
	var fit []*variable
	for _, v := range g.vars {
		if (v.k == kInt && v.use() <= t) || (v.k == kBool && t >= 1 && g.chance(3)) {
			fit = append(fit, v)
		}
	}
	if len(fit) > 0 && !g.chance(4) {
		v := fit[g.pick(len(fit))]
		if v.k == kBool {
			return fmt.Sprintf("(%s + 0)", v.name), 1 // a bool is an int in arithmetic only
		}
		return v.name, v.use()
	}
	if ints := g.varsOf(kInt, false); len(ints) > 0 && t >= 1 && g.chance(2) {
		v := ints[g.pick(len(ints))]
		m, b := g.modulus(t)
		return fmt.Sprintf("(%s %% %s)", v.name, m), b
	}
	return g.intConst(t)
}

// intExpr returns an int expression of magnitude at most t, every intermediate result
// within 64 bits.
func (g *generator) intExpr(d int, t uint64) (string, uint64) {
	if d <= 0 || g.chance(4) {
		return g.intLeaf(t)
	}
	switch g.pick(20) {
	case 0, 1:
		a, ba := g.intExpr(d-1, g.share(t, 2))
		b, bb := g.intExpr(d-1, g.rest(t, 2))
		op := "+"
		if g.chance(2) {
			op = "-"
		}
		return fmt.Sprintf("(%s %s %s)", a, op, b), add(ba, bb)
	case 2, 3:
		s := g.root(t, 2)
		if g.chance(3) {
			// a product reduced: the operands may be large
			s = isqrt(maxInt)
			a, _ := g.intExpr(d-1, s)
			b, _ := g.intExpr(d-1, s)
			m, bm := g.modulus(t)
			return fmt.Sprintf("(%s * %s %% %s)", a, b, m), bm
		}
		a, ba := g.intExpr(d-1, s)
		b, bb := g.intExpr(d-1, s)
		return fmt.Sprintf("(%s * %s)", a, b), mul(ba, bb)
	case 4:
		a, ba := g.intExpr(d-1, t)
		var b string
		if g.chance(2) {
			b, _ = g.modulus(maxInt)
		} else {
			b, _ = g.intExpr(d-1, maxInt)
		}
		return fmt.Sprintf("(%s // %s)", a, b), ba
	case 5, 6:
		a, _ := g.intExpr(d-1, maxInt)
		if g.chance(2) {
			m, bm := g.modulus(t)
			return fmt.Sprintf("(%s %% %s)", a, m), bm
		}
		b, bb := g.intExpr(d-1, t)
		return fmt.Sprintf("(%s %% %s)", a, b), bb
	case 7:
		a, ba := g.intExpr(d-1, t)
		if g.chance(2) {
			return fmt.Sprintf("abs(%s)", a), ba
		}
		return fmt.Sprintf("(-%s)", a), ba
	case 8:
		a, ba := g.intExpr(d-1, t)
		b, bb := g.intExpr(d-1, t)
		f := "min"
		if g.chance(2) {
			f = "max"
		}
		return fmt.Sprintf("%s(%s, %s)", f, a, b), max(ba, bb)
	case 9:
		k := g.pick(4)
		r := t
		switch k {
		case 2:
			r = g.root(t, 2)
		case 3:
			r = g.root(t, 3)
		}
		a, ba := g.intExpr(d-1, r)
		res := uint64(1)
		for i := 0; i < k; i++ {
			res = mul(res, ba)
		}
		return fmt.Sprintf("(%s ** %d)", a, k), res
	case 10:
		if e, b, ok := g.lenExpr(d, t); ok {
			return e, b
		}
	case 11:
		if ls := g.listsWithin(kListInt, t); len(ls) > 0 {
			v := ls[g.pick(len(ls))]
			return fmt.Sprintf("%s[%s]", v.name, g.index(v)), v.elem
		}
	case 12:
		if e, b, ok := g.intCall(d, t); ok {
			return e, b
		}
	case 13:
		if e, b, ok := g.intReduce(d, t); ok {
			return e, b
		}
	case 14:
		if ds := g.varsOf(kDict, false); len(ds) > 0 && ds[0].elem <= t {
			v := ds[g.pick(len(ds))]
			c, bc := g.intConst(min(t, 1000))
			return fmt.Sprintf("%s.get(%s, %s)", v.name, g.key(), c), max(v.elem, bc)
		}
	case 15:
		c := g.cond(d - 1)
		a, ba := g.intExpr(d-1, t)
		b, bb := g.intExpr(d-1, t)
		return fmt.Sprintf("(%s if %s else %s)", a, c, b), max(ba, bb)
	case 16:
		a, ba := g.intExpr(d-1, t)
		b, bb := g.intExpr(d-1, t)
		op := "or"
		if g.chance(2) {
			op = "and"
		}
		return fmt.Sprintf("(%s %s %s)", a, op, b), max(ba, bb)
	case 17:
		if t >= 1000 {
			f := g.floatExpr(d - 1)
			return fmt.Sprintf("int(%s %% 1000.0)", f), 1000
		}
	case 18:
		if t >= 0x10ffff {
			s, _ := g.strExpr(d-1, 20)
			return fmt.Sprintf("ord(%s[%s])", s, g.smallIndex()), 0x10ffff
		}
	case 19:
		if t >= maxInt {
			// an edge value shrunk
			v, _ := g.intConst(maxInt)
			m, _ := g.modulus(maxInt)
			return fmt.Sprintf("(%s // %s)", v, m), maxInt
		}
	}
	return g.intLeaf(t)
}

// smallIndex is an index expression that may be out of range or negative.
func (g *generator) smallIndex() string {
	c := []string{"0", "0", "0", "1", "-1", "-1", "2", "-2", "3", "5", "-7", "100"}
	if is := g.varsOf(kInt, false); len(is) > 0 && g.chance(2) {
		v := is[g.pick(len(is))]
		return fmt.Sprintf("%s %% 7 - 3", v.name)
	}
	return c[g.pick(len(c))]
}

// index is an index into list v, mostly in range.
func (g *generator) index(v *variable) string {
	if g.chance(3) {
		return g.smallIndex()
	}
	var loops []*variable
	for _, w := range g.vars {
		if w.k == kInt && w.readonly && strings.HasPrefix(w.name, "i") {
			loops = append(loops, w)
		}
	}
	if len(loops) > 0 && g.chance(2) {
		w := loops[g.pick(len(loops))]
		return fmt.Sprintf("%s %% max(len(%s), 1)", w.name, v.name)
	}
	return g.smallIndex()
}

// listsWithin are the lists of kind k whose items (for list[int]) are within t.
func (g *generator) listsWithin(k kind, t uint64) []*variable {
	var out []*variable
	for _, v := range g.varsOf(k, false) {
		if k != kListInt || v.elem <= t {
			out = append(out, v)
		}
	}
	return out
}

// lenExpr is the length of a str or list: len(s.split(...)) (lensplit), len of a chain
// (strconcat), len of a list.
func (g *generator) lenExpr(d int, t uint64) (string, uint64, bool) {
	if t < 200 {
		return "", 0, false
	}
	switch g.pick(4) {
	case 0:
		s, bs := g.strExpr(d-1, 60)
		seps := []string{`","`, `" "`, `"ab"`, `""`, `"a"`}
		switch g.pick(3) {
		case 0:
			return fmt.Sprintf("len(%s.split())", s), bs, true
		case 1:
			return fmt.Sprintf("len(%s.split(%s))", s, seps[g.pick(len(seps))]), bs + 1, true
		default:
			return fmt.Sprintf("len(%s.split(%s, %s))", s, seps[g.pick(len(seps))], g.smallIndex()), bs + 1, true
		}
	case 1:
		s, bs := g.strExpr(d, 100)
		return fmt.Sprintf("len(%s)", s), bs, true
	default:
		l, bl := g.listExpr(d-1, []kind{kListInt, kListFloat, kListBool}[g.pick(3)], 64)
		if l == "[]" {
			l = "[0]" // an empty display alone has no type
		}
		return fmt.Sprintf("len(%s)", l), bl, true
	}
}

// intCall calls an earlier function returning an int within t.
func (g *generator) intCall(d int, t uint64) (string, uint64, bool) {
	if g.times > 16 {
		return "", 0, false // keep the programs fast
	}
	var fit []*function
	for _, f := range g.funcs {
		if f.ret == kInt && f.bound <= t {
			fit = append(fit, f)
		}
	}
	if len(fit) == 0 {
		return "", 0, false
	}
	f := fit[g.pick(len(fit))]
	return g.call(f, d-1), f.bound, true
}

// call writes a call of f with arguments within its parameters' bounds.
func (g *generator) call(f *function, d int) string {
	var args []string
	for _, p := range f.params {
		args = append(args, g.arg(p, d))
	}
	return fmt.Sprintf("%s(%s)", f.name, strings.Join(args, ", "))
}

// arg is an expression for parameter p.
func (g *generator) arg(p *variable, d int) string {
	switch p.k {
	case kInt:
		e, _ := g.intExpr(d, p.bound)
		return e
	case kStr:
		e, _ := g.strExpr(d, p.bound)
		return e
	case kListInt, kListFloat, kListBool:
		e, _ := g.listExprElem(d, p.k, p.bound, p.elem)
		return e
	case kDict:
		return g.dictDisplay(p.elem)
	}
	return g.expr(p.k, d)
}

// expr is any expression of a kind whose size needs no bound.
func (g *generator) expr(k kind, d int) string {
	switch k {
	case kFloat:
		return g.floatExpr(d)
	case kBool:
		return g.cond(d)
	}
	panic("expr of a bounded kind")
}

// intReduce is sum/min/max of a generator expression or a list (genreduce).
func (g *generator) intReduce(d int, t uint64) (string, uint64, bool) {
	ls := g.varsOf(kListInt, false)
	if g.chance(2) || len(ls) == 0 {
		n := uint64(1 + g.pick(12))
		if mul(n, 1000) > t {
			return "", 0, false
		}
		iv := g.fresh("i")
		g.vars = append(g.vars, &variable{name: iv, k: kInt, bound: n, readonly: true})
		e, be := g.intExpr(d-1, g.share(t, n))
		cond := ""
		if g.chance(3) {
			cond = " if " + g.cond(d-1)
		}
		g.vars = g.vars[:len(g.vars)-1]
		f := []string{"sum", "min", "max"}[g.pick(3)]
		b := be
		if f == "sum" {
			b = mul(be, n)
		}
		return fmt.Sprintf("%s(%s for %s in range(%s)%s)", f, e, iv, g.rangeArg(n), cond), b, true
	}
	v := ls[g.pick(len(ls))]
	n := v.use()
	if g.chance(3) && mul(n, v.elem) <= t {
		return fmt.Sprintf("sum(%s)", v.name), mul(n, v.elem), true
	}
	xv := g.fresh("x")
	g.vars = append(g.vars, &variable{name: xv, k: kInt, bound: v.elem, readonly: true})
	e, be := g.intExpr(d-1, g.share(t, max(n, 1)))
	cond := ""
	if g.chance(3) {
		cond = " if " + g.cond(d-1)
	}
	g.vars = g.vars[:len(g.vars)-1]
	f := []string{"sum", "min", "max"}[g.pick(3)]
	b := be
	if f == "sum" {
		b = mul(be, n)
	}
	return fmt.Sprintf("%s(%s for %s in %s%s)", f, e, xv, v.name, cond), b, true
}

// rangeArg is a bound of range at most n: a constant, or a variable reduced.
func (g *generator) rangeArg(n uint64) string {
	if is := g.varsOf(kInt, false); len(is) > 0 && g.chance(3) {
		v := is[g.pick(len(is))]
		return fmt.Sprintf("%s %% %d", v.name, n+1)
	}
	return fmt.Sprint(n)
}

// floatConsts are the float leaves.
var floatConsts = []string{"0.0", "-0.0", "1.0", "-1.0", "0.5", "2.5", "-1.5", "0.1", "3.0", "1e16",
	"1e308", "-1e308", "1e-320", "5e-324", `float("inf")`, `float("-inf")`, `float("nan")`, "1e-05", "123.456"}

func (g *generator) floatLeaf() string {
	fs := g.varsOf(kFloat, false)
	if len(fs) > 0 && !g.chance(3) {
		return fs[g.pick(len(fs))].name
	}
	if ls := g.varsOf(kListFloat, false); len(ls) > 0 && g.chance(3) {
		v := ls[g.pick(len(ls))]
		return fmt.Sprintf("%s[%s]", v.name, g.index(v))
	}
	return floatConsts[g.pick(len(floatConsts))]
}

// floatExpr is a float expression.
func (g *generator) floatExpr(d int) string {
	if d <= 0 || g.chance(4) {
		return g.floatLeaf()
	}
	switch g.pick(18) {
	case 0, 1, 2:
		ops := []string{"+", "-", "*", "/", "//", "%"}
		return fmt.Sprintf("(%s %s %s)", g.floatExpr(d-1), ops[g.pick(len(ops))], g.floatExpr(d-1))
	case 3:
		// int and float mix
		a, _ := g.intExpr(d-1, maxInt)
		ops := []string{"+", "-", "*"}
		if g.chance(2) {
			return fmt.Sprintf("(%s %s %s)", a, ops[g.pick(3)], g.floatExpr(d-1))
		}
		return fmt.Sprintf("(%s %s %s)", g.floatExpr(d-1), ops[g.pick(3)], a)
	case 4:
		a, _ := g.intExpr(d-1, exact53)
		b, _ := g.intExpr(d-1, exact53)
		return fmt.Sprintf("(%s / %s)", a, b)
	case 5:
		// fdivpos: divisors known positive, or not quite
		x := g.floatExpr(d - 1)
		c := []string{"1.0", "0.5", "1e-300", "0.0", "2"}[g.pick(5)]
		var div string
		switch g.pick(4) {
		case 0:
			y := g.floatLeaf()
			div = fmt.Sprintf("(%s + %s * %s)", c, y, y)
		case 1:
			div = fmt.Sprintf("(%s + abs(%s))", c, g.floatExpr(d-1))
		case 2:
			div = fmt.Sprintf("math.sqrt(%s)", g.floatExpr(d-1))
		default:
			y := g.floatLeaf()
			div = fmt.Sprintf("(%s + %s * %s + math.sqrt(abs(%s)))", c, y, y, g.floatLeaf())
		}
		return fmt.Sprintf("(%s / %s)", x, div)
	case 6:
		return fmt.Sprintf("(-%s)", g.floatExpr(d-1))
	case 7:
		return fmt.Sprintf("abs(%s)", g.floatExpr(d-1))
	case 8:
		return fmt.Sprintf("math.sqrt(%s)", g.floatExpr(d-1))
	case 9:
		return fmt.Sprintf("(%s ** %d)", g.floatExpr(d-1), g.pick(4))
	case 10:
		f := "min"
		if g.chance(2) {
			f = "max"
		}
		return fmt.Sprintf("%s(%s, %s)", f, g.floatExpr(d-1), g.floatExpr(d-1))
	case 11:
		a, _ := g.intExpr(d-1, maxInt)
		return fmt.Sprintf("float(%s)", a)
	case 12:
		return fmt.Sprintf("(%s if %s else %s)", g.floatExpr(d-1), g.cond(d-1), g.floatExpr(d-1))
	case 13:
		if ls := g.varsOf(kListFloat, false); len(ls) > 0 {
			v := ls[g.pick(len(ls))]
			// sum of an empty list of floats is CPython's int 0 and Kiln's 0.0 (a documented
			// difference, docs/language.md): a sum without a start is taken of a non-empty list.
			if g.chance(2) {
				return fmt.Sprintf("(sum(%s) if %s else 0.0)", v.name, v.name)
			}
			xv := g.fresh("x")
			g.vars = append(g.vars, &variable{name: xv, k: kFloat, readonly: true})
			e := g.floatExpr(d - 1)
			g.vars = g.vars[:len(g.vars)-1]
			f := []string{"sum", "min", "max"}[g.pick(3)]
			if f == "sum" {
				return fmt.Sprintf("(sum(%s for %s in %s) if %s else 0.0)", e, xv, v.name, v.name)
			}
			return fmt.Sprintf("%s(%s for %s in %s)", f, e, xv, v.name)
		}
	case 14:
		iv := g.fresh("i")
		n := 1 + g.pick(10)
		g.vars = append(g.vars, &variable{name: iv, k: kInt, bound: uint64(n), readonly: true})
		e := g.floatExpr(d - 1)
		g.vars = g.vars[:len(g.vars)-1]
		return fmt.Sprintf("sum(%s / (1.0 + %s * %s) for %s in range(%d))", e, iv, iv, iv, n)
	case 15:
		a, _ := g.intExpr(d-1, maxInt)
		return fmt.Sprintf("(%s * %s)", a, g.floatLeaf())
	case 16:
		// fdivpos: an int numerator
		a, _ := g.intLeaf(maxInt)
		y := g.floatLeaf()
		return fmt.Sprintf("(%s / (%s + %s * %s))", a, []string{"1.0", "0.0", "2.5"}[g.pick(3)], y, y)
	case 17:
		if ls := g.varsOf(kListFloat, false); len(ls) > 0 {
			v := ls[g.pick(len(ls))]
			return fmt.Sprintf("sum((x / (1.0 + abs(x)) for x in %s), %s)", v.name, g.floatLeaf())
		}
	}
	return g.floatLeaf()
}

// cond is a bool expression.
func (g *generator) cond(d int) string {
	if d <= 0 || g.chance(5) {
		if bs := g.varsOf(kBool, false); len(bs) > 0 && g.chance(2) {
			return bs[g.pick(len(bs))].name
		}
		if ls := g.varsOf(kListBool, false); len(ls) > 0 && g.chance(2) {
			v := ls[g.pick(len(ls))]
			return fmt.Sprintf("%s[%s]", v.name, g.index(v))
		}
		return []string{"True", "False"}[g.pick(2)]
	}
	cmps := []string{"<", "<=", ">", ">=", "==", "!="}
	switch g.pick(14) {
	case 0, 1, 2:
		a, _ := g.intExpr(d-1, maxInt)
		b, _ := g.intExpr(d-1, maxInt)
		return fmt.Sprintf("%s %s %s", a, cmps[g.pick(6)], b)
	case 3:
		return fmt.Sprintf("%s %s %s", g.floatExpr(d-1), cmps[g.pick(6)], g.floatExpr(d-1))
	case 4:
		a, _ := g.intExpr(d-1, exact53)
		return fmt.Sprintf("%s %s %s", a, cmps[g.pick(6)], g.floatExpr(d-1))
	case 5:
		// divtest
		a, _ := g.intExpr(d-1, maxInt)
		m, _ := g.modulus(maxInt)
		op := "=="
		if g.chance(2) {
			op = "!="
		}
		if g.chance(3) {
			return fmt.Sprintf("0 %s %s %% %s", op, a, m)
		}
		return fmt.Sprintf("%s %% %s %s 0", a, m, op)
	case 6, 7:
		// boolspec: and/or of several items and comparisons
		var parts []string
		n := 2 + g.pick(4)
		for i := 0; i < n; i++ {
			p := g.cond(0)
			if g.chance(3) {
				a, _ := g.intLeaf(maxInt)
				b, _ := g.intLeaf(maxInt)
				p = fmt.Sprintf("%s %s %s", a, cmps[g.pick(6)], b)
			}
			if g.chance(2) {
				p = "not " + p
			}
			parts = append(parts, p)
		}
		s := parts[0]
		for _, p := range parts[1:] {
			s += []string{" and ", " or "}[g.pick(2)] + p
		}
		return s
	case 8:
		op := []string{"and", "or"}[g.pick(2)]
		return fmt.Sprintf("(%s %s %s)", g.cond(d-1), op, g.cond(d-1))
	case 9:
		return fmt.Sprintf("not (%s)", g.cond(d-1))
	case 10:
		a, _ := g.strExpr(d-1, 40)
		b, _ := g.strExpr(d-1, 40)
		ops := []string{"==", "!=", "<", ">=", "in", "not in"}
		return fmt.Sprintf("%s %s %s", a, ops[g.pick(len(ops))], b)
	case 11:
		if ds := g.varsOf(kDict, false); len(ds) > 0 {
			return fmt.Sprintf("%s in %s", g.key(), ds[g.pick(len(ds))].name)
		}
	case 12:
		ls := g.varsOf(kListInt, false)
		if len(ls) > 0 {
			v := ls[g.pick(len(ls))]
			xv := g.fresh("x")
			g.vars = append(g.vars, &variable{name: xv, k: kInt, bound: v.elem, readonly: true})
			c := g.cond(d - 1)
			g.vars = g.vars[:len(g.vars)-1]
			return fmt.Sprintf("%s(%s for %s in %s)", []string{"any", "all"}[g.pick(2)], c, xv, v.name)
		}
	case 13:
		a, _ := g.intExpr(d-1, maxInt)
		b, _ := g.intExpr(d-1, maxInt)
		c, _ := g.intExpr(d-1, maxInt)
		return fmt.Sprintf("%s %s %s %s %s", a, cmps[g.pick(4)], b, cmps[g.pick(4)], c)
	}
	a, _ := g.intExpr(d-1, maxInt)
	return fmt.Sprintf("%s > 0", a)
}

// strConsts are the str leaves.
var strConsts = []string{`""`, `"a"`, `"ab"`, `"a,b,,c"`, `" x  y "`, `"hello"`, `","`, `"abab"`, `"Z9"`, `"é"`}

// strExpr is a str expression of length at most t (in code points).
func (g *generator) strExpr(d int, t uint64) (string, uint64) {
	leaf := func() (string, uint64) {
		var fit []*variable
		for _, v := range g.varsOf(kStr, false) {
			if v.use() <= t {
				fit = append(fit, v)
			}
		}
		if len(fit) > 0 && !g.chance(3) {
			v := fit[g.pick(len(fit))]
			return v.name, v.use()
		}
		for {
			c := strConsts[g.pick(len(strConsts))]
			if n := uint64(len([]rune(c)) - 2); n <= t {
				return c, n
			}
		}
	}
	if d <= 0 || g.chance(4) {
		return leaf()
	}
	switch g.pick(9) {
	case 0, 1:
		// a chain (strconcat)
		n := 2 + g.pick(4)
		var parts []string
		var total uint64
		for i := 0; i < n; i++ {
			p, b := g.strPart(d-1, t/uint64(n))
			parts = append(parts, p)
			total += b
		}
		return "(" + strings.Join(parts, " + ") + ")", total
	case 2:
		if t >= 20 {
			return g.strPart(d-1, t)
		}
	case 3:
		s, b := g.strExpr(d-1, 1000)
		if g.chance(2) {
			// mostly in range
			return fmt.Sprintf("(%s + \"#\")[0]", s), 1
		}
		return fmt.Sprintf("%s[%s]", s, g.smallIndex()), min(b, 1)
	case 4:
		s, b := g.strExpr(d-1, t)
		return fmt.Sprintf("%s[%s:%s]", s, g.smallIndex(), g.smallIndex()), b
	case 5:
		k := uint64(g.pick(4))
		s, b := g.strExpr(d-1, t/max(k, 1))
		return fmt.Sprintf("(%s * %d)", s, k), mul(b, k)
	case 6:
		s, b := g.strExpr(d-1, t)
		m := []string{"upper", "strip", "lower", "lstrip"}[g.pick(4)]
		return fmt.Sprintf("%s.%s()", s, m), b
	case 7:
		if t >= 40 {
			a, ba := g.strExpr(d-1, (t-20)/3)
			b, bb := g.strExpr(d-1, (t-20)/3)
			return fmt.Sprintf(`",".join([%s, %s, %s])`, a, b, a), ba + bb + ba + 2
		}
	case 8:
		c := g.cond(d - 1)
		a, ba := g.strExpr(d-1, t)
		b, bb := g.strExpr(d-1, t)
		return fmt.Sprintf("(%s if %s else %s)", a, c, b), max(ba, bb)
	}
	return leaf()
}

// strPart is a part of a concatenation: a str, str(n), repr(n) or an f-string of ints.
func (g *generator) strPart(d int, t uint64) (string, uint64) {
	if t >= 20 && g.chance(2) {
		a, _ := g.intExpr(d, maxInt)
		switch g.pick(3) {
		case 0:
			return fmt.Sprintf("str(%s)", a), 20
		case 1:
			return fmt.Sprintf("repr(%s)", a), 20
		}
		if t >= 100 {
			return g.fstring(d, a), 100
		}
	}
	return g.strExpr(d, t)
}

// fstring is an f-string of the int a and a few other ints, strs (of at most 10 code
// points) and specs; at most 100 code points.
func (g *generator) fstring(d int, a string) string {
	specs := []string{"", "", "", ":d", ":>4", ":<3", ":05d", ":+d", "!r", ":x", ":,"}
	var b strings.Builder
	b.WriteString("f'<{" + a + specs[g.pick(len(specs))] + "}")
	for i, n := 0, g.pick(3); i < n; i++ {
		b.WriteString([]string{":", "", "-", " = "}[g.pick(4)])
		if g.chance(2) {
			s, _ := g.strExpr(d-1, 10)
			b.WriteString("{" + s + []string{"", "!r", ":>3"}[g.pick(3)] + "}")
		} else {
			e, _ := g.intExpr(d-1, maxInt)
			b.WriteString("{" + e + specs[g.pick(len(specs))] + "}")
		}
	}
	b.WriteString(">'")
	return b.String()
}

// key is a dict key.
func (g *generator) key() string {
	if ss := g.varsOf(kStr, false); len(ss) > 0 && g.chance(3) {
		return ss[g.pick(len(ss))].name
	}
	return []string{`"a"`, `"b"`, `"c"`, `""`, `"ab"`}[g.pick(5)]
}

// listExpr is a list expression of kind k and length at most t (items of a list[int] within
// 2**31).
func (g *generator) listExpr(d int, k kind, t uint64) (string, uint64) {
	return g.listExprElem(d, k, t, 1<<31)
}

// listExprElem is listExpr with items of a list[int] within elem.
func (g *generator) listExprElem(d int, k kind, t, elem uint64) (string, uint64) {
	item := func() string {
		switch k {
		case kListInt:
			e, _ := g.intExpr(d-1, elem)
			return e
		case kListFloat:
			return g.floatExpr(d - 1)
		}
		return g.cond(d - 1)
	}
	var fit []*variable
	for _, v := range g.varsOf(k, false) {
		if v.use() <= t && (k != kListInt || v.elem <= elem) {
			fit = append(fit, v)
		}
	}
	if len(fit) > 0 && g.chance(2) && d > 0 {
		v := fit[g.pick(len(fit))]
		switch g.pick(5) {
		case 0:
			return v.name + "[:]", v.use()
		case 1:
			return fmt.Sprintf("%s[%s:%s]", v.name, g.smallIndex(), g.smallIndex()), v.use()
		case 2:
			return fmt.Sprintf("%s[::-1]", v.name), v.use()
		case 3:
			// a chain (listconcat) of slices, displays and lists
			var parts []string
			var total uint64
			for i, n := 0, 2+g.pick(4); i < n; i++ {
				w := fit[g.pick(len(fit))]
				var p string
				var b uint64
				switch g.pick(3) {
				case 0:
					p, b = g.slice(w)
				case 1:
					p, b = "["+item()+"]", 1
				default:
					p, b = w.name, w.use()
				}
				if add(total, b) <= t {
					parts = append(parts, p)
					total += b
				}
			}
			if len(parts) > 0 {
				return strings.Join(parts, " + "), total
			}
		case 4:
			w := fit[g.pick(len(fit))]
			if add(v.use(), w.use()) <= t {
				return fmt.Sprintf("%s + %s", v.name, w.name), v.use() + w.use()
			}
		}
		return v.name, v.use()
	}
	n := uint64(g.pick(5))
	if n > t {
		n = t
	}
	if g.chance(4) && t >= 8 {
		iv := g.fresh("i")
		g.vars = append(g.vars, &variable{name: iv, k: kInt, bound: 8, readonly: true})
		e := item()
		g.vars = g.vars[:len(g.vars)-1]
		return fmt.Sprintf("[%s for %s in range(%d)]", e, iv, 1+g.pick(8)), 8
	}
	var items []string
	for i := uint64(0); i < n; i++ {
		items = append(items, item())
	}
	return "[" + strings.Join(items, ", ") + "]", n
}

// slice is a slice of list v and its length bound: constant bounds (both signs, past the
// ends) or any.
func (g *generator) slice(v *variable) (string, uint64) {
	k := uint64(1 + g.pick(4))
	switch g.pick(5) {
	case 0:
		return fmt.Sprintf("%s[:%d]", v.name, k), k
	case 1:
		return fmt.Sprintf("%s[-%d:]", v.name, k), k
	case 2:
		return fmt.Sprintf("%s[1:%d]", v.name, k+1), k
	case 3:
		return fmt.Sprintf("%s[%d:%d:-1]", v.name, k, -1-int(k)), k
	}
	return fmt.Sprintf("%s[%s:%s]", v.name, g.smallIndex(), g.smallIndex()), v.use()
}

// dictDisplay is a dict[str, int] with values within elem.
func (g *generator) dictDisplay(elem uint64) string {
	var items []string
	for i, n := 0, g.pick(4); i < n; i++ {
		v, _ := g.intConst(min(elem, 1000))
		items = append(items, fmt.Sprintf("%s: %s", []string{`"a"`, `"b"`, `"c"`, `"z"`}[i], v))
	}
	return "{" + strings.Join(items, ", ") + "}"
}
