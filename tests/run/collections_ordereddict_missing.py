from collections import OrderedDict

o = OrderedDict()
o["a"] = 1
try:
    o.move_to_end("zz")
except KeyError as e:
    print("KeyError:", e)
o.popitem()
try:
    o.popitem()
except KeyError as e:
    print("KeyError:", e)
print(o["missing"])
