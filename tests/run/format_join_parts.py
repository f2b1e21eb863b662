# f-strings, str.format and % with int parts, which the strconcat pass writes straight into the
# result (no temporary str per int), non-ASCII parts (the result knows it is not ASCII from its
# parts), and the parts' evaluation order.

log: list[str] = []


def val(n: int) -> int:
    log.append("v" + str(n))
    return n


def txt(s: str) -> str:
    log.append("t" + s)
    return s


for n in [0, 5, -5, 42, -100, 9223372036854775807, -9223372036854775807 - 1]:
    s = f"id={n};"
    t = f"{n}{n}"
    u = f"é{n}🐍{-n if n != -9223372036854775807 - 1 else 1}"
    print(s, len(s), t, len(t), u, len(u), u[1:3], u.upper())
    print("{}-{}".format(n, "ü"), "%d/%s" % (n, "x"), f"[{n:>6}]" if -1000 < n < 1000 else "")

print(f"{val(1)}:{txt('a')}:{val(-2)}:{txt('ß')}", log)
log.clear()
try:
    print(f"{val(3)}{txt('b')}{val(10 // (len(log) - 2))}{txt('c')}")
except ZeroDivisionError as e:
    print("ZeroDivisionError", e, log)

name = "Zoë"
for i in range(3):
    line = f"{name}#{i}: {i * 1000 - 1500} {name[::-1]}"
    print(line, len(line), line.find("#"), line.isascii(), line.encode())
print(f"{'x'}{'y'}", f"{12}{'34'}", f"{name}")

# A format joined with the parts after it: what it read is read before the later parts run.
g = "before"


def change() -> str:
    global g
    g = "after"
    return "!"


print(f"{g}:{1}" + change() + g + str(-7), f"{len(log)}/{g}" + "é" + str(3) + f"{4}{5}")

# print of an f-string writes its parts one by one, after evaluating all of them.
log.clear()
print(f"{val(5)}|{txt('ü')}|{-12}")
print(f"{txt('a')}{val(6)}" + txt("b") + str(val(7)))
print(log)
