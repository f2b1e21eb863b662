# str(n) of ints of every width, through the paths that measure it first: len(str(n)),
# concatenations (one allocation sized by the digit count), f-strings, and a loop that both
# measures str(n) and keeps a modular checksum.


def widths() -> list[int]:
    top = 9223372036854775807
    vals = [0, 1, -1, 9, -9, 10, -10, top, -top - 1, -top]
    p = 1
    for _ in range(18):
        p *= 10
        vals.append(p - 1)
        vals.append(p)
        vals.append(p + 1)
        vals.append(-(p - 1))
        vals.append(-p)
        vals.append(-p - 1)
    return vals


def main() -> None:
    for v in widths():
        s = "<" + str(v) + ">"
        t = str(v) + "/" + str(-v if v != -9223372036854775807 - 1 else 0)
        print(len(str(v)), len(s), s, len(t), t, f"[{v}]", len(f"{v}{v}"))
    checksum = 0
    total = 0
    for i in range(-2000, 200000, 7):
        line = "k" + str(i * 1000003) + "." + str(i % 1000)
        total += len(line)
        checksum = (checksum * 31 + len(str(i) + "-" + line)) % 1000000007
    print(total, checksum)
    bad = 0
    digits = 0
    for i in range(-100000, 100000, 13):
        for v in [i, i * 1000003, i * 92233720368547]:
            s = "<" + str(v) + ">"
            if int(s[1:-1]) != v or s != f"<{v}>":
                bad += 1
            digits += ord(s[-2]) + ord(s[1])
    print(bad, digits)
    z = 0
    try:
        print(len("x" + str(total) + str(10 // z)))
    except ZeroDivisionError as e:
        print("ZeroDivisionError", e)


main()
