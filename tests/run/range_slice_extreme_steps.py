# Ranges and list/str slices whose steps, bounds or distances are near the edges of Kiln's
# 64-bit ints: len, items, `in`, index, reversed and iteration of range(5, -2**63, -2**63)
# and the like are exact (|stop - start| and -step may not fit where the results do), and
# slicing, deleting and assigning with steps of +-(2**63 - 1) and -2**63 select what CPython
# selects (these raised OverflowError).
M = 9223372036854775807
ranges = [range(M, -M - 1, -M), range(-M - 1, M, M), range(5, -M - 1, -M - 1),
          range(100, -100, -M - 1), range(-M - 1, -100, -M), range(10, 0, -3), range(0),
          range(M - 2, M), range(-M - 1, -M + 1), range(M, M - 1, -M - 1), range(-M - 1, M, M - 1)]
for r in ranges:
    print(r, len(r), list(r), list(reversed(r)), bool(r))
    print([x in r for x in [-M - 1, -M, -1, 0, 5, 100, M - 1, M]])
    if len(r) > 0:
        print(r[0], r[-1], r[len(r) - 1], r.index(r[-1]), r.count(r[0]))
    for x in r:
        print(r.index(x), end=" ")
    print()
    try:
        print(r.index(3))
    except ValueError as e:
        print("ValueError", e)

word = "abcdefghij"
for step in [M, -M, -M - 1, 100, -100]:
    for start in [None, 0, 5, -1, M, -M - 1]:
        for stop in [None, 0, 5, -1, M, -M - 1]:
            xs = list(range(10))
            got = xs[start:stop:step]
            del xs[start:stop:step]
            ys = list(range(10))
            ys[start:stop:step] = [77] * len(got)
            print(step, start, stop, got, word[start:stop:step], xs, ys)
try:
    print(len(range(-M - 1, M)))
except OverflowError:
    print("OverflowError")
