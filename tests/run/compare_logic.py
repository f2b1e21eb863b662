# Comparisons, chained comparisons, and/or/not with CPython's value semantics.
a = 1
b = 2
c = 3
print(a < b < c, a < b > c, a == 1 == 1.0, 1 <= 1 < 2 <= 2, 3 > 2 > 1 > 0)
print(a != b, not a, not 0, not 0.0, not 2.5)
print(5 and 0, 0 and 5, 5 or 0, 0 or 5, 0 or 0, 2.5 or 1.5, 0.0 or 1.5)
print(True and False, True or False, False or True, not True)
print(a < b and b < c, a > b or b < c)
if a and 2.5:
    print("mixed types in a condition")
if not (a > b) and (c or 0.0):
    print("nested conditions")


def noisy(x):
    print("evaluated", x)
    return x


print(noisy(1) < noisy(2) < noisy(0) < noisy(5))
print(noisy(0) and noisy(1))
print(noisy(3) or noisy(4))
print(True == True, True != False, 1.5 >= 1.5, 2 <= 1)
