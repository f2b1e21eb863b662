# Released exception objects go to a pool that fresh raises take them from inline
# (codegen/exc.go, excPool), and a clause naming a class no class derives from clears them by
# that class's size (leafSize). Every reuse must start from a clean object: no traceback
# frames, args, fields or __context__ left over from the previous exception.


class Leaf(ValueError):
    def __init__(self, code: int):
        super().__init__("leaf")
        self.code = code


class Base(Exception):
    def __init__(self, code: int):
        super().__init__("base")
        self.code = code


class Small(Base):
    pass


class Wide(Base):
    def __init__(self, code: int):
        super().__init__(code)
        self.a = code + 1
        self.b = code + 2
        self.c = code + 3
        self.d = [code]


class Huge(Exception):
    # More fields than the pool's largest objects hold: left to the collector.
    def __init__(self, code: int):
        super().__init__("huge")
        self.f0 = code
        self.f1 = code
        self.f2 = code
        self.f3 = code
        self.f4 = code
        self.f5 = code
        self.f6 = code
        self.f7 = code
        self.f8 = code
        self.f9 = code
        self.f10 = code
        self.f11 = code
        self.f12 = code
        self.f13 = code
        self.f14 = code
        self.f15 = code
        self.f16 = code
        self.f17 = code
        self.f18 = code
        self.f19 = code
        self.f20 = code
        self.f21 = code
        self.f22 = code
        self.f23 = code


def leaf(i: int) -> int:
    if i % 2 == 0:
        raise Leaf(i)
    return i


def deep(i: int, depth: int) -> int:
    if depth == 0:
        return leaf(i)
    return deep(i, depth - 1) + 1


def mixed(i: int) -> int:
    if i % 3 == 0:
        raise Small(i)
    if i % 3 == 1:
        raise Wide(i)
    return i


def main() -> None:
    total = 0
    for i in range(1000):
        try:
            total += leaf(i)
        except Leaf as e:
            total += e.code + len(e.args)
    print("leaf", total)

    # Frames recorded in a reused object (the uncaught one at the end shows its traceback).
    total = 0
    for i in range(200):
        try:
            total += deep(i, i % 9)
        except Leaf as e:
            total += e.code
    print("deep", total)

    # A clause catching subclasses of several sizes: released by the size each raise made.
    total = 0
    for i in range(600):
        try:
            total += mixed(i)
        except Base as e:
            total += e.code + len(str(e))
    print("mixed", total)
    total = 0
    for i in range(300):
        try:
            total += mixed(i)
        except Wide as w:
            total += w.a + w.b + w.c + w.d[0] + len(w.args)
        except Base as e:
            total -= e.code
    print("wide", total)

    # Nested: a second exception raised and released while the first is handled.
    total = 0
    for i in range(300):
        try:
            raise Leaf(i)
        except Leaf as outer:
            try:
                raise Leaf(-i)
            except Leaf as inner:
                total += outer.code - inner.code
                if inner.__context__ is not None:
                    total += 1
            total += outer.code
            if outer.__context__ is not None:
                total += 1000000
    print("nested", total)

    # Objects too large for the pool, and collections between reuses.
    total = 0
    junk: list[list[int]] = []
    for i in range(400):
        try:
            raise Huge(i)
        except Huge as e:
            total += e.f0 + e.f23
        junk.append([i] * 50)
        if len(junk) > 100:
            junk = []
    print("huge", total)

    # Kept after all: a kept object must not be reused.
    kept: list[Leaf] = []
    for i in range(6):
        try:
            raise Leaf(i)
        except Leaf as e:
            if i % 2 == 0:
                kept.append(e)
    for i in range(6):
        try:
            raise Leaf(100 + i)
        except Leaf as e:
            pass
    print("kept", [e.code for e in kept], [str(e) for e in kept])

    # An exception raised inside the clause that escapes it, after many reuses: the
    # traceback shows the handled one as its context, with that one's frames only.
    total = 0
    for i in range(20):
        try:
            total += deep(i * 2, 2)
        except Leaf as e:
            total += 100 // (e.code - 8)  # ZeroDivisionError at i == 4
    print("unreachable", total)

main()
