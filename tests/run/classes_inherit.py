# Single inheritance: inherited fields and methods, overriding, super(), dynamic dispatch
# through a base-typed variable and a list of the base class, isinstance.


class Animal:
    def __init__(self, name: str, legs: int):
        self.name = name
        self.legs = legs

    def sound(self) -> str:
        return "..."

    def describe(self) -> str:
        return self.name + " has " + str(self.legs) + " legs and says " + self.sound()


class Dog(Animal):
    def __init__(self, name: str):
        super().__init__(name, 4)
        self.tricks = 0

    def sound(self) -> str:
        return "woof"

    def learn(self):
        self.tricks += 1


class Puppy(Dog):
    def sound(self) -> str:
        return super().sound() + "!"


class Bird(Animal):
    def __init__(self, name: str):
        Animal.__init__(self, name, 2)

    def sound(self) -> str:
        return "tweet"


class Snake(Animal):
    def __init__(self):
        super().__init__("snake", 0)


zoo = [Dog("rex"), Bird("tweety"), Puppy("bit"), Snake()]
for a in zoo:
    print(a.describe())
pet = Dog("fido")
pet.learn()
pet.learn()
print(pet.tricks, pet.describe())
x = Animal("generic", 3)
print(x.describe())
x = Puppy("small")
print(x.describe(), x.legs)
for a in zoo:
    print(a.name, isinstance(a, Animal), isinstance(a, Dog), isinstance(a, Puppy), isinstance(a, Bird))
sounds = [a.sound() for a in zoo if not isinstance(a, Snake)]
print(sounds)


def loudest(animals: list[Animal]) -> str:
    best = ""
    for a in animals:
        if len(a.sound()) > len(best):
            best = a.sound()
    return best


print(loudest(zoo))
