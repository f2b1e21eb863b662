# sep.join([...]) of a constant separator and a list display is joined by the strconcat pass
# without building the list: elements evaluated in order, int parts, non-ASCII, empty parts.

log: list[str] = []


def part(s: str) -> str:
    log.append(s)
    return s


for n in [0, -3, 42, -9223372036854775807 - 1]:
    a = "é" * (n % 3)
    s = ",".join([a, str(n), a + "🐍", ""])
    t = "".join([str(n), str(-n) if n > -9223372036854775807 - 1 else "", "", a])
    print(s, len(s), t, len(t), " :: ".join([t]), len(", ".join([s, t])), s.isascii())

print("/".join([part("x"), part("é"), str(len(log)), part("z")]), log)
log.clear()
try:
    print("-".join([part("a"), part(str(1 // (len(log) - 1))), part("b")]))
except ZeroDivisionError as e:
    print("ZeroDivisionError", e, log)
words = ["alpha", "beta"]
print("|".join([w + "!" for w in words]), "|".join([words[0], words[-1] + "?"]) + ".", "".join(["", ""]) == "")
