// Escape analysis: objects whose reference never leaves the function that makes them are
// allocated in its stack frame instead of the collected heap (New.Stack).
//
// A reference escapes when it is stored into a global or a field of an object that escapes or
// that this function did not make, returned, raised, yielded, passed where the callee may
// keep it, or converted to something the analysis does not follow (a Cast to an untyped
// pointer, a closure's environment, a C or @llvm function's
// argument). Which parameters a function may keep ("captures") is a summary computed for every
// bodied function, callees first, to a fixpoint over the call graph: a recursive function
// captures a parameter only if some path stores or returns it. A virtual call captures what
// any implementation of its slot in the receiver's class or a subclass captures. A generator
// function captures every argument: the generator keeps them after the call returns.
//
// Within a function, variables and the values flowing into them are merged into equivalence
// classes (union-find, as in Steensgaard's analysis): a class escapes as a whole. A call's
// result is never one of the caller's objects: a callee returning an argument captures it.
//
// Fields are followed: each class has, per field index, the class of what that field of its
// objects holds (its contents; SetField merges the value into the holder's, an Extract of a
// field that may hold an object reads them, two classes merged merge their contents field by
// field). An object stored into a field of an object of this function therefore escapes only
// with its holder: an escaping class takes its contents with it. A class holding objects not
// made here ("foreign": call results, globals, caught exceptions, values read from foreign
// objects) may be reachable from anywhere, so what is stored into its objects escapes.
// Parameters' fields are the caller's business, summarized per function: "parameter j is
// stored into field k of parameter i" (stores: the caller merges argument j into argument i's
// field k contents) and "what parameter i's fields reach may escape or be shared" (leaks: the
// caller lets argument i's contents escape), where shared means one class reached twice
// through i's fields (`self.a = self.b`, a cycle) or through two parameters' fields, which
// the caller's classes would not show. A parameter stored deeper than one field of another
// counts as captured, and the callee's own objects stored into what a parameter reaches stay
// on the heap (the caller keeps them).
//
// An allocation made again before its previous object is dead would overwrite that object if
// both shared the one stack slot, and two live objects must not have one address (`is`,
// id()). The slot is an alloca in the entry block, so a New is moved to the stack only where
// no variable that may reach its class is live on entry to its statement: every variable
// that may hold the previous object from that site, or an object whose fields (through any
// number of fields) may hold it, is written before it is read again. Objects holding it are
// themselves held only by this function's variables: a holder reachable otherwise escapes or
// is foreign, and the object then escapes with its contents. A function whose
// control flow the CFG cannot model (a jump inside an expression, a generator's yield) keeps
// all its objects on the heap.
package passes

import (
	"kiln/ir"
	"kiln/ir/analysis"
)

// Escape marks the allocations that do not escape their function as stack allocations.
func Escape(m *ir.Module, ctx *Context) bool {
	e := newEscapes(m)
	e.solve()
	changed := false
	for _, f := range m.Funcs {
		fe := e.funcs[f]
		if fe == nil || !fe.known || f.Generator || len(fe.sites) == 0 {
			continue
		}
		for _, n := range fe.stackSites(f) {
			n.Stack = true
			n.Room = listRoom(n.Class)
			changed = true
		}
	}
	for _, f := range m.Funcs {
		if revertHeapField(f) { // fieldinto.go
			ctx.Changed(f)
			changed = true
		}
		e.markExcReuse(f, e.funcs[f]) // excreuse.go
		if revertHeapInto(f) {        // retinto.go
			ctx.Changed(f)
			changed = true
		}
	}
	return changed
}

// stackListRoom is the number of items a list made in the frame has room for there.
const stackListRoom = 8

// listRoom is the Room of a stack allocation of class c (ir.New): stackListRoom items for a
// list of values of at most 16 bytes (ints, floats, strs, references: 128 bytes of frame at
// most), none otherwise. The items are as dead as the list when its New runs again (the
// condition for Stack), and the room is only ever reached through the list's _data: the
// list's methods copy items out of an array and never hand the array itself to another
// object, and a list given to a C or @llvm function (which might keep its array) escapes.
// A list that outgrows the room moves to a collected array as before.
func listRoom(c *ir.Class) int {
	_, _, elem, ok := ir.RoomFields(c)
	if !ok {
		return 0
	}
	switch elem.(type) {
	case *ir.Prim, *ir.Pointer, *ir.Class:
		return stackListRoom
	}
	return 0
}

// escapes is the module-wide state: the capture summaries and each function's analysis.
type escapes struct {
	m        *ir.Module
	captures map[*ir.Func][]bool         // bodied functions: whether parameter i may be kept
	leaks    map[*ir.Func][]bool         // whether what parameter i's fields hold may escape
	stores   map[*ir.Func][][]fieldStore // the parameters stored into parameter i's fields
	funcs    map[*ir.Func]*funcEscape
	callers  map[*ir.Func]map[*ir.Func]bool
	impls    map[implKey][]*ir.Func
}

type implKey struct {
	class *ir.Class
	slot  int
}

func newEscapes(m *ir.Module) *escapes {
	e := &escapes{m: m, captures: map[*ir.Func][]bool{}, leaks: map[*ir.Func][]bool{},
		stores: map[*ir.Func][][]fieldStore{}, funcs: map[*ir.Func]*funcEscape{},
		callers: map[*ir.Func]map[*ir.Func]bool{}, impls: map[implKey][]*ir.Func{}}
	for _, f := range m.Funcs {
		if f.Kind == ir.Bodied {
			e.captures[f] = make([]bool, len(f.Params))
			e.leaks[f] = make([]bool, len(f.Params))
			e.stores[f] = make([][]fieldStore, len(f.Params))
		}
	}
	return e
}

// solve analyses every bodied function, then again each caller of a function whose summary
// grew, until nothing changes. Summaries only grow, so this ends.
func (e *escapes) solve() {
	var work []*ir.Func
	queued := map[*ir.Func]bool{}
	for _, f := range e.m.Funcs {
		if f.Kind == ir.Bodied {
			work = append(work, f)
			queued[f] = true
		}
	}
	for len(work) > 0 {
		f := work[0]
		work = work[1:]
		queued[f] = false
		fe := e.analyse(f)
		e.funcs[f] = fe
		grew := e.summarize(f, fe)
		if grew {
			for c := range e.callers[f] {
				if !queued[c] {
					work = append(work, c)
					queued[c] = true
				}
			}
		}
	}
}

// summarize adds to f's summaries what its analysis fe found, and reports whether they grew.
// Summaries only grow: what an earlier round found stays, which is the safe direction.
func (e *escapes) summarize(f *ir.Func, fe *funcEscape) bool {
	grew := false
	set := func(s []bool, i int) {
		if !s[i] {
			s[i] = true
			grew = true
		}
	}
	// A generator's frame outlives the call that makes it, with its arguments.
	all := !fe.known || f.Generator
	roots := map[int]int{} // parameters' classes, to the first parameter in each
	for i, p := range f.Params {
		if _, ok := roots[fe.find(fe.vars[p])]; !ok {
			roots[fe.find(fe.vars[p])] = i
		}
	}
	owner := map[int]int{} // classes reached through parameters' fields, to the parameter
	fe.held = map[int]bool{}
	for i, p := range f.Params {
		if all || fe.escaped(fe.vars[p]) {
			set(e.captures[f], i)
		}
		if all {
			set(e.leaks[f], i)
			continue
		}
		if _, items := itemsField(p.T); items && fe.leaky[fe.find(fe.vars[p])] {
			// a callee may let the items escape, which this function's classes may not show
			set(e.leaks[f], i)
		}
		// Breadth first through the fields, one depth at a time.
		level := fe.fieldRoots(fe.vars[p])
		for depth := 1; len(level) > 0; depth++ {
			var next []fieldRoot
			for _, fr := range level {
				r := fr.root
				fe.held[r] = true
				if _, isParam := roots[r]; isParam {
					for j, q := range f.Params {
						if fe.find(fe.vars[q]) != r {
							continue
						}
						st := fieldStore{fr.field, j}
						if depth > 1 {
							set(e.captures[f], j)
						} else if !hasStore(e.stores[f][i], st) {
							e.stores[f][i] = append(e.stores[f][i], st)
							grew = true
						}
					}
					continue // what the parameter's own fields hold is its own summary
				}
				if k, ok := owner[r]; ok {
					// Reached again: two fields may now hold one object (`self.a =
					// self.b`), a cycle, or a class shared with another parameter's
					// fields, none of which the caller's classes say.
					set(e.leaks[f], k)
					set(e.leaks[f], i)
					continue
				}
				owner[r] = i
				if fe.esc[r] || fe.foreign[r] || fe.leaky[r] {
					set(e.leaks[f], i)
				}
				next = append(next, fe.fieldRoots(r)...)
			}
			level = next
		}
	}
	if fe.heldEdges(roots, owner) {
		// A parameter, or what one reaches, copied into another's items: the caller's
		// classes do not show it.
		for i := range f.Params {
			set(e.leaks[f], i)
			if _, isParam := roots[fe.find(fe.vars[f.Params[i]])]; isParam && fe.held[fe.find(fe.vars[f.Params[i]])] {
				set(e.captures[f], i)
			}
		}
	}
	return grew
}

// fieldStore is a summary's "parameter Param is stored into field Field of parameter i".
type fieldStore struct{ Field, Param int }

func hasStore(xs []fieldStore, x fieldStore) bool {
	for _, y := range xs {
		if y == x {
			return true
		}
	}
	return false
}

// capturesArg reports whether calling g may keep its argument i.
func (e *escapes) capturesArg(g *ir.Func, i int) bool {
	c, ok := e.captures[g]
	return !ok || i >= len(c) || c[i]
}

// leaksArg reports whether what argument i's fields hold may escape when g is called.
func (e *escapes) leaksArg(g *ir.Func, i int) bool {
	c, ok := e.leaks[g]
	return !ok || i >= len(c) || c[i]
}

// storesArg returns the arguments that calling g may store into argument i's fields.
func (e *escapes) storesArg(g *ir.Func, i int) []fieldStore {
	if c := e.stores[g]; i < len(c) {
		return c[i]
	}
	return nil
}

// implementations returns the functions a virtual call of slot in class c may run.
func (e *escapes) implementations(c *ir.Class, slot int) []*ir.Func {
	k := implKey{c, slot}
	if fs, ok := e.impls[k]; ok {
		return fs
	}
	var fs []*ir.Func
	for _, d := range e.m.Classes {
		if !descends(d, c) || slot >= len(d.VTable) || d.VTable[slot] == nil {
			continue
		}
		fs = append(fs, d.VTable[slot])
	}
	e.impls[k] = fs
	return fs
}

func descends(d, c *ir.Class) bool {
	for ; d != nil; d = d.Base {
		if d == c {
			return true
		}
	}
	return false
}

// funcEscape is the analysis of one function: union-find nodes for its variables and
// allocation sites, a node's root carrying whether the class escapes, whether it holds
// foreign objects and its contents class (what its objects' reference fields hold).
type funcEscape struct {
	e        *escapes
	f        *ir.Func
	parent   []int
	esc      []bool
	foreign  []bool
	leaky    []bool        // a callee may let what the fields hold escape
	contents []map[int]int // field index: the class of what it holds
	vars     map[*ir.Var]int
	sites    map[*ir.New]int
	held     map[int]bool // classes reached through a parameter's fields (summarize)
	edges    [][2]int     // list items copied: from one items class to another (escapeitems.go)
	known    bool         // every node kind was understood
}

const noNode = -1

func (e *escapes) analyse(f *ir.Func) *funcEscape {
	fe := &funcEscape{e: e, f: f, vars: map[*ir.Var]int{}, sites: map[*ir.New]int{}, known: true}
	for _, p := range f.Params {
		fe.varNode(p)
	}
	fe.node(f.Body)
	fe.spread()
	return fe
}

// spread lets what the fields of every escaping or leaky class hold escape, and what those
// of every class holding foreign objects hold, to a fixpoint.
func (fe *funcEscape) spread() {
	for changed := true; changed; {
		changed = fe.spreadEdges()
		for n := range fe.parent {
			if fe.parent[n] != n || !(fe.esc[n] || fe.foreign[n] || fe.leaky[n]) {
				continue
			}
			for _, c := range fe.contents[n] {
				if c := fe.find(c); !fe.esc[c] {
					fe.esc[c] = true
					changed = true
				}
			}
		}
	}
}

func (fe *funcEscape) fresh() int {
	fe.parent = append(fe.parent, len(fe.parent))
	fe.esc = append(fe.esc, false)
	fe.foreign = append(fe.foreign, false)
	fe.leaky = append(fe.leaky, false)
	fe.contents = append(fe.contents, nil)
	return len(fe.parent) - 1
}

// foreignNode returns a new class holding an object that this function did not make.
func (fe *funcEscape) foreignNode() int {
	n := fe.fresh()
	fe.foreign[n] = true
	return n
}

// contentsOf returns the class of what field k of n's class holds, made where it has none.
func (fe *funcEscape) contentsOf(n, k int) int {
	r := fe.find(n)
	if c, ok := fe.contents[r][k]; ok {
		return c
	}
	c := fe.fresh()
	if fe.contents[r] == nil {
		fe.contents[r] = map[int]int{}
	}
	fe.contents[r][k] = c
	return c
}

// fieldRoot is a field of a class and the root of the class of what it holds.
type fieldRoot struct{ field, root int }

// fieldRoots returns the fields of n's class that hold something, in field order.
func (fe *funcEscape) fieldRoots(n int) []fieldRoot {
	m := fe.contents[fe.find(n)]
	var out []fieldRoot
	for k := 0; len(out) < len(m); k++ {
		if c, ok := m[k]; ok {
			out = append(out, fieldRoot{k, fe.find(c)})
		}
	}
	return out
}

// inContents reports whether objects of the class whose root is root may be held in a
// field of some object of this function.
func (fe *funcEscape) inContents(root int) bool {
	for n := range fe.parent {
		if fe.parent[n] != n {
			continue
		}
		for _, c := range fe.contents[n] {
			if fe.find(c) == root {
				return true
			}
		}
	}
	return false
}

// holdsNoObject reports whether values of type t cannot hold a reference to an object with
// fields: bools, bytes, ints, floats, strs, None and tuples of them.
func holdsNoObject(t ir.Type) bool {
	switch t := t.(type) {
	case *ir.Prim:
		return true
	case *ir.Tuple:
		for _, e := range t.Elems {
			if !holdsNoObject(e) {
				return false
			}
		}
		return true
	}
	return false
}

// reaches reports whether objects of class n may hold, through fields, objects of the class
// whose root is root (or are of it).
func (fe *funcEscape) reaches(n, root int) bool {
	seen := map[int]bool{}
	work := []int{fe.find(n)}
	for len(work) > 0 {
		r := work[len(work)-1]
		work = work[:len(work)-1]
		if r == root {
			return true
		}
		if seen[r] {
			continue
		}
		seen[r] = true
		for _, c := range fe.contents[r] {
			work = append(work, fe.find(c))
		}
	}
	return false
}

func (fe *funcEscape) find(n int) int {
	for fe.parent[n] != n {
		fe.parent[n] = fe.parent[fe.parent[n]]
		n = fe.parent[n]
	}
	return n
}

// union merges the classes of a and b, and then, pair by pair, the classes of what their
// fields of the same index hold.
func (fe *funcEscape) union(a, b int) int {
	if a == noNode {
		return b
	}
	if b == noNode {
		return a
	}
	pending := [][2]int{{a, b}}
	for len(pending) > 0 {
		x, y := fe.find(pending[0][0]), fe.find(pending[0][1])
		pending = pending[1:]
		if x == y {
			continue
		}
		fe.parent[y] = x
		fe.esc[x] = fe.esc[x] || fe.esc[y]
		fe.foreign[x] = fe.foreign[x] || fe.foreign[y]
		fe.leaky[x] = fe.leaky[x] || fe.leaky[y]
		for k, cy := range fe.contents[y] {
			if cx, ok := fe.contents[x][k]; ok {
				pending = append(pending, [2]int{cx, cy})
				continue
			}
			if fe.contents[x] == nil {
				fe.contents[x] = map[int]int{}
			}
			fe.contents[x][k] = cy
		}
		fe.contents[y] = nil
	}
	return fe.find(a)
}

func (fe *funcEscape) escape(n int) {
	if n != noNode {
		fe.esc[fe.find(n)] = true
	}
}

func (fe *funcEscape) escaped(n int) bool { return fe.esc[fe.find(n)] }

func (fe *funcEscape) varNode(v *ir.Var) int {
	if v.Global {
		return noNode
	}
	n, ok := fe.vars[v]
	if !ok {
		n = fe.fresh()
		fe.vars[v] = n
	}
	return n
}

// call accounts for the arguments of a call of one of fs (any of them may run).
func (fe *funcEscape) call(fs []*ir.Func, args []ir.Value) {
	for _, g := range fs {
		if fe.e.callers[g] == nil {
			fe.e.callers[g] = map[*ir.Func]bool{}
		}
		fe.e.callers[g][fe.f] = true
	}
	nodes := make([]int, len(args))
	for i, a := range args {
		nodes[i] = fe.value(a)
	}
	for _, g := range fs {
		for i, n := range nodes {
			if fe.e.capturesArg(g, i) {
				fe.escape(n)
			}
			if n != noNode && fe.e.leaksArg(g, i) && !valuesList(args[i].Type()) {
				fe.leaky[fe.find(n)] = true
			}
			for _, st := range fe.e.storesArg(g, i) {
				switch {
				case st.Param >= len(nodes) || holdsNoObject(args[st.Param].Type()):
				case n == noNode:
					fe.escape(nodes[st.Param])
				default:
					fe.union(fe.contentsOf(n, st.Field), nodes[st.Param])
				}
			}
		}
	}
}

// node walks a statement or flow.
func (fe *funcEscape) node(n ir.Node) {
	switch n := n.(type) {
	case nil:
	case *ir.Series:
		if n == nil {
			return
		}
		for _, it := range n.Items {
			fe.node(it)
		}
	case *ir.If:
		fe.value(n.Cond)
		fe.node(n.Then)
		fe.node(n.Else)
	case *ir.While:
		fe.value(n.Cond)
		fe.node(n.Body)
	case *ir.ImperativeFor:
		fe.value(n.Start)
		fe.value(n.Stop)
		fe.value(n.Step)
		fe.node(n.Body)
	case *ir.TryCatch:
		fe.node(n.Body)
		for _, c := range n.Catches {
			fe.node(c.Body)
			for _, v := range []*ir.Var{c.Exc, c.Var} {
				if x, ok := fe.vars[v]; ok && v != nil {
					fe.foreign[fe.find(x)] = true // a raise anywhere made it
				}
			}
		}
		fe.node(n.Else)
		if n.Finally != nil {
			fe.node(n.Finally)
		}
	case *ir.Break, *ir.Continue:
	case *ir.Return:
		if n.Value != nil {
			fe.escape(fe.value(n.Value))
		}
	case ir.Value:
		fe.value(n)
	default:
		fe.known = false
	}
}

// value walks an expression and returns the node of the references its result may hold (a
// tuple's or an Optional's included), or noNode when it holds none of this function's objects.
func (fe *funcEscape) value(v ir.Value) int {
	switch v := v.(type) {
	case *ir.Const, *ir.FuncAddr:
		return noNode
	case *ir.VarValue:
		if v.Var.Global {
			return fe.foreignNode()
		}
		return fe.varNode(v.Var)
	case *ir.New:
		n, ok := fe.sites[v]
		if !ok {
			n = fe.fresh()
			fe.sites[v] = n
		}
		return n
	case *ir.Assign:
		x := fe.value(v.Value)
		if v.Var.Global {
			fe.escape(x)
		} else {
			fe.union(fe.varNode(v.Var), x)
		}
		return noNode
	case *ir.Call:
		if n, ok := fe.itemsCall(v); ok {
			return n
		}
		fe.call([]*ir.Func{v.Func}, v.Args)
		return fe.foreignNode()
	case *ir.VirtualCall:
		var fs []*ir.Func
		if c, ok := v.Sig.Params[0].T.(*ir.Class); ok {
			fs = fe.e.implementations(c, v.Slot)
		}
		if len(fs) == 0 {
			fs = []*ir.Func{v.Sig}
		}
		fe.call(fs, v.Args)
		return fe.foreignNode()
	case *ir.IndirectCall:
		fe.escape(fe.value(v.Fn))
		for _, a := range v.Args {
			fe.escape(fe.value(a))
		}
		return fe.foreignNode()
	case *ir.Ternary:
		fe.value(v.Cond)
		return fe.union(fe.value(v.True), fe.value(v.False))
	case *ir.FlowInstr:
		fe.node(v.Flow)
		return fe.value(v.Result)
	case *ir.Extract:
		x := fe.value(v.Value)
		if isListData(v.Value.Type(), v.Index) {
			// The items reached through the array: not followed (escapeitems.go).
			if k, _ := itemsField(v.Value.Type()); x != noNode {
				fe.escape(fe.contentsOf(x, k))
			}
		}
		if _, isObj := v.Value.Type().(*ir.Class); isObj {
			switch {
			case holdsNoObject(v.Type()):
				return noNode
			case x == noNode:
				return fe.foreignNode()
			}
			return fe.contentsOf(x, v.Index)
		}
		return x
	case *ir.Insert:
		x := noNode
		if v.Agg != nil {
			x = fe.value(v.Agg)
		}
		return fe.union(x, fe.value(v.Elem))
	case *ir.SetField:
		o := fe.value(v.Obj)
		x := fe.value(v.Value)
		if holdsNoObject(v.Value.Type()) {
			return noNode
		}
		if o == noNode {
			fe.escape(x)
		} else {
			fe.union(fe.contentsOf(o, v.Index), x)
		}
		return noNode
	case *ir.Is:
		fe.value(v.X)
		fe.value(v.Y)
		return noNode
	case *ir.InstanceOf:
		fe.value(v.Value)
		return noNode
	case *ir.Addr:
		fe.value(v.Value)
		return fe.foreignNode()
	case *ir.TypeName:
		fe.value(v.Value)
		return fe.foreignNode()
	case *ir.IsSome:
		fe.value(v.Value)
		return noNode
	case *ir.Wrap:
		if v.Value == nil {
			return noNode
		}
		return fe.value(v.Value)
	case *ir.Unwrap:
		return fe.value(v.Value)
	case *ir.Cast:
		x := fe.value(v.Value)
		if _, isObj := v.T.(*ir.Class); isObj {
			return x
		}
		fe.escape(x)
		return fe.foreignNode()
	case *ir.Throw:
		fe.escape(fe.value(v.Value))
		return noNode
	case *ir.Yield:
		fe.escape(fe.value(v.Value))
		return fe.foreignNode() // the value sent in
	case nil:
		return noNode
	}
	fe.known = false
	return noNode
}

// stackSites returns the allocation sites of f that do not escape and whose previous object,
// if the site runs again, is dead by then.
func (fe *funcEscape) stackSites(f *ir.Func) []*ir.New {
	g := analysis.BuildCFG(f)
	if !g.Known {
		return nil
	}
	// The classes of the candidate sites, and the variables in them: only those need liveness.
	// A site stored into what a parameter reaches stays on the heap: the caller keeps it.
	classes := map[int]bool{}
	for _, n := range fe.sites {
		if !fe.escaped(n) && !fe.held[fe.find(n)] {
			classes[fe.find(n)] = true
		}
	}
	if len(classes) == 0 {
		return nil
	}
	tracked := map[*ir.Var]bool{}
	for v, n := range fe.vars {
		for c := range classes {
			if fe.reaches(n, c) {
				tracked[v] = true
			}
		}
	}
	liveIn := liveness(g, tracked)
	var out []*ir.New
	for _, b := range g.Blocks {
		liveOut := map[*ir.Var]bool{}
		for _, s := range b.Succs {
			for v := range liveIn[s.ID] {
				liveOut[v] = true
			}
		}
		w := &eventWalk{tracked: tracked}
		for _, val := range b.Values {
			w.node(val)
		}
		for i, ev := range w.events {
			if ev.site == nil {
				continue
			}
			if site, ok := fe.sites[ev.site]; ok && classes[fe.find(site)] && fe.deadBefore(w.events, i, b, liveOut) {
				out = append(out, ev.site)
			}
		}
	}
	return out
}

// deadBefore reports whether, when the allocation of event i runs, nothing can still reach
// the object it made the previous time: no variable that may reach its class (holding one
// of its objects, or an object whose fields may) read earlier in the statement (the value
// may still be in use), none read later before being written again on the way, and none
// live after the statement unless written again on the way.
func (fe *funcEscape) deadBefore(events []event, i int, b *analysis.Block, liveOut map[*ir.Var]bool) bool {
	at := events[i]
	if at.loop {
		return false
	}
	root := fe.find(fe.sites[at.site])
	inClass := func(v *ir.Var) bool {
		n, ok := fe.vars[v]
		return ok && fe.reaches(n, root)
	}
	written := map[*ir.Var]bool{} // surely written since event i
	for j, ev := range events {
		switch {
		case ev.v == nil || !inClass(ev.v):
		case j < i && !ev.write:
			return false
		case j > i && ev.write && prefix(ev.regions, at.regions):
			written[ev.v] = true
		case j > i && !ev.write && !written[ev.v]:
			return false
		}
	}
	for v := range liveOut {
		if inClass(v) && (!written[v] || len(b.Succs) > 1) {
			return false
		}
	}
	return true
}

func prefix(a, b []int) bool {
	if len(a) > len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

// event is a read or write of a tracked variable, or an allocation, in evaluation order
// within one block. regions lists the conditional parts (a branch of an If or a Ternary)
// enclosing it, innermost last; loop says it is inside a loop or try within the block.
type event struct {
	v       *ir.Var
	write   bool
	site    *ir.New
	regions []int
	loop    bool
}

type eventWalk struct {
	tracked map[*ir.Var]bool
	events  []event
	regions []int
	next    int
	loop    int
}

func (w *eventWalk) add(ev event) {
	ev.regions = append([]int(nil), w.regions...)
	ev.loop = w.loop > 0
	w.events = append(w.events, ev)
}

func (w *eventWalk) region(n ir.Node) {
	w.next++
	w.regions = append(w.regions, w.next)
	w.node(n)
	w.regions = w.regions[:len(w.regions)-1]
}

func (w *eventWalk) node(n ir.Node) {
	switch n := n.(type) {
	case *ir.VarValue:
		if w.tracked[n.Var] {
			w.add(event{v: n.Var})
		}
		return
	case *ir.New:
		w.add(event{site: n})
		return
	case *ir.Assign:
		w.node(n.Value)
		if w.tracked[n.Var] {
			w.add(event{v: n.Var, write: true})
		}
		return
	case *ir.If:
		w.node(n.Cond)
		w.region(n.Then)
		w.region(n.Else)
		return
	case *ir.Ternary:
		w.node(n.Cond)
		w.region(n.True)
		w.region(n.False)
		return
	case *ir.While, *ir.ImperativeFor, *ir.TryCatch:
		w.loop++
		defer func() { w.loop-- }()
	}
	kids, _ := analysis.Children(n)
	for _, k := range kids {
		w.node(k)
	}
}

// liveness returns, for each block, the tracked variables that may be read before they are
// written on some path from its entry. A block's writes count only where they are sure to
// happen before the block is left (not in a branch or loop inside it, and not in a block that
// may raise into a handler, which would see the old value).
func liveness(g *analysis.CFG, tracked map[*ir.Var]bool) []map[*ir.Var]bool {
	use := make([]map[*ir.Var]bool, len(g.Blocks))
	def := make([]map[*ir.Var]bool, len(g.Blocks))
	in := make([]map[*ir.Var]bool, len(g.Blocks))
	for _, b := range g.Blocks {
		use[b.ID], def[b.ID], in[b.ID] = map[*ir.Var]bool{}, map[*ir.Var]bool{}, map[*ir.Var]bool{}
		w := &eventWalk{tracked: tracked}
		for _, val := range b.Values {
			w.node(val)
		}
		surely := len(b.Succs) <= 1
		for _, ev := range w.events {
			switch {
			case ev.v == nil:
			case !ev.write && !def[b.ID][ev.v]:
				use[b.ID][ev.v] = true
			case ev.write && surely && len(ev.regions) == 0 && !ev.loop:
				def[b.ID][ev.v] = true
			}
		}
	}
	for changed := true; changed; {
		changed = false
		for i := len(g.Blocks) - 1; i >= 0; i-- {
			b := g.Blocks[i]
			for v := range use[b.ID] {
				if !in[b.ID][v] {
					in[b.ID][v] = true
					changed = true
				}
			}
			for _, s := range b.Succs {
				for v := range in[s.ID] {
					if !def[b.ID][v] && !in[b.ID][v] {
						in[b.ID][v] = true
						changed = true
					}
				}
			}
		}
	}
	return in
}
