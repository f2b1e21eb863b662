# Objects stored into fields of other objects (passes/escape.go follows them through fields)
# and new objects an __init__ stores into self's field, made by the construction's caller
# (passes/fieldinto.go): holders that stay in the frame, holders that escape (lists, globals,
# returns, exceptions, callees that keep or leak them), previous objects still reachable
# through a holder when their site runs again, identity, int fields at the limits, exceptions
# raised before and after the store, and a traceback through such an __init__.
from typing import List, Optional


class V:
    def __init__(self, x: int, y: int):
        self.x = x
        self.y = y

    def unit(self) -> "V":
        d = abs(self.x) + abs(self.y)
        return V(self.x * 1000 // d, self.y * 1000 // d)  # ZeroDivisionError for V(0, 0)

    def plus(self, o: "V") -> "V":
        return V(self.x + o.x, self.y + o.y)


class Ray:
    def __init__(self, point: V, direction: V):
        self.point = point
        self.direction = direction.unit()  # a new V, made into the caller's object


class Box:
    def __init__(self, v: V):
        self.v = v


class Pair:
    def __init__(self, a: Box, b: Box):
        self.a = a
        self.b = b


class Two:
    def __init__(self, a: V, b: V):
        self.a = a
        self.b = b

    def alias(self) -> None:
        self.a = self.b  # both fields now hold one object, which the caller cannot know


class Late:
    def __init__(self, k: int):
        self.k = 100 // k  # raises before the store for k == 0
        self.v = V(k, -k)
        self.w = 10 // (k - 1)  # raises after the store for k == 1


class Err(Exception):
    def __init__(self, msg: str):
        super().__init__(msg)
        self.payload: Optional[V] = None


kept: List[V] = []
kept_rays: List[Ray] = []
kept_boxes: List[Box] = []
kept_errs: List[Err] = []
glob: Optional[Box] = None


def trace(r: Ray, depth: int) -> int:
    """A Ray held by the caller, read and passed on recursively."""
    p = r.point.plus(r.direction)
    if depth == 0:
        return p.x + p.y
    bounce = Ray(p, V(r.direction.y, -r.direction.x))
    return p.x - p.y + trace(bounce, depth - 1)


def rays_in_frame(n: int) -> int:
    total = 0
    for i in range(n):
        total += trace(Ray(V(i, -i), V(i + 1, 2 * i + 1)), 3)
    return total


def rays_kept(n: int) -> List[int]:
    out: List[int] = []
    for i in range(n):
        r = Ray(V(i, i), V(1, i + 1))
        if i % 3 == 0:
            kept_rays.append(r)  # the Ray escapes, its direction with it
        out.append(r.direction.x - r.direction.y)
    for r in kept_rays:
        out.append(r.direction.x * 7 + r.direction.y + r.point.x)
    return out


def direction_kept(n: int) -> List[int]:
    """The direction outlives its Ray through a variable read in later iterations."""
    prev = V(0, 0)
    out: List[int] = []
    for i in range(n):
        r = Ray(V(i, 0), V(i + 1, 1))
        out.append(prev.x * 10000 + r.direction.x)
        if i % 2 == 0:
            prev = r.direction
    return out


def identity(n: int) -> int:
    same = 0
    a = Ray(V(1, 1), V(1, 2))
    for i in range(n):
        b = Ray(V(1, 1), V(1, 2))
        if a.direction is b.direction:
            same += 1
        if b.direction is b.direction:
            same += 1000
        a = b
    return same


def holder_reaches_previous(n: int) -> int:
    """h keeps an object of site p's across iterations: p's site must not reuse it."""
    h = Box(V(-1, -1))
    total = 0
    for i in range(n):
        p = V(i, 2 * i)
        if i % 2 == 0:
            h.v = p
        total = total * 3 % 1000003 + h.v.x + h.v.y
    return total


def inner_of_inner(n: int) -> int:
    total = 0
    for i in range(n):
        q = Pair(Box(V(i, 1)), Box(V(1, i)))
        q.a.v = q.b.v  # both boxes hold one V
        q.b.v.x += 5
        total += q.a.v.x + q.b.v.x
        if q.a.v is not q.b.v:
            total = -1
    return total


def keep_box(b: Box) -> None:
    kept_boxes.append(b)


def leak_inner(b: Box) -> None:
    kept.append(b.v)  # what the Box holds escapes, the Box does not


def share(a: Box, b: Box) -> None:
    a.v = b.v


def put(b: Box, v: V) -> None:
    b.v = v


def callees(n: int) -> List[int]:
    out: List[int] = []
    for i in range(n):
        b = Box(V(i, i))
        leak_inner(b)
        c = Box(V(0, 0))
        d = Box(V(i * 3, 1))
        share(c, d)  # d's V now in c as well
        put(d, V(-i, -i))
        if i % 4 == 0:
            keep_box(c)
        out.append(c.v.x + d.v.x + b.v.y)
    for v in kept:
        out.append(v.x)
    for b in kept_boxes:
        out.append(b.v.x * 100 + b.v.y)
    return out


def aliased_fields(n: int) -> List[int]:
    out: List[int] = []
    for i in range(n):
        x = V(i, 1)
        y = V(2, i)
        t = Two(x, y)
        t.alias()
        kept.append(t.a)  # y escapes, through the field it did not start in
    for v in kept[-n:]:
        out.append(v.x * 100 + v.y)
    return out


def make_box() -> Box:
    return Box(V(7, 7))


def foreign_holder(n: int) -> int:
    global glob
    total = 0
    for i in range(n):
        h = make_box()  # not this function's object: what is stored into it escapes
        h.v = V(i, -i)
        if i == n // 2:
            glob = h
        total += h.v.x
    g = glob
    if g is not None:
        total = total * 1000 + g.v.x * 10 + g.v.y
    return total


def returned_holder(i: int) -> Box:
    b = Box(V(0, 0))
    b.v = V(i, i * i)
    return b


def returned(n: int) -> int:
    bs = [returned_holder(i) for i in range(n)]
    return sum([b.v.x + b.v.y for b in bs])


def caught(n: int) -> int:
    total = 0
    for i in range(n):
        try:
            raise Err("e" + str(i))
        except Err as e:
            e.payload = V(i, i + 1)
            if i % 5 == 0:
                kept_errs.append(e)
            p = e.payload
            if p is not None:
                total += p.y
    for e in kept_errs:
        p = e.payload
        if p is not None:
            total = total * 7 % 1000003 + p.x + p.y
    return total


class ErrBox:
    def __init__(self):
        self.e: Optional[Err] = None


def exc_in_holder(n: int) -> int:
    """A caught exception kept in a field of a frame object outlives its except clause."""
    total = 0
    prev = ErrBox()
    for i in range(n):
        h = ErrBox()
        try:
            raise Err("m" + str(i))
        except Err as e:
            h.e = e
        x = h.e
        y = prev.e
        if x is not None and y is not None:
            total = total * 31 % 1000003 + len(str(x)) * 100 + int(str(y)[1:])
        prev = h
    return total


class ValBox:
    def __init__(self):
        self.e: Optional[ValueError] = None


def show(h: ValBox) -> str:
    e = h.e
    if e is None:
        return "none"
    return str(e)


def exc_read_by_callee(n: int) -> List[str]:
    """The exception is read after its clause only by a callee, through the holder: the
    clause must not hand it back to the allocator for the next raise to reuse."""
    out: List[str] = []
    prev = ValBox()
    for i in range(n):
        h = ValBox()
        try:
            raise ValueError("m" + str(i))
        except ValueError as e:
            h.e = e
        out.append(show(prev))
        prev = h
    return out


def limits() -> List[int]:
    big = 9223372036854775807
    r = Ray(V(big, -big - 1), V(-3, 1))
    b = Box(V(-big - 1, big))
    return [r.point.x, r.point.y, r.direction.x, r.direction.y, b.v.x, b.v.y, b.v.x + big]


def late(n: int) -> List[str]:
    out: List[str] = []
    for k in range(n):
        try:
            obj = Late(k)
            out.append(str(obj.k) + " " + str(obj.v.x) + " " + str(obj.w))
        except ZeroDivisionError as e:
            out.append("ZeroDivisionError " + str(e) + " at " + str(k))
    return out


def churn(n: int) -> int:
    """Enough garbage for collections while holders in the frame hold heap objects."""
    total = 0
    held = Box(V(3, 4))
    for i in range(n):
        junk = [V(j, i) for j in range(20)]
        r = Ray(V(i, 1), V(1, 1))
        held.v = junk[i % 20]
        total = (total + held.v.x + held.v.y + r.direction.x) % 1000000007
    return total


print(rays_in_frame(50))
print(rays_kept(10))
print(direction_kept(8))
print(identity(20))
print(holder_reaches_previous(1000))
print(inner_of_inner(100))
print(callees(9))
print(aliased_fields(6))
print(foreign_holder(10))
print(returned(30))
print(caught(40))
print(exc_in_holder(50))
print(exc_read_by_callee(6))
print(limits())
print(late(4))
print(churn(30000))


def final(x: int) -> int:
    r = Ray(V(1, 2), V(x, 0))  # ZeroDivisionError inside Ray.__init__ (the copy), through V.unit
    return r.direction.x


print(final(3))
print(final(0))
