// Reductions of generator expressions: sum(x * x for x in xs), any(p(x) for x in xs if c(x)),
// all(...), min(len(w) for w in words) and max(...) make a generator object (a coroutine
// frame) and resume it once per element. The generator expression is a function of its own
// (<genexpr>, a generator whose body is the loop with a yield); it is called only where the
// expression stands. The pass turns that function into a plain one that runs the reduction
// itself: each yield v becomes the reduction's step (total = total + v; return True when v is
// true; ...), the end of the body returns the result, and the call of sum(...) becomes a call
// of the function. The function keeps its name <genexpr>, so an exception raised by the
// expression's elements shows the same traceback as the generator did. The steps are stdlib
// helpers written in Python (stdlib/iters.py: _gx_add, _gx_truth, _gx_lt, ...), realized for
// the types at hand.
package passes

import (
	"math"
	"strings"

	"kiln/ir"
	"kiln/ir/analysis"
)

// GenReduce rewrites sum/any/all/min/max of generator expressions into loops.
func GenReduce(m *ir.Module, ctx *Context) bool {
	if ctx.Realizer == nil {
		return false
	}
	refs := funcRefs(m)
	changed := false
	for _, f := range m.Funcs {
		if f.Body == nil {
			continue
		}
		rewriteFunc(f, func(v ir.Value) ir.Value {
			c, ok := v.(*ir.Call)
			if !ok {
				return v
			}
			if repl := reduceGen(m, c, refs, ctx.Realizer); repl != nil {
				changed = true
				return repl
			}
			return v
		})
	}
	return changed
}

// funcRefs counts the calls of and references to every function in the module's bodies.
func funcRefs(m *ir.Module) map[*ir.Func]int {
	refs := map[*ir.Func]int{}
	for _, f := range m.Funcs {
		if f.Body == nil {
			continue
		}
		analysis.Visit(f.Body, func(n ir.Node) bool {
			switch n := n.(type) {
			case *ir.Call:
				refs[n.Func]++
			case *ir.FuncAddr:
				refs[n.Func]++
			case *ir.VirtualCall:
				refs[n.Sig]++
			}
			return true
		})
	}
	return refs
}

// reduction is what a reducing builtin does, as the stdlib realized it.
type reduction int

const (
	redSum reduction = iota
	redSumFloat
	redAny
	redAll
	redMin
	redMax
)

// reductionOf recognizes the realized stdlib function of sum(g), sum(g, start), any(g),
// all(g), min(g) and max(g) (without key= or default=) of a generator.
func reductionOf(c *ir.Call) (reduction, bool) {
	name := c.Func.Name
	base, _, ok := strings.Cut(name, "[generator[")
	if !ok {
		return 0, false
	}
	switch {
	case base == "_sum" && len(c.Args) == 2:
		return redSum, true
	case base == "_sum_float" && len(c.Args) == 2:
		return redSumFloat, true
	case base == "any" && len(c.Args) == 1:
		return redAny, true
	case base == "all" && len(c.Args) == 1:
		return redAll, true
	case (base == "_min_iter" || base == "_max_iter") && len(c.Args) == 2 && strings.HasSuffix(name, ",NoneType]") && isNoneConst(c.Args[1]):
		// key=None: the key's type is NoneType (a function capturing nothing is a None value
		// too, but of a function type)
		if base == "_min_iter" {
			return redMin, true
		}
		return redMax, true
	}
	return 0, false
}

// reduceGen rewrites one reduction of a generator expression, or returns nil.
func reduceGen(m *ir.Module, c *ir.Call, refs map[*ir.Func]int, r Realizer) ir.Value {
	red, ok := reductionOf(c)
	if !ok {
		return nil
	}
	// The generator: a call of a <genexpr> function, possibly after making its environment.
	var prefix *ir.Series
	gen, ok := c.Args[0].(*ir.Call)
	if fi, isFlow := c.Args[0].(*ir.FlowInstr); isFlow {
		prefix = fi.Flow
		gen, ok = fi.Result.(*ir.Call)
	}
	if !ok {
		return nil
	}
	g := gen.Func
	if !g.Generator || g.Body == nil || g.PyName != "<genexpr>" || refs[g] != 1 || g.YieldType == nil {
		return nil
	}
	elem := g.YieldType
	if !onlyStatementYields(g) {
		return nil
	}
	var step func(v ir.Value) []ir.Node
	var start, finish []ir.Node
	var params []*ir.Var
	var args []ir.Value
	var ret ir.Type
	local := func(name string, t ir.Type) *ir.Var {
		v := &ir.Var{Name: name, ID: maxVarID(m) + 1, T: t}
		g.Locals = append(g.Locals, v)
		return v
	}
	read := func(v *ir.Var) ir.Value { return &ir.VarValue{Var: v} }
	switch red {
	case redSum, redSumFloat:
		ret = c.Func.Ret
		s := c.Args[1]
		init := s
		add, err := r.RealizeFunc("_gx_add", []ir.Type{ret, elem})
		if err != nil || add.Ret != ret {
			return nil
		}
		if red == redSumFloat {
			f, err := r.RealizeFunc("_gx_float", []ir.Type{s.Type()})
			if err != nil || f.Ret != ret {
				return nil
			}
			p := &ir.Var{Name: "start", ID: maxVarID(m) + 1, T: s.Type()}
			params, args = append(params, p), append(args, s)
			init = &ir.Call{Func: f, Args: []ir.Value{read(p)}}
		} else {
			if s.Type() != ret {
				return nil
			}
			p := &ir.Var{Name: "start", ID: maxVarID(m) + 1, T: s.Type()}
			params, args = append(params, p), append(args, s)
			init = read(p)
		}
		g.Params = append(g.Params, params...) // before local() numbers more variables
		total := local("total", ret)
		start = []ir.Node{&ir.Assign{Var: total, Value: init}}
		step = func(v ir.Value) []ir.Node {
			return []ir.Node{&ir.Assign{Var: total, Value: &ir.Call{Func: add, Args: []ir.Value{read(total), v}}}}
		}
		finish = []ir.Node{&ir.Return{Value: read(total)}}
	case redAny, redAll:
		ret = ir.Bool
		truth := func(v ir.Value) ir.Value { return v }
		if elem != ir.Bool {
			f, err := r.RealizeFunc("_gx_truth", []ir.Type{elem})
			if err != nil || f.Ret != ir.Bool {
				return nil
			}
			truth = func(v ir.Value) ir.Value { return &ir.Call{Func: f, Args: []ir.Value{v}} }
		}
		any := red == redAny
		step = func(v ir.Value) []ir.Node {
			leave := &ir.Series{Items: []ir.Node{&ir.Return{Value: &ir.Const{T: ir.Bool, Bool: any}}}}
			if any {
				return []ir.Node{&ir.If{Cond: truth(v), Then: leave, Else: &ir.Series{}}}
			}
			return []ir.Node{&ir.If{Cond: truth(v), Then: &ir.Series{}, Else: leave}}
		}
		finish = []ir.Node{&ir.Return{Value: &ir.Const{T: ir.Bool, Bool: !any}}}
	case redMin, redMax:
		ret = elem
		name, what := "_gx_lt", "min"
		if red == redMax {
			name, what = "_gx_gt", "max"
		}
		better, err := r.RealizeFunc(name, []ir.Type{elem, elem})
		if err != nil || better.Ret != ir.Bool || m.Raise == nil {
			return nil
		}
		first := local("first", ir.Bool)
		best := local("best", elem)
		pick, err := r.RealizeFunc("_gx_"+what, []ir.Type{elem, elem})
		if elem == ir.Int && err == nil && pick.Ret == elem {
			var far ir.Value
			start, step, far = intMinMax(red, pick, first, best)
			filteredMinMax(g, r, pick, first, best, far, local)
		} else {
			item := local("item", elem)
			start = []ir.Node{&ir.Assign{Var: first, Value: &ir.Const{T: ir.Bool, Bool: true}}}
			step = func(v ir.Value) []ir.Node {
				take := func() *ir.Series { return &ir.Series{Items: []ir.Node{&ir.Assign{Var: best, Value: read(item)}}} }
				return []ir.Node{
					&ir.Assign{Var: item, Value: v},
					&ir.If{Cond: read(first),
						Then: &ir.Series{Items: []ir.Node{&ir.Assign{Var: best, Value: read(item)},
							&ir.Assign{Var: first, Value: &ir.Const{T: ir.Bool}}}},
						Else: &ir.Series{Items: []ir.Node{&ir.If{
							Cond: &ir.Call{Func: better, Args: []ir.Value{read(item), read(best)}},
							Then: take(), Else: &ir.Series{}}}}},
				}
			}
		}
		// The ValueError is min's own, raised where min was called: no position, so the
		// generator adds no frame to its traceback, as CPython's min (a C function) adds none.
		raise := &ir.Call{Func: m.Raise, Args: []ir.Value{&ir.Const{T: ir.Str, Str: "ValueError"},
			&ir.Const{T: ir.Str, Str: what + "() arg is an empty sequence"}}}
		finish = []ir.Node{&ir.If{Cond: read(first), Then: &ir.Series{Items: []ir.Node{raise}}, Else: &ir.Series{}},
			&ir.Return{Value: read(best)}}
	}
	if ret == nil {
		return nil
	}
	// The generator becomes a plain function running the reduction.
	spliceSeries(g.Body, func(n ir.Node) ([]ir.Node, bool) {
		switch n := n.(type) {
		case *ir.Yield:
			return step(n.Value), true
		case *ir.Return:
			return finish, true
		}
		return nil, false
	})
	g.Body.Items = append(append(start, g.Body.Items...), finish...)
	g.Generator, g.YieldType, g.Ret = false, nil, ret
	call := &ir.Call{Func: g, Args: append(append([]ir.Value{}, gen.Args...), args...), Pos: c.Pos}
	if prefix != nil {
		return &ir.FlowInstr{Flow: prefix, Result: call}
	}
	return call
}

// onlyStatementYields reports whether every Yield and Return of g is an item of one of the
// series of its flows (so that spliceSeries replaces them all), and g holds no try statement
// and no node kind the passes do not know.
func onlyStatementYields(g *ir.Func) bool {
	return scanYields(g.Body)
}

func scanYields(s *ir.Series) bool {
	for _, item := range s.Items {
		ok := true
		switch n := item.(type) {
		case *ir.Yield:
			ok = n.Value != nil && noYieldIn(n.Value)
		case *ir.Return:
			ok = n.Value == nil || noYieldIn(n.Value)
		case *ir.Series:
			ok = scanYields(n)
		case *ir.If:
			ok = noYieldIn(n.Cond) && scanYields(n.Then) && scanYields(n.Else)
		case *ir.While:
			ok = noYieldIn(n.Cond) && scanYields(n.Body)
		case *ir.ImperativeFor:
			ok = noYieldIn(n.Start) && noYieldIn(n.Stop) && noYieldIn(n.Step) && scanYields(n.Body)
		case ir.Value:
			ok = noYieldIn(n)
		default:
			ok = false // try statements, unknown nodes
		}
		if !ok {
			return false
		}
	}
	return true
}

// noYieldIn reports whether v is made of known nodes and holds no Yield or Return.
func noYieldIn(v ir.Value) bool {
	bad := false
	known := analysis.Visit(v, func(n ir.Node) bool {
		switch n.(type) {
		case *ir.Yield, *ir.Return:
			bad = true
		}
		return !bad
	})
	return known && !bad
}

// intMinMax gives min(g) and max(g) of ints a step without a branch on whether an item came
// before, and returns best's start with it: best starts at the far end of int's range (2**63 - 1 for min, -2**63 for max), and
// each item makes best = pick(item, best) (_gx_min or _gx_max, min or max of two ints) and
// clears first. Every int is at least as good as the start, so after one item or more best is
// the least (greatest) item, as with the first item taken as it is; equal ints cannot be told
// apart, so which of equal items is kept does not matter. first still tells an empty
// generator (ValueError) from one whose result is the far end itself. The loop then carries
// two reductions LLVM recognizes (a min or max and an or of first), and vectorizes it.
func intMinMax(red reduction, pick *ir.Func, first, best *ir.Var) (start []ir.Node, step func(v ir.Value) []ir.Node, far ir.Value) {
	end := &ir.Const{T: ir.Int, Int: math.MaxInt64}
	if red == redMax {
		end.Int = math.MinInt64
	}
	start = []ir.Node{
		&ir.Assign{Var: first, Value: &ir.Const{T: ir.Bool, Bool: true}},
		&ir.Assign{Var: best, Value: end},
	}
	step = func(v ir.Value) []ir.Node {
		return []ir.Node{
			&ir.Assign{Var: best, Value: &ir.Call{Func: pick, Args: []ir.Value{v, &ir.VarValue{Var: best}}}},
			&ir.Assign{Var: first, Value: &ir.Const{T: ir.Bool}},
		}
	}
	return start, step, end
}

// filteredMinMax rewrites, in an int min or max of a generator (after intMinMax), each
// `if c: yield v` whose v is a variable or a constant into a step without a branch:
//
//	keep = c
//	best = pick(v if keep else far, best)
//	first = first and not keep
//
// where far is best's start. pick(far, best) is best, so the result is as with the branch; v
// only reads a variable, so evaluating it when c is false has no effect; c is evaluated once,
// as before. LLVM recognizes a min or max whose operand is a select, but not a select of
// min(v, best) and best (a min under a condition), so this is what lets it vectorize
// min(x for x in xs if x % 3 != 0).
func filteredMinMax(g *ir.Func, r Realizer, pick *ir.Func, first, best *ir.Var, far ir.Value, local func(string, ir.Type) *ir.Var) {
	sel, err := r.RealizeFunc("_gx_if", []ir.Type{ir.Bool, ir.Int, ir.Int})
	if err != nil || sel.Ret != ir.Int {
		return
	}
	still, err := r.RealizeFunc("_gx_still", []ir.Type{ir.Bool, ir.Bool})
	if err != nil || still.Ret != ir.Bool {
		return
	}
	spliceSeries(g.Body, func(n ir.Node) ([]ir.Node, bool) {
		f, ok := n.(*ir.If)
		if !ok || len(f.Then.Items) != 1 || len(f.Else.Items) != 0 {
			return nil, false
		}
		y, ok := f.Then.Items[0].(*ir.Yield)
		if !ok {
			return nil, false
		}
		switch y.Value.(type) {
		case *ir.VarValue, *ir.Const:
		default:
			return nil, false
		}
		keep := local("keep", ir.Bool)
		read := func(v *ir.Var) ir.Value { return &ir.VarValue{Var: v} }
		v := &ir.Call{Func: sel, Args: []ir.Value{read(keep), y.Value, far}}
		return []ir.Node{
			&ir.Assign{Var: keep, Value: f.Cond},
			&ir.Assign{Var: best, Value: &ir.Call{Func: pick, Args: []ir.Value{v, read(best)}}},
			&ir.Assign{Var: first, Value: &ir.Call{Func: still, Args: []ir.Value{read(first), read(keep)}}},
		}, true
	})
}
