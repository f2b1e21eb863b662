# A property overridden in a subclass is read through the object's class, as a method call is,
# also through a base-typed value (a list[Shape]) and an abstract property.
from abc import ABC, abstractmethod


class Shape:
    def __init__(self, name: str):
        self.name = name

    @property
    def area(self) -> float:
        return 0.0

    @property
    def label(self) -> str:
        return "shape " + self.name


class Square(Shape):
    def __init__(self, side: float):
        super().__init__("square")
        self.side = side

    @property
    def area(self) -> float:
        return self.side * self.side


class Circle(Shape):
    def __init__(self, r: float):
        super().__init__("circle")
        self.r = r

    @property
    def area(self) -> float:
        return 3.0 * self.r * self.r

    @property
    def label(self) -> str:
        return "round " + self.name


class Unit(Square):
    def __init__(self):
        super().__init__(1.0)

    @property
    def label(self) -> str:
        return "unit"


shapes: list[Shape] = [Shape("blob"), Square(2.0), Circle(1.5), Unit()]
for s in shapes:
    print(s.label, s.area)
print(sum(s.area for s in shapes), max(shapes, key=lambda s: s.area).label)
sq: Square = Unit()
print(sq.label, sq.area)


class Animal(ABC):
    @property
    @abstractmethod
    def sound(self) -> str:
        ...

    def speak(self) -> str:
        return self.sound + "!"


class Dog(Animal):
    @property
    def sound(self) -> str:
        return "woof"


class Cat(Animal):
    @property
    def sound(self) -> str:
        return "meow"


pets: list[Animal] = [Dog(), Cat()]
print([p.sound for p in pets], [p.speak() for p in pets])
