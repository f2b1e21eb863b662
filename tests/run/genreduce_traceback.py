# An exception raised by an element of a generator expression that sum runs: the traceback
# has the <genexpr> frame, with or without the genreduce pass.


def total(xs: list[int]) -> int:
    return sum(100 // x for x in xs)


print(total([1, 2, 5]))
print(total([4, 0, 1]))
