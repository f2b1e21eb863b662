# The jam pass runs 32 iterations at once, their while loops predicated: a lane whose loop has
# ended keeps its values while the others go on. Lanes ending at every round, counters near
# 2**63 - 1 (a finished lane's dropped increment would overflow), NaN and infinities reached
# by lanes that go on past their end, prints and exceptions in the part after the loop, and the
# variables read after the loop must be as in CPython.
def escape(n: int, scale: float, limit: int) -> list[int]:
    out: list[int] = []
    for x in range(n):
        c = scale * x / n - 1.75
        z = 0.0
        i = 0
        while i < limit and z * z <= 4.0:
            z = z * z + c
            i += 1
        out.append(i)
    return out


def near_max(n: int, start: int) -> list[int]:
    out: list[int] = []
    for x in range(n):
        z = 1.0 + x
        i = start
        while i < 9223372036854775807 and z < 1e300:
            z = z * 1e100
            i += 1
        out.append(i)
    return out


def blowup(n: int) -> str:
    s = ""
    for x in range(n):
        z = 0.5 * x
        w = -0.0
        k = 0
        while k < 40 and z < 1e10:
            z = z * z + 1.0
            w = w - z * 1e300
            k += 1
        s = s + repr(z)[:8] + "," + repr(w)[:8] + "," + str(k) + ";"
    return s


def last(n: int) -> str:
    x = -1
    z = -1.0
    i = -7
    for x in range(n):
        z = 0.5 + x
        i = 0
        while i < 9 and z < 300.0:
            z = z * 2.0
            i += 1
    return str(x) + " " + repr(z) + " " + str(i)


def noisy(n: int) -> None:
    for x in range(n):
        t = x * 0.125
        j = 0
        while j < 7 and t < 1.0:
            t = t + t + 0.125
            j += 1
        print("lane", x, repr(t), j)


def divides(n: int) -> int:
    acc = 0
    for x in range(n):
        m = 0.5
        j = 0
        while j < 40 and m < 1e30:
            m = m * (x + 1.5)
            j += 1
        print("divides", x, j, repr(m))
        acc = acc * 3 + 100 // (x - 37)
    return acc


def grows(n: int) -> int:
    acc = 1
    for x in range(n):
        m = 1.5
        j = 0
        while j < x and m < 1e6:
            m = m * 1.5
            j += 1
        acc = acc * (j + 2) * 101 % 1000003
    return acc


for n in [0, 1, 31, 32, 33, 63, 64, 65, 100]:
    print(n, escape(n, 2.25, 50), last(n))
print(near_max(40, 9223372036854775800))
print(near_max(35, 9223372036854775806))
print(blowup(37))
noisy(40)
try:
    print(divides(50))
except ZeroDivisionError as e:
    print("ZeroDivisionError:", e)
print(grows(5), grows(40))


def straggler(n: int) -> int:
    total = 0
    for x in range(n):
        c = 1.001 if (x & 31) == 5 else 3.0
        z = 1.0
        i = 0
        while i < 3000 and z < 1e30:
            z = z * c
            i += 1
        total = (total * 7 + i) % 1000000007
    return total


print(straggler(3), straggler(64), straggler(101))
print(divides(70))
