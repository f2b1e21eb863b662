# issue 7: bad input raises what CPython raises, with CPython's message.
import math
import random
import os
from collections import deque
import heapq


def show(e: Exception) -> None:
    print(type(e).__name__ + ":", e)


xs: list[int] = []
d: dict[str, int] = {}
for s in ["abc", "", "1.5", "12a", "0x1G", " ", "1__0"]:
    try:
        print(int(s))
    except ValueError as e:
        show(e)
for s, base in [("z", 10), ("12", 2), ("ff", 10), ("9", 8)]:
    try:
        print(int(s, base))
    except ValueError as e:
        show(e)
for s in ["abc", "", "1.2.3", "1e", "--1"]:
    try:
        print(float(s))
    except ValueError as e:
        show(e)
try:
    xs.pop()
except IndexError as e:
    show(e)
try:
    print(xs[3])
except IndexError as e:
    show(e)
try:
    [1, 2].index(7)
except ValueError as e:
    show(e)
try:
    [1, 2].remove(7)
except ValueError as e:
    show(e)
try:
    print(d["x"])
except KeyError as e:
    show(e)
try:
    d.pop("x")
except KeyError as e:
    show(e)
try:
    d.popitem()
except KeyError as e:
    show(e)
try:
    {1}.remove(2)
except KeyError as e:
    show(e)
try:
    empty_set: set[int] = set()
    empty_set.pop()
except KeyError as e:
    show(e)
try:
    "a".index("b")
except ValueError as e:
    show(e)
try:
    "a".rindex("b")
except ValueError as e:
    show(e)
try:
    print("abc"[5])
except IndexError as e:
    show(e)
try:
    "a,b".split("")
except ValueError as e:
    show(e)
try:
    print(chr(-1))
except ValueError as e:
    show(e)
try:
    print(ord("ab"))
except TypeError as e:
    show(e)
for v in [-1.0, -4.0]:
    try:
        print(math.sqrt(v))
    except ValueError as e:
        show(e)
try:
    print(math.log(0.0))
except ValueError as e:
    show(e)
try:
    print(1 // 0)
except ZeroDivisionError as e:
    show(e)
try:
    print(1.0 / 0.0)
except ZeroDivisionError as e:
    show(e)
try:
    print(5 % 0)
except ZeroDivisionError as e:
    show(e)
try:
    print(divmod(1, 0))
except ZeroDivisionError as e:
    show(e)
try:
    print(pow(2, 3, 0))
except ValueError as e:
    show(e)
try:
    print(pow(2, -1, 4))
except ValueError as e:
    show(e)
try:
    print(min(xs))
except ValueError as e:
    show(e)
try:
    print(max(xs))
except ValueError as e:
    show(e)
try:
    print(random.choice(xs))
except IndexError as e:
    show(e)
try:
    print(random.randrange(0))
except ValueError as e:
    show(e)
try:
    print(random.randint(5, 1))
except ValueError as e:
    show(e)
try:
    print(random.sample([1, 2], 3))
except ValueError as e:
    show(e)
try:
    print(next(iter(xs)))
except StopIteration as e:
    print("StopIteration", repr(str(e)))
try:
    deque(xs).popleft()
except IndexError as e:
    show(e)
try:
    heapq.heappop(xs)
except IndexError as e:
    show(e)
try:
    print(range(1, 5, 0))
except ValueError as e:
    show(e)
try:
    print("{:d}".format(1.5))
except ValueError as e:
    show(e)
try:
    print(format(3, "z"))
except ValueError as e:
    show(e)
try:
    print("%d" % 1.5, "%d %d" % (1, 2))
    print("%d" % float("nan"))
except ValueError as e:
    show(e)
try:
    print(b"\xff".decode())
except UnicodeDecodeError as e:
    show(e)
try:
    print("é".encode("ascii"))
except UnicodeEncodeError as e:
    show(e)
try:
    open("/nonexistent_dir_audit/x.txt")
except FileNotFoundError as e:
    show(e)
try:
    os.listdir("/nonexistent_dir_audit")
except FileNotFoundError as e:
    show(e)
try:
    print(round(float("inf")))
except OverflowError as e:
    show(e)
try:
    print(int(float("nan")))
except ValueError as e:
    show(e)
try:
    print(math.factorial(-1))
except ValueError as e:
    show(e)
print("abc".find("z"), d.get("x", -1))
