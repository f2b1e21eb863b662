# A variable that may be unassigned, assigned inside a try statement's body, except clause,
# else or finally: reading it afterwards finds it assigned.
import sys

if len(sys.argv) > 5:
    a = b = c = d = 0
try:
    a = 1
except ValueError:
    pass
try:
    raise KeyError(1)
except KeyError:
    b = 2
try:
    pass
except KeyError:
    pass
else:
    c = 3
try:
    pass
finally:
    d = 4
print(a, b, c, d)
if len(sys.argv) > 5:
    e = 0
try:
    pass
except KeyError:
    e = 5
print(e)
