# str.format_map(mapping) on a constant format string.
from collections import defaultdict


def greet(m):
    return "{greeting}, {name}!".format_map(m)


d = {"name": "Ada", "lang": "Python", "w": "10"}
print("{name} likes {lang}".format_map(d))
print("{name:>{w}}|{name!r}|{{x}}|{lang:^9}".format_map(d))
n = {"x": 3, "y": 4}
print("{x} + {y} = {x}{y} {x:05d} {y!s:>3}".format_map(n))
print(greet({"greeting": "Hi", "name": "Bob"}))
print("no fields".format_map(n), "".format_map(n))
dd = defaultdict(int)
dd["a"] = 5
print("{a} {b} {c}".format_map(dd), dict(dd))
try:
    print("{name} {missing}".format_map(d))
except KeyError as e:
    print("KeyError", e)
print("{x} {z}".format_map(n))
