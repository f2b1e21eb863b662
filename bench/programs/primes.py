# primes.py: sieve of Eratosthenes over a list of bools, run several times. Prints the number of
# primes below LIMIT, the largest one and a checksum of all of them.

import sys
from typing import List

LIMIT = 2000000
ROUNDS = 4


def sieve(limit: int) -> List[bool]:
    is_prime = [True] * limit
    is_prime[0] = False
    is_prime[1] = False
    i = 2
    while i * i < limit:
        if is_prime[i]:
            j = i * i
            while j < limit:
                is_prime[j] = False
                j += i
        i += 1
    return is_prime


def main() -> None:
    rounds = ROUNDS
    if len(sys.argv) > 1:
        rounds = int(sys.argv[1])
    count = 0
    largest = 0
    checksum = 0
    for _ in range(rounds):
        flags = sieve(LIMIT)
        count = 0
        checksum = 0
        for n in range(LIMIT):
            if flags[n]:
                count += 1
                largest = n
                checksum = (checksum * 7 + n) % 1000000007
    print(count)
    print(largest)
    print(checksum)


main()
