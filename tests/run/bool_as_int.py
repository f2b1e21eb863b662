# bool is a subclass of int: it takes part in arithmetic and comparisons as 0 or 1.
t = True
f = False
print(t + t, t - f, t * 5, 7 * t, t / 2, 1.5 * t, t + 0.5, -t, +t, ~t, t ** 2, 10 // t, 10 % t)
print(t == 1, f == 0, 1 == t, t < 2, 0.5 < t, t != 1.0, t > f, t >= t)
print(t & f, t | f, t ^ t, t & 3, 6 | t, t << 3)
count = 0
for i in range(10):
    count += i % 3 == 0
print(count)
print(t and 5 > 3, f or t)
