# if/elif/else, while with break/continue/else, for over range with every argument form.
def classify(n):
    if n < 0:
        return "negative"
    elif n == 0:
        return "zero"
    elif n < 10:
        return "small"
    else:
        return "large"


for n in range(-1, 12, 4):
    print(n, classify(n))

i = 0
total = 0
while i < 20:
    i += 1
    if i % 3 == 0:
        continue
    if i > 15:
        break
    total += i
print("total", total, "i", i)

for i in range(3):
    pass
else:
    print("for-else ran, i =", i)

for i in range(10):
    if i == 4:
        break
else:
    print("not printed")
print("broke at", i)

k = 5
while k > 0:
    k -= 2
else:
    print("while-else ran, k =", k)

for i in range(10, 0, -3):
    print("down", i)
for i in range(5, 5):
    print("never")
step = -2
for i in range(4, -5, step):
    print("step var", i)
for i in range(3):
    i = 100
    print("rebinding the loop variable does not change iteration:", i)
n = 0
for i in range(1000000):
    n += i
print(n)
