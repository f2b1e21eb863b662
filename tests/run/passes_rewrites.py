# The programs the IR passes rewrite (dictincr, strconcat, printconcat, the simplify group):
# their output must stay CPython's with the passes on (-release) and off.


def count(words: list[str]) -> dict[str, int]:
    d: dict[str, int] = {}
    for w in words:
        d[w] = d.get(w, 0) + 1
    for w in words:
        d[w] += 10
    return d


def weights(words: list[str]) -> dict[str, float]:
    d: dict[str, float] = {}
    for w in words:
        d[w] = d.get(w, 0.5) + 0.25
    return d


def by_length(words: list[str]) -> dict[int, int]:
    d: dict[int, int] = {}
    for w in words:
        n = len(w)
        d[n] = d.get(n, 100) + n
    return d


def missing(d: dict[str, int]) -> None:
    try:
        d["zz"] += 1
    except KeyError as e:
        print("KeyError", e)


def tag(s: str) -> str:
    print("tagging", s)
    return "<" + s + ">"


def labels(first: str, last: str, n: int) -> str:
    return "Dear " + first + " " + last + ", you are number " + str(n) + "!"


def folded() -> int:
    k = 6
    m = k * 7
    if m > 40:
        return m + 1000
    return 0


words = ["pear", "fig", "pear", "kiwi", "fig", "pear"]
print(count(words))
print(weights(words))
print(by_length(words))
missing(count(words))
print(labels("Ada", "Lovelace", 1), labels("", "", -5))
print("id=" + tag("a") + "/" + tag("b"))
print("x" + "y" + "z" + str(folded()))
try:
    print("part " + str(folded() // (folded() - 1042)))
except ZeroDivisionError as e:
    print("ZeroDivisionError:", e)
