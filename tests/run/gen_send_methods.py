# send() to a generator method with an Optional[str] send type, mixed with throw() and close();
# a bool send type.
from typing import Generator, Optional


class Acc:
    def __init__(self) -> None:
        self.items: list[str] = []

    def collector(self) -> Generator[int, Optional[str], None]:
        try:
            while True:
                s = yield len(self.items)
                if s is not None:
                    self.items.append(s)
        except ValueError as e:
            print("caught", e)
            yield -1
        finally:
            print("collector done", self.items)


a = Acc()
c = a.collector()
print(next(c), c.send("x"), c.send("yy"), next(c))
print(c.throw(ValueError("bad")))
c.close()


def flags() -> Generator[str, bool, None]:
    on = False
    while True:
        b = yield "on" if on else "off"
        on = on != b


f = flags()
print(next(f), f.send(True), f.send(False), f.send(True))
