// Exceptions: calls that may raise become invokes whose landing pads record the traceback and
// go to the enclosing handler; try statements are dispatch blocks testing the except clauses
// and a finally block run through a state machine (how it was entered: NORMAL, THROWN,
// RETURN, BREAK, CONTINUE); the C runtime raises (kiln_throw) and unwinds (kiln_personality).
package codegen

import (
	"fmt"
	"regexp"
	"strings"

	"kiln/codegen/ll"
	"kiln/ir"
	"kiln/ir/analysis"
	"kiln/syntax"
)

// The states of a finally block: how control reached it, so where it goes after.
const (
	finNormal   = iota // fell off the end of the body, an else or an except clause (CAUGHT too)
	finThrown          // an exception is propagating (THROWN, RETHROW): raise it again after
	finReturn          // a return: return the saved value after
	finBreak           // a break of an enclosing loop
	finContinue        // a continue of an enclosing loop
)

// excState is the exception handling state of one function.
type excState struct {
	slot   string      // alloca ptr: the exception a landing pad caught
	unwind []*ll.Block // where an exception raised here goes, innermost last
	fins   []*finCtx   // the enclosing finally clauses, innermost last
	// handling holds, innermost last, the allocas of the exceptions the enclosing except
	// clauses and finally clauses handle (a finally's is null unless an exception entered
	// it): an exception arriving in one gets it as its __context__.
	handling []string
	pads     map[padKey]*ll.Block
	retSlot  string // alloca of the return value a finally delays
	prev     string // alloca: kiln_handled before the latest call made in a handler
	out      string // alloca {ptr, i64}: the exception an $exc version returned and its own size (excdirect.go)
	padded   bool   // the function has landing pads (it needs a personality)
	// Exceptions handed back to the allocator (excreuse.go): track says an except clause
	// here may release its exception; own is the alloca of the size of the exception in
	// slot when a fresh raise made it (0 otherwise); owned maps the handling slot of such a
	// clause to the alloca of its exception's size, cleared where something may keep the
	// exception after all (chained to one that may be caught inside the clause, or set as
	// kiln_handled around a call); depth is the unwind depth where a clause's code starts.
	track bool
	own   string
	owned map[string]string
	depth map[string]int
	// Exceptions in the frame (ir.Throw.Frame): framed says the function has such raises;
	// frame is the alloca of the size of the exception in slot when it is a frame object (0
	// otherwise), raising that size for the raise being generated, and frames maps the
	// handling slot of a Catch.Frame clause to the alloca of the size of its exception when
	// that is still the frame object.
	framed  bool
	frame   string
	raising string
	frames  map[string]string
}

// padKey identifies a landing pad: calls on one line unwinding to one place, in one handler,
// share it.
type padKey struct {
	line     int
	record   bool
	target   *ll.Block
	handling string
}

// finCtx is an enclosing finally clause.
type finCtx struct {
	state, exc string    // allocas: the state, the exception of finThrown
	block      *ll.Block // the finally's code
	loops      int       // the loops enclosing the try statement
}

// raisingExterns are the C functions that raise Kiln exceptions.
var raisingExterns = map[string]bool{"kiln_int_overflow": true, "kiln_unbound_local": true,
	"kiln_name_error": true, "kiln_raise": true, "kiln_throw": true}

// mayRaise reports whether a call of f may raise.
func mayRaise(f *ir.Func) bool {
	switch f.Kind {
	case ir.External:
		return raisingExterns[f.Name]
	case ir.LLVM:
		if strings.Contains(f.LLVM, "@llvm.coro.resume") {
			return true // resuming a generator runs its body, which may raise
		}
		for name := range raisingExterns {
			if strings.Contains(f.LLVM, "@"+name) {
				return true
			}
		}
		return false
	}
	return true
}

// excSlot returns the function's exception slot, making it on first use.
func (fg *fgen) excSlot() string {
	if fg.exc.slot == "" {
		fg.exc.slot = fg.b.F.Alloca("ptr", "exc")
	}
	return fg.exc.slot
}

// callInst emits a call (callee and args as LLVM text) returning ret ("void" for none), as an
// invoke when an exception it raises has a landing pad to go to here.
func (fg *fgen) callInst(ret, callee, args string, pos syntax.Pos, raises bool) string {
	return fg.callInstObs(ret, callee, args, pos, raises, true)
}

// callInstObs is callInst for a callee that may read kiln_handled (observes) or cannot: in an
// except clause, kiln_handled is then set around the call only when the callee may read it,
// so that the handled exception is not stored in a global (which would keep LLVM from
// deleting its allocation) around the calls of C functions and inline LLVM bodies.
func (fg *fgen) callInstObs(ret, callee, args string, pos syntax.Pos, raises, observes bool) string {
	b := fg.b
	var pad *ll.Block
	if raises {
		pad = fg.pad(pos, true)
		if !observes {
			fg.keepHandled()
		} else if restore := fg.enterHandled(); restore != nil {
			defer restore()
		}
	}
	if pad == nil {
		if ret == "void" {
			b.Inst("call void %s(%s)", callee, args)
			return "null"
		}
		return b.Value("call %s %s(%s)", ret, callee, args)
	}
	cont := b.F.NewBlock("cont")
	v := "null"
	if ret == "void" {
		b.Term("invoke void %s(%s) to label %%%s unwind label %%%s", callee, args, cont.Label, pad.Label)
	} else {
		v = b.TermValue("invoke %s %s(%s) to label %%%s unwind label %%%s", ret, callee, args, cont.Label, pad.Label)
	}
	b.SetBlock(cont)
	return v
}

// pad returns the landing pad for a call at pos, or nil when an exception may pass through
// unseen: no handler here, no traceback to record and no exception being handled. A pad
// records the frame (record, in user code), chains the exception to the one handled here,
// then goes to the innermost handler with the exception in the slot, or, with none, resumes
// the unwinding.
func (fg *fgen) pad(pos syntax.Pos, record bool) *ll.Block {
	record = record && fg.f.Traced && pos.IsValid() && fg.ir.BaseException != nil
	var target *ll.Block
	if n := len(fg.exc.unwind); n > 0 {
		target = fg.exc.unwind[n-1]
	}
	handling := ""
	if n := len(fg.exc.handling); n > 0 && fg.ir.SetContext != nil {
		handling = fg.exc.handling[n-1]
	}
	// In an $exc version, an exception unwinding out of a call goes back through the
	// out-parameter too: its caller called it with call, not invoke, and would not see it.
	direct := target == nil && fg.excOut != ""
	if target == nil && !record && handling == "" && !direct {
		return nil
	}
	line := 0
	if record {
		line = fg.ir.Fset.Position(pos).Line
	}
	key := padKey{line: line, record: record, target: target, handling: handling}
	if p, ok := fg.exc.pads[key]; ok {
		return p
	}
	if fg.exc.pads == nil {
		fg.exc.pads = map[padKey]*ll.Block{}
	}
	fg.exc.padded = true
	b := fg.b
	saved := b.Cur
	p := b.F.NewBlock("lpad")
	fg.exc.pads[key] = p
	b.SetBlock(p)
	clause := "cleanup"
	if target != nil || direct {
		clause = "catch ptr null"
	}
	lp := b.Value("landingpad {ptr, i32} %s", clause)
	uw := b.Value("extractvalue {ptr, i32} %s, 0", lp)
	fg.ll.Declare("declare ptr @kiln_exc_object(ptr)")
	obj := b.Value("call ptr @kiln_exc_object(ptr %s)", uw)
	if record {
		fg.recordFrame(obj, pos)
	}
	if handling != "" {
		h := fg.handled(handling)
		b.Inst("call void %s(ptr %s, ptr %s)", symbol(fg.ir.SetContext), obj, h)
		fg.exposeIfCaughtInside(handling)
		fg.ll.Declare("@kiln_handled = external global ptr")
		b.Inst("store ptr %s, ptr @kiln_handled", b.Value("load ptr, ptr %s", fg.prevSlot()))
	}
	if target != nil {
		b.Inst("store ptr %s, ptr %s", obj, fg.excSlot())
		fg.storeOwn("0") // an exception that unwound is the runtime's or a caller's
		fg.storeFrame("0")
		b.Br(target)
	} else if direct {
		fg.returnExc(obj, "0") // excdirect.go: an exception that unwound is not this function's to free
	} else {
		b.Term("resume {ptr, i32} %s", lp)
	}
	b.SetBlock(saved)
	return p
}

// tbInline is KILN_TB_INLINE (runtime/kiln.c): the frames an exception holds inline.
const tbInline = 4

// recordFrame appends this function's frame at pos to the traceback of the exception obj, and
// the frames of the calls a loop replaced (ir.Func.Elided).
func (fg *fgen) recordFrame(obj string, pos syntax.Pos) {
	b := fg.b
	fg.ll.Declare("declare void @kiln_tb_add(ptr, ptr)")
	tb := fg.fieldPtr(fg.ir.BaseException, obj, 0)
	// kiln_tb_add's common case inline: the frame goes to one of the first four slots
	// (_tb0.._tb3, after _tb and _tbn). On a new exception LLVM knows the count, the test
	// folds away and nothing takes the object's address, so a dead exception can go.
	np := fg.fieldPtr(fg.ir.BaseException, obj, 1)
	n := b.Value("load i64, ptr %s, !tbaa %s", np, fg.tbaa.field)
	fast, slow, done := b.F.NewBlock("tb.inline"), b.F.NewBlock("tb.heap"), b.F.NewBlock("tb.done")
	b.CondBr(b.Value("icmp ult i64 %s, %d", n, tbInline), fast, slow)
	b.SetBlock(fast)
	slot := b.Value("getelementptr ptr, ptr %s, i64 %s", fg.fieldPtr(fg.ir.BaseException, obj, 2), n)
	b.Inst("store ptr %s, ptr %s, !tbaa %s", fg.frame(pos), slot, fg.tbaa.field)
	b.Inst("store i64 %s, ptr %s, !tbaa %s", b.Value("add i64 %s, 1", n), np, fg.tbaa.field)
	b.Br(done)
	b.SetBlock(slow)
	b.Inst("call void @kiln_tb_add(ptr %s, ptr %s)", tb, fg.frame(pos))
	b.Br(done)
	b.SetBlock(done)
	if v := fg.f.Elided; v != nil {
		fg.ll.Declare("declare void @kiln_tb_repeat(ptr, ptr, i64)")
		n := b.Value("load i64, ptr %s", fg.slots[v])
		b.Inst("call void @kiln_tb_repeat(ptr %s, ptr %s, i64 %s)", tb, fg.frame(fg.f.ElidedPos), n)
	}
}

// enterHandled, for a call made in an except clause or in a finally clause an exception
// entered, sets kiln_handled (the exception a bare raise in a callee raises) to the
// exception handled here, keeping the one before in the prev slot, which the landing pads of
// the clause restore. It returns what restores it after a call that returns, or nil outside
// such clauses.
func (fg *fgen) enterHandled() func() {
	n := len(fg.exc.handling)
	if n == 0 || fg.ir.SetContext == nil {
		return nil
	}
	b := fg.b
	fg.expose(fg.exc.handling[n-1]) // the callee may keep what kiln_handled points to
	fg.ll.Declare("@kiln_handled = external global ptr")
	prev := b.Value("load ptr, ptr @kiln_handled")
	b.Inst("store ptr %s, ptr %s", prev, fg.prevSlot())
	h := fg.handled(fg.exc.handling[n-1])
	none := b.Value("icmp eq ptr %s, null", h)
	// A finally clause entered without an exception handles none of its own.
	b.Inst("store ptr %s, ptr @kiln_handled", b.Value("select i1 %s, ptr %s, ptr %s", none, prev, h))
	return func() {
		if !b.Cur.Terminated() {
			b.Inst("store ptr %s, ptr @kiln_handled", prev)
		}
	}
}

// keepHandled, before a call made in an except clause that leaves kiln_handled as it is,
// saves kiln_handled in the prev slot, which the clause's landing pads restore (a no-op).
func (fg *fgen) keepHandled() {
	if len(fg.exc.handling) == 0 || fg.ir.SetContext == nil {
		return
	}
	fg.ll.Declare("@kiln_handled = external global ptr")
	fg.b.Inst("store ptr %s, ptr %s", fg.b.Value("load ptr, ptr @kiln_handled"), fg.prevSlot())
}

// observesHandled reports whether a call of f may read kiln_handled (a bare raise outside an
// except clause, through _active_exception): a function of the program may; a C function of
// the runtime does not (those that raise make a new exception), nor an inline LLVM body that
// calls only intrinsics and C functions and resumes no generator.
func observesHandled(f *ir.Func) bool {
	switch f.Kind {
	case ir.External:
		return false
	case ir.LLVM:
		if strings.Contains(f.LLVM, "@llvm.coro.resume") {
			return true
		}
		for _, m := range llvmRef.FindAllStringSubmatch(f.LLVM, -1) {
			if !strings.HasPrefix(m[1], "llvm.") && !strings.HasPrefix(m[1], "kiln_") {
				return true
			}
		}
		return false
	}
	return true
}

// observesHandled is the package function's answer for f, computed once per function: it is
// asked at every call that may raise.
func (g *gen) observesHandled(f *ir.Func) bool {
	obs, ok := g.observes[f]
	if !ok {
		if g.observes == nil {
			g.observes = map[*ir.Func]bool{}
		}
		obs = observesHandled(f)
		g.observes[f] = obs
	}
	return obs
}

// llvmRef matches a global name an LLVM body refers to (a quoted name is a Kiln function's).
var llvmRef = regexp.MustCompile(`@("?[A-Za-z0-9_.$\-]*)`)

// prevSlot returns the alloca of kiln_handled before the latest call made in a handler.
func (fg *fgen) prevSlot() string {
	if fg.exc.prev == "" {
		fg.exc.prev = fg.b.F.Alloca("ptr", "handled.prev")
	}
	return fg.exc.prev
}

// frame returns the constant describing a call site for tracebacks: file, function, line and
// the line's text.
func (fg *fgen) frame(pos syntax.Pos) string {
	file := fg.ir.Fset.File(pos)
	p := file.Position(pos)
	key := fmt.Sprintf("%s\x00%s\x00%d", file.Name, fg.f.PyName, p.Line)
	if name, ok := fg.frames[key]; ok {
		return name
	}
	name := fmt.Sprintf("@kiln.frame.%d", len(fg.frames))
	fg.frames[key] = name
	text := strings.TrimSpace(file.Line(p.Line))
	fg.ll.Global(fmt.Sprintf("%s = private unnamed_addr constant {ptr, ptr, i64, ptr} {ptr %s, ptr %s, i64 %d, ptr %s}",
		name, fg.ll.String(file.Name), fg.ll.String(fg.f.PyName), p.Line, fg.ll.String(text)))
	return name
}

// throw raises an exception: a new one records this line in its traceback; a bare raise
// goes on with the handled one, to the enclosing handler here or out of the function.
func (fg *fgen) throw(t *ir.Throw) {
	b := fg.b
	fg.fresh = t.FreshNew()
	v := fg.value(t.Value)
	fg.fresh = nil
	fg.ll.Declare("declare void @kiln_throw(ptr)")
	if t.Reraise {
		fg.propagate(v, "0")
		return
	}
	if len(fg.exc.unwind) > 0 || fg.excOut != "" {
		own := "0"
		if c := freshClass(t); c != nil {
			own = allocSize(c)
		}
		if n := t.RaisedNew(); t.Frame && n != nil {
			fg.exc.raising = allocSize(n.Class)
			defer func() { fg.exc.raising = "" }()
		}
		fg.raiseDirect(v, t.Pos, true, false, own) // excdirect.go: no unwinding
		return
	}
	fg.callInst("void", "@kiln_throw", "ptr "+v, t.Pos, true)
	b.Unreachable()
}

// propagate sends the exception obj on: to the innermost handler of the function, or out of it.
// own is its size when a fresh raise made it, else 0 (excreuse.go): a handler here or a
// caller receiving it by return may hand it back to the allocator; the unwinder may not.
func (fg *fgen) propagate(obj, own string) {
	b := fg.b
	if n := len(fg.exc.unwind); n > 0 {
		b.Inst("store ptr %s, ptr %s", obj, fg.excSlot())
		fg.storeOwn(own)
		if fg.exc.raising != "" {
			fg.storeFrame(fg.exc.raising)
		} else {
			fg.storeFrame("0")
		}
		b.Br(fg.exc.unwind[n-1])
		return
	}
	if fg.excOut != "" {
		fg.returnExc(obj, own) // excdirect.go
		return
	}
	fg.ll.Declare("declare void @kiln_throw(ptr)")
	b.Inst("call void @kiln_throw(ptr %s)", obj)
	b.Unreachable()
}

// tryCatch emits a try statement.
func (fg *fgen) tryCatch(t *ir.TryCatch) {
	b := fg.b
	after := b.F.NewBlock("try.end")
	var fin *finCtx
	var thrown *ll.Block
	if t.Finally != nil {
		fin = &finCtx{state: b.F.Alloca("i32", "fin.state"), exc: b.F.Alloca("ptr", "fin.exc"),
			block: b.F.NewBlock("finally"), loops: len(fg.loops)}
		thrown = b.F.NewBlock("fin.thrown")
		b.Inst("store ptr null, ptr %s", fin.exc)
		fg.exc.fins = append(fg.exc.fins, fin)
		fg.exc.unwind = append(fg.exc.unwind, thrown)
	}
	var dispatch *ll.Block
	if len(t.Catches) > 0 {
		dispatch = b.F.NewBlock("try.dispatch")
		fg.exc.unwind = append(fg.exc.unwind, dispatch)
	}
	fg.series(t.Body)
	if dispatch != nil {
		fg.exc.unwind = fg.exc.unwind[:len(fg.exc.unwind)-1]
	}
	fg.series(t.Else)
	fg.leave(fin, after)
	if dispatch != nil {
		b.SetBlock(dispatch)
		fg.dispatch(t.Catches, fin, after)
	}
	if fin != nil {
		fg.exc.fins = fg.exc.fins[:len(fg.exc.fins)-1]
		fg.exc.unwind = fg.exc.unwind[:len(fg.exc.unwind)-1]
		b.SetBlock(thrown)
		b.Inst("store i32 %d, ptr %s", finThrown, fin.state)
		b.Inst("store ptr %s, ptr %s", b.Value("load ptr, ptr %s", fg.excSlot()), fin.exc)
		b.Br(fin.block)
		b.SetBlock(fin.block)
		fg.exc.handling = append(fg.exc.handling, fin.exc)
		fg.series(t.Finally)
		fg.exc.handling = fg.exc.handling[:len(fg.exc.handling)-1]
		if !b.Cur.Terminated() {
			fg.finallyEnd(fin, after)
		}
	}
	b.SetBlock(after)
}

// leave ends a part of a try statement that finishes normally: through the finally, if any.
func (fg *fgen) leave(fin *finCtx, after *ll.Block) {
	b := fg.b
	if b.Cur.Terminated() {
		return
	}
	if fin == nil {
		b.Br(after)
		return
	}
	b.Inst("store i32 %d, ptr %s", finNormal, fin.state)
	b.Br(fin.block)
}

// dispatch tests the caught exception against the except clauses in order; none matching,
// it propagates (through the finally, if any: it is the innermost handler then).
func (fg *fgen) dispatch(catches []*ir.Catch, fin *finCtx, after *ll.Block) {
	b := fg.b
	obj := b.Value("load ptr, ptr %s", fg.excSlot())
	own := "0"
	if fg.exc.track {
		own = b.Value("load i64, ptr %s", fg.ownSlot())
	}
	frame := "0"
	if fg.exc.framed {
		frame = b.Value("load i64, ptr %s", fg.frameSlot())
	}
	for _, c := range catches {
		match := b.F.NewBlock("except")
		next := b.F.NewBlock("except.next")
		if len(c.Classes) == 0 {
			b.Br(match)
		} else {
			cond := ""
			for _, k := range c.Classes {
				in := fg.classTest(obj, k)
				if cond == "" {
					cond = in
				} else {
					cond = b.Value("or i1 %s, %s", cond, in)
				}
			}
			b.CondBr(cond, match, next)
		}
		b.SetBlock(match)
		slot := fg.slots[c.Exc]
		b.Inst("store ptr %s, ptr %s", obj, slot)
		owned := ""
		if c.Release && own != "0" {
			owned = b.F.Alloca("i64", "exc.owned")
			b.Inst("store i64 %s, ptr %s", own, owned)
			if fg.exc.owned == nil {
				fg.exc.owned, fg.exc.depth = map[string]string{}, map[string]int{}
			}
			fg.exc.owned[slot], fg.exc.depth[slot] = owned, len(fg.exc.unwind)
		}
		if c.Frame {
			framed := b.F.Alloca("i64", "exc.framed")
			b.Inst("store i64 %s, ptr %s", frame, framed)
			if fg.exc.frames == nil {
				fg.exc.frames = map[string]string{}
			}
			fg.exc.frames[slot] = framed
		}
		fg.exc.handling = append(fg.exc.handling, slot)
		fg.series(c.Body)
		fg.exc.handling = fg.exc.handling[:len(fg.exc.handling)-1]
		delete(fg.exc.frames, slot)
		if owned != "" {
			delete(fg.exc.owned, slot)
			if !b.Cur.Terminated() {
				fg.release(obj, b.Value("load i64, ptr %s", owned), leafSize(c))
			}
		}
		fg.leave(fin, after)
		b.SetBlock(next)
	}
	fg.propagate(obj, own)
}

// release hands the exception obj back to the allocator where a fresh raise made it (own, its
// size, is not 0), at the normal end of an except clause that nothing keeps it after. size,
// where not empty, is the constant own is when it is not 0 (leafSize).
func (fg *fgen) release(obj, own, size string) {
	b := fg.b
	free, cont := b.F.NewBlock("exc.free"), b.F.NewBlock("exc.kept")
	b.CondBr(b.Value("icmp ne i64 %s, 0", own), free, cont)
	b.SetBlock(free)
	if size != "" {
		own = size
	}
	// Cleared here, where LLVM knows the size after inlining or from leafSize: a few vector
	// stores.
	fg.ll.Declare("declare void @llvm.memset.p0.i64(ptr, i8, i64, i1)")
	b.Inst("call void @llvm.memset.p0.i64(ptr align 16 %s, i8 0, i64 %s, i1 false)", obj, own)
	fg.excPoolDecls()
	head := fg.excHead(own)
	push := b.F.NewBlock("exc.push")
	b.CondBr(b.Value("icmp ne ptr %s, null", head), push, cont)
	b.SetBlock(push)
	b.Inst("store ptr %s, ptr %s", b.Value("load ptr, ptr %s", head), obj)
	b.Inst("store ptr %s, ptr %s", obj, head)
	b.Br(cont)
	b.SetBlock(cont)
}

// leafSize returns the size of the objects the except clause c catches when they all have
// one: c names a single class that no class derives from (Kiln compiles whole programs, so
// the hierarchy is closed), so a fresh raise whose object c catches made an object of that
// very class, of allocSize bytes. Otherwise it returns "" (the size comes with the exception
// at run time).
func leafSize(c *ir.Catch) string {
	if len(c.Classes) != 1 {
		return ""
	}
	k := c.Classes[0]
	if !k.Header || k.ID != k.Last {
		return ""
	}
	return allocSize(k)
}

// frameSlot returns the alloca of the frame size of the exception in the exception slot.
func (fg *fgen) frameSlot() string {
	if fg.exc.frame == "" {
		fg.exc.frame = fg.b.F.Alloca("i64", "exc.frame")
	}
	return fg.exc.frame
}

// storeFrame records size as the size of the exception just stored in the exception slot
// when it is a frame object (ir.Throw.Frame), 0 when it is not.
func (fg *fgen) storeFrame(size string) {
	if fg.exc.framed {
		fg.b.Inst("store i64 %s, ptr %s", size, fg.frameSlot())
	}
}

// handled returns the exception handled in slot for something that may keep it: chained as
// the __context__ of a new exception, or set as kiln_handled. Where that is still a frame
// object (a Catch.Frame clause's), it first moves to the heap: a copy made there replaces it
// in slot. Nothing else refers to the frame object (the clause never reads its exception),
// so the copy is the exception from then on.
func (fg *fgen) handled(slot string) string {
	b := fg.b
	framed, ok := fg.exc.frames[slot]
	if !ok {
		return b.Value("load ptr, ptr %s", slot)
	}
	size := b.Value("load i64, ptr %s", framed)
	move, cont := b.F.NewBlock("exc.move"), b.F.NewBlock("exc.moved")
	b.CondBr(b.Value("icmp ne i64 %s, 0", size), move, cont)
	b.SetBlock(move)
	obj := b.Value("call ptr @kiln_alloc_inst(i64 %s)", size)
	fg.ll.Declare("declare void @llvm.memcpy.p0.p0.i64(ptr, ptr, i64, i1)")
	b.Inst("call void @llvm.memcpy.p0.p0.i64(ptr align 16 %s, ptr align 16 %s, i64 %s, i1 false)", obj, b.Value("load ptr, ptr %s", slot), size)
	b.Inst("store ptr %s, ptr %s", obj, slot)
	b.Inst("store i64 0, ptr %s", framed)
	b.Br(cont)
	b.SetBlock(cont)
	return b.Value("load ptr, ptr %s", slot)
}

// ownSlot returns the alloca of the own size of the exception in the exception slot.
func (fg *fgen) ownSlot() string {
	if fg.exc.own == "" {
		fg.exc.own = fg.b.F.Alloca("i64", "exc.own")
	}
	return fg.exc.own
}

// storeOwn records own as the own size of the exception just stored in the exception slot.
func (fg *fgen) storeOwn(own string) {
	if fg.exc.track {
		fg.b.Inst("store i64 %s, ptr %s", own, fg.ownSlot())
	}
}

// expose, where it runs, keeps the exception handled in slot from being released: something
// may keep it past its clause.
func (fg *fgen) expose(slot string) {
	if owned, ok := fg.exc.owned[slot]; ok {
		fg.b.Inst("store i64 0, ptr %s", owned)
	}
}

// exposeIfCaughtInside, where an exception arriving here got the one handled in slot as its
// __context__, exposes that one if the new exception may be caught inside its clause (an
// enclosing try within the clause): the clause may then end with the new one still kept.
func (fg *fgen) exposeIfCaughtInside(slot string) {
	if len(fg.exc.unwind) > fg.exc.depth[slot] {
		fg.expose(slot)
	}
}

// freshClass returns the class of the object a Fresh raise makes, or nil.
func freshClass(t *ir.Throw) *ir.Class {
	if n := t.FreshNew(); n != nil {
		return n.Class
	}
	return nil
}

// The pool of released exception objects of up to excPool granules of 16 bytes: the runtime's
// free lists kiln_exc_pool[granules] (runtime/kiln.c, which asserts these sizes). A fresh raise
// takes its object off the list inline and a clause releasing it puts it back inline, so a
// loop raising and catching reuses one object without a call (kiln_alloc_inst makes one where
// the list is empty; larger objects are the collector's). The lists are the pool's alone:
// kiln_alloc_inst, declared to touch only memory the program cannot see, never reads them.
const excPool = 16

// excPoolDecls declares the pool and its refilling allocator.
func (fg *fgen) excPoolDecls() {
	fg.ll.Declare(fmt.Sprintf("@kiln_exc_pool = external global [%d x ptr]", excPool+1))
}

// excAlloc allocates a fresh raise's object of class c, zeroed as kiln_alloc_inst's: off its
// list in the pool (a released object was cleared before it went back; its link is cleared
// here), or from kiln_alloc_inst.
func (fg *fgen) excAlloc(c *ir.Class) string {
	b := fg.b
	fg.excPoolDecls()
	size := allocSize(c)
	head := fg.excHead(size)
	take, fast, slow, join := b.F.NewBlock("exc.take"), b.F.NewBlock("exc.pop"), b.F.NewBlock("exc.alloc"), b.F.NewBlock("exc.new")
	b.CondBr(b.Value("icmp ne ptr %s, null", head), take, slow)
	b.SetBlock(take)
	p := b.Value("load ptr, ptr %s", head)
	b.CondBr(b.Value("icmp eq ptr %s, null", p), slow, fast)
	b.SetBlock(fast)
	b.Inst("store ptr %s, ptr %s", b.Value("load ptr, ptr %s", p), head)
	b.Inst("store ptr null, ptr %s", p)
	b.Br(join)
	b.SetBlock(slow)
	q := b.Value("call ptr @kiln_alloc_inst(i64 %s)", size)
	b.Br(join)
	b.SetBlock(join)
	obj := b.Value("phi ptr [ %s, %%%s ], [ %s, %%%s ]", p, fast.Label, q, slow.Label)
	if fg.ir.BaseException != nil {
		// Zero already, but stored: LLVM knows the traceback is empty where the raise
		// records its frame (recordFrame) without reloading the count, a load that would
		// wait on the vector stores that cleared the object.
		b.Inst("store i64 0, ptr %s, !tbaa %s", fg.fieldPtr(fg.ir.BaseException, obj, 1), fg.tbaa.field)
	}
	return obj
}

// excHead returns the address of the free list of objects of size bytes in the pool, or null
// where they are too large for it.
func (fg *fgen) excHead(size string) string {
	b := fg.b
	gran := b.Value("lshr i64 %s, 4", b.Value("add i64 %s, 15", size))
	head := b.Value("getelementptr inbounds [%d x ptr], ptr @kiln_exc_pool, i64 0, i64 %s", excPool+1, gran)
	return b.Value("select i1 %s, ptr %s, ptr null", b.Value("icmp ule i64 %s, %d", gran, excPool), head)
}

// allocSize is the size kiln_alloc_inst is asked for an object of class c (codegen.go, ir.New).
func allocSize(c *ir.Class) string {
	return fmt.Sprintf("ptrtoint (ptr getelementptr (%s, ptr null, i32 1) to i64)", classTypeName(c))
}

// classTest tests whether the object obj (not None) is an instance of k.
func (fg *fgen) classTest(obj string, k *ir.Class) string {
	b := fg.b
	if !k.Header {
		return "true"
	}
	vt := b.Value("load ptr, ptr %s", obj)
	idp := b.Value("load ptr, ptr %s", vt)
	id := b.Value("ptrtoint ptr %s to i64", idp)
	lo := b.Value("icmp sge i64 %s, %d", id, k.ID)
	hi := b.Value("icmp sle i64 %s, %d", id, k.Last)
	return b.Value("and i1 %s, %s", lo, hi)
}

// finallyEnd continues after a finally block by its state.
func (fg *fgen) finallyEnd(fin *finCtx, after *ll.Block) {
	b := fg.b
	st := b.Value("load i32, ptr %s", fin.state)
	thrown, ret := b.F.NewBlock("fin.rethrow"), b.F.NewBlock("fin.return")
	cases := fmt.Sprintf("i32 %d, label %%%s i32 %d, label %%%s", finThrown, thrown.Label, finReturn, ret.Label)
	var brk, cont *ll.Block
	if len(fg.loops) > 0 {
		brk, cont = b.F.NewBlock("fin.break"), b.F.NewBlock("fin.continue")
		cases += fmt.Sprintf(" i32 %d, label %%%s i32 %d, label %%%s", finBreak, brk.Label, finContinue, cont.Label)
	}
	b.Term("switch i32 %s, label %%%s [%s]", st, after.Label, cases)
	b.SetBlock(thrown)
	fg.propagate(b.Value("load ptr, ptr %s", fin.exc), "0")
	b.SetBlock(ret)
	fg.returnThroughFinally()
	if brk != nil {
		b.SetBlock(brk)
		fg.loopJump(true)
		b.SetBlock(cont)
		fg.loopJump(false)
	}
}

// returnValue emits a return of the value v (operand text; "" for none) from inside try
// statements: the finally clauses run first.
func (fg *fgen) returnValue(v string) {
	if len(fg.exc.fins) == 0 {
		fg.ret(retType(fg.f.Ret), v)
		return
	}
	if v != "" && fg.f.Ret != ir.None {
		fg.b.Inst("store %s %s, ptr %s", llType(fg.f.Ret), v, fg.retSlot())
	}
	fg.returnThroughFinally()
}

// returnThroughFinally goes on with a return whose value is in the return slot.
func (fg *fgen) returnThroughFinally() {
	b := fg.b
	if n := len(fg.exc.fins); n > 0 {
		fin := fg.exc.fins[n-1]
		b.Inst("store i32 %d, ptr %s", finReturn, fin.state)
		b.Br(fin.block)
		return
	}
	if fg.f.Ret == ir.None || fg.coro != nil {
		fg.ret("void", "")
		return
	}
	fg.ret(llType(fg.f.Ret), b.Value("load %s, ptr %s", llType(fg.f.Ret), fg.retSlot()))
}

func (fg *fgen) retSlot() string {
	if fg.exc.retSlot == "" {
		fg.exc.retSlot = fg.b.F.Alloca(llType(fg.f.Ret), "retval")
	}
	return fg.exc.retSlot
}

// loopJump emits a break (or continue) of the innermost loop, through the finally clauses
// between here and the loop.
func (fg *fgen) loopJump(isBreak bool) {
	b := fg.b
	l := fg.loops[len(fg.loops)-1]
	if n := len(fg.exc.fins); n > 0 && fg.exc.fins[n-1].loops >= len(fg.loops) {
		fin := fg.exc.fins[n-1]
		state := finContinue
		if isBreak {
			state = finBreak
		}
		b.Inst("store i32 %d, ptr %s", state, fin.state)
		b.Br(fin.block)
		return
	}
	if isBreak {
		b.Br(l.brk)
	} else {
		b.Br(l.cont)
	}
}

// mainFunc emits the C main: it runs the module's code and prints the traceback of an
// exception nothing caught.
func (g *gen) mainFunc() {
	m := g.ir
	g.ll.Declare("declare void @kiln_init(i32, ptr)")
	g.ll.Declare("declare i32 @kiln_finish(i32)")
	main := g.ll.NewFunc("define i32 @main(i32 %argc, ptr %argv)")
	b := g.entryBuilder(main, "main") // debug.go
	b.Inst("call void @kiln_init(i32 %%argc, ptr %%argv)")
	if m.Uncaught == nil {
		b.Inst("call void %s()", symbol(m.Main))
		b.Ret("i32", b.Value("call i32 @kiln_finish(i32 0)"))
		return
	}
	main.AddAttrs("personality ptr @kiln_personality")
	g.ll.Declare("declare i32 @kiln_personality(...)")
	g.ll.Declare("declare ptr @kiln_exc_object(ptr)")
	ok, pad := main.NewBlock("ok"), main.NewBlock("uncaught")
	b.Term("invoke void %s() to label %%%s unwind label %%%s", symbol(m.Main), ok.Label, pad.Label)
	b.SetBlock(ok)
	b.Ret("i32", b.Value("call i32 @kiln_finish(i32 0)"))
	b.SetBlock(pad)
	lp := b.Value("landingpad {ptr, i32} catch ptr null")
	uw := b.Value("extractvalue {ptr, i32} %s, 0", lp)
	obj := b.Value("call ptr @kiln_exc_object(ptr %s)", uw)
	b.Inst("call void %s(ptr %s)", symbol(m.Uncaught), obj)
	b.Unreachable()
}

// raiseHook emits kiln_raise_hook, through which the C runtime raises an exception of a
// built-in class by name: it calls the stdlib's _raise(kind, msg).
func (g *gen) raiseHook() {
	if g.ir.Raise == nil {
		return
	}
	f := g.ll.NewFunc("define void @kiln_raise_hook(ptr %kind, i64 %kn, ptr %msg, i64 %mn)")
	b := &ll.Builder{F: f, Cur: f.NewBlock("body")}
	k0 := b.Value("insertvalue {i64, ptr} undef, i64 %%kn, 0")
	k := b.Value("insertvalue {i64, ptr} %s, ptr %%kind, 1", k0)
	m0 := b.Value("insertvalue {i64, ptr} undef, i64 %%mn, 0")
	m := b.Value("insertvalue {i64, ptr} %s, ptr %%msg, 1", m0)
	b.Inst("call void %s({i64, ptr} %s, {i64, ptr} %s)", symbol(g.ir.Raise), k, m)
	b.Unreachable()
}

// typeName reads the name (or module) of an object's class: from its method table in a
// hierarchy.
func (fg *fgen) typeName(v *ir.TypeName) string {
	b := fg.b
	obj := fg.value(v.Value)
	c := v.Value.Type().(*ir.Class)
	if !c.Header {
		switch {
		case v.Module:
			return fg.ll.StringConst(c.Module)
		case v.Qual:
			return fg.ll.StringConst(c.Name)
		}
		return fg.ll.StringConst(shortName(c.Name))
	}
	vt := b.Value("load ptr, ptr %s", obj)
	p := b.Value("getelementptr ptr, ptr %s, i64 1", vt)
	name := b.Value("load ptr, ptr %s", p)
	switch {
	case v.Module:
		name = b.Value("getelementptr {i64, ptr}, ptr %s, i64 1", name)
	case v.Qual:
		name = b.Value("getelementptr {i64, ptr}, ptr %s, i64 2", name)
	}
	return b.Value("load {i64, ptr}, ptr %s", name)
}

// typeNameGlobal defines the constant strs holding a class's name, its module's and its
// qualified name, one after the other, for its method table.
func (g *gen) typeNameGlobal(c *ir.Class) string {
	name := ll.Quote('@', "typename."+c.Symbol())
	g.ll.Global(fmt.Sprintf("%s = private unnamed_addr constant [3 x {i64, ptr}] [{i64, ptr} %s, {i64, ptr} %s, {i64, ptr} %s]",
		name, g.ll.StringConst(shortName(c.Name)), g.ll.StringConst(c.Module), g.ll.StringConst(c.Name)))
	return name
}

// shortName is a class's __name__: its qualified name (Outer.Inner for a nested class) without
// the enclosing classes.
func shortName(qual string) string {
	if strings.Contains(qual, "[") {
		return qual
	}
	return qual[strings.LastIndex(qual, ".")+1:]
}

// framesExc reports whether f has a clause that may handle a frame object (ir.Catch.Frame).
func framesExc(f *ir.Func) bool {
	found := false
	if f.Body != nil {
		analysis.Visit(f.Body, func(n ir.Node) bool {
			if t, ok := n.(*ir.TryCatch); ok {
				for _, c := range t.Catches {
					found = found || c.Frame
				}
			}
			return !found
		})
	}
	return found
}
