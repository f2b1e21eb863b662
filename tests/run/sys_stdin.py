# sys.stdin: readline, iteration, readlines and read, mixed with input() (one shared buffer).
import sys

first = sys.stdin.readline()
print(repr(first), first.strip().upper())
print(repr(input()))
count = 0
for line in sys.stdin:
    count += 1
    print(count, repr(line.rstrip("\n")), len(line))
    if line.startswith("stop"):
        break
print(sys.stdin.readlines()[:2])
print(repr(sys.stdin.read()), repr(sys.stdin.readline()))
print(sys.stdin.readable(), sys.stdin.closed)
try:
    input()
except EOFError as e:
    print("EOFError:", e)
