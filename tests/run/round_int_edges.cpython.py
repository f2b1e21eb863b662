# The twin of round_int_edges.py: CPython's int grows, so the overflow is raised by hand.
M = 9223372036854775807


def show(x: int, n: int) -> None:
    try:
        r = round(x, n)
        if r >= 2**63 or r < -2**63:
            raise OverflowError("int overflow")
        print(x, n, r)
    except OverflowError:
        print(x, n, "OverflowError")


for x in [M, -M - 1, -M, M - 1, 5000000000000000000, -5000000000000000000,
          5000000000000000001, -5000000000000000001, 4999999999999999999, 9150000000000000000,
          -9150000000000000000, 15, 25, -25, -35, 0, 150, -150, 250]:
    for n in [-1, -2, -3, -17, -18, -19, -20, -100, 0, 3]:
        show(x, n)
