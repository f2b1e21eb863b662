# The twin of lazy_mod_overflow.py: CPython's int grows, so each operation of a step raises
# Kiln's OverflowError by hand when its result leaves the 64-bit range.

from typing import Callable

M = 1000000007


def chk(v):
    if v >= 2**63 or v < -(2**63):
        raise OverflowError("int overflow: the result does not fit in Kiln's 64-bit int")
    return v


def from_entry(xs: list[int], start: int) -> int:
    h = start
    for x in xs:
        h = chk(chk(h * 31) + x) % M
    return h


def two_terms(xs: list[int], y: int) -> int:
    h = 0
    for x in xs:
        h = chk(chk(chk(h * 31) + x) + y) % M
    return h


def minus(xs: list[int], k: int) -> int:
    h = 0
    for x in xs:
        h = chk(chk(h * 7) - x) % M
    return h


def squared(xs: list[int], k: int) -> int:
    h = 0
    for x in xs:
        h = chk(chk(h * 31) + chk(x * x)) % M
    return h


def run(name: str, f: Callable[[list[int], int], int], xs: list[int], k: int) -> None:
    try:
        print(name, f(xs, k))
    except OverflowError as e:
        print(name, "OverflowError:", e)


def main() -> None:
    run("entry 2**40", from_entry, [1, 2, 3], 2**40)
    run("entry 2**60", from_entry, [1, 2, 3], 2**60)
    empty: list[int] = []
    run("entry 2**60 empty", from_entry, empty, 2**60)
    run("entry -(2**60)", from_entry, [5], -(2**60))
    run("near max", from_entry, [0, 9223372036854775807 - 30], 0)
    run("near max 2", from_entry, [1, 9223372036854775807 - 30], 0)
    run("two 2**62", two_terms, [2**62, 2**62], 0)
    run("two 2**62 y", two_terms, [1, 2], 2**62 + 2**61)
    run("two 2**62 2**62", two_terms, [5, 2**62], 2**62)
    run("two ok", two_terms, [2**62, -(2**62), 2**61], 2**61)
    run("two neg", two_terms, [-(2**62), 5], -(2**62))
    run("minus min", minus, [1, (-(2**62)) * 2], 0)
    run("minus min 0", minus, [(-(2**62)) * 2], 0)
    run("minus ok", minus, [2**62, -(2**62) + 1], 0)
    run("squared", squared, [3, 2**31, 2**32], 0)
    run("squared ok", squared, [3, 2**31, 3037000499], 0)


main()
