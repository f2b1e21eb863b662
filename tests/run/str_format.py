# str.format with a constant format string: automatic and manual numbering, keywords,
# conversions, format specs (nested ones too) and literal braces.


class Point:
    def __init__(self, x: int, y: int):
        self.x = x
        self.y = y

    def __repr__(self) -> str:
        return "Point({}, {})".format(self.x, self.y)

    def __format__(self, spec: str) -> str:
        return "<" + format(self.x, spec) + ", " + format(self.y, spec) + ">"


def noisy(n: int) -> int:
    print("evaluating", n)
    return n


name = "wörld"
print("Hello, {}!".format(name))
print("{} + {} = {}".format(1, 2.5, 1 + 2.5))
print("{0} {1} {0}".format("a", "b"))
print("{1}{0}{1}".format(noisy(1), noisy(2)))
print("{name} is {age} years old".format(name="Ann", age=31))
print("{0}: {value:.3f} ({unit})".format("pi", value=3.14159, unit="rad"))
print("{!r} {!s} {!a} {!r:>12}".format(name, name, name, name))
print("{:>8}|{:<8}|{:^8}|{:08.3f}|{:,}|{:#x}".format("r", "l", "c", 3.14159, 1234567, 255))
print("{0:{1}}|{0:>{1}}|{2:{3}.{4}f}".format("ab", 6, 2.71828, 10, 2))
print("{{}} {{{}}} {{0}}".format(7))
print("{} {}".format(Point(1, 2), [Point(3, 4)]))
print("{:03d}".format(Point(5, 6)) + "|" + "{!r:>14}".format(Point(7, 8)))
print("{} {} {}".format(True, None, (1, "x")))
print("no fields".format(), "".format(1))
for i in range(3):
    print("{:>2}. {:<6}|".format(i, "x" * i))
