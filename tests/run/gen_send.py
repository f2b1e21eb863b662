# send(): `x = yield y` receives what g.send(v) passes (None for next()).
from typing import Generator, Optional


def averager() -> Generator[float, float, None]:
    total = 0.0
    count = 0
    average = 0.0
    while True:
        term = yield average
        total += term
        count += 1
        average = total / count


avg = averager()
print(next(avg))  # priming
print(avg.send(10.0))
print(avg.send(30.0))
print(avg.send(5.0))
print(avg.send(0.5))


# A state machine driven by send: a turnstile.
def turnstile() -> Generator[str, str, int]:
    state = "locked"
    passed = 0
    while True:
        event = yield state
        if event == "quit":
            return passed
        if state == "locked" and event == "coin":
            state = "unlocked"
        elif state == "unlocked" and event == "push":
            state = "locked"
            passed += 1
        print("  after", event + ":", state)


t = turnstile()
print(t.send(None))  # priming with send(None)
for ev in ["push", "coin", "coin", "push", "push", "coin", "push"]:
    print(t.send(ev))
try:
    t.send("quit")
except StopIteration as e:
    print("StopIteration", e)
# send on a finished generator raises StopIteration
try:
    t.send("coin")
except StopIteration as e:
    print("finished: StopIteration", e.args)


# send(non-None) to a just-started generator.
a2 = averager()
try:
    a2.send(1.0)
except TypeError as e:
    print("TypeError:", e)
print(next(a2), a2.send(4.0))


# Optional send type: next() sends None.
def echo() -> Generator[int, Optional[int], str]:
    n = 0
    while True:
        x = yield n
        if x is None:
            n += 1
        elif x < 0:
            return "negative"
        else:
            n = x


e = echo()
print(next(e), next(e), e.send(10), next(e), e.send(None), e.send(3))
try:
    e.send(-1)
except StopIteration as s:
    print("StopIteration", s)


# A generator sent values that yields in a for loop, with a bare yield statement too.
def accumulate(limit: int) -> Generator[list[int], int, None]:
    seen: list[int] = []
    for _ in range(limit):
        v = yield seen
        seen.append(v * 2)
        yield seen


acc = accumulate(2)
print(next(acc))
print(acc.send(1))
print(next(acc))
print(acc.send(5))
print(list(acc))


# Sending to a generator that raised: it is finished.
def fragile() -> Generator[int, int, None]:
    while True:
        x = yield 0
        print(100 // x)


f = fragile()
next(f)
f.send(4)
try:
    f.send(0)
except ZeroDivisionError as z:
    print("ZeroDivisionError:", z)
try:
    f.send(1)
except StopIteration:
    print("StopIteration after the error")

# A generator sent values is still iterable: a for loop resumes it with next(), and its yield
# statements (whose value is unused) are fine.


def countdown(n: int) -> Generator[int, int, None]:
    while n > 0:
        yield n
        n -= 1


c = countdown(3)
print(next(c), c.send(7), list(c))

# next() where the yield receives a float: CPython's None fails in `total += term`; Kiln
# raises TypeError at the yield (docs/language.md). Either way the generator is finished.
a3 = averager()
next(a3)
a3.send(2.0)
try:
    next(a3)
except TypeError:
    print("TypeError from next()")
print(next(a3, -1.0))
