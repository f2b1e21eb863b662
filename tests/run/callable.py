from typing import Callable


def add(a, b):
    return a + b


def mul(a, b):
    return a * b


def apply(f: Callable[[int, int], int], x: int, y: int) -> int:
    return f(x, y)


print(apply(add, 2, 3), apply(mul, 2, 3))
ops: list[Callable[[int, int], int]] = [add, mul, lambda a, b: a - b]
for op in ops:
    print(op(7, 5))


def make_scaler(k: int) -> Callable[[int], int]:
    return lambda x: x * k


def compose(f: Callable[[int], int], g: Callable[[int], int]) -> Callable[[int], int]:
    return lambda x: f(g(x))


double = make_scaler(2)
triple = make_scaler(3)
print(double(5), triple(5), compose(double, triple)(1))
handlers: list[Callable[[str], None]] = []


def shout(s: str) -> None:
    print(s + "!")


handlers.append(shout)
handlers.append(lambda s: print(s * 2))
for h in handlers:
    h("hey")
f: Callable[[float], float] = lambda v: v / 2
print(f(3.0))
f = lambda v: v * 10
print(f(3.0))


class Button:
    def __init__(self, label: str, on_click: Callable[[str], str]):
        self.label = label
        self.on_click = on_click

    def click(self) -> str:
        return self.on_click(self.label)


def loud(s):
    return s + "!!"


buttons = [Button("ok", loud), Button("cancel", lambda s: "<" + s + ">")]
for b in buttons:
    print(b.click())
table: dict[str, Callable[[int, int], int]] = {}
table["add"] = add
table["sub"] = lambda a, b: a - b
for name in table:
    print(name, table[name](10, 4))


def counter() -> Callable[[], int]:
    n = 0

    def step():
        nonlocal n
        n += 1
        return n
    return step


c = counter()
c()
c()
print(c())
