from enum import Enum


class Op(Enum):
    ADD = "+"
    SUB = "-"
    DIV = "/"

    def apply(self, a: int, b: int) -> int:
        if self is Op.ADD:
            return a + b
        if self is Op.SUB:
            return a - b
        return divide(a, b)


def divide(a: int, b: int) -> int:
    return a // b


for op in Op:
    print(op.name, op.apply(7, 2))
print(Op("/").apply(1, 0))
