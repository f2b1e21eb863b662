# Unary + and - of a Counter: the positive counts, and the negative ones negated, in the
# Counter's order (Kiln refused them: "bad operand type for unary +").
from collections import Counter

c = Counter("abracadabra")
c.subtract("aaaaaaaaaaaarr")
print(c)
print(+c, -c)
empty: Counter[str] = Counter()
print(+empty, -empty, +Counter(x=0), -Counter(x=0))
e = Counter({"p": -3, "q": 0, "r": 2})
print(+e, -e, +(-e), -(+e), (+e)["p"], (-e)["p"])
