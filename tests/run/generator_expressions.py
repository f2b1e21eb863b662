# Generator expressions: consumed by builtins, nested loops, conditions, closures.
xs = [3, 1, 4, 1, 5, 9, 2, 6]
print(sum(x * x for x in xs))
print(max(x for x in xs if x % 2 == 0))
print(list(a + b for a in range(3) for b in range(a)))
print(any(x > 8 for x in xs), all(x > 0 for x in xs))
g = (str(x) for x in xs)
print(", ".join(list(g)))
def total(n):
    k = 2
    return sum(i * k for i in range(n))
print(total(10))
print(sorted((x for x in xs), reverse=True))
