# x ** 0.5 is libm's pow, as in CPython, not a square root: they differ in the last digit here,
# and an optimizing build must not rewrite one into the other.


def root(x: float) -> float:
    return x ** 0.5


x = 0.9999999999999999
for i in range(3):
    x = x + 0.0
print(root(x), 2.0 ** 10, 2.0 ** 0.5, (-8.0) ** 2.0, 10.0 ** -2.0, 7.0 ** 1.5)
