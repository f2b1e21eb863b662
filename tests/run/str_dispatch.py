# print, str() and f-strings of objects held in base-class variables call the override of the
# object's class, exceptions included.
class Animal:
    def __init__(self, name):
        self.name = name

    def __str__(self):
        return "animal " + self.name


class Dog(Animal):
    def __str__(self):
        return "dog " + self.name


class Puppy(Dog):
    pass


zoo: list[Animal] = [Animal("a"), Dog("b"), Puppy("c")]
for z in zoo:
    print(z)
    print(str(z), f"{z}")
try:
    raise KeyError("k")
except LookupError as e:
    print(e)
