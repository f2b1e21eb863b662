# issue 7, builtins over iterables and print/input/open.
import sys
import os
xs = [3, 1, 4, 1, 5, 9, 2, 6]
print(list(enumerate("abc")), list(enumerate("ab", 1)), list(zip([1, 2, 3], "ab")), list(zip([1, 2], [3, 4], [5, 6])))
print(list(map(str, xs)), list(map(lambda a, b: a * b, [1, 2], [3, 4])), list(filter(lambda v: v > 3, xs)), list(filter(None, [0, 1, 2, 0])))
print(list(reversed(xs)), sorted("hello"), sorted(xs, key=lambda v: -v))
print(min(xs), max(xs), min("bca"), max([(1, "b"), (1, "a")]), min(xs, key=lambda v: abs(v - 5)), max(["aa", "b", "ccc"], key=len))
empty: list[int] = []
print(min(empty, default=-1), max(empty, default=0), min(4, 2, 8), max(1.5, 2.0), min([2.5, 1.5]))
print(sum(xs), sum([0.5, 0.25]), sum(x * x for x in range(4)), any([0, 0, 1]), any(empty), all([1, 1]), all(empty), all(x > 0 for x in xs))
print(len("héllo"), len([1]), len({1: 2}), len(range(5)), len({1, 2}), len((1, 2, 3)))
print(hash(7), hash("abc") == hash("abc"), isinstance(3, int), isinstance("s", str), isinstance(True, int))
it = iter([10, 20, 30])
print(next(it), next(it), next(it), next(it, -1))
gen = (c.upper() for c in "xy")
print(next(gen), list(gen), next(iter("q")))
a = [1, 2]
b = a
print(id(a) == id(b), id(a) == id([1, 2]))
print("a", "b", 3, sep="-", end="!\n")
print("no newline", end="")
print()
print(1, 2, sep="")
print("to stderr", file=sys.stderr)
print("flushed", flush=True)
print("err flushed", 42, file=sys.stderr, sep=":", flush=True)
sys.stdout.write("written\n")
sys.stderr.write("written to stderr\n")
line = input()
print("got", repr(line))
print("prompted", repr(input("prompt> ")))
path = "audit_builtins_tmp.txt"
with open(path, "w") as f:
    f.write("line one\n")
    f.write("line two\nline three\n")
with open(path) as f:
    print(repr(f.readline()), repr(f.read()))
with open(path, "r") as f:
    for ln in f:
        print(ln.rstrip("\n"))
with open(path, "a") as f:
    print("appended", file=f)
with open(path) as f:
    print(f.readlines())
with open(path, "wb") as fb:
    fb.write(b"\x00\x01binary\xff")
    fb.write("é".encode())
with open(path, "rb") as fr:
    data = fr.read()
    print(data, len(data), data[0], data[-1], data[2:8])
print(os.path.exists(path))
os.remove(path)
print(os.path.exists(path))
