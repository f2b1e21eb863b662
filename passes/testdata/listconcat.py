# passes: canonicalize listconcat deadcode
def insert_at(p: list[list[int]], i: int, x: int) -> list[list[int]]:
    return p[:i] + [[x] + p[i]] + p[i + 1 :]  # fires: two slices and a display, one allocation


def mixed(a: list[int], b: list[int], n: int) -> list[int]:
    return a + b[::-1] + [n, n + 1] + a[-2:100] + b  # fires: steps, negative and out-of-range bounds


def pair(a: list[int], b: list[int]) -> list[int]:
    return a + b  # near miss: a single + of two lists allocates once already


def pair_display(a: list[int], x: int) -> list[int]:
    return a[1:] + [x]  # fires: a single + of a slice and a display


def words(a: str, b: str, c: str) -> str:
    return a + b + c  # near miss: not lists


def ints(a: int, b: int, c: int) -> int:
    return a + b + c  # near miss: ints


def grow(a: list[int]) -> list[int]:
    a.append(len(a))
    return a


def writes(a: list[int], b: list[int]) -> list[int]:
    return a + b + grow(a)  # near miss: a later part may write to an earlier one


def by_slice(a: list[int], s: slice, b: list[int]) -> list[int]:
    return a + a[s] + b  # fires; a[s] is a part like any list value, the slice object is not known


print(insert_at([[1], [2], [3]], 1, 9))
print(mixed([1, 2, 3], [4, 5], 7))
print(pair([1], [2]), pair_display([1, 2], 3), words("a", "b", "c"), ints(1, 2, 3))
print(writes([1], [2]), by_slice([1, 2, 3], slice(1, None, None), [0]))
