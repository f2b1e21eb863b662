# Iterating sets: the walk keeps the slots in use of the current block of 64 and takes them
# one after another (_set_iter._bits), read again when the set changed without changing size
# (a removal and an add: the walk goes on in the table as it is, as CPython's).
s = set(range(0, 300, 7))
t = 0
for x in s:
    t += x
print(t, list(s)[:5], len(list(s)))
# mutation with the same size during iteration
s2 = {1, 2, 3, 4, 5, 100, 200}
out = []
for x in s2:
    out.append(x)
    if x == 2:
        s2.remove(3)
        s2.add(70)
    if len(out) > 20:
        break
print(out)
s3 = set(range(200))
out3 = []
for x in s3:
    out3.append(x)
    if x % 10 == 0 and x < 150:
        s3.discard(x + 1)
        s3.add(x + 1000)
print(len(out3), out3[:30], out3[-10:])
try:
    for x in s3:
        s3.add(-x - 1)
except RuntimeError as e:
    print("RuntimeError", e)
it = iter({5, 6, 7})
print(next(it), next(it), next(it), next(it, 99))
e: set[int] = set()
print(list(e), [x for x in {64, 128, 0, 1}])

# Same size through ^= (a removal and an add in one), and a resize that keeps the size.
s4 = set(range(0, 640, 5))
out4 = []
for x in s4:
    out4.append(x)
    if x == 60:
        s4 ^= {65, 5000}
    if x == 300:
        s4 |= {300}
print(len(out4), out4[:15], out4[-5:])
s5 = set(range(100))
seen = 0
for x in s5:
    seen += 1
    if x == 50:
        s5.discard(60)
        s5.add(60)
print(seen)
# Blocks of 64 slots: elements in the last slot of a block and the first of the next.
s6 = {63, 64, 127, 128, 0, 191, 192}
print(list(s6), sum(s6), [x for x in frozenset(s6)])
big = set(range(0, 100000, 3))
print(sum(big), len([x for x in big]), max(big), min(big))
