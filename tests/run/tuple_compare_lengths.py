class P:
    def __init__(self, v: int):
        self.v = v

    def __eq__(self, other: "P") -> bool:
        print("eq", self.v, other.v)
        return self.v == other.v

    def __lt__(self, other: "P") -> bool:
        print("lt", self.v, other.v)
        return self.v < other.v


a = (P(1), P(2))
b = (P(1), P(3), P(0))
print(a < b)
print(a == b)
print(a != b)
print(b > a)
print((P(5),) < (P(5), P(6)))
print(max((1, 2), (1, 0)), min([(3, 1), (2, 9)]))
print((1, 2) < (1, 2, 3) < (1, 3), (1, 2.0, True) == (1, 2, 1), (0.5, 2) < (1, 0))
print((1, "a") == (1, 2), (1, "a") != (1, 2))
print(((1, 2), (3,)) < ((1, 2), (3, 0)), ((1,),) == ((1.0,),))
