# Exceptions a handler drops go back to the allocator (passes/excreuse.go): every way a
# reference can outlive the except clause must keep the object intact.


class Invalid(ValueError):
    def __init__(self, code: int):
        super().__init__("invalid " + str(code))
        self.code = code


class Tagged(Exception):
    def __init__(self, tag: str, items: list[int]):
        super().__init__(tag)
        self.tag = tag
        self.items = items


class Registered(ValueError):
    def __init__(self, code: int):
        super().__init__("registered")
        self.code = code
        registry.append(self)  # __init__ keeps self: not a fresh raise


registry: list[Registered] = []


def check(i):
    if i % 3 == 0:
        raise Invalid(i % 7)
    return i


def deeper(i):
    return check(i) + 1


def rethrow():
    raise  # the exception the caller's except clause handles


kept_global = Invalid(-1)


def loop_sum(n):
    total = 0
    caught = 0
    for i in range(n):
        try:
            total += deeper(i)
        except Invalid as e:
            caught += 1
            total += e.code
        try:
            if i % 5 == 0:
                raise KeyError(i)
        except KeyError:
            caught += 1
    return caught, total


def keep_in_global(n):
    global kept_global
    for i in range(n):
        try:
            raise Invalid(i)
        except Invalid as e:
            if i == 2:
                kept_global = e
    for i in range(n):  # later raises must not reuse the kept object
        try:
            raise Invalid(100 + i)
        except Invalid as e:
            pass
    return kept_global.code


def keep_in_list(n):
    kept: list[Invalid] = []
    for i in range(n):
        try:
            check(i)
        except Invalid as e:
            if len(kept) < 3:
                kept.append(e)
    return [k.code for k in kept], kept[0] is kept[1]


def keep_in_local(n):
    last = None
    first = None
    for i in range(n):
        try:
            raise Tagged("t" + str(i), [i, i * 2])
        except Tagged as e:
            last = e
            if first is None:
                first = e
    assert last is not None and first is not None
    return first.tag, first.items, last.tag, last.items, first is last


def previous_iteration(n):
    out = []
    for i in range(n):
        try:
            raise Invalid(i)
        except Invalid as e:
            if i > 0:
                out.append(prev.code)  # the exception of the iteration before
            prev = e
    return out


def reraise_outer(n):
    total = 0
    for i in range(n):
        try:
            try:
                raise Invalid(i)
            except Invalid as e:
                if i % 2 == 0:
                    raise
                total += e.code
        except Invalid as outer:
            total += 100 * outer.code
    return total


def chained_inside(n):
    kept: list[KeyError] = []
    for i in range(n):
        try:
            raise Invalid(i)
        except Invalid:
            try:
                raise KeyError(i)
            except KeyError as k:
                if i % 2 == 1:
                    kept.append(k)
    out = []
    for k in kept:
        out.append((str(k), str(k.__context__)))
    for i in range(n):
        try:
            raise Invalid(1000 + i)
        except Invalid:
            pass
    out2 = []
    for k in kept:
        out2.append(repr(k.__context__))
    return out, out2


def cause_kept(n):
    kept: list[RuntimeError] = []
    for i in range(n):
        try:
            try:
                raise Invalid(i)
            except Invalid as e:
                raise RuntimeError("wrapped") from e
        except RuntimeError as r:
            kept.append(r)
    for i in range(n):
        try:
            raise Invalid(-i)
        except Invalid:
            pass
    out = []
    for r in kept:
        out.append(str(r.__cause__))
    return out


def bare_raise_in_callee(n):
    kept: list[Invalid] = []
    for i in range(n):
        try:
            raise Invalid(i)
        except Invalid:
            try:
                rethrow()
            except Invalid as again:
                kept.append(again)
    for i in range(n):
        try:
            raise Invalid(50 + i)
        except Invalid:
            pass
    return [k.code for k in kept]


def registered(n):
    for i in range(n):
        try:
            raise Registered(i)
        except Registered:
            pass
    for i in range(n):
        try:
            raise Invalid(7 + i)
        except Invalid:
            pass
    return [r.code for r in registry]


def several_clauses(n):
    out = []
    for i in range(n):
        try:
            if i % 3 == 0:
                raise KeyError(i)
            if i % 3 == 1:
                raise Invalid(i)
            raise IndexError("idx " + str(i))
        except KeyError as e:
            out.append("key " + str(e))
        except (Invalid, IndexError) as e:
            out.append(type(e).__name__ + " " + str(e))
        finally:
            out.append("fin")
    return out


def unmatched(i):
    try:
        if i > 0:
            raise Invalid(i)
        raise KeyError(i)
    except KeyError:
        return -1


def through_unmatched(n):
    total = 0
    for i in range(n):
        try:
            total += unmatched(i)
        except Invalid as e:
            total += e.code
    return total


def leave_early(n):
    count = 0
    for i in range(n):
        try:
            raise Invalid(i)
        except Invalid as e:
            if e.code == 3:
                break
            if e.code % 2 == 0:
                continue
            count += e.code
    return count


def gen(n):
    for i in range(n):
        try:
            raise Invalid(i)
        except Invalid as e:
            yield e.code


print(loop_sum(3000))
print(keep_in_global(6))
print(keep_in_list(20))
print(keep_in_local(5))
print(previous_iteration(5))
print(reraise_outer(10))
print(chained_inside(4))
print(cause_kept(4))
print(bare_raise_in_callee(3))
print(registered(4))
print(several_clauses(6))
print(through_unmatched(5))
print(leave_early(10))
print(list(gen(4)))

# An uncaught exception after many released ones still has its own traceback and context.
for i in range(100):
    try:
        check(3 * i)
    except Invalid as e:
        pass
try:
    deeper(9)
except Invalid as e:
    raise KeyError("last") from None if e.code == 0 else e
