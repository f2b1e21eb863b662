from enum import IntEnum, Enum, auto, unique


class Priority(IntEnum):
    LOW = 1
    MEDIUM = 5
    HIGH = 10
    URGENT = auto()


@unique
class Step(Enum):
    FIRST = auto()
    SECOND = auto()
    TENTH = 10
    NEXT = auto()


print(list(Step), Step.NEXT.value)
p = Priority.HIGH
print(p, repr(p), str(p), f"{p}|{p:>4}|{p:03d}", "%d" % int(p))
print(p > Priority.LOW, p < 3, 3 < p, p == 10, 10 == p, p != 10, p == Priority.HIGH, p >= 10, p <= 9)
print(p + 1, 1 + p, p - Priority.LOW, p * 2, p / 4, p // 3, p % 3, p ** 2, -p, abs(-p), ~p, p & 3, p | 1, p << 1)
print(int(p), float(p), [0, 1, 2, 3, 4, 5][int(Priority.MEDIUM)], Priority(5), Priority["LOW"])
tasks = [("write", Priority.MEDIUM), ("fix", Priority.URGENT), ("nap", Priority.LOW), ("ship", Priority.HIGH)]
tasks.sort(key=lambda t: t[1], reverse=True)
print([name for name, _ in tasks])
print(sorted(Priority, reverse=True), max(Priority), min(Priority).name)
print(sorted([Priority.HIGH, Priority.LOW, Priority.MEDIUM]))
d = {Priority.LOW: "low"}
print(d[Priority.LOW], d, Priority.URGENT.value, sum([Priority.LOW, Priority.HIGH]))
print(isinstance(p, Priority), p.name, p.value + 1, type(p).__name__)
total = 0
for q in Priority:
    total += q
print(total, len(Priority))
try:
    Priority(2)
except ValueError as e:
    print(e)
