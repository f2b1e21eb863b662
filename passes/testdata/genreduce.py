# passes: canonicalize genreduce deadcode
def squares(xs: list[int]) -> int:
    return sum(x * x for x in xs)  # fires: the genexpr returns the total


def weighted(xs: list[int]) -> float:
    return sum((x * 0.5 for x in xs), 10)  # fires: a float total from an int start


def anyall(xs: list[int], k: int) -> bool:
    return any(x % k == 0 for x in xs if x > k) and all(x for x in xs)  # fire: return on the first


def shortest(words: list[str]) -> int:
    return min(len(w) for w in words)  # fires: ValueError when empty


def pairs(xs: list[int]) -> int:
    return max(x - y for x in xs for y in xs if y < x)  # fires: two loops


def near(xs: list[int], words: list[str]) -> int:
    a = min((len(w) for w in words), default=0)  # near miss: default=
    b = max((x for x in xs), key=lambda x: -x)  # near miss: key=
    c = sum([x for x in xs])  # near miss: a list comprehension is no generator
    return a + b + c


print(squares([1, 2]), weighted([1, 2]), anyall([3, 4, 6], 3), shortest(["ab", "c"]))
print(pairs([1, 5, 2]), near([1, 2], ["xyz"]))
