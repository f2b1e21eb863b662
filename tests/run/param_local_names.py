# Regression: a parameter and a local whose LLVM names could coincide (str.__add__ has a local
# `p`); a default argument, a chained comparison in a conditional and `while True: break`.


def tw(x, times=2):
    r = x + x
    return r * times


print(tw("ab"))
a = 1.0 if 3 < 4 <= 4 else 2.0
n = 0
while True:
    break
print(a, n)
