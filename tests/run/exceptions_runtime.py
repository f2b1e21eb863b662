# Runtime errors of the language and the stdlib are exceptions that except catches.


def div(a: int, b: int) -> int:
    return a // b


tests = 0
try:
    div(1, 0)
except ZeroDivisionError as e:
    print("1:", e)
try:
    print(1.0 / 0.0)
except ArithmeticError as e:
    print("2:", type(e).__name__, e)
xs = [1, 2, 3]
try:
    print(xs[10])
except IndexError as e:
    print("3:", e)
d = {"a": 1}
try:
    print(d["zz"])
except KeyError as e:
    print("4:", e, repr(e))
inf = 1e308 * 10.0
try:
    print(int(inf))
except OverflowError as e:
    print("5:", e)
try:
    print(int(inf - inf))
except ValueError as e:
    print("6:", e)
try:
    assert len(xs) == 4, "wrong length"
except AssertionError as e:
    print("7:", e)
try:
    xs.pop()
    xs.pop()
    xs.pop()
    xs.pop()
except IndexError as e:
    print("8:", e)
s = {1}
try:
    s.remove(2)
except KeyError as e:
    print("9:", e)
for i in range(3):
    try:
        print(10 % (i - 1))
    except ZeroDivisionError:
        print("mod by zero at", i)
    finally:
        tests += 1
print("tests", tests)
