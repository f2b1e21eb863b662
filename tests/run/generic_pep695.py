# python: 3.12
# Generic classes: explicit type arguments, and type arguments inferred from __init__.


class Box[T]:
    def __init__(self, value: T):
        self.value = value

    def get(self) -> T:
        return self.value

    def set(self, v: T) -> None:
        self.value = v

    def __repr__(self) -> str:
        return "Box(" + repr(self.value) + ")"


class Stack[T]:
    def __init__(self):
        self.items: list[T] = []

    def push(self, x: T) -> None:
        self.items.append(x)

    def pop(self) -> T:
        return self.items.pop()

    def __len__(self) -> int:
        return len(self.items)


class Pair[A, B]:
    def __init__(self, a: A, b: B):
        self.a = a
        self.b = b

    def swap(self) -> "Pair[B, A]":
        return Pair(self.b, self.a)


i = Box(1)
f = Box(2.5)
s = Box("three")
i.set(i.get() + 41)
print(i, f, s, i.get() * 2, f.get() / 2.0, s.get() + "!")
st = Stack[int]()
for k in range(5):
    st.push(k * k)
total = 0
while len(st) > 0:
    total = total * 10 + st.pop()
print(total)
names = Stack[str]()
names.push("x")
names.push("y")
print(names.pop() + names.pop())
p = Pair(1, "one")
q = p.swap()
print(p.a, p.b, q.a, q.b)
bb = Box(Box(7))
print(bb, bb.get().get())
