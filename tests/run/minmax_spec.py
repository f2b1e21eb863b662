# min and max of int generators whose terms may overflow, run first by a speculative loop
# without overflow tests (passes/sumspec.go, pickSpec): terms reading a captured list at a
# constant index (the list empty, shorter than the index, the one iterated or another),
# overflow at the first, a middle and the last item, empty lists, lists across the vector
# width. The twin (minmax_spec.cpython.py) raises by hand where Kiln's 64-bit ints overflow.

BIG = 9223372036854775807
SMALL = -9223372036854775807 - 1


def spread(row: list[int]) -> int:
    return max(x - row[0] for x in row)


def low(row: list[int], other: list[int]) -> int:
    return min(x * 3 - other[2] for x in row)


def shifted(row: list[int], k: int) -> int:
    return max(x + k for x in row)


def safe(f) -> str:
    try:
        return str(f())
    except OverflowError as e:
        return "OverflowError"
    except IndexError as e:
        return "IndexError: " + str(e)
    except ValueError as e:
        return "ValueError: " + str(e)


def main() -> None:
    empty: list[int] = []
    print(safe(lambda: spread(empty)))
    print(safe(lambda: spread([5])), safe(lambda: spread([5, -3, 12, 7])))
    print(safe(lambda: spread([0, BIG])), safe(lambda: spread([-1, BIG])), safe(lambda: spread([1, SMALL])))
    print(safe(lambda: spread([BIG, SMALL])), safe(lambda: spread([SMALL, BIG])))
    for n in [1, 2, 7, 8, 9, 16, 33, 100, 1000]:
        row = [(i * 7919) % 1009 - 504 for i in range(n)]
        print(n, safe(lambda: spread(row)), safe(lambda: low(row, [1, 2, 3])), safe(lambda: low(row, [1, 2])),
              safe(lambda: low(row, empty)))
        print(n, safe(lambda: shifted(row, BIG - 504)), safe(lambda: shifted(row, BIG - 503)),
              safe(lambda: shifted(row, SMALL + 504)))
        big = [BIG // 3 - i for i in range(n)]
        print(n, safe(lambda: low(big, [0, 0, -1])), safe(lambda: low(big + [BIG // 3 + 1], [0, 0, 5])))
        mid = row[: n // 2] + [BIG] + row[n // 2 :]
        print(n, safe(lambda: spread(mid)), safe(lambda: shifted(mid, 1)), safe(lambda: shifted(mid, 0)))


main()
