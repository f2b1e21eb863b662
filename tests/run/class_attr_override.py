# Class attributes read through an object whose class overrides them: the value of the
# object's own class (its nearest definition), also through a base-typed variable, a list of
# mixed objects, inherited methods, and class methods reading cls.attr.
from typing import Optional


class Animal:
    sound = "..."
    legs = 4
    tags: list[str] = []

    def speak(self) -> str:
        return self.sound + " on " + str(self.legs) + " legs"

    @classmethod
    def describe(cls) -> str:
        return "it says " + cls.sound


class Bird(Animal):
    legs = 2
    sound = "tweet"


class Dog(Animal):
    sound = "woof"


class Puppy(Dog):
    sound = "yip"


class Husky(Puppy):
    legs = 4


class Fish(Animal):
    legs = 0
    tags = ["wet"]


a: Animal = Bird()
print(a.legs, a.sound)
zoo: list[Animal] = [Animal(), Bird(), Dog(), Puppy(), Husky(), Fish()]
for z in zoo:
    print(type(z).__name__, z.legs, z.sound, z.speak(), z.tags)
print(Bird.describe(), Puppy.describe(), Husky.describe(), Animal.describe())
print(Puppy.legs, Dog.sound, Husky.sound, Fish.legs)


def sounds(xs: list[Animal]) -> str:
    return ",".join([x.sound for x in xs])


print(sounds(zoo))
d: Dog = Husky()
print(d.sound, d.legs)
zoo[0].tags.append("shared")
print(Animal.tags, Dog().tags, Fish().tags, Animal.tags is Bird().tags)


# A three-level hierarchy overriding at two levels, with methods defined at each level.
class Shape:
    sides = 0
    name = "shape"

    def info(self) -> str:
        return self.name + ":" + str(self.sides)


class Poly(Shape):
    sides = 3

    def double(self) -> int:
        return self.sides * 2


class Quad(Poly):
    sides = 4
    name = "quad"


class Square(Quad):
    name = "square"


shapes: list[Shape] = [Shape(), Poly(), Quad(), Square()]
for s in shapes:
    print(s.info(), s.sides, s.name)
polys: list[Poly] = [Poly(), Quad(), Square()]
print([p.double() for p in polys], [p.name for p in polys])


def count(n: int) -> Shape:
    print("made", n)
    return shapes[n]


print(count(3).sides, count(1).name)  # the object is evaluated once

o: Optional[Animal] = None
if len(zoo) > 100:
    o = Bird()
try:
    print(o.legs)
except AttributeError as e:
    print("AttributeError:", e)
o = Fish()
print(o.legs)


def legs_of(x: Optional[Animal]) -> int:
    return x.legs


print(legs_of(Bird()))
print(legs_of(None))
