# The operator module's functions raise what the operators raise, with CPython's messages.
import operator
from operator import itemgetter

try:
    print(operator.indexOf([1, 2, 3], 5))
except ValueError as e:
    print("ValueError:", e)
try:
    print(operator.truediv(1, 0))
except ZeroDivisionError as e:
    print("ZeroDivisionError:", e)
try:
    print(operator.mod(5, 0))
except ZeroDivisionError as e:
    print("ZeroDivisionError:", e)
try:
    print(operator.getitem({"a": 1}, "b"))
except KeyError as e:
    print("KeyError:", e)
try:
    print(itemgetter(5)([1, 2]))
except IndexError as e:
    print("IndexError:", e)
try:
    print(itemgetter(0, 3)("ab"))
except IndexError as e:
    print("IndexError:", e)
try:
    print(itemgetter("z")({"a": 1}))
except KeyError as e:
    print("KeyError:", e)
try:
    print(operator.lshift(1, -1))
except ValueError as e:
    print("ValueError:", e)
print(operator.indexOf("abc", "z"))
