from collections import Counter, OrderedDict


def total(d: dict[str, int]) -> int:
    return len(d)


c = Counter("aab")
print(total(c))  # ERROR "not supported yet: a Counter where a dict\[str,int\] is expected"
x: dict[str, int] = OrderedDict([("a", 1)])  # ERROR "not supported yet: an OrderedDict where a dict\[str,int\] is expected"


def g() -> dict[str, int]:
    return OrderedDict([("a", 1)])  # ERROR "not supported yet: an OrderedDict where a dict\[str,int\] is expected \(its methods would not be the OrderedDict's\)"
