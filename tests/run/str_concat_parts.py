# Concatenations with str(int) parts, which the strconcat pass writes straight into the result,
# and len() of concatenations, which it computes from the parts' lengths: negative and extreme
# ints, non-ASCII parts (len counts code points), long chains, evaluation order.


def key(name: str, n: int) -> str:
    return name + str(n)


def row(a: str, b: str, n: int) -> str:
    return a + "," + b + "," + str(n) + "," + a + "," + b + "-" + "=" + a + str(n * 2)


log: list[str] = []


def part(s: str) -> str:
    log.append(s)
    return s


def num(n: int) -> int:
    log.append(str(n))
    return n


for n in [0, 7, 9, 10, -1, -9, -10, 99, 100, -100, 12345, 1000000007, 9223372036854775807, -9223372036854775807 - 1]:
    k = key("k", n)
    print(k, len(k), len("k" + str(n)), len(str(n) + "é"), str(n) + "|" + str(-n if n > -9223372036854775807 - 1 else 0))

names = ["ada", "grace", "édouard", "日本", "🐍x", ""]
for i in range(len(names)):
    first = names[i]
    last = names[(i + 1) % len(names)]
    line = first + "." + last + "@" + str(i - 3) + ".example.org"
    print(line, len(line), len(first + "/" + last + "/" + line), len(first + last), len(line + first))
    print(row(first, last, i * -37), len(row(first, last, i)))

# The parts are still evaluated, in order, when only the length is needed.
print(len(part("a") + part("bé") + str(num(42)) + part("🐍")), log)
log.clear()
print(part("x") + str(num(-5)) + part("y") + "z", log)

# A part that raises: the earlier parts were evaluated, the later ones are not.
log.clear()
try:
    print(len(part("p") + str(num(10 // (len(log) - 1))) + part("q")))
except ZeroDivisionError as e:
    print("ZeroDivisionError", e, log)

s = ""
for i in range(-3, 4):
    s = s + str(i) + "," + str(i * i)
print(s, len(s), len(s + s))


# len() of list concatenations: the lengths added, unless a later part may change an earlier one.
def grow(xs: list[int]) -> list[int]:
    xs.append(len(xs))
    return [9]


xs = [1, 2, 3]
ys: list[int] = []
print(len(xs + ys + xs[1:] + [4, 5]), len(xs + grow(xs)), len(xs + grow(xs) + xs), xs)
print(len(ys + ys), len(xs[::-1] + xs[5:]))
print([len(str(n)) for n in [0, 9, -9, 10, -10, 12345, 9223372036854775807, -9223372036854775807 - 1]], len(repr(-42)))
