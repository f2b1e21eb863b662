# issue 7, modules: every function the issue names in os, time, random, collections, itertools,
# functools, heapq, bisect, string and sys.
import os
import os.path
import sys
import time
import random
import heapq
import bisect
import string
from collections import deque, defaultdict, Counter, namedtuple
from itertools import count, cycle, repeat, chain, islice, product, permutations, combinations, combinations_with_replacement, accumulate, groupby, zip_longest, takewhile, dropwhile, starmap
from functools import reduce, partial, lru_cache, cache

print(os.path.join("a", "b", "c.txt"), os.path.join("/x", "/abs"), os.path.join("a/", "b"), os.path.basename("/p/q/r.py"), os.path.dirname("/p/q/r.py"))
print(os.path.splitext("arch.tar.gz"), os.path.splitext(".bashrc"), os.path.splitext("noext"), os.path.basename("dir/"), os.path.dirname("file"))
d = "audit_modules_dir"
os.mkdir(d)
for name in ["b.txt", "a.txt", "c.dat"]:
    with open(os.path.join(d, name), "w") as f:
        f.write(name)
print(sorted(os.listdir(d)), os.path.exists(d), os.path.exists(os.path.join(d, "zz")), os.path.isdir(d), os.path.isfile(os.path.join(d, "a.txt")))
for name in os.listdir(d):
    os.remove(os.path.join(d, name))
os.rmdir(d)
print(os.path.exists(d), os.getcwd() == os.path.abspath("."), os.environ.get("KILN_AUDIT_UNSET", "unset"), "PATH" in os.environ, len(os.environ["PATH"]) > 0)
t0 = time.time()
p0 = time.perf_counter()
time.sleep(0.02)
print(time.time() - t0 >= 0.015, time.perf_counter() - p0 >= 0.015, time.time() > 1.6e9)
print(sys.maxsize, len(sys.argv) >= 1, sys.stdout is not None)
for seed in [0, 1, 42, 12345, 2**40]:
    random.seed(seed)
    print(seed, random.random(), random.randint(1, 100), random.randrange(10), random.randrange(0, 100, 7), random.uniform(1.5, 2.5))
    print(random.gauss(0.0, 1.0), random.gauss(10.0, 2.0), random.choice("abcdef"), random.sample(range(100), 5), random.sample(["x", "y", "z", "w"], 2))
    ys = list(range(10))
    random.shuffle(ys)
    print(ys, random.choice([1.5, 2.5]), random.getrandbits(20))
dq = deque([1, 2, 3])
dq.append(4); dq.appendleft(0); dq.extend([5]); dq.extendleft([-1, -2]); dq.rotate(2)
print(dq, dq.pop(), dq.popleft(), len(dq), dq[0], dq[-1], 3 in dq, deque([1, 2, 3], maxlen=2), list(reversed(dq)))
dd = defaultdict(list)
for w in ["apple", "avocado", "banana", "blueberry", "cherry"]:
    dd[w[0]].append(w)
print(dict(dd), dd["z"], len(dd))
di = defaultdict(int)
for ch in "mississippi":
    di[ch] += 1
print(sorted(di.items()))
c = Counter("abracadabra")
print(c, c.most_common(2), c.most_common(), c["a"], c["z"], sorted(c.elements())[:4], c.total())
c.update("aaz"); print(c.most_common(3), Counter([1, 1, 2]) + Counter([2, 3]), Counter(a=3, b=1) - Counter(a=1, b=2))
Point = namedtuple("Point", ["x", "y"])
P3 = namedtuple("P3", "a b c")
pt = Point(1, 2)
print(pt, pt.x, pt.y, pt[0], pt == Point(1, 2), pt._replace(x=5), pt._asdict(), Point._fields, P3(1, 2, 3), len(pt))
print(list(islice(count(), 5)), list(islice(count(10, 5), 3)), list(islice(count(1.5, 0.5), 3)), list(islice(cycle("ab"), 5)), list(repeat("z", 3)), list(islice(repeat(7), 2)))
print(list(chain([1, 2], [3], [4])), list(chain.from_iterable([[1], [2, 3]])), list(islice(range(10), 2, 8, 2)), list(islice("abcdef", 3)))
print(list(product("ab", [1, 2])), list(product([0, 1], repeat=2)), list(permutations([1, 2, 3], 3)), list(permutations("abc", 2)))
print(list(combinations("abcd", 2)), list(combinations_with_replacement([1, 2, 3], 2)), list(accumulate([1, 2, 3, 4])), list(accumulate([3, 1, 4], max)), list(accumulate([1, 2], initial=100)))
print([(k, list(g)) for k, g in groupby("aaabccdaa")], [(k, list(g)) for k, g in groupby([1, 3, 2, 4, 5], key=lambda v: v % 2)])
print(list(zip_longest([1, 2, 3], "ab")), list(zip_longest("a", "bcd", fillvalue="-")), list(takewhile(lambda v: v < 3, [1, 2, 3, 1])), list(dropwhile(lambda v: v < 3, [1, 2, 3, 1])))
print(list(starmap(pow, [(2, 3), (3, 2)])), list(starmap(lambda a, b: a + b, [(1, 2), (3, 4)])))
print(reduce(lambda a, b: a * b, [1, 2, 3, 4]), reduce(lambda a, b: a + b, [[1], [2]], [0]), reduce(max, [3, 9, 2]))
add3 = partial(lambda a, b, c: a + b + c, 1, 2)
print(add3(3), partial(pow, 2)(10))
@lru_cache(maxsize=None)
def fib(n: int) -> int:
    return n if n < 2 else fib(n - 1) + fib(n - 2)
@cache
def sq(n: int) -> int:
    return n * n
@lru_cache(maxsize=2)
def ident(n: int) -> int:
    return n
print(fib(80), sq(12), sq(12), ident(1), ident(2), ident(1))
h = [5, 1, 8, 3, 9, 2]
heapq.heapify(h); heapq.heappush(h, 0)
print(h, heapq.heappop(h), heapq.heappop(h), heapq.heappushpop(h, 4), heapq.heapreplace(h, 7), h, heapq.nlargest(2, h), heapq.nsmallest(3, h), list(heapq.merge([1, 4], [2, 3])))
a = [1, 2, 2, 2, 5, 8]
print(bisect.bisect_left(a, 2), bisect.bisect_right(a, 2), bisect.bisect(a, 6), bisect.bisect_left(a, 9), bisect.bisect_left(a, 2, 2), bisect.bisect_right(a, 2, 0, 3))
bisect.insort(a, 3); bisect.insort_left(a, 2); bisect.insort_right(a, 9); print(a)
print(string.ascii_letters, string.ascii_lowercase, string.ascii_uppercase, string.digits, string.hexdigits, string.octdigits, repr(string.whitespace), string.punctuation, len(string.printable))
print(string.capwords("hello   big world"))
