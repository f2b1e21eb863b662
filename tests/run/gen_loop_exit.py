# Loops over a generator made for the loop alone, left every way: to the end, by break, by
# return, by an exception, through else; and a generator looping over another one.


def count(n):
    i = 0
    while i < n:
        yield i
        i += 1


def evens(n):
    for x in count(n):
        if x % 2 == 0:
            yield x


def first_over(n, limit):
    for x in count(n):
        if x > limit:
            return x
    return -1


def boom(n):
    s = 0
    for x in count(n):
        if x == 3:
            raise ValueError("three")
        s += x
    return s


total = 0
for x in count(5):
    total += x
print(total)
for x in count(10):
    if x == 4:
        print("break at", x)
        break
else:
    print("not printed")
for x in count(3):
    print("x", x)
else:
    print("else after", x)
print(first_over(10, 6), first_over(3, 6))
try:
    boom(10)
except ValueError as e:
    print("caught", e)
print(list(evens(9)))
print(sum(x * x for x in count(4)))
g = count(6)
for x in g:
    if x == 2:
        break
for x in g:
    print("resumed", x)
for a in count(2):
    for b in evens(5):
        print(a, b)
boom(5)
