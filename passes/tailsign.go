// What tailacc can prove about a recursion before it makes it a loop: the sign of the terms
// it adds.
package passes

import (
	"math"

	"kiln/ir"
	"kiln/ir/analysis"
)

// signs computes lower bounds of int values in f's body: lo maps a local to a bound its value
// is known to be at or above here. A recursive call of f whose argument for parameter param is
// non-negative is non-negative: the induction hypothesis of nonNegRec (no call is, with param
// -1).
type signs struct {
	f     *ir.Func
	param int // -1: none
	lo    map[*ir.Var]int64
	bad   bool // a node the walk does not know: nothing is proven
}

// nonNegRec reports whether f returns a non-negative value whenever its parameter param is
// non-negative. By induction over the calls that return (each returns after its recursive
// calls returned): assuming it of the recursive calls, every `return e` of the body is shown
// non-negative given param >= 0, the guards that failed before it and the bounds of the
// locals assigned before it; a sum or product of non-negative ints is non-negative or raises
// OverflowError (no value returned).
func nonNegRec(f *ir.Func, param int) bool {
	s := &signs{f: f, param: param, lo: map[*ir.Var]int64{f.Params[param]: 0}}
	return s.series(f.Body, func(r *ir.Return, at *signs) bool {
		lo, ok := at.eval(r.Value)
		return ok && lo >= 0
	}) && !s.bad
}

// termsNonNeg reports whether every tail site's term is non-negative whatever f's arguments:
// from the guards that failed before it and the locals assigned before it, with the recursive
// calls in it non-negative by nonNegRec of one of f's int parameters where needed.
func termsNonNeg(f *ir.Func, sites []tailSite) bool {
	if termsNonNegBy(f, sites, -1) {
		return true
	}
	for i, p := range f.Params {
		if p.T == ir.Int && nonNegRec(f, i) && termsNonNegBy(f, sites, i) {
			return true
		}
	}
	return false
}

// termsNonNegBy is termsNonNeg given nonNegRec of parameter param (none when param is -1).
func termsNonNegBy(f *ir.Func, sites []tailSite, param int) bool {
	tail := map[*ir.Return]tailSite{}
	for _, site := range sites {
		tail[site.ret] = site
	}
	s := &signs{f: f, param: param, lo: map[*ir.Var]int64{}}
	return s.series(f.Body, func(r *ir.Return, at *signs) bool {
		site, ok := tail[r]
		if !ok {
			return true
		}
		lo, ok := at.eval(site.term)
		return ok && lo >= 0 && !at.bad
	}) && !s.bad
}

// clone copies s's bounds.
func (s *signs) clone() *signs {
	c := &signs{f: s.f, param: s.param, lo: map[*ir.Var]int64{}}
	for v, b := range s.lo {
		c.lo[v] = b
	}
	return c
}

// series walks the statements of b in order, calling at for each return with the bounds that
// hold there; false when at refuses a return or b holds a statement the walk does not know.
func (s *signs) series(b *ir.Series, at func(*ir.Return, *signs) bool) bool {
	if b == nil {
		return true
	}
	for _, n := range b.Items {
		switch n := n.(type) {
		case *ir.Return:
			return at(n, s.clone())
		case *ir.Throw:
			return true
		case *ir.If:
			s.eval(n.Cond)
			yes, no := s.clone(), s.clone()
			yes.assume(n.Cond, true)
			no.assume(n.Cond, false)
			if !yes.series(n.Then, at) || !no.series(n.Else, at) {
				return false
			}
			s.bad = s.bad || yes.bad || no.bad
			switch {
			case endsFlow(n.Then) && n.Else != nil && endsFlow(n.Else):
				return true
			case endsFlow(n.Then):
				s.lo = no.lo
			case n.Else != nil && endsFlow(n.Else):
				s.lo = yes.lo
			default:
				s.join(yes, no)
			}
		case ir.Value:
			s.eval(n)
		default:
			return false
		}
		if s.bad {
			return false
		}
	}
	return true
}

// join keeps the bounds that both yes and no hold (and s held before them).
func (s *signs) join(yes, no *signs) {
	for v, b := range s.lo {
		if yb, ok := yes.lo[v]; !ok || yb != b {
			delete(s.lo, v)
		} else if nb, ok := no.lo[v]; !ok || nb != b {
			delete(s.lo, v)
		}
	}
	s.bad = s.bad || yes.bad || no.bad
}

// cmpBound matches `x < k`, `x <= k`, `x > k`, `x >= k`, `x == k` for a local x and an int
// constant k, returning the operator's name.
func cmpBound(v ir.Value) (string, bool) {
	c, ok := v.(*ir.Call)
	if !ok || len(c.Args) != 2 {
		return "", false
	}
	x, isVar := c.Args[0].(*ir.VarValue)
	k, isConst := c.Args[1].(*ir.Const)
	if !isVar || x.Var.Global || !isConst || k.T != ir.Int {
		return "", false
	}
	switch c.Func.Name {
	case "int.__lt__[int,int]", "int.__le__[int,int]", "int.__gt__[int,int]", "int.__ge__[int,int]",
		"int.__eq__[int,int]":
		return c.Func.Name[4:8], true
	}
	return "", false
}

// assume records what cond holding (or not) says of a local's lower bound.
func (s *signs) assume(cond ir.Value, holds bool) {
	op, ok := cmpBound(cond)
	if !ok {
		return
	}
	c := cond.(*ir.Call)
	x, k := c.Args[0].(*ir.VarValue).Var, c.Args[1].(*ir.Const).Int
	var lo int64
	switch {
	case op == "__lt" && !holds, op == "__ge" && holds, op == "__eq" && holds: // x >= k
		lo = k
	case op == "__le" && !holds, op == "__gt" && holds: // x > k
		if k == math.MaxInt64 {
			return
		}
		lo = k + 1
	default:
		return
	}
	if b, known := s.lo[x]; !known || b < lo {
		s.lo[x] = lo
	}
}

// eval returns a lower bound of v's value when v evaluates without raising, updating the
// bounds of the locals v assigns (forgetting them where it cannot bound them); false when it
// knows no bound.
func (s *signs) eval(v ir.Value) (int64, bool) {
	if a, isAssign := v.(*ir.Assign); isAssign {
		lo, ok := s.eval(a.Value)
		delete(s.lo, a.Var)
		if ok && a.Var.T == ir.Int && !a.Var.Global {
			s.lo[a.Var] = lo
		}
		return 0, false // an assignment is a statement, not an int
	}
	lo, ok := s.low(v)
	if !ok {
		known := analysis.Visit(v, func(n ir.Node) bool {
			if a, isAssign := n.(*ir.Assign); isAssign {
				delete(s.lo, a.Var)
			}
			return true
		})
		s.bad = s.bad || !known
	}
	return lo, ok
}

// low is eval without the forgetting on failure.
func (s *signs) low(v ir.Value) (int64, bool) {
	switch v := v.(type) {
	case *ir.Const:
		return v.Int, v.T == ir.Int
	case *ir.VarValue:
		b, ok := s.lo[v.Var]
		return b, ok
	case *ir.FlowInstr:
		for _, n := range v.Flow.Items {
			x, isValue := n.(ir.Value)
			if !isValue {
				return 0, false
			}
			s.eval(x)
		}
		return s.eval(v.Result)
	case *ir.Ternary:
		s.eval(v.Cond)
		yes, no := s.clone(), s.clone()
		yes.assume(v.Cond, true)
		no.assume(v.Cond, false)
		a, okA := yes.eval(v.True)
		b, okB := no.eval(v.False)
		s.join(yes, no)
		return min(a, b), okA && okB
	case *ir.Call:
		return s.call(v)
	}
	return 0, false
}

// call is low for a call: int arithmetic on bounded operands, or a recursive call.
func (s *signs) call(c *ir.Call) (int64, bool) {
	var lows []int64
	known := true
	param := false // the stepped parameter's argument of a recursive call is non-negative
	for i, a := range c.Args {
		lo, ok := s.eval(a)
		lows = append(lows, lo)
		known = known && ok
		param = param || (i == s.param && ok && lo >= 0)
	}
	if c.Func == s.f {
		return 0, param
	}
	if !known || len(lows) != 2 {
		return 0, false
	}
	a, b := lows[0], lows[1]
	switch c.Func.Name {
	case "int.__add__[int,int]":
		if (b > 0 && a > math.MaxInt64-b) || (b < 0 && a < math.MinInt64-b) {
			return 0, false
		}
		return a + b, true
	case "int.__sub__[int,int]":
		k, isConst := c.Args[1].(*ir.Const)
		if !isConst || k.T != ir.Int || (k.Int > 0 && a < math.MinInt64+k.Int) || (k.Int < 0 && a > math.MaxInt64+k.Int) {
			return 0, false
		}
		return a - k.Int, true
	case "int.__mul__[int,int]":
		if a >= 0 && b >= 0 {
			return 0, true
		}
	}
	return 0, false
}
