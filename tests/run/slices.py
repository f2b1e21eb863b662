# Slices of str, list and tuple: every sign combination of bounds and steps, omitted bounds,
# clamping, list slice assignment and deletion.
s = "abcdefghij"
l = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9]
bounds = [None, 0, 1, 3, -1, -3, 9, 10, 15, -15]
steps = [None, 1, 2, 3, -1, -2, -4, 11, -11]
for a in bounds:
    for b in bounds:
        for c in steps:
            print(a, b, c, s[a:b:c], l[a:b:c], s[slice(a, b, c)])

print(s[:], s[::], s[3:], s[:3], s[-3:], s[:-3], s[::-1], s[::2], s[1::2], s[::-3])
print(l[:], l[3:], l[:3], l[-3:], l[:-3], l[::-1], l[::2], l[1::2], l[::-3])
e: list[int] = []
print(""[1:5], ""[::-1], e[1:2])

i = 2
j = 7
print(s[i:j], s[i:], s[:j], s[j:i:-1], l[i:j:2], l[-i:-j:-1])

t = (1, "two", 3.0, 4, "five")
print(t[1:3], t[::-1], t[::2], t[-2:], t[:-2], t[10:], t[3:1:-1], t[:0])

cp = l[2:5]
cp[0] = 100
print(cp, l)

m = [1, 2, 3, 4, 5, 6]
m[1:3] = [20, 30, 40]
print(m)
m[::2] = [0, 0, 0, 0]
print(m)
m[2:2] = [7, 8]
print(m)
m[5:] = []
print(m)
m[:] = m
print(m)
m[-1:-4:-1] = [9, 9, 9]
print(m)
m[10:20] = [1]
print(m)
m[4:1] = [5]
print(m)
del m[1:3]
print(m)
del m[::-2]
print(m)
del m[:]
print(m, len(m))
n = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9]
del n[1:8:3]
print(n)
del n[100:]
print(n)

sl = slice(2, None, -1)
print(sl, sl.start, sl.stop, sl.step, sl.indices(10), slice(None, None, None).indices(3))
print(slice(-100, 100, 3).indices(5), slice(100, -100, -3).indices(5))
