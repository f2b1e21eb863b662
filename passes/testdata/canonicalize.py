# passes: canonicalize
def augmented(d: dict[str, int], k: str) -> None:
    d[k] += 1  # the lowering's copies of d and k are substituted


def swapped(a: int, b: int) -> int:
    t = a
    a = b  # a is reassigned while the copy t is still read: no substitution
    return t + a


def label(x: int) -> str:
    return str("n=" + str(x))
d = {"a": 1}
augmented(d, "a")
print(d, swapped(1, 2), label(3))
