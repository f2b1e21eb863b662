# Default values that are not constants: evaluated once where the def runs, shared between
# calls (a list default keeps what earlier calls appended), in functions and methods.
SEP = ", "
LIMIT = 10 * 10


def join(items: list[str], sep=SEP):
    out = ""
    for i in range(len(items)):
        if i > 0:
            out += sep
        out += items[i]
    return out


def collect(x, acc: list[int] = []):
    acc.append(x)
    return acc


def fib(n, memo: dict[int, int] = {}):
    if n < 2:
        return n
    if n in memo:
        return memo[n]
    r = fib(n - 1) + fib(n - 2)
    memo[n] = r
    return r


def clamp(v, hi=LIMIT, *, lo=-LIMIT):
    return max(lo, min(hi, v))


class Counter:
    start = 5

    def __init__(self, step=1 + 1, names: list[str] = []):
        self.step = step
        self.names = names

    def bump(self, by=[0][0] + 3):
        return self.step + by


print(join(["a", "b", "c"]), join(["x", "y"], "-"))
print(collect(1), collect(2), collect(3, []))
print(fib(80))
print(clamp(500), clamp(-500), clamp(5, 3))
c = Counter()
c.names.append("first")
d = Counter(3)
print(c.step, c.bump(), d.bump(10), d.names)
