# A zero slice step raises ValueError.
k = 0
print("abc"[::-1])
print("abc"[::k])
