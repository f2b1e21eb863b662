# Loops whose iterations each set up private values, run a while loop over them, then use them
# run four iterations at once, their while loops interleaved (the jam pass). Every count of
# iterations (remainders of 0 to 3, none, negative bounds), lanes whose loops run different
# numbers of times, prints and exceptions in the part after the while loop, and the variables
# read after the loop must be as in CPython.
LIMIT = 30


def escape(n: int, scale: float, limit: int) -> list[int]:
    out: list[int] = []
    for x in range(n):
        c = scale * x / n - 0.75
        z = 0.0
        i = 0
        while i < limit and z * z <= 4.0:
            z = z * z + c
            i += 1
        out.append(i)
    return out


def collatz(n: int) -> int:
    total = 0
    for x in range(n):
        v = x + 1
        steps = 0.0
        k = 0
        while k < 1000 and v != 1:
            v = v // 2 if v % 2 == 0 else 3 * v + 1
            k += 1
        total = (total * 3 + k) % 1000003
    return total


def last(n: int) -> str:
    x = -1
    z = -1.0
    i = -7
    for x in range(n):
        z = 0.5 + x
        i = 0
        while i < 5 and z < 40.0:
            z = z * 2.0
            i += 1
    return str(x) + " " + repr(z) + " " + str(i)


def noisy(n: int) -> None:
    for x in range(n):
        t = x * 0.25
        j = 0
        while j < 3 and t < 1.0:
            t = t + t + 0.125
            j += 1
        print("lane", x, repr(t), j)


def grows(n: int) -> int:
    acc = 1
    for x in range(n):
        m = 1.5
        j = 0
        while j < x and m < 1e6:
            m = m * 1.5
            j += 1
        acc = acc * (j + 2) * 1000003
    return acc


def divides(n: int) -> int:
    acc = 0
    for x in range(n):
        m = 0.5
        j = 0
        while j < 9 and m < 100.0:
            m = m * (x + 1.5)
            j += 1
        print("divides", x, j, repr(m))
        acc = acc * 3 + 100 // (x - 6)
    return acc


def guarded(n: int) -> str:
    z = 0.0
    try:
        for x in range(n):
            z = 1.0 / (x + 1)
            j = 0
            while j < 4 and z < 1.0:
                z = z * 3.0
                j += 1
            if j == 3:
                raise ValueError("three at " + str(x))
    except ValueError as e:
        return str(e) + " " + repr(z)
    return repr(z)


for n in [-5, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 13, 64]:
    print(n, escape(n, 2.5, LIMIT), last(n))
print(collatz(0), collatz(1), collatz(7), collatz(100))
noisy(6)
print(guarded(3), guarded(40))
for n in [1, 2, 3, 6]:
    try:
        print(n, grows(n))
    except OverflowError as e:
        print(n, "OverflowError:", e)
print(divides(6))
print(divides(9))
