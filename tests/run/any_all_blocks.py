# any and all of int generators over lists test blocks of 16 items without a branch per item
# first (passes/sumspec.go, exitSpec), then finish with the exact loop: hits in the first,
# middle and last block and in the tail, lists of 0 to 100 items around the block size,
# conditions that overflow (found in a skipped block, or after a hit), a captured list read at
# a constant index, and a condition raising past the hit (never evaluated). The twin
# (any_all_blocks.cpython.py) raises by hand where Kiln's 64-bit ints overflow.

BIG = 9223372036854775807


def big(xs: list[int]) -> bool:
    return any(x > 995 for x in xs)


def small(xs: list[int]) -> bool:
    return all(x < 996 for x in xs)


def over(xs: list[int], k: int) -> bool:
    return any(x * k > 10 for x in xs)


def ref(xs: list[int], other: list[int]) -> bool:
    return all(x != other[1] for x in xs)


def show(f) -> str:
    try:
        return str(f())
    except OverflowError:
        return "OverflowError"
    except IndexError as e:
        return "IndexError: " + str(e)


def main() -> None:
    for n in [0, 1, 15, 16, 17, 31, 32, 33, 40, 47, 48, 49, 100]:
        xs = [(i * 37) % 990 for i in range(n)]
        line = str(n) + " " + str(big(xs)) + " " + str(small(xs))
        for at in [0, 5, 15, 16, 20, 31, 32, 40, 47, 48, 99]:
            if at < n:
                ys = xs[:at] + [996] + xs[at + 1 :]
                line += " " + str(at) + ":" + str(big(ys)) + str(small(ys))
        print(line)
        print(n, show(lambda: over(xs, 1)), show(lambda: over(xs, 0)), show(lambda: ref(xs, [0, 37])),
              show(lambda: ref(xs, [0, 1])), show(lambda: ref(xs, [0])))
    huge = [0] * 20 + [BIG] + [0] * 20
    print(show(lambda: over(huge, 2)), show(lambda: over(huge, 1)))
    early = [20] + [0] * 30 + [BIG]
    print(show(lambda: over(early, 2)))
    late = [0] * 30 + [BIG, 20]
    print(show(lambda: over(late, 2)))
    print(show(lambda: over([0] * 100, 3)), show(lambda: over([1] * 33 + [11], 1)))


main()
