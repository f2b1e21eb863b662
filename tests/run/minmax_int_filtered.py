# min and max of int generator expressions, filtered and not (passes/genreduce.go, intMinMax,
# filteredMinMax), and divisibility tests by odd constants as a multiply (passes/divtest.go,
# oddTest): the far ends of int's range as items, empty and all-filtered inputs, negative
# items and divisors, lists across the vector width, exceptions inside the generator.

BIG = 9223372036854775807
SMALL = -9223372036854775807 - 1


def mins(xs: list[int]) -> int:
    return min(x for x in xs if x % 3 != 0)


def maxs(xs: list[int]) -> int:
    return max(x for x in xs if x % 3 != 0)


def evens_min(xs: list[int]) -> int:
    return min(x for x in xs if x % 2 == 0)


def plain(xs: list[int]) -> tuple[int, int]:
    return min(x for x in xs), max(x for x in xs)


def const_items(xs: list[int]) -> int:
    return max(7 for x in xs if x > 2)


def raising(xs: list[int]) -> int:
    return min(x for x in xs if 100 // x > 1)


def try_min(xs: list[int]) -> str:
    try:
        return str(mins(xs))
    except ValueError as e:
        return "ValueError: " + str(e)


def try_max(xs: list[int]) -> str:
    try:
        return str(maxs(xs))
    except ValueError as e:
        return "ValueError: " + str(e)


def divisible(x: int) -> str:
    out = ""
    for d in [3, -3, 5, 7, -7, 9, 11, 13, 15, 21, 99, 1001, 3 ** 39, -(3 ** 39), 9223372036854775807]:
        out += "1" if x % d == 0 else "0"
        out += "0" if x % d != 0 else "1"
    return out


def main() -> None:
    print(try_min([]), try_max([]))
    print(try_min([3, 6, -9, 0]), try_max([3, 6, -9, 0]))
    print(try_min([BIG]), try_max([BIG]))
    print(try_min([SMALL]), try_max([SMALL]))
    print(try_min([BIG, 3, SMALL + 1]), try_max([BIG - 1, 3, SMALL]))
    for n in [1, 7, 8, 9, 31, 32, 33, 64, 100, 1000]:
        xs = [(i * 7919) % 1009 - 504 for i in range(n)]
        print(n, try_min(xs), try_max(xs), evens_min(xs + [0]), plain(xs))
        ys = [BIG - i for i in range(n)] + [SMALL + i for i in range(n)]
        print(n, try_min(ys), try_max(ys), plain(ys))
    print(const_items([1, 5, 2]))
    try:
        print(const_items([1, 2]))
    except ValueError as e:
        print("ValueError:", e)
    for x in [0, 1, -1, 3, -3, 9, -9, 15, 21, 99, 1001, 3 ** 39, -(3 ** 39), 2 * 3 ** 39,
              BIG, SMALL, BIG - 1, SMALL + 1, BIG - BIG % 3, SMALL + 2, 7 * 11 * 13 * 1000003]:
        print(x, divisible(x))
    count = 0
    for x in range(-100000, 100000, 7):
        if x % 11 == 0 and x % 13 != 0:
            count += 1
    print(count)
    print(raising([3, 7, 200, -4]))
    print(raising([3, 7, 0, -4]))


main()
