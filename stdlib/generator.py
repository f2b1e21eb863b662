# Generator objects. A generator function's body is compiled as an LLVM switched-resume
# coroutine (codegen/generator.go); calling the function makes the coroutine, suspended before
# its first statement, and returns its handle, which is the generator object. The coroutine's
# promise is {i8 state, T value}: state 1 says a yielded value waits in it, 0 that none does.
# The promise's alignment, 8, is the one codegen gives it. Then {S sent, i8 flags}: send()
# leaves its value in sent and sets flags' bit 2, which the yield receiving it clears (a yield
# resumed by next() receives None); in a generator sent values (S not None) the coroutine sets
# bit 1 when first resumed. Its exc field carries an exception
# both ways: close() and throw() leave one there for the generator to raise where it is
# suspended, and an exception the body does not catch finishes the generator and waits there
# for _has_next to raise it again in the resumer (state 2: next() then raises StopIteration).
# In a program without close() and throw() the body has no landing pad (it would cost the
# coroutine its speed), so an exception unwinds out of coro.resume and leaves the coroutine
# suspended where it last yielded: _has_next sets the state to 3, "running", before resuming,
# and a yield (1) or the end (0) replaces it; a 3 still there at the next _has_next says an
# exception left the body, so the generator is finished (state 2, a bare StopIteration, which
# it keeps: the coroutine is never resumed again).


class generator[T, R, S]:
    def __iter__(self) -> generator[T, R, S]:
        return self

    @llvm
    def _has_next(self) -> bool:
        """
        declare ptr @llvm.coro.promise(ptr, i32, i1)
        declare i1 @llvm.coro.done(ptr)
        declare void @llvm.coro.resume(ptr)
        declare void @kiln_throw(ptr)
        %p = call ptr @llvm.coro.promise(ptr %self, i32 8, i1 false)
        %s = load i8, ptr %p
        %ready = icmp eq i8 %s, 1
        br i1 %ready, label %yes, label %check
        check:
        %over = icmp uge i8 %s, 2
        br i1 %over, label %finish, label %live
        finish:
        store i8 2, ptr %p
        ret i1 false
        live:
        %done = call i1 @llvm.coro.done(ptr %self)
        br i1 %done, label %no, label %resume
        resume:
        store i8 3, ptr %p
        call void @llvm.coro.resume(ptr %self)
        %s2 = load i8, ptr %p
        %r = icmp eq i8 %s2, 1
        br i1 %r, label %yes, label %ended
        ended:
        store i8 0, ptr %p
        %ep = getelementptr {i8, {=T}, {=R}, ptr}, ptr %p, i32 0, i32 3
        %e = load ptr, ptr %ep
        %none = icmp eq ptr %e, null
        br i1 %none, label %no, label %raise
        raise:
        store ptr null, ptr %ep
        store i8 2, ptr %p
        call void @kiln_throw(ptr %e)
        unreachable
        yes:
        ret i1 true
        no:
        ret i1 false
        """

    @llvm
    def _take(self) -> T:
        """
        declare ptr @llvm.coro.promise(ptr, i32, i1)
        %p = call ptr @llvm.coro.promise(ptr %self, i32 8, i1 false)
        store i8 0, ptr %p
        %v = getelementptr {i8, {=T}}, ptr %p, i32 0, i32 1
        %x = load {=T}, ptr %v
        ret {=T} %x
        """

    @llvm
    def _close(self) -> None:
        """
        declare void @llvm.coro.destroy(ptr)
        call void @llvm.coro.destroy(ptr %self)
        ret void
        """

    @llvm
    def _result(self) -> R:
        """
        declare ptr @llvm.coro.promise(ptr, i32, i1)
        %p = call ptr @llvm.coro.promise(ptr %self, i32 8, i1 false)
        %v = getelementptr {i8, {=T}, {=R}}, ptr %p, i32 0, i32 2
        %x = load {=R}, ptr %v
        ret {=R} %x
        """

    def _stop(self) -> None:
        # What next() raises on a finished generator: StopIteration carrying what it
        # returned, as CPython's does (none for a generator that returned None).
        # Only the first time: then the bare StopIteration of any finished generator.
        r = self._result()
        if r is None or not self._first_stop():
            raise StopIteration()
        raise StopIteration(r)

    @llvm
    def _first_stop(self) -> bool:
        """
        declare ptr @llvm.coro.promise(ptr, i32, i1)
        %p = call ptr @llvm.coro.promise(ptr %self, i32 8, i1 false)
        %s = load i8, ptr %p
        store i8 2, ptr %p
        %first = icmp ne i8 %s, 2
        ret i1 %first
        """

    @llvm
    def _done(self) -> bool:
        """
        declare i1 @llvm.coro.done(ptr)
        %d = call i1 @llvm.coro.done(ptr %self)
        ret i1 %d
        """

    @llvm
    def _put_exc(self, e: BaseException) -> None:
        """
        declare ptr @llvm.coro.promise(ptr, i32, i1)
        %p = call ptr @llvm.coro.promise(ptr %self, i32 8, i1 false)
        %ep = getelementptr {i8, {=T}, {=R}, ptr}, ptr %p, i32 0, i32 3
        store ptr %e, ptr %ep
        ret void
        """

    def close(self) -> None:
        self._close_in()

    def _close_in(self) -> None:
        # GeneratorExit raised where the generator is suspended (before its first statement
        # if it has not started): its finally clauses and handlers run, and it must finish.
        # (Not close itself: lower/lower.go compiles the resuming of exceptions into
        # generators only in programs that call close, throw or send.)
        if self._done():
            return
        self._put_exc(GeneratorExit())
        try:
            yielded = self._has_next()
        except GeneratorExit:
            return
        if yielded:
            self._take()
            raise RuntimeError("generator ignored GeneratorExit")
        self._first_stop()

    def throw(self, e: BaseException) -> T:
        # e raised where the generator is suspended: what it yields next is returned, its
        # finishing raises StopIteration, and an exception it does not catch propagates.
        if self._done():
            raise e
        self._put_exc(e)
        if not self._has_next():
            self._stop()
        return self._take()

    def _forward(self, e: BaseException) -> None:
        # e, brought by close() or throw() to a generator suspended in `yield from self`
        # (codegen/generator.go), goes to self first, as in CPython: GeneratorExit closes
        # self, then is raised in the outer generator; another exception is thrown into
        # self, which yields again (the outer's loop takes that value and yields it), finishes
        # (the loop ends), or raises (here, so in the outer generator).
        if isinstance(e, GeneratorExit):
            self._close_in()
            raise e
        if self._done():
            raise e
        self._put_exc(e)
        self._has_next()

    def send(self, v: S) -> T:
        # v is what the yield where the generator is suspended evaluates to; next() is
        # send(None). What it yields next is returned; its finishing raises StopIteration.
        if not self._started():
            if v is not None:
                raise TypeError("can't send non-None value to a just-started generator")
        else:
            self._put_sent(v)
        if not self._has_next():
            self._stop()
        return self._take()

    @llvm
    def _started(self) -> bool:
        """
        declare ptr @llvm.coro.promise(ptr, i32, i1)
        %p = call ptr @llvm.coro.promise(ptr %self, i32 8, i1 false)
        %fp = getelementptr {i8, {=T}, {=R}, ptr, {=S}, i8}, ptr %p, i32 0, i32 5
        %f = load i8, ptr %fp
        %b = and i8 %f, 1
        %s = icmp ne i8 %b, 0
        ret i1 %s
        """

    @llvm
    def _put_sent(self, v: S) -> None:
        """
        declare ptr @llvm.coro.promise(ptr, i32, i1)
        %p = call ptr @llvm.coro.promise(ptr %self, i32 8, i1 false)
        %vp = getelementptr {i8, {=T}, {=R}, ptr, {=S}, i8}, ptr %p, i32 0, i32 4
        store {=S} %v, ptr %vp
        %fp = getelementptr {i8, {=T}, {=R}, ptr, {=S}, i8}, ptr %p, i32 0, i32 5
        %f = load i8, ptr %fp
        %g = or i8 %f, 2
        store i8 %g, ptr %fp
        ret void
        """

    def __next__(self) -> T:
        # Called after _has_next said a value waits (a for loop); next(g) checks first.
        return self._take()

    def __repr__(self) -> str:
        return "<generator object>"


def _gen_next(g, default=None):
    # next(g) for a generator g (the checker calls this instead of iters.py's next). Without a
    # default the result has the element's own type, as iters.py's next (the checker drops
    # the branch a None default cannot take).
    if default is None:
        if not g._has_next():
            g._stop()
        return g.__next__()
    if g._has_next():
        return g.__next__()
    return default


def _gen_send_none(g):
    # g.send(None) to a generator sent values of a type that cannot be None (the checker
    # calls this): the same as next(g); a yield receiving the None raises TypeError
    # (codegen/generator.go).
    if not g._has_next():
        g._stop()
    return g.__next__()


def _gen_next_or(g, default):
    # next(g, default) for a generator g with a default given, None included.
    if g._has_next():
        return g.__next__()
    return default
