# abc: ABC, ABCMeta and @abstractmethod; instantiating a class with abstract methods left
# raises CPython's TypeError.
import abc
from abc import ABC, ABCMeta, abstractmethod
import math


class Shape(ABC):
    def __init__(self, name: str):
        self.name = name

    @abstractmethod
    def area(self) -> float:
        ...

    @abstractmethod
    def perimeter(self):
        """The length of the border."""

    @property
    @abstractmethod
    def sides(self):
        pass

    def describe(self) -> str:
        return f"{self.name}: area {self.area():.2f}, perimeter {self.perimeter():.2f}"


class Circle(Shape):
    def __init__(self, r: float):
        super().__init__("circle")
        self.r = r

    def area(self) -> float:
        return math.pi * self.r ** 2

    def perimeter(self):
        return 2 * math.pi * self.r

    @property
    def sides(self):
        return 0


class Rect(Shape):
    def __init__(self, w: float, h: float):
        super().__init__("rect")
        self.w = w
        self.h = h

    def area(self) -> float:
        return self.w * self.h

    def perimeter(self):
        return 2 * (self.w + self.h)

    @property
    def sides(self):
        return 4


class HalfDone(Shape):
    def area(self) -> float:
        return 1.0


class Visitor(metaclass=ABCMeta):
    @abstractmethod
    def visit(self, x: int) -> int:
        raise NotImplementedError


class Doubler(Visitor):
    def visit(self, x: int) -> int:
        return 2 * x


class Base(abc.ABC):
    @abc.abstractmethod
    def run(self) -> str:
        ...


class Impl(Base):
    def run(self) -> str:
        return "ran"


class NotABC:
    # Without ABCMeta, @abstractmethod does not stop instantiation.
    @abstractmethod
    def f(self) -> int:
        return 7


shapes: list[Shape] = [Circle(1.0), Rect(2.0, 3.0)]
for s in shapes:
    print(s.describe())
print(sorted(s.area() for s in shapes))
print(Circle(2.0).sides, Rect(1.0, 1.0).sides)
print(Doubler().visit(21), Impl().run(), NotABC().f())

try:
    Shape("abstract")
except TypeError as e:
    print("TypeError:", e)
try:
    HalfDone("half")
except TypeError as e:
    print("TypeError:", e)
try:
    v = Visitor()
    print(v.visit(1))
except TypeError as e:
    print("TypeError:", e)
try:
    Base()
except TypeError as e:
    print("TypeError:", e)
Shape(name="again")
