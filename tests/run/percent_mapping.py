# % formatting with a mapping: "%(name)s" reads mapping["name"] after the mapping is
# evaluated; a dict literal with str keys may hold values of different types.
from collections import defaultdict


class Row:
    def __init__(self, cells: dict[str, float]):
        self.cells = cells

    def __getitem__(self, k: str) -> float:
        print("lookup", k)
        return self.cells[k]


def scores() -> dict[str, int]:
    print("scores evaluated")
    return {"ann": 93, "bob": 7}


print("%(name)s is %(age)d" % {"name": "Ann", "age": 30})
print("%(a)d %(a)x %(b)r %(b)5s|%(a)-4d|%(c).2f" % {"a": 11, "b": "x", "c": 2.5})
print("%(k)s=%(k)r" % {"k": "v", "k": "last"})
print("%(a(b))s %()s" % {"a(b)": 3, "": "empty"})
ages = {"bob": 41, "al": 7}
print("%(bob)05d %(al)+d %(al)3d %% %(bob)#x %(bob)o %(al)e" % ages)
print("%(ann)s/%(bob)s/%(ann)s" % scores())
print("%(x).1f..%(y)06.2f" % Row({"x": 1.25, "y": 2.0}))
dd: defaultdict[str, int] = defaultdict(int)
dd["seen"] = 2
print("%(seen)d %(unseen)d" % dd)
# A mapping is one value for conversions without a key, and never "not all converted".
print("%s" % ages, "no conversions" % ages, "%s %(al)s" % ages)
print("%(name)s" % {"name": None}, "%(n)s" % {"n": [1, 2]})
try:
    print("%(carl)s" % ages)
except KeyError as e:
    print("KeyError:", e)
try:
    print("%(x)s" % Row({"y": 1.0}))
except KeyError as e:
    print("KeyError:", e)
print("%(ann)d and %(zed)d" % scores())
