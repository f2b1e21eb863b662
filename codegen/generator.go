// Generators as LLVM switched-resume coroutines. A generator function's body runs inside the
// coroutine: entry makes the frame (GC memory, since it holds the function's variables) and
// suspends at once, so a call only creates the generator; each Yield stores its value in the
// promise, {i8 state, T value, R result, ptr exc}, sets the state to 1 and suspends; a return stores its
// value as the result, and it or the end of the body reaches the final suspension. Whoever resumes it (stdlib/generator.py) reads the state
// and takes the value. The function returns the coroutine's handle: the generator object.
package codegen

import (
	"fmt"

	"kiln/codegen/ll"
	"kiln/ir"
	"kiln/syntax"
)

// genState is the coroutine of the generator function being emitted.
type genState struct {
	promise string    // the promise's alloca
	ptype   string    // its type
	handle  string    // the coroutine handle
	id      string    // the coroutine's token
	final   *ll.Block // returns go here: the final suspension
	cleanup *ll.Block // destruction: nothing to free, the collector owns the frame
	exit    *ll.Block // suspension returns the handle to the caller or resumer
	unwound *ll.Block // an exception leaving the body: kept in the promise, then the final suspension
}

// promiseAlign is the promise's alignment, which stdlib/generator.py passes to
// llvm.coro.promise.
const promiseAlign = 8

// beginGenerator emits a generator function's entry: the coroutine's creation and its
// initial suspension.
func (fg *fgen) beginGenerator() {
	b := fg.b
	ret := ir.Type(ir.None)
	if fg.f.GenRet != nil {
		ret = fg.f.GenRet
	}
	send := ir.Type(ir.None)
	if fg.f.SendType != nil {
		send = fg.f.SendType
	}
	g := &genState{ptype: fmt.Sprintf("{i8, %s, %s, ptr, %s, i8}", llType(fg.f.YieldType), llType(ret), llType(send))}
	fg.coro = g
	for _, d := range []string{
		"declare token @llvm.coro.id(i32, ptr, ptr, ptr)",
		"declare i64 @llvm.coro.size.i64()",
		"declare ptr @llvm.coro.begin(token, ptr)",
		"declare i8 @llvm.coro.suspend(token, i1)",
		"declare i1 @llvm.coro.end(ptr, i1, token)",
		"declare ptr @kiln_alloc(i64)",
	} {
		fg.ll.Declare(d)
	}
	g.promise = b.F.Alloca(fmt.Sprintf("%s, align %d", g.ptype, promiseAlign), "promise")
	b.Inst("store %s zeroinitializer, ptr %s", g.ptype, g.promise)
	id := b.Value("call token @llvm.coro.id(i32 %d, ptr %s, ptr null, ptr null)", promiseAlign, g.promise)
	// The frame is allocated only when coro.alloc says so: never once LLVM has put it on the
	// stack of a caller that destroys the generator on every path (CoroElide).
	fg.ll.Declare("declare i1 @llvm.coro.alloc(token)")
	need := b.Value("call i1 @llvm.coro.alloc(token %s)", id)
	from := b.Cur.Label
	dyn, begin := b.F.NewBlock("gen.alloc"), b.F.NewBlock("gen.begin")
	b.CondBr(need, dyn, begin)
	b.SetBlock(dyn)
	size := b.Value("call i64 @llvm.coro.size.i64()")
	heap := b.Value("call ptr @kiln_alloc(i64 %s)", size)
	b.Br(begin)
	b.SetBlock(begin)
	mem := b.Value("phi ptr [ null, %%%s ], [ %s, %%%s ]", from, heap, dyn.Label)
	g.handle = b.Value("call ptr @llvm.coro.begin(token %s, ptr %s)", id, mem)
	g.id = id
	g.final, g.cleanup, g.exit = b.F.NewBlock("gen.final"), b.F.NewBlock("gen.cleanup"), b.F.NewBlock("gen.exit")
	if fg.ir.GenControl {
		g.unwound = b.F.NewBlock("gen.unwound")
		fg.exc.unwind = append(fg.exc.unwind, g.unwound)
	}
	fg.suspend(false)
	if send != ir.None {
		// Started: send() of a value that is not None is now allowed.
		b.Inst("store i8 1, ptr %s", b.Value("getelementptr %s, ptr %s, i32 0, i32 5", g.ptype, g.promise))
	}
	fg.thrownIn(syntax.NoPos, nil) // close() or throw() before the first next()
}

// thrownIn raises, where the generator was resumed, the exception close() or throw() left in
// the promise's exc field (null when it was resumed by next()); at the yield of a yield from
// loop (y.Forward), it passes the exception to the inner generator first.
func (fg *fgen) thrownIn(pos syntax.Pos, y *ir.Yield) {
	b, g := fg.b, fg.coro
	if g.unwound == nil {
		return // nothing is thrown in: close() and throw() are not used
	}
	slot := b.Value("getelementptr %s, ptr %s, i32 0, i32 3", g.ptype, g.promise)
	e := b.Value("load ptr, ptr %s", slot)
	none := b.Value("icmp eq ptr %s, null", e)
	thr, cont := b.F.NewBlock("gen.thrown"), b.F.NewBlock("gen.cont")
	b.CondBr(none, cont, thr)
	b.SetBlock(thr)
	b.Inst("store ptr null, ptr %s", slot)
	if y != nil && y.Forward != nil {
		inner := fg.value(y.Delegate)
		fg.callFunc(y.Forward, fmt.Sprintf("ptr %s, ptr %s", inner, e), pos)
		b.Br(cont)
	} else {
		fg.raiseDirect(e, pos, true, false, "0")
	}
	b.SetBlock(cont)
}

// suspend suspends the coroutine; resumption continues in a new current block.
func (fg *fgen) suspend(final bool) {
	b, g := fg.b, fg.coro
	s := b.Value("call i8 @llvm.coro.suspend(token none, i1 %t)", final)
	resume := b.F.NewBlock("gen.resume")
	b.Term("switch i8 %s, label %%%s [i8 0, label %%%s\n    i8 1, label %%%s]", s, g.exit.Label, resume.Label, g.cleanup.Label)
	b.SetBlock(resume)
}

// yield emits `yield v`: the value into the promise, the state 1, then a suspension.
func (fg *fgen) yield(y *ir.Yield) string {
	b, g := fg.b, fg.coro
	v := fg.value(y.Value)
	b.Inst("store i8 1, ptr %s", g.promise)
	slot := b.Value("getelementptr %s, ptr %s, i32 0, i32 1", g.ptype, g.promise)
	if y.Value.Type() != ir.None || fg.f.YieldType == ir.None {
		b.Inst("store %s %s, ptr %s", llType(fg.f.YieldType), v, slot)
	}
	fg.suspend(false)
	fg.thrownIn(y.Pos, y)
	if y.Recv == nil {
		return "null"
	}
	return fg.received(y)
}

// received returns what the resumer sent to the yield y: the value send() left in the
// promise, or, when it was resumed by next(), None, which a type that is not Optional cannot
// hold: that raises TypeError (CPython gives None, which fails where it is used).
func (fg *fgen) received(y *ir.Yield) string {
	b, g := fg.b, fg.coro
	ty := llType(y.Recv)
	fp := b.Value("getelementptr %s, ptr %s, i32 0, i32 5", g.ptype, g.promise)
	flags := b.Value("load i8, ptr %s", fp)
	b.Inst("store i8 1, ptr %s", fp)
	vp := b.Value("getelementptr %s, ptr %s, i32 0, i32 4", g.ptype, g.promise)
	v := b.Value("load %s, ptr %s", ty, vp)
	b.Inst("store %s zeroinitializer, ptr %s", ty, vp) // None for the next resumption
	if _, ok := y.Recv.(*ir.Optional); ok {
		return v
	}
	sent := b.Value("icmp ne i8 %s, 1", flags)
	fail, ok := b.F.NewBlock("gen.unsent"), b.F.NewBlock("gen.sent")
	b.CondBr(sent, ok, fail)
	b.SetBlock(fail)
	fg.ll.Declare("declare void @kiln_raise(ptr, ptr)")
	msg := fmt.Sprintf("a yield receiving %s was resumed by next(), which sends None (send() a value, or annotate the send type Optional[%s])", y.Recv, y.Recv)
	fg.callInst("void", "@kiln_raise", fmt.Sprintf("ptr %s, ptr %s", fg.ll.String("TypeError"), fg.ll.String(msg)), y.Pos, true)
	b.Unreachable()
	b.SetBlock(ok)
	return v
}

// genReturn stores the value v of a return statement as the generator's result.
func (fg *fgen) genReturn(v string) {
	b, g := fg.b, fg.coro
	slot := b.Value("getelementptr %s, ptr %s, i32 0, i32 2", g.ptype, g.promise)
	b.Inst("store %s %s, ptr %s", llType(fg.f.GenRet), v, slot)
}

// endGenerator emits the final suspension and the blocks every suspension leaves through.
func (fg *fgen) endGenerator() {
	b, g := fg.b, fg.coro
	b.BrIfOpen(g.final)
	if g.unwound != nil {
		// An exception the body does not catch finishes the generator: the promise keeps
		// it and whoever resumed it (stdlib/generator.py) raises it again.
		fg.exc.unwind = fg.exc.unwind[:len(fg.exc.unwind)-1]
		b.SetBlock(g.unwound)
		e := b.Value("load ptr, ptr %s", fg.excSlot())
		b.Inst("store ptr %s, ptr %s", e, b.Value("getelementptr %s, ptr %s, i32 0, i32 3", g.ptype, g.promise))
		b.Br(g.final)
	}
	b.SetBlock(g.final)
	fg.suspend(true)
	b.Unreachable() // a finished coroutine is never resumed (_has_next asks coro.done first)
	b.SetBlock(g.cleanup)
	// Nothing to free (the collector owns a heap frame), but coro.free marks the frame's
	// release for CoroElide.
	fg.ll.Declare("declare ptr @llvm.coro.free(token, ptr)")
	b.Inst("call ptr @llvm.coro.free(token %s, ptr %s)", g.id, g.handle)
	b.Br(g.exit)
	b.SetBlock(g.exit)
	b.Inst("call i1 @llvm.coro.end(ptr %s, i1 false, token none)", g.handle)
	b.Ret("ptr", g.handle)
	fg.b.F.AddAttrs("presplitcoroutine")
}

// ret ends the function with `ret ty v`, or, in a generator, goes to the final suspension.
func (fg *fgen) ret(ty, v string) {
	if fg.coro != nil {
		fg.b.Br(fg.coro.final)
		return
	}
	fg.clearStack()
	fg.b.Ret(ty, v)
}
