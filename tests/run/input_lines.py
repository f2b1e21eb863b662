# input(): lines of stdin (tests/run/input_lines.in), a prompt, \r\n, and EOFError at the end.
n = int(input())
total = 0
for i in range(n):
    parts = input("item? ").split()
    total += sum(int(p) for p in parts)
print(total)
name = input("name: ")
print("hello", name)
try:
    input()
except EOFError as e:
    print("EOFError:", e)
