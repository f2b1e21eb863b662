# Lists grown by append and insert past 4096 items, where the capacity grows by half instead
# of by an eighth: the items, their order and the list's length stay right across each growth,
# for lists of ints, strs and tuples, with pops and inserts at the front in between.


def main() -> None:
    xs: list[int] = []
    for i in range(20000):
        xs.append(i * 3)
        if i == 4095 or i == 4096 or i == 6150 or i == 19999:
            print(len(xs), xs[0], xs[-1], xs[len(xs) // 2], sum(xs))
    for _ in range(100):
        xs.pop()
    print(len(xs), xs[-1])
    ws: list[str] = []
    for i in range(9000):
        ws.append("w" + str(i))
    print(len(ws), ws[4095], ws[4096], ws[8999], "".join(ws[4094:4098]))
    ts: list[tuple[int, str]] = []
    for i in range(5000):
        ts.insert(0, (i, str(i)))
    print(len(ts), ts[0], ts[4095], ts[4999])
    ys = [0] * 4096
    ys.append(1)
    ys.insert(4096, 2)
    ys.append(3)
    print(len(ys), ys[4094:], sum(ys))
    zs: list[int] = []
    for i in range(4096 * 3):
        zs.append(i)
        if len(zs) % 4096 == 0:
            zs.insert(2000, -1)
    print(len(zs), zs.count(-1), zs.index(-1), zs[-1])


main()
