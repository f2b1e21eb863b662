# Lambda defaults that are not constants are evaluated where the lambda is, each time.
fs = []
for i in range(3):
    fs.append(lambda x, i=i: x + i)
print([f(10) for f in fs])


def make():
    out = []
    for k in ["a", "b"]:
        out.append(lambda s, k=k, n=len(k) * 2: s + k * n)
    return out


print([g("x") for g in make()])
adders = [lambda x, j=j: x * j for j in range(1, 4)]
print([h(2) for h in adders])
base = 5
h = lambda y, b=base: y - b
base = 100
print(h(1))
print(sorted([3, 1, 2], key=lambda v, off=base: off - v))
calls = 0


def counted() -> int:
    global calls
    calls += 1
    return calls


makers = [lambda c=counted(): c for _ in range(3)]
print(calls, [m() for m in makers], calls)
scale = 2.5
area = lambda w, hgt=1.0, s=scale: w * hgt * s if False else w * s
print(area(2.0))
div = lambda n, d=len(fs) - 3: n // d
print(div(7))
