package gen

import (
	"fmt"
	"math/big"
)

// edgeTerms are the terms of an edge recursion: near the ends of the int range.
var edgeTerms = []int64{1 << 62, -(1 << 62), 1<<62 + 1, -(1<<62 + 1), maxInt, -maxInt, 1, -1, 0, 3, -(1 << 61)}

// edgeRec is a recursive sum whose terms are near the ends of the int range:
//
//	def rN(n: int) -> int:
//	    if n <= 0:
//	        return B
//	    t: int = X if n % P < Q else Y // (n - K)
//	    return t + rN(n - 1)
//
// CPython adds from the innermost call out; tailacc adds from the outermost in and falls
// back to the recursion when a partial sum would overflow. The driver calls it only for
// depths whose sums, in the recursion's order, all fit in 64 bits (computed here), so both
// print the same; a depth reaching K raises ZeroDivisionError (an uncaught one shows the
// recursion's traceback).
type edgeRec struct {
	name          string
	b, x, y       int64
	p, q, k       int64
	minus, suffix bool // t - rN(n - 1); rN(n - 1) + t
}

// edgeRecursion writes an edge recursion and returns it for the driver.
func (g *generator) edgeRecursion() *edgeRec {
	e := &edgeRec{name: g.fresh("e"), p: int64(2 + g.pick(4)), k: -1}
	pickTerm := func() int64 { return edgeTerms[g.pick(len(edgeTerms))] }
	e.b, e.x, e.y = pickTerm(), pickTerm(), pickTerm()
	e.q = int64(g.pick(int(e.p) + 1))
	if g.chance(3) {
		e.k = int64(g.pick(100))
	}
	e.minus = g.chance(5)
	e.suffix = !e.minus && g.chance(3)
	g.line("def %s(n: int) -> int:", e.name)
	g.indent++
	g.line("if n <= 0:")
	g.indent++
	g.line("return %d", e.b)
	g.indent--
	if e.k >= 0 {
		g.line("t: int = %d if n %% %d < %d else %d // (n - %d)", e.x, e.p, e.q, e.y, e.k)
	} else {
		g.line("t: int = %d if n %% %d < %d else %d", e.x, e.p, e.q, e.y)
	}
	switch {
	case e.minus:
		g.line("return t - %s(n - 1)", e.name)
	case e.suffix:
		g.line("return %s(n - 1) + t", e.name)
	default:
		g.line("return t + %s(n - 1)", e.name)
	}
	g.indent--
	return e
}

// fits reports whether the recursion for n computes only values within 64 bits, and
// whether it raises (ZeroDivisionError before any sum).
func (e *edgeRec) fits(n int64) (ok, raises bool) {
	if e.k >= 1 && e.k <= n && e.k%e.p >= e.q {
		return true, true
	}
	lo, hi := big.NewInt(-maxInt-1), big.NewInt(maxInt)
	s := big.NewInt(e.b)
	for i := int64(1); i <= n; i++ {
		t := e.x
		if i%e.p >= e.q {
			t = e.y
			if e.k >= 0 {
				t = floorDiv(e.y, i-e.k)
			}
		}
		if e.minus {
			s.Sub(big.NewInt(t), s)
		} else {
			s.Add(s, big.NewInt(t))
		}
		if s.Cmp(lo) < 0 || s.Cmp(hi) > 0 {
			return false, false
		}
	}
	return true, false
}

// floorDiv is Python's // (b != 0).
func floorDiv(a, b int64) int64 {
	q := a / b
	if (a%b != 0) && ((a < 0) != (b < 0)) {
		q--
	}
	return q
}

// call is a call of the recursion for a depth it may take, or "".
func (g *generator) edgeCall(e *edgeRec, raising bool) string {
	for i := 0; i < 20; i++ {
		n := int64(g.pick(200))
		if g.chance(3) {
			n = int64(g.pick(70))
		}
		if ok, raises := e.fits(n); (ok || g.wild) && raises == raising {
			return fmt.Sprintf("%s(%d)", e.name, n)
		}
	}
	return ""
}
