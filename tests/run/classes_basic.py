# Classes: fields from annotations and from self assignments, methods, class attributes,
# properties, static and class methods, __str__ and __repr__.


class Counter:
    instances = 0
    step: int = 1

    def __init__(self, name: str):
        self.name = name
        self.count = 0
        Counter.instances += 1

    def tick(self, times=1):
        for _ in range(times):
            self.count += Counter.step
        return self.count

    def __str__(self) -> str:
        return self.name + "=" + str(self.count)


class Temperature:
    celsius: float

    def __init__(self, c: float):
        self.celsius = c

    @property
    def fahrenheit(self) -> float:
        return self.celsius * 9.0 / 5.0 + 32.0

    @fahrenheit.setter
    def fahrenheit(self, f: float) -> None:
        self.celsius = (f - 32.0) * 5.0 / 9.0

    @staticmethod
    def freezing() -> float:
        return 0.0

    @classmethod
    def boiling(cls):
        return cls(100.0)

    def __repr__(self) -> str:
        return "Temperature(" + repr(self.celsius) + ")"


a = Counter("a")
b = Counter("b")
print(a.tick(), a.tick(3), b.tick(times=2))
print(a, b)
print(Counter.instances, a.instances)
Counter.step = 10
print(b.tick())
t = Temperature(20.0)
print(t.fahrenheit)
t.fahrenheit = 212.0
print(t.celsius, t)
print(Temperature.freezing(), t.freezing())
print(Temperature.boiling())
t.fahrenheit += 18.0
print(t)
print(str(t), str(a))


class Empty:
    pass


e = Empty()
print(isinstance(e, Empty), isinstance(1, int), isinstance(True, int), isinstance(1.5, int))
