# range() with a zero step raises ValueError.
s = 0
for i in range(1, 10, s):
    print(i)
