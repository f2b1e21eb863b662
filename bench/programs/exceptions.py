# exceptions.py: raising and catching exceptions in a loop, from a called function and in
# the same one. Prints how many were caught and a checksum.

import sys

N = 400000


class Invalid(ValueError):
    def __init__(self, code):
        super().__init__("invalid")
        self.code = code


def check(i):
    if i % 3 == 0:
        raise Invalid(i % 7)
    return i


def main():
    n = N
    if len(sys.argv) > 1:
        n = int(sys.argv[1])
    caught = 0
    total = 0
    for i in range(n):
        try:
            total += check(i)
        except Invalid as e:
            caught += 1
            total += e.code
        try:
            if i % 5 == 0:
                raise KeyError(i)
        except KeyError:
            caught += 1
    print(caught, total)


main()
