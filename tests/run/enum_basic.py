from enum import Enum


class Color(Enum):
    """Colours."""
    RED = 1
    GREEN = 2
    BLUE = 3
    CRIMSON = 1

    def describe(self):
        return self.name.lower() + " is " + str(self.value)

    def is_warm(self) -> bool:
        return self is Color.RED


print(Color.RED)
print(repr(Color.GREEN))
print(Color.RED.name, Color.RED.value)
print(Color.CRIMSON, Color.CRIMSON is Color.RED, Color.CRIMSON.name)
for c in Color:
    print(c, c.describe(), c.is_warm())
print(list(Color))
print(len(Color))
print(Color(2), Color["BLUE"], Color["CRIMSON"])
print(Color)
d = {Color.RED: "r", Color.GREEN: "g"}
print(d[Color.RED], Color.BLUE in d, Color.CRIMSON in d)
x = Color(3)
print(x == Color.BLUE, x != Color.BLUE, x is Color.BLUE, x == Color.RED)
print(isinstance(x, Color), type(x).__name__)
if x == Color.RED:
    print("red")
elif x == Color.BLUE:
    print("blue")
print(f"{Color.GREEN} and {Color.RED!r}")
print(Color.RED in Color)
print([c.name for c in Color if c.value > 1])
print(sorted(Color, key=lambda c: -c.value))
print(list(reversed(Color)))
try:
    Color(7)
except ValueError as e:
    print("ValueError:", e)
try:
    Color["PINK"]
except KeyError as e:
    print("KeyError:", e)
s = {Color.RED, Color.CRIMSON}
print(len(s))
print(str(Color.BLUE), "%s" % Color.BLUE)


class Shade(Enum):
    DARK = "dark"
    LIGHT = "light"


print(Shade("dark"), repr(Shade.LIGHT), Shade.DARK.value.upper())
try:
    Shade("grey")
except ValueError as e:
    print(e)
