# A runtime error inside stdlib code shows the user's line that called into it.


def lookup(d: dict[str, int], k: str) -> int:
    return d[k]


def total(keys: list[str]) -> int:
    d = {"a": 1, "b": 2}
    t = 0
    for k in keys:
        t += lookup(d, k)
    return t


print(total(["a", "b"]))
print(total(["a", "c"]))
