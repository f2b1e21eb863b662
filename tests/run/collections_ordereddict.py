from collections import OrderedDict

o = OrderedDict()
o["b"] = 2
o["a"] = 1
o["c"] = 3
print(o)
o.move_to_end("b")
print(o)
o.move_to_end("c", last=False)
print(o)
print(o.popitem(), o)
print(o.popitem(last=False), o)
p = OrderedDict([("x", 1), ("y", 2)])
print(p, list(p.keys()), p["x"], len(p))
print(isinstance(p, dict))
for k, v in p.items():
    print(k, v)
e: OrderedDict[str, int] = OrderedDict()
print(e, OrderedDict({"k": 1}))
a = OrderedDict([("x", 1), ("y", 2)])
b = OrderedDict([("y", 2), ("x", 1)])
print(a == b, a != b, a == {"y": 2, "x": 1}, a == a.copy(), dict(a) == dict(b))
