# A callable object as the key of sorted, list.sort, min and max, on objects without an order.
class P:
    def __init__(self, x):
        self.x = x


class ByX:
    def __call__(self, p):
        return p.x


ps = [P(3), P(1), P(2)]
print([p.x for p in sorted(ps, key=ByX())])
print([p.x for p in sorted(ps, key=ByX(), reverse=True)])
ps.sort(key=ByX())
print([p.x for p in ps], max(ps, key=ByX()).x, min(ps, key=ByX()).x)
