# round(int, ndigits) at the edges of Kiln's 64-bit ints: results that fit are exact (even
# where the multiple below x, x // unit * unit, does not fit), results that do not fit raise
# OverflowError (round(x, -19) for |x| > 5 * 10**18 used to give 0), and halves go to the
# even multiple. The twin (round_int_edges.cpython.py) raises the overflow by hand.
M = 9223372036854775807


def show(x: int, n: int) -> None:
    try:
        print(x, n, round(x, n))
    except OverflowError:
        print(x, n, "OverflowError")


for x in [M, -M - 1, -M, M - 1, 5000000000000000000, -5000000000000000000,
          5000000000000000001, -5000000000000000001, 4999999999999999999, 9150000000000000000,
          -9150000000000000000, 15, 25, -25, -35, 0, 150, -150, 250]:
    for n in [-1, -2, -3, -17, -18, -19, -20, -100, 0, 3]:
        show(x, n)
