# passes/splititer.go: an empty separator in `for v in s.split(sep)` raises split's ValueError,
# with split's traceback line, before the loop body runs.


def pieces(s: str, sep: str) -> int:
    n = 0
    for p in s.split(sep):
        print("piece", p)
        n += 1
    return n


print(pieces("a,b", ","))
print(pieces("a,b", ""))
