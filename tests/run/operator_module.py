# The operator module: the operators as function values, and the getters as key functions.
import operator
from functools import reduce
from operator import itemgetter, attrgetter, methodcaller, add, mul


class Point:
    def __init__(self, x, y, name):
        self.x = x
        self.y = y
        self.name = name


class Box:
    def __init__(self, p):
        self.corner = p


# Arithmetic and bitwise, on ints, floats and strs.
print(operator.add(2, 3), operator.add(1.5, 2.25), operator.add("ab", "cd"))
print(operator.sub(2, 5), operator.mul(6, 7), operator.mul("ab", 3))
print(operator.truediv(7, 2), operator.truediv(1, 3), operator.floordiv(-7, 2), operator.floordiv(7.5, 2.0))
print(operator.mod(-7, 3), operator.mod(7.5, -2.0), operator.pow(2, 10), operator.pow(2.0, -1), operator.pow(2.0, 0.5))
print(operator.neg(5), operator.neg(-2.5), operator.pos(-3), operator.abs(-7), operator.abs(-0.5))
print(operator.and_(12, 10), operator.or_(12, 10), operator.xor(12, 10), operator.lshift(1, 40), operator.rshift(-256, 3))
print(operator.inv(5), operator.invert(-1), operator.index(7), operator.index(False))
print(operator.and_(True, False), operator.or_(True, False), operator.xor(True, True))

# Comparisons, truth, identity.
xs0: list[int] = []
print(operator.lt(1, 2), operator.le(2, 2), operator.eq(1.0, 1), operator.ne("a", "a"), operator.ge(1, 2), operator.gt("b", "a"))
print(operator.lt((1, 2), (1, 3)), operator.eq([1, 2], [1, 2]))
print(operator.not_(0), operator.not_("x"), operator.truth(""), operator.truth(3.5), operator.truth(xs0))
a = [1, 2]
b = a
c = [1, 2]
print(operator.is_(a, b), operator.is_(a, c), operator.is_not(a, c), operator.is_(None, None))

# Sequences.
print(operator.concat([1, 2], [3]), operator.concat("ab", "c"), operator.concat((1,), (2, 3)))
print(operator.contains([1, 2, 3], 2), operator.contains("hello", "ell"), operator.contains({"a": 1}, "b"))
print(operator.countOf([1, 2, 1, 1], 1), operator.countOf("banana", "a"), operator.countOf(xs0, 3))
print(operator.indexOf([5, 6, 7], 7), operator.indexOf("abc", "b"), operator.indexOf((1, 2, 2), 2))
print(operator.getitem([10, 20, 30], -1), operator.getitem("xyz", 1), operator.getitem({"k": 3}, "k"))
print(operator.getitem([10, 20, 30, 40], slice(1, 3)))

# In-place forms return the result.
xs = [1]
print(operator.iadd(xs, [2]), xs, operator.iadd(3, 4), operator.isub(3, 4), operator.imul("a", 3))
print(operator.itruediv(1, 8), operator.ifloordiv(9, 4), operator.imod(9, 4))

# The functions as values.
nums = [3, 1, 4, 1, 5, 9, 2, 6]
print(reduce(operator.mul, nums, 1), reduce(add, nums), reduce(operator.add, ["a", "b", "c"], ""))
print(list(map(operator.add, [1, 2, 3], [10, 20, 30])), list(map(mul, [1.5, 2.0], [2.0, 4.0])))
print(list(map(operator.neg, nums)), list(filter(operator.truth, [0, 1, 0, 2])))
print(list(map(operator.pow, [2, 3, 4], [3, 2, 1])), sum(map(operator.mul, nums, nums)))
f = operator.sub
print(f(10, 3), f(0.5, 0.25))
g = operator.lt
print(sorted(nums), g(nums[0], nums[1]))

# itemgetter: one item, several, negative, str keys, computed keys.
pairs = [(1, "d"), (3, "a"), (2, "c"), (1, "b")]
print(sorted(pairs, key=itemgetter(1)))
print(sorted(pairs, key=itemgetter(0)))
print(sorted(pairs, key=itemgetter(-1), reverse=True))
print(max(pairs, key=itemgetter(1)), min(pairs, key=itemgetter(1)))
counts = {"apple": 3, "pear": 7, "fig": 1}
print(max(counts.items(), key=itemgetter(1)), sorted(counts.items(), key=itemgetter(1)))
rows = [[3, 1, 2], [1, 5, 0], [2, 2, 2]]
get = itemgetter(2, 0)
print(get(rows[0]), get("abc"), list(map(get, rows)), get)
print(sorted(rows, key=itemgetter(1, 0)))
people = [{"id": 1, "age": 30}, {"id": 2, "age": 25}]
print([p["id"] for p in sorted(people, key=itemgetter("age"))], itemgetter("age"))
k = 1
pick = itemgetter(k)
k = 0
print(pick([7, 8, 9]), pick("xy"), pick)
print(itemgetter(slice(1, None))([1, 2, 3]))
rows.sort(key=itemgetter(0))
print(rows)

# attrgetter: one attribute, several, dotted.
pts = [Point(3, 1, "c"), Point(1, 2, "a"), Point(2, 0, "b")]
print([p.name for p in sorted(pts, key=attrgetter("x"))])
print([p.name for p in sorted(pts, key=attrgetter("y"), reverse=True)])
print(attrgetter("x", "name")(pts[0]), attrgetter("name"), attrgetter("x", "y"))
print(max(pts, key=attrgetter("y")).name, list(map(attrgetter("name"), pts)))
boxes = [Box(p) for p in pts]
print([b.corner.name for b in sorted(boxes, key=attrgetter("corner.y"))], attrgetter("corner.x"))
pts.sort(key=attrgetter("name"))
print([p.name for p in pts])

# methodcaller: with positional and keyword arguments.
up = methodcaller("upper")
print(up("abc"), list(map(up, ["x", "yz"])), up)
split = methodcaller("split", ",", maxsplit=1)
print(split("a,b,c"), split)
words = ["Banana", "apple", "Cherry"]
print(sorted(words, key=methodcaller("lower")), methodcaller("count", "a")("banana"))

# Starred arguments from a tuple.
keys = (0, 2)
get2 = itemgetter(*keys)
print(get2("abc"), get2)
