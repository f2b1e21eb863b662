from collections import defaultdict


def get(d: dict[str, int], k: str) -> int:
    return d[k]


counts = defaultdict(int)
counts["b"] += 1
print(get(counts, "a"))  # ERROR "not supported yet: a defaultdict where a dict\[str,int\] is expected"


def make() -> dict[str, int]:
    d = defaultdict(int)
    d["a"] += 1
    return d  # ERROR "not supported yet: a defaultdict where a dict\[str,int\] is expected"


print(make())
