// Package codegen lowers Kiln IR to LLVM IR text.
package codegen

import (
	"fmt"
	"strings"

	"kiln/codegen/ll"
	"kiln/ir"
	"kiln/ir/analysis"
	"kiln/syntax"
)

// Options configure code generation.
type Options struct {
	SourceName string // the program's file name, recorded in the module
	Debug      bool   // emit DWARF line tables for the user's code (debug.go)
	// Unchecked sets the {checked} constant of @llvm bodies to false: int +, -, * do not test
	// for overflow and list and str indexing do not test bounds (stdlib/builtins.py).
	Unchecked bool
	// Library makes a shared library's code: a constructor instead of main, and the @export
	// functions' C symbols (library.go).
	Library bool
}

// Generate returns the LLVM IR text of the module.
func Generate(m *ir.Module, opts Options) string {
	g := &gen{ir: m, ll: ll.NewModule(), slots: map[*ir.Var]string{}, frames: map[string]string{}, checked: !opts.Unchecked,
		wanted: map[*ir.Func]bool{}}
	g.ll.Header(fmt.Sprintf("; Kiln module for %s", opts.SourceName))
	g.ll.Header(fmt.Sprintf("source_filename = %s", strings.TrimPrefix(ll.Quote('@', opts.SourceName), "@")))
	if opts.Debug {
		g.debug = newDebugInfo(g, opts.SourceName)
	}
	g.tbaa = newTBAA(g)
	g.declareAllocators() // alloc.go
	for _, c := range m.Classes {
		g.classType(c)
	}
	for _, c := range m.Classes {
		if c.Header {
			g.vtable(c)
		}
	}
	for _, v := range m.Globals {
		name := ll.Quote('@', fmt.Sprintf("%s.%d", v.Name, v.ID))
		g.slots[v] = name
		g.ll.Global(fmt.Sprintf("%s = internal global %s zeroinitializer", name, llType(v.T)))
	}
	g.direct = directRaisers(m)  // excdirect.go
	g.raising = alwaysRaising(m) // cold.go
	for _, f := range m.Funcs {
		switch f.Kind {
		case ir.External:
			var params []string
			for _, p := range f.Params {
				params = append(params, llType(p.T))
			}
			g.ll.Declare(fmt.Sprintf("declare %s %s(%s)", retType(f.Ret), symbol(f), strings.Join(params, ", ")))
		case ir.LLVM:
			g.inlineFunc(f)
		case ir.Bodied:
			g.bodiedFunc(f, false)
		}
	}
	for len(g.pending) > 0 { // the $exc versions the calls made so far need
		f := g.pending[0]
		g.pending = g.pending[1:]
		g.bodiedFunc(f, true)
	}
	if opts.Library {
		g.libraryEntry()
	} else {
		g.mainFunc() // exc.go
	}
	g.raiseHook()
	return g.ll.Text()
}

type gen struct {
	ir     *ir.Module
	ll     *ll.Module
	slots  map[*ir.Var]string // the memory holding each variable
	frames map[string]string  // the traceback constants of call sites (exc.go)
	debug  *debugInfo         // debug.go: nil without debug info
	// nextMeta numbers the metadata nodes when there is no debug info (metaNum, tbaa.go).
	nextMeta int
	// checked is the value of {checked} in @llvm bodies: false with -unchecked.
	checked bool
	// direct holds the functions that raise directly, wanted those whose $exc version is
	// used, pending those of them not emitted yet (excdirect.go).
	direct, wanted map[*ir.Func]bool
	raising        map[*ir.Func]bool // cold.go
	observes       map[*ir.Func]bool // observesHandled's answers, asked per call (exc.go)
	pending        []*ir.Func
	tbaa           *tbaa // tbaa.go: the field and element access tags
}

// llType is the LLVM type of a value in registers and memory. None values are null pointers.
func llType(t ir.Type) string {
	switch t := t.(type) {
	case *ir.Prim:
		switch t.Kind {
		case ir.KNone:
			return "ptr"
		case ir.KBool:
			return "i1"
		case ir.KByte:
			return "i8"
		case ir.KInt:
			return "i64"
		case ir.KFloat:
			return "double"
		case ir.KStr:
			return "{i64, ptr}"
		}
	case *ir.Pointer, *ir.Class:
		return "ptr"
	case *ir.Optional:
		return optionalType(t) // optional.go
	case *ir.Tuple:
		parts := make([]string, len(t.Elems))
		for i, e := range t.Elems {
			parts[i] = llType(e)
		}
		return "{" + strings.Join(parts, ", ") + "}"
	}
	panic(fmt.Sprintf("codegen: no LLVM type for %v", t))
}

// allocFunc is the runtime function that allocates an array of t ({alloc=T} in @llvm
// bodies): values holding no pointers go where the collector does not scan them.
func allocFunc(t ir.Type) string {
	if pointerFree(t) {
		return "kiln_alloc_atomic_zeroed"
	}
	return "kiln_alloc"
}

// rawAllocFunc is the runtime function that allocates an array of t whose items the caller
// writes before it reads them ({alloc_raw=T}): pointer-free values are not cleared first.
func rawAllocFunc(t ir.Type) string {
	if pointerFree(t) {
		return "kiln_alloc_atomic"
	}
	return "kiln_alloc"
}

// pointerFree reports whether values of type t hold no pointer the collector must see.
func pointerFree(t ir.Type) bool {
	switch t := t.(type) {
	case *ir.Prim:
		switch t.Kind {
		case ir.KBool, ir.KByte, ir.KInt, ir.KFloat:
			return true
		}
	case *ir.Tuple:
		for _, e := range t.Elems {
			if !pointerFree(e) {
				return false
			}
		}
		return true
	}
	return false
}

// retType is the LLVM return type: functions returning None return void.
func retType(t ir.Type) string {
	if t == ir.None {
		return "void"
	}
	return llType(t)
}

// symbol is the LLVM name of a function: the C name of an extern, the quoted Kiln name otherwise.
func symbol(f *ir.Func) string {
	if f.Kind == ir.External {
		return "@" + f.Name
	}
	return ll.Quote('@', f.Name)
}

// inlineFunc emits an @llvm function: its declare lines (and `@g = external global T` lines,
// the runtime's globals it reads) go to the module, the rest is the body.
func (g *gen) inlineFunc(f *ir.Func) {
	var params []string
	for _, p := range f.Params {
		params = append(params, fmt.Sprintf("%s %%%s", llType(p.T), p.Name))
	}
	text := f.LLVM
	for name, t := range f.TypeArgs {
		text = strings.ReplaceAll(text, "{="+name+"}", llType(t))
		text = strings.ReplaceAll(text, "{alloc="+name+"}", allocFunc(t))
		text = strings.ReplaceAll(text, "{alloc_raw="+name+"}", rawAllocFunc(t))
	}
	text = strings.ReplaceAll(text, "{checked}", fmt.Sprint(g.checked))
	// {nsw} is the no-signed-wrap flag of an int operation that the body's overflow test has
	// already excluded: " nsw" when checked, nothing with -unchecked (where ints wrap).
	nsw := ""
	if g.checked {
		nsw = " nsw"
	}
	text = strings.ReplaceAll(text, "{nsw}", nsw)
	text = strings.ReplaceAll(text, "{tbaa.elem}", "!tbaa "+g.tbaa.elem)
	var body strings.Builder
	// An explicit entry label keeps the body's own numbering (%0, %1, ...) valid: an unlabeled
	// entry block would take the number %0 itself.
	body.WriteString("entry:\n")
	for _, line := range strings.Split(text, "\n") {
		line = strings.TrimSpace(line)
		switch {
		case line == "":
		case strings.HasPrefix(line, "declare "), strings.HasPrefix(line, "@") && strings.Contains(line, " = external global "):
			g.ll.Declare(line)
		case strings.HasSuffix(line, ":"):
			body.WriteString(line + "\n")
		case f.Ret == ir.None && strings.HasPrefix(line, "ret "):
			// A body returning a type variable bound to None: the function returns void.
			body.WriteString("  ret void\n")
		default:
			body.WriteString("  " + line + "\n")
		}
	}
	header := fmt.Sprintf("define private %s %s(%s) alwaysinline", retType(f.Ret), symbol(f), strings.Join(params, ", "))
	g.ll.RawFunc(header, body.String())
}

// fgen is the state of generating one bodied function.
type fgen struct {
	*gen
	f     *ir.Func
	b     *ll.Builder
	loops []loopTargets
	exc   excState  // exc.go
	coro  *genState // generator.go: nil unless the function is a generator
	dbg   *debugLoc // debug.go: nil unless the function carries debug info
	// excOut, in an $exc version (excdirect.go), is the parameter receiving the exception
	// it raises.
	excOut string
	// stack holds the frame slot of each stack allocation (ir.New.Stack), made before the
	// body; cleared lists those that every return clears (stackSlots).
	stack   map[*ir.New]string
	cleared []*ir.New
	// fresh is the allocation of the fresh raise being generated (exc.go, excAlloc).
	fresh *ir.New
}

type loopTargets struct {
	brk, cont *ll.Block
}

// bodiedFunc emits a bodied function, or with excVersion its $exc version (excdirect.go).
func (g *gen) bodiedFunc(f *ir.Func, excVersion bool) {
	var params []string
	for _, p := range f.Params {
		params = append(params, fmt.Sprintf("%s %%.arg.%d", llType(p.T), p.ID))
	}
	name := symbol(f)
	if excVersion {
		params = append(params, "ptr %.exc.out")
		name = excSymbol(f)
	}
	lf := g.ll.NewFunc(fmt.Sprintf("define internal %s %s(%s)", retType(f.Ret), name, strings.Join(params, ", ")))
	if f.Cold {
		lf.AddAttrs("noinline cold")
	} else if g.raising[f] {
		lf.AddAttrs("cold")
	}
	if f.Outline && !f.Cold {
		lf.AddAttrs("noinline")
	}
	fg := &fgen{gen: g, f: f, b: &ll.Builder{F: lf, Cur: lf.NewBlock("body")}}
	if excVersion {
		fg.excOut = "%.exc.out"
	}
	fg.exc.track = f.ReleasesExc
	fg.exc.framed = framesExc(f)
	fg.beginDebug()
	for _, p := range f.Params {
		slot := lf.Alloca(llType(p.T), p.Name)
		g.slots[p] = slot
		fg.b.Inst("store %s %%.arg.%d, ptr %s", llType(p.T), p.ID, slot)
	}
	for _, v := range f.Locals {
		g.slots[v] = lf.Alloca(llType(v.T), v.Name)
	}
	if f.Generator {
		fg.beginGenerator()
	}
	fg.stackSlots()
	fg.series(f.Body)
	switch {
	case f.Generator:
		fg.endGenerator()
	case !fg.b.Cur.Terminated() && f.Ret == ir.None:
		fg.clearStack()
		fg.b.Ret("void", "")
	}
	if fg.exc.padded {
		lf.AddAttrs("personality ptr @kiln_personality")
		g.ll.Declare("declare i32 @kiln_personality(...)")
	}
}

func (fg *fgen) series(s *ir.Series) {
	for _, n := range s.Items {
		fg.node(n)
	}
}

// condBr branches on c; an unpredictable branch (ir.If's Unpredictable) carries the
// !unpredictable metadata, which keeps LLVM's instruction selection from splitting a
// condition `a | b` into a branch on a and a branch on b.
func (fg *fgen) condBr(c string, t, f *ll.Block, unpredictable bool) {
	if !unpredictable {
		fg.b.CondBr(c, t, f)
		return
	}
	fg.b.Term("br i1 %s, label %%%s, label %%%s, !unpredictable %s", c, t.Label, f.Label, fg.tbaa.unpredictable)
}

func (fg *fgen) node(n ir.Node) {
	b := fg.b
	switch n := n.(type) {
	case *ir.Series:
		fg.series(n)
	case *ir.If:
		fg.at(n.Pos)
		c := fg.value(n.Cond)
		then, els, done := b.F.NewBlock("then"), b.F.NewBlock("else"), b.F.NewBlock("endif")
		fg.condBr(c, then, els, n.Unpredictable)
		b.SetBlock(then)
		fg.series(n.Then)
		b.BrIfOpen(done)
		b.SetBlock(els)
		fg.series(n.Else)
		b.BrIfOpen(done)
		b.SetBlock(done)
	case *ir.While:
		fg.while(n)
	case *ir.ImperativeFor:
		fg.imperativeFor(n)
	case *ir.Break:
		fg.loopJump(true) // exc.go: through the finally clauses on the way
	case *ir.Continue:
		fg.loopJump(false)
	case *ir.Return:
		fg.at(n.Pos)
		if n.Value == nil {
			fg.returnValue("")
			return
		}
		v := fg.value(n.Value)
		if fg.coro != nil && fg.f.GenRet != nil && fg.f.GenRet != ir.None && n.Value.Type() != ir.None {
			fg.genReturn(v) // generator.go: the generator's result
			v = ""
		}
		fg.returnValue(v) // the function's type: a None returned as a class reference is a null ptr
	case *ir.TryCatch:
		fg.tryCatch(n)
	case *ir.Throw:
		fg.at(n.Pos)
		fg.throw(n)
	case ir.Value:
		fg.value(n)
	default:
		panic(fmt.Sprintf("codegen: unexpected node %T", n))
	}
}

// while emits a while loop. One with Unroll > 1 (the unroll pass) is emitted rotated: its
// condition is tested again in a latch block after the body, whose branch back carries
// llvm.loop.unroll.count (on the usual unconditional back edge the metadata is lost: LLVM folds
// the empty latch into the invoke before it, and inlining that invoke drops it).
func (fg *fgen) while(n *ir.While) {
	b := fg.b
	cond, body := b.F.NewBlock("while.cond"), b.F.NewBlock("while.body")
	cont := cond
	var latch *ll.Block
	if n.Unroll > 1 {
		latch = b.F.NewBlock("while.latch")
		cont = latch
	}
	done := b.F.NewBlock("while.end")
	b.Br(cond)
	b.SetBlock(cond)
	fg.at(n.Pos)
	fg.condBr(fg.value(n.Cond), body, done, n.Unpredictable)
	b.SetBlock(body)
	fg.loops = append(fg.loops, loopTargets{brk: done, cont: cont})
	fg.series(n.Body)
	fg.loops = fg.loops[:len(fg.loops)-1]
	b.BrIfOpen(cont)
	if latch != nil {
		b.SetBlock(latch)
		fg.at(n.Pos)
		c := fg.value(n.Cond)
		prop, ok := fg.tbaa.unroll[n.Unroll]
		if !ok {
			prop = fg.metaNum()
			fg.ll.Metadata(fmt.Sprintf(`%s = !{!"llvm.loop.unroll.count", i32 %d}`, prop, n.Unroll))
			fg.tbaa.unroll[n.Unroll] = prop
		}
		b.Term("br i1 %s, label %%%s, label %%%s, !llvm.loop %s", c, body.Label, done.Label, fg.loopID(prop))
	}
	b.SetBlock(done)
}

// imperativeFor emits a counted loop. The counter lives in its own slot, so assignments to the
// loop variable in the body do not disturb the iteration; an increment that overflows int64
// has necessarily passed the stop value and ends the loop.
func (fg *fgen) imperativeFor(n *ir.ImperativeFor) {
	b := fg.b
	fg.at(n.Pos)
	start := fg.value(n.Start)
	stop := fg.value(n.Stop)
	step := fg.value(n.Step)
	counter := b.F.Alloca("i64", "counter")
	b.Inst("store i64 %s, ptr %s", start, counter)
	cond, body, latch, done := b.F.NewBlock("for.cond"), b.F.NewBlock("for.body"), b.F.NewBlock("for.latch"), b.F.NewBlock("for.end")
	b.Br(cond)
	b.SetBlock(cond)
	i := b.Value("load i64, ptr %s", counter)
	var more string
	if k, ok := n.Step.(*ir.Const); ok {
		pred := "slt"
		if k.Int < 0 {
			pred = "sgt"
		}
		more = b.Value("icmp %s i64 %s, %s", pred, i, stop)
	} else {
		up := b.Value("icmp sgt i64 %s, 0", step)
		lt := b.Value("icmp slt i64 %s, %s", i, stop)
		gt := b.Value("icmp sgt i64 %s, %s", i, stop)
		more = b.Value("select i1 %s, i1 %s, i1 %s", up, lt, gt)
	}
	b.CondBr(more, body, done)
	b.SetBlock(body)
	b.Inst("store i64 %s, ptr %s", i, fg.slots[n.Var])
	fg.loops = append(fg.loops, loopTargets{brk: done, cont: latch})
	fg.series(n.Body)
	fg.loops = fg.loops[:len(fg.loops)-1]
	b.BrIfOpen(latch)
	b.SetBlock(latch)
	fg.at(n.Pos)
	fg.ll.Declare("declare {i64, i1} @llvm.sadd.with.overflow.i64(i64, i64)")
	cur := b.Value("load i64, ptr %s", counter)
	r := b.Value("call {i64, i1} @llvm.sadd.with.overflow.i64(i64 %s, i64 %s)", cur, step)
	next := b.Value("extractvalue {i64, i1} %s, 0", r)
	ovf := b.Value("extractvalue {i64, i1} %s, 1", r)
	b.Inst("store i64 %s, ptr %s", next, counter)
	if !n.NoVectorize {
		b.CondBr(ovf, done, cond)
		b.SetBlock(done)
		return
	}
	if fg.tbaa.noVectorize == "" {
		fg.tbaa.noVectorize = fg.metaNum()
		fg.ll.Metadata(fmt.Sprintf(`%s = !{!"llvm.loop.vectorize.enable", i1 false}`, fg.tbaa.noVectorize))
	}
	b.Term("br i1 %s, label %%%s, label %%%s, !llvm.loop %s", ovf, done.Label, cond.Label, fg.loopID(fg.tbaa.noVectorize))
	b.SetBlock(done)
}

// value emits the computation of v and returns its operand text.
// callFunc emits a call of f with args (LLVM text) at pos.
func (fg *fgen) callFunc(f *ir.Func, args string, pos syntax.Pos) string {
	if fg.directCall(f) {
		return fg.callDirect(f, args, pos) // excdirect.go
	}
	raises := mayRaise(f)
	return fg.callInstObs(retType(f.Ret), symbol(f), args, pos, raises, raises && fg.observesHandled(f))
}

func (fg *fgen) value(v ir.Value) string {
	b := fg.b
	switch v := v.(type) {
	case *ir.Const:
		switch v.T {
		case ir.Int:
			return fmt.Sprint(v.Int)
		case ir.Float:
			return ll.Float(v.Float)
		case ir.Bool:
			if v.Bool {
				return "true"
			}
			return "false"
		case ir.Str:
			return fg.ll.StringConst(v.Str)
		case ir.None:
			return "null"
		}
		if _, ok := v.T.(*ir.Tuple); ok {
			return "zeroinitializer" // the empty tuple
		}
		panic("codegen: bad constant")
	case *ir.VarValue:
		return b.Value("load %s, ptr %s", llType(v.Var.T), fg.slots[v.Var])
	case *ir.Assign:
		fg.at(v.Pos)
		x := fg.value(v.Value)
		b.Inst("store %s %s, ptr %s", llType(v.Var.T), x, fg.slots[v.Var])
		return "null"
	case *ir.Call:
		fg.at(v.Pos)
		var args []string
		for i, a := range v.Args {
			args = append(args, llType(v.Func.Params[i].T)+" "+fg.value(a))
		}
		fg.at(v.Pos)
		return fg.callFunc(v.Func, strings.Join(args, ", "), v.Pos)
	case *ir.Ternary:
		return fg.ternary(v)
	case *ir.Extract:
		agg := fg.value(v.Value)
		if c, ok := v.Value.Type().(*ir.Class); ok {
			p := fg.fieldPtr(c, agg, v.Index)
			return b.Value("load %s, ptr %s, !tbaa %s", llType(c.Fields[v.Index].T), p, fg.tbaa.field)
		}
		return b.Value("extractvalue %s %s, %d", llType(v.Value.Type()), agg, v.Index)
	case *ir.New:
		t := classTypeName(v.Class)
		var obj string
		if v.Stack { // passes/escape.go: one slot in the frame, cleared each time round
			obj = fg.stack[v]
			b.Inst("store %s zeroinitializer, ptr %s", t, obj)
			if v.Room > 0 {
				fg.listRoom(v, obj)
			}
		} else if k := heapListRoom(v.Class); k > 0 {
			obj = fg.heapList(v.Class, k)
		} else if v == fg.fresh {
			obj = fg.excAlloc(v.Class)
		} else {
			obj = b.Value("call ptr @kiln_alloc_inst(i64 %s)", allocSize(v.Class))
		}
		if v.Class.Header {
			b.Inst("store ptr %s, ptr %s", vtableName(v.Class), obj)
		}
		return obj
	case *ir.SetField:
		obj := fg.value(v.Obj)
		x := fg.value(v.Value)
		c := v.Obj.Type().(*ir.Class)
		p := fg.fieldPtr(c, obj, v.Index)
		b.Inst("store %s %s, ptr %s, !tbaa %s", llType(c.Fields[v.Index].T), x, p, fg.tbaa.field)
		return "null"
	case *ir.Is:
		x := fg.value(v.X)
		y := fg.value(v.Y)
		return b.Value("icmp eq ptr %s, %s", x, y)
	case *ir.InstanceOf:
		return fg.instanceOf(v)
	case *ir.Addr:
		return b.Value("ptrtoint ptr %s to i64", fg.value(v.Value))
	case *ir.VirtualCall:
		fg.at(v.Pos)
		var args []string
		recv := ""
		for i, a := range v.Args {
			x := fg.value(a)
			if i == 0 {
				recv = x
			}
			args = append(args, llType(v.Sig.Params[i].T)+" "+x)
		}
		vt := b.Value("load ptr, ptr %s", recv)
		slot := b.Value("getelementptr ptr, ptr %s, i64 %d", vt, v.Slot+2) // after the ID and the name
		fp := b.Value("load ptr, ptr %s", slot)
		fg.at(v.Pos)
		return fg.callInst(retType(v.Sig.Ret), fp, strings.Join(args, ", "), v.Pos, true)
	case *ir.Insert:
		agg := "zeroinitializer"
		if v.Agg != nil {
			agg = fg.value(v.Agg)
		}
		elem := fg.value(v.Elem)
		return b.Value("insertvalue %s %s, %s %s, %d", llType(v.T), agg, llType(v.Elem.Type()), elem, v.Index)
	case *ir.FlowInstr:
		fg.series(v.Flow)
		return fg.value(v.Result)
	case *ir.Wrap, *ir.IsSome, *ir.Unwrap:
		return fg.optional(v) // optional.go
	case *ir.FuncAddr, *ir.Cast, *ir.IndirectCall:
		return fg.callable(v) // callable.go
	case *ir.Yield:
		return fg.yield(v) // generator.go
	case *ir.Return, *ir.Break, *ir.Continue, *ir.Throw:
		fg.node(v)
		return "null"
	case *ir.TypeName:
		return fg.typeName(v) // exc.go
	}
	panic(fmt.Sprintf("codegen: unexpected value %T", v))
}

func (fg *fgen) ternary(v *ir.Ternary) string {
	b := fg.b
	c := fg.value(v.Cond)
	tb, fb, join := b.F.NewBlock("tern.true"), b.F.NewBlock("tern.false"), b.F.NewBlock("tern.end")
	b.CondBr(c, tb, fb)
	var incoming []string
	for _, arm := range []struct {
		blk *ll.Block
		val ir.Value
	}{{tb, v.True}, {fb, v.False}} {
		b.SetBlock(arm.blk)
		x := fg.value(arm.val)
		if !b.Cur.Terminated() { // an arm that cannot finish does not reach the join
			incoming = append(incoming, fmt.Sprintf("[ %s, %%%s ]", x, b.Cur.Label))
			b.Br(join)
		}
	}
	b.SetBlock(join)
	if v.Type() == ir.None || len(incoming) == 0 {
		return "null" // no value, or the join is unreachable
	}
	return b.Value("phi %s %s", llType(v.Type()), strings.Join(incoming, ", "))
}

// classTypeName is the LLVM struct type of a class's objects.
func classTypeName(c *ir.Class) string { return ll.Quote('%', "class."+c.Symbol()) }

func vtableName(c *ir.Class) string { return ll.Quote('@', "vtable."+c.Symbol()) }

// classType defines the struct of a class's objects: the method table pointer, then the fields.
func (g *gen) classType(c *ir.Class) {
	var parts []string
	if c.Header {
		parts = append(parts, "ptr")
	}
	for _, f := range c.Fields {
		parts = append(parts, llType(f.T))
	}
	g.ll.Global(fmt.Sprintf("%s = type {%s}", classTypeName(c), strings.Join(parts, ", ")))
}

// vtable defines a class's method table: its ID, its name (a str), then the implementation of
// each slot.
func (g *gen) vtable(c *ir.Class) {
	entries := []string{fmt.Sprintf("ptr inttoptr (i64 %d to ptr)", c.ID), "ptr " + g.typeNameGlobal(c)}
	for _, f := range c.VTable {
		if f == nil {
			entries = append(entries, "ptr null")
		} else {
			entries = append(entries, "ptr "+symbol(f))
		}
	}
	g.ll.Global(fmt.Sprintf("%s = internal constant [%d x ptr] [%s]", vtableName(c), len(entries), strings.Join(entries, ", ")))
}

// stackSlots makes the frame slots of the function's stack allocations. A list with room
// (ir.New.Room) is cleared by every return: its _data may point to a large array, and when
// LLVM inlines the function into a caller that runs on (main), the slot would otherwise keep
// the array alive for the collector, which scans the frames conservatively. The store is
// volatile so that LLVM keeps it (the inlined slot is dead after the return, so a plain store
// would be removed).
func (fg *fgen) stackSlots() {
	fg.stack = map[*ir.New]string{}
	analysis.Visit(fg.f.Body, func(n ir.Node) bool {
		if v, ok := n.(*ir.New); ok && v.Stack {
			fg.stack[v] = fg.b.F.Alloca(classTypeName(v.Class)+", align 16", "obj")
			if v.Room > 0 {
				fg.cleared = append(fg.cleared, v)
			}
		}
		return true
	})
}

// clearStack emits the clearing stores of stackSlots, before a return.
func (fg *fgen) clearStack() {
	for _, v := range fg.cleared {
		fg.b.Inst("store volatile %s zeroinitializer, ptr %s", classTypeName(v.Class), fg.stack[v])
	}
}

// listRoom gives the stack list obj of v its room in the frame (ir.New.Room): an array of
// v.Room items, not cleared (the list reads no item past its length), as its _data and
// v.Room as its _cap.
func (fg *fgen) listRoom(v *ir.New, obj string) {
	data, capacity, elem, _ := ir.RoomFields(v.Class)
	buf := fg.b.F.Alloca(fmt.Sprintf("[%d x %s], align 16", v.Room, llType(elem)), "room")
	fg.b.Inst("store ptr %s, ptr %s", buf, fg.fieldPtr(v.Class, obj, data))
	fg.b.Inst("store i64 %d, ptr %s", v.Room, fg.fieldPtr(v.Class, obj, capacity))
}

// heapRoomItems is the number of items a list of ints or floats made on the heap has room
// for in its own object: with the list's three fields, 64 bytes (four granules).
const heapRoomItems = 5

// heapListRoom returns the room (items) of a heap list of class c: heapRoomItems for a list
// of ints or floats, 0 for any other class. Such a list's first items need no array of their
// own: one collector object (the instance, marked over its whole size) instead of two, for
// the many short lists programs make (set_partition's blocks, list displays, slices). The
// items are values, not references, so the instance's conservative marking retains nothing
// through them; a list that outgrows the room moves to a collected array as before, leaving
// the room unused. The room is reached only through the list's _data, as a stack list's
// (listRoom, passes/escape.go): the list's methods copy items out of an array and never hand
// the array to another object.
func heapListRoom(c *ir.Class) int {
	_, _, elem, ok := ir.RoomFields(c)
	if !ok || (elem != ir.Int && elem != ir.Float) {
		return 0
	}
	return heapRoomItems
}

// heapList allocates a list of class c with room for k items after its fields, its _data
// pointing to the room and _cap k.
func (fg *fgen) heapList(c *ir.Class, k int) string {
	data, capacity, elem, _ := ir.RoomFields(c)
	t := fmt.Sprintf("{ %s, [%d x %s] }", classTypeName(c), k, llType(elem))
	obj := fg.b.Value("call ptr @kiln_alloc_inst(i64 ptrtoint (ptr getelementptr (%s, ptr null, i32 1) to i64))", t)
	room := fg.b.Value("getelementptr %s, ptr %s, i32 0, i32 1", t, obj)
	fg.b.Inst("store ptr %s, ptr %s", room, fg.fieldPtr(c, obj, data))
	fg.b.Inst("store i64 %d, ptr %s", k, fg.fieldPtr(c, obj, capacity))
	return obj
}

// fieldPtr returns the address of field i of the object obj.
func (fg *fgen) fieldPtr(c *ir.Class, obj string, i int) string {
	if c.Header {
		i++
	}
	return fg.b.Value("getelementptr %s, ptr %s, i32 0, i32 %d", classTypeName(c), obj, i)
}

// instanceOf tests that a reference is not None and, in a hierarchy, that its class's ID lies
// in the tested class's range.
func (fg *fgen) instanceOf(v *ir.InstanceOf) string {
	b := fg.b
	obj := fg.value(v.Value)
	notNull := b.Value("icmp ne ptr %s, null", obj)
	if !v.Class.Header {
		return notNull
	}
	check, done := b.F.NewBlock("isinst.check"), b.F.NewBlock("isinst.end")
	from := b.Cur.Label
	b.CondBr(notNull, check, done)
	b.SetBlock(check)
	vt := b.Value("load ptr, ptr %s", obj)
	idp := b.Value("load ptr, ptr %s", vt)
	id := b.Value("ptrtoint ptr %s to i64", idp)
	lo := b.Value("icmp sge i64 %s, %d", id, v.Class.ID)
	hi := b.Value("icmp sle i64 %s, %d", id, v.Class.Last)
	in := b.Value("and i1 %s, %s", lo, hi)
	b.Br(done)
	b.SetBlock(done)
	return b.Value("phi i1 [ false, %%%s ], [ %s, %%%s ]", from, in, check.Label)
}
