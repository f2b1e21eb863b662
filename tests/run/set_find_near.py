# Intersections, differences, subset and disjoint tests of int sets whose tables are of
# similar sizes: their lookups decide the first 8 slots of a probe at once (set._find_from).
# Keys that collide (multiples of the table size), deleted slots on the probe path, keys
# found past the 8th slot, probes at the table's end, negative keys and -1 / -2 (one hash).


def show(s: set[int]) -> None:
    print(len(s), list(s))


# 64 slots: keys 0, 64, 128, ... all have home slot 0 and fill slots 0, 1, 2, ...
col = set(range(0, 64 * 12, 64))
probe = set(range(0, 64 * 14, 64))
show(col & probe)
show(probe & col)
show(probe - col)
show(col - probe)
print(col <= probe, probe <= col, col.isdisjoint(probe), probe.isdisjoint({1, 2, 3}))

# Deleted slots before the key and before the first free slot.
d = set(range(0, 64 * 12, 64))
for k in [0, 128, 256, 320]:
    d.remove(k)
show(d & probe)
show(probe - d)
print(d <= probe, {64, 192} <= d, {0, 64} <= d, d.isdisjoint({0, 128, 256}))
d -= {64, 192, 999}
show(d)

# Negative keys, -1 and -2 (hash -2 both), and the int limits.
lo = -9223372036854775807 - 1
neg = {-1, -2, -3, -64, -65, lo, 9223372036854775807, 0, 1}
other = {-2, -65, lo, 5, 9223372036854775807, -1000, -1}
show(neg & other)
show(neg - other)
print(neg <= other, (neg & other) <= other, neg.isdisjoint(other), neg.isdisjoint({7, 8}))

# Keys at the table's last slots (their group is cut short: probed one slot at a time).
size = 128
tail = set(range(size - 12, size)) | {size * 2 - 1, size * 3 - 2}
probe2 = set(range(size - 20, size + 5)) | {size * 3 - 2}
show(tail & probe2)
show(tail - probe2)
show(probe2 - tail)

# Larger sets of similar sizes, clustered, with a quarter of the keys removed.
big = set(range(0, 300000, 3))
for k in range(0, 300000, 12):
    big.discard(k)
mid = set(range(0, 300000, 2))
i = big & mid
x = mid - big
print(len(i), sum(i), len(x), sum(x), i <= big, i <= mid, x <= mid, big <= mid)
mid -= big
print(len(mid), sum(mid), mid == x)

# A walked table much smaller than the probed one: lookups one slot at a time.
small = {3, 6, 9, 100000, 299997, 5}
show(small & big)
show(small - big)
print(small <= big, {3, 9} <= big, small.isdisjoint(big))
