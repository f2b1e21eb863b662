# Lists of pointer-free items (int, float, bool, tuples of them) get arrays that are not
# cleared first (list._reserve, Ptr._fresh): every way a list grows or is built must write an
# item before reading it. The heap is first filled with garbage arrays of non-zero values, so
# an array handed out again still holds them.


def garbage(rounds: int) -> int:
    total = 0
    for r in range(rounds):
        xs: list[int] = []
        for i in range(3000):
            xs.append(-6148914691236517206 + i + r)
        fs = [1.5e300] * 700
        bs = [True] * 900
        ts = [(r, -1)] * 500
        total += len(xs) + len(fs) + len(bs) + len(ts)
    return total


def show(name: str, xs: list[int]) -> None:
    s = 0
    for x in xs:
        s = (s * 31 + x % 1000000007) % 1000000007
    print(name, len(xs), xs[:3], xs[-3:] if len(xs) >= 3 else xs, s)


def main() -> None:
    print(garbage(40))
    # append growth, from empty and past the frame's room
    a: list[int] = []
    for i in range(10000):
        a.append(i * 7 - 9223372036854775807 if i % 3 == 0 else -i)
    show("append", a)
    # concatenation, slices, repetition, copies
    b = a[:5] + [0] + a[-5:]
    show("concat", b)
    show("slice", a[100:120])
    show("step", a[1:200:7])
    show("empty slice", a[50:10])
    show("repeat", [0, 9223372036854775807] * 5)
    show("repeat zero", [0] * 12)
    show("copy", a[:4].copy())
    show("list()", list(a[:6]))
    # extend, insert, +=, slice assignment
    c: list[int] = [1, 2, 3]
    c.extend(a[:20])
    c.insert(0, -1)
    c.insert(len(c), -2)
    c += [5, 6]
    c[2:4] = [7, 8, 9, 10, 11]
    show("grown", c)
    # pop and clear leave the array; growing again writes before reading
    d = [4, 5, 6, 7, 8, 9, 10, 11, 12]
    while len(d) > 2:
        d.pop()
    d.append(99)
    show("popped", d)
    d.clear()
    d.append(3)
    show("cleared", d)
    # reads past the length still raise
    try:
        print(d[1])
    except IndexError as e:
        print("IndexError:", e)
    e: list[int] = []
    e.append(1)
    try:
        print(e[-2])
    except IndexError as e2:
        print("IndexError:", e2)
    # floats, bools and tuples
    fs: list[float] = []
    for i in range(1000):
        fs.append(i / 3.0 - 100.0)
    print("floats", len(fs), fs[0], fs[999], sum(fs))
    zs = [0.0] * 5 + fs[:2]
    print("float concat", zs)
    bs: list[bool] = []
    for i in range(100):
        bs.append(i % 7 == 0)
    print("bools", bs.count(True), bs[:8], [False] * 3 + bs[:2])
    ts: list[tuple[int, int]] = []
    for i in range(2000):
        ts.append((i, -i))
    print("tuples", len(ts), ts[0], ts[1999], ts[500:503] + [(0, 0)])
    # sorting copies and scratch arrays
    srt = sorted(a[:3000])
    print("sorted", srt[:3], srt[-3:])
    srt.sort(reverse=True)
    print("reverse", srt[:3])
    print(garbage(5))
    # an uncaught error past the end ends the program with a traceback
    print(c[len(c)])


main()
