# int arithmetic with CPython semantics: floor division and modulo signs, true division, powers.
a = 17
b = 5
print(a + b, a - b, a * b, a / b, a // b, a % b, a ** 2)
for x in range(-7, 8, 7):
    for y in range(-3, 4, 2):
        print(x, y, x // y, x % y, x / y)
print(-7 // 2, -7 % 2, 7 // -2, 7 % -2, -7 // -2, -7 % -2)
print(2 ** 62, 3 ** 0, 0 ** 0, (-2) ** 3, -2 ** 2)
print(9223372036854775807, -9223372036854775808)
print(1 << 10, 1024 >> 3, -1 >> 5, 5 & 3, 5 | 3, 5 ^ 3, ~5, -(-5), +5)
print(abs(-12), abs(12), abs(0))
x = 10
x += 5
x -= 3
x *= 2
x //= 5
x %= 3
print(x)
print(int(3.9), int(-3.9), int(True), float(7), int(), float())
