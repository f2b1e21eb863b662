# Methods as values: bound (d.get, s.count, obj.m) and read from a class (str.lower).
d = {"a": 3, "b": 7, "c": 5}
print(max(d, key=d.get), min(d, key=d.get))
print(sorted(d, key=d.get), sorted(d, key=d.get, reverse=True))
print(min(d.keys(), key=d.get))
words = ["Banana", "apple", "Cherry"]
print(sorted(words, key=str.lower), max(words, key=str.lower))
lines = ["  x ", " y"]
print(list(map(str.strip, lines)), list(map(str.upper, words)))
print(sorted(words, key=len))
print(list(map(d.get, ["a", "z", "c"])))
grades = {"ann": 2.5, "bob": 3.5}
print(max(grades, key=grades.get))
names = {1: "one", 2: "two"}
print(sorted(names, key=names.get))


class Acc:
    def __init__(self):
        self.total = 0

    def add(self, x, times=1):
        self.total += x * times
        return self.total


a = Acc()
f = a.add
f(3)
print(f(4), a.total)
adders = list(map(a.add, [1, 2]))
print(adders)
out: list[int] = []
push = out.append
push(1)
push(2)
print(out)
s = "hello"
print(list(map(s.count, "lo")))
print(sorted(d, key=d.__getitem__))
n = 0
for key in sorted(d, key=d.get):
    n += d[key]
print(n)
# A key missing from the dict gives None, which orders with nothing.
try:
    print(max(["a", "zz"], key=d.get))
except TypeError as e:
    print("TypeError:", e)
try:
    print(sorted(["zz", "b"], key=d.get))
except TypeError as e:
    print("TypeError:", e)
try:
    print(min(["b", "zz"], key=grades.get))
except TypeError as e:
    print("TypeError:", e)
print(max(["zz"], key=d.get))
