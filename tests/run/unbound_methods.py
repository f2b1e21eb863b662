# Methods read from their class as function values: key=str.lower, map(str.strip, ...), P.double.
words = ["banana", "Apple", "cherry", "apple"]
print(sorted(words, key=str.lower), sorted(words, key=str.upper, reverse=True))
print(list(map(str.strip, ["  a ", "b  ", " c"])), list(map(str.upper, "abc")))
print(list(filter(str.isdigit, ["1", "a", "22"])))
class P:
    def __init__(self, n: int):
        self.n = n
    def double(self) -> int:
        return self.n * 2
    def add(self, k: int) -> int:
        return self.n + k
ps = [P(3), P(1), P(2)]
print([p.n for p in sorted(ps, key=P.double)], list(map(P.double, ps)), list(map(P.add, ps, [10, 20, 30])))
print(list(map(int.bit_length, [1, 255, 1024])))
print(list(map(str.split, ["a b", "c  d e"])))
