# int // and % by constants and by variables of every sign (non-negative operands take an
# unsigned fast path): floor and sign of the divisor as in Python, the extremes of the 64-bit
# range, loops carrying a remainder, and division by zero.

big = 9223372036854775807
small = -big - 1
xs = [0, 1, 2, 6, 7, 8, 13, 100, 1000000006, 1000000007, 1000000008, big, big - 1, -1, -2, -7, -8, -13, small, small + 1]
ds = [1, 2, 3, 7, 8, 13, 1000000007, big, -1, -2, -3, -7, -8, small]
for x in xs:
    print(x, [x // d for d in ds if x != small or d != -1])  # small // -1 overflows Kiln's int
    print(x, [x % d for d in ds])
    print(x // 7, x % 7, x // -7, x % -7, x // 1000000007, x % 1000000007, x % 1, x // 1)
    print(x // 8, x % 8, x // -8, x % -8, x % 2, x // 2)
h = 0
g = 0
for i in range(200000):
    h = (h * 31 + i * 17 + (i % 7)) % 1000000007
    g = (g * 131 - i) % 998244353
print(h, g)
u = 12345678901234
while u > 0:
    print(u % 10, end="")
    u //= 10
print()
for x in [5, -5]:
    for d in [0]:
        try:
            print(x % d)
        except ZeroDivisionError as e:
            print("ZeroDivisionError:", e)
        try:
            print(x // d)
        except ZeroDivisionError as e:
            print("ZeroDivisionError:", e)
print(divmod(17, 5), divmod(-17, 5), divmod(17, -5), divmod(-17, -5))
# divisibility tests (x % c == 0, x % c != 0: the divtest pass)
for x in xs:
    print(x, x % 2 == 0, x % 3 != 0, 0 == x % 7, x % -2 == 0, x % -7 != 0, x % 1 == 0, x % big == 0, x % small == 0, x % 1000000007 != 0)
print(sum(1 for x in range(-1000, 1000) if x % 3 == 0), sum(1 for x in range(-1000, 1000) if x % -8 != 0))
