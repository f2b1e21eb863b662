# Lists that never leave their function live in its frame (the escape pass), and codegen gives
# them room for 16 items there too: a list that stays small allocates nothing, one that grows
# moves its items to the heap. Items held only by such a list must survive collections, the
# room is reused each time round a loop, and every list operation must see the same items as
# on the heap: growth past the room, insert, pop, sort, reverse, clear, slices, +, *.


class Box:
    def __init__(self, v: int) -> None:
        self.v = v


def churn(n: int) -> int:
    # Allocates enough to run the collector several times.
    t = 0
    for i in range(n):
        b = [Box(i), Box(i + 1)]
        t += b[1].v - b[0].v
    return t


def held(n: int) -> int:
    boxes = [Box(0)]
    for i in range(1, n):
        boxes.append(Box(i * 7))
    c = churn(300000)
    t = 0
    for b in boxes:
        t += b.v
    return t + c


def grows(n: int) -> list[int]:
    xs = [1, 2, 3]
    for i in range(n):
        xs.append(i * i)
    ys = [0] + xs[1:5]
    return ys + [len(xs), xs[-1]]


def ops() -> None:
    xs = [5, 3, 9, 1]
    xs.insert(0, 7)
    xs.insert(2, 8)
    print(xs, xs.pop(), xs.pop(0))
    xs.sort()
    print(xs)
    xs.reverse()
    print(xs, xs[1:3], xs[::-1], xs * 2)
    xs.clear()
    xs.append(4)
    print(xs, len(xs))
    fs = [0.5, -1.5]
    for i in range(20):
        fs.append(i / 4)
    print(sum(fs), fs[17:])
    bs = [True, False] * 9
    bs[3] = False
    print(bs.count(True), bs[:5])
    ss = ["a", "b"]
    ss.append("c")
    print("".join(ss))
    ts = [(1, 2)]
    ts.append((3, 4))
    print(ts)


def walk(p: list[list[int]], k: int, n: int, acc: list[int]) -> None:
    if k == n:
        acc[0] += 1
        h = len(p)
        for b in p:
            h = (h * 31 + len(b) * 17 + b[0] + sum(b)) % 1000003
        acc[1] = (acc[1] * 7 + h) % 1000003
        return
    for i in range(len(p)):
        walk(p[:i] + [p[i] + [k]] + p[i + 1 :], k + 1, n, acc)
    walk(p + [[k]], k + 1, n, acc)


def fails(n: int) -> int:
    xs = [0, 1, 2]
    for i in range(n):
        xs.append(i)
    return xs[n + 3]


print(held(10), held(16), held(17), held(40))
for n in [0, 12, 13, 14, 40]:
    print(grows(n))
ops()
for n in range(1, 8):
    acc = [0, 0]
    walk([], 0, n, acc)
    print(n, acc)
for n in [2, 13, 20]:
    try:
        print(fails(n))
    except IndexError as e:
        print(n, "IndexError:", e)
print(fails(30))
