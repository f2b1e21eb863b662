# The jam pass runs the while loops of four iterations before the parts after them: a loop
# whose iteration never comes in CPython (an earlier one raised) must still end, and a loop
# variable that is a global, read by a function the loop calls, must hold each iteration's
# value when that function runs.
seen = -1


def doubling(n: int) -> list[int]:
    out: list[int] = []
    for x in range(n):
        a = 1.0 - float(x)
        while a < 10.0:  # a == 0.0 from x == 1 on: endless, but x == 0 raises first
            a = a * 2.0
        out.append(100 // x)
    return out


def counted(n: int, limit: int) -> list[int]:
    out: list[int] = []
    for x in range(n):
        a = 1.0 - float(x)
        i = 0
        while i < limit and a < 10.0:
            a = a * 2.0
            i += 1
        out.append(100 // (x - 2) + i)
    return out


def show() -> None:
    print("seen", seen)


def walk(n: int) -> None:
    global seen
    for seen in range(n):
        a = float(seen)
        while a < 3.0:
            a = a + 1.0
        show()


try:
    print(doubling(5))
except ZeroDivisionError as e:
    print("ZeroDivisionError", e)
for n in [0, 1, 2, 3, 5]:
    try:
        print(counted(n, 40))
    except ZeroDivisionError as e:
        print("ZeroDivisionError", e)
for n in [0, 1, 4, 6]:
    walk(n)
    print("after", seen)
