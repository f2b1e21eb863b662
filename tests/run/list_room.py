# Lists made in the frame start with room for 8 items there (ir.New.Room, passes/escape.go):
# lists that stay within it, outgrow it, are cleared, sorted, copied, rebuilt each time round a
# loop, built in recursive calls and while the collector runs, with exceptions raised while
# they are being built. Ends in an uncaught exception's traceback.


class Box:
    def __init__(self, v: int):
        self.v = v


def small_ints(n: int) -> int:
    total = 0
    for i in range(n):
        xs: list[int] = []
        for j in range(i % 12):
            xs.append(i * j - 9223372036854775807 // (j + 1))
        total = (total + len(xs) + (xs[-1] % 1000 if xs else 0)) % 1000003
    return total


def grow_past(k: int) -> list[int]:
    out: list[int] = []
    xs: list[int] = []
    for i in range(k):
        xs.append(i * i)
        if i == 7 or i == 8 or i == k - 1:
            out.append(sum(xs))
    out.append(len(xs))
    return out


def cleared() -> list[str]:
    xs: list[str] = []
    seen: list[str] = []
    for i in range(20):
        xs.append("w" + str(i))
        if i % 6 == 5:
            seen.append(",".join(xs))
            xs.clear()
    seen.append(",".join(xs))
    return seen


def sorted_small(words: list[str]) -> str:
    xs: list[str] = []
    for w in words:
        xs.append(w.strip())
    xs.sort()
    xs.reverse()
    xs.insert(1, "mid")
    xs.pop(0)
    del xs[0]
    return "|".join(xs) + "|" + "|".join(xs[1:3]) + "|" + str(xs * 2 == xs + xs)


def copies() -> list[list[float]]:
    kept: list[list[float]] = []
    for r in range(5):
        fs: list[float] = []
        for c in range(r + 6):
            fs.append(r / (c + 1.0) - 1e308 * c)
        kept.append(fs[:])
        kept.append(list(fs))
        fs.append(-0.0)
        kept.append(fs.copy())
    return kept


def boxes(n: int) -> int:
    bs: list[Box] = []
    for i in range(n):
        bs.append(Box(i - 4))
    return sum([b.v for b in bs])


def depth(n: int) -> int:
    xs: list[int] = []
    for i in range(3):
        xs.append(n + i)
    if n == 0:
        return sum(xs)
    r = depth(n - 1)
    return (r + xs[0] + xs[2]) % 1000000007


def churn() -> str:
    # Items held only by a list in the frame survive collections.
    keep: list[str] = []
    for i in range(7):
        keep.append(str(i) * (i + 60))
    junk = 0
    for i in range(200000):
        junk += len(str(i) + "x" * (i % 40))
    return str(junk) + " " + "".join([s[:2] for s in keep]) + " " + str(sum([len(s) for s in keep]))


def overflow_inside(n: int) -> list[str]:
    log: list[str] = []
    for i in range(n):
        xs: list[int] = []
        try:
            for j in range(10):
                xs.append(9223372036854775800 + j // (i - j))
        except ZeroDivisionError as e:
            log.append(str(len(xs)) + ":" + str(e))
        else:
            log.append(str(len(xs)) + ":ok")
    return log


def empty_lists() -> str:
    r = ""
    for i in range(3):
        xs: list[str] = []
        r += "[" + ",".join(xs) + "]" + str(len(xs)) + str(bool(xs))
    return r


def last(n: int) -> int:
    xs: list[int] = []
    for i in range(n):
        xs.append(i)
    return xs[n]


print(small_ints(3000))
print(grow_past(8), grow_past(9), grow_past(30))
print(cleared())
print(sorted_small([" pear ", "apple", " fig", "kiwi ", "plum", "date", "lime", "nut"]))
print(sorted_small(["b", "a", "c"]))
print(copies()[-1], len(copies()))
print(boxes(3), boxes(8), boxes(9), boxes(100))
print(depth(500))
print(churn())
print(overflow_inside(3))
print(empty_lists())
print(last(4))
