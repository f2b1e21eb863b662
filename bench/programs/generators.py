# generators.py: a pipeline of generator functions and a generator expression. Prints a
# checksum of the values that come out.

import sys

ROUNDS = 20
N = 300000


def numbers(n):
    i = 0
    while i < n:
        yield i
        i += 1


def evens(xs):
    for x in xs:
        if x % 2 == 0:
            yield x


def pipeline(n):
    return sum(x * 3 % 1000 for x in evens(numbers(n)))


def main():
    rounds = ROUNDS
    if len(sys.argv) > 1:
        rounds = int(sys.argv[1])
    total = 0
    for r in range(rounds):
        total += pipeline(N + r)
    print(total)


main()
