# Lists grown past 4096 items (where append's growth changes from an eighth to a half): by
# append, insert, loops appending once per item (reserved first), and extend.


def main() -> None:
    xs: list[int] = []
    for i in range(20000):
        xs.append(i * 3)
    print(len(xs), xs[0], xs[4095], xs[4096], xs[4097], xs[-1], sum(xs))
    ys: list[str] = []
    for i in range(5000):
        ys.insert(i // 2, str(i))
    print(len(ys), ys[:4], ys[-4:], ys[2500])
    src = [str(i) for i in range(6000)]
    out: list[str] = []
    for round in range(3):
        for s in src:
            out.append(s + "!")
    print(len(out), out[0], out[5999], out[6000], out[-1])
    zs: list[float] = []
    for k in range(7):
        zs.extend([0.5 * k] * 1000)
    print(len(zs), zs[999], zs[1000], zs[-1])
    while len(xs) > 3:
        xs.pop()
    print(xs)


main()
