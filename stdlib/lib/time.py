"""The time module: clocks through clock_gettime, sleep through nanosleep."""


@llvm
def _clock_ns(clock: int) -> int:
    """
    declare i32 @clock_gettime(i32, ptr)
    %ts = alloca {i64, i64}
    %id = trunc i64 %clock to i32
    %r = call i32 @clock_gettime(i32 %id, ptr %ts)
    %s = load i64, ptr %ts
    %np = getelementptr {i64, i64}, ptr %ts, i32 0, i32 1
    %n = load i64, ptr %np
    %ns = mul i64 %s, 1000000000
    %t = add i64 %ns, %n
    ret i64 %t
    """


@llvm
def _nanosleep(s: int, ns: int) -> None:
    """
    declare i32 @nanosleep(ptr, ptr)
    %ts = alloca {i64, i64}
    %sp = getelementptr {i64, i64}, ptr %ts, i32 0, i32 0
    store i64 %s, ptr %sp
    %np = getelementptr {i64, i64}, ptr %ts, i32 0, i32 1
    store i64 %ns, ptr %np
    %r = call i32 @nanosleep(ptr %ts, ptr %ts)
    ret void
    """


# Linux's clock ids.
_REALTIME = 0
_MONOTONIC = 1
_PROCESS_CPUTIME = 2


def _seconds(ns: int) -> float:
    # CPython's _PyTime_AsSecondsDouble: whole seconds exactly, else ns / 1e9.
    if ns % 1000000000 == 0:
        return float(ns // 1000000000)
    return float(ns) / 1e9


def time() -> float:
    return _seconds(_clock_ns(_REALTIME))


def time_ns() -> int:
    return _clock_ns(_REALTIME)


def perf_counter() -> float:
    return _seconds(_clock_ns(_MONOTONIC))


def perf_counter_ns() -> int:
    return _clock_ns(_MONOTONIC)


def monotonic() -> float:
    return _seconds(_clock_ns(_MONOTONIC))


def monotonic_ns() -> int:
    return _clock_ns(_MONOTONIC)


def process_time() -> float:
    return _seconds(_clock_ns(_PROCESS_CPUTIME))


def process_time_ns() -> int:
    return _clock_ns(_PROCESS_CPUTIME)


def sleep(secs) -> None:
    s = float(secs)
    if s != s:
        _raise("ValueError", "Invalid value NaN (not a number)")
    if s < 0.0:
        _raise("ValueError", "sleep length must be non-negative")
    whole = int(s)
    ns = int((s - float(whole)) * 1e9)
    _nanosleep(whole, ns)
