# An exception class local to a function, raised inside a local class's method, uncaught.
def make() -> None:
    class Error(Exception):
        pass

    class Thing:
        def go(self) -> None:
            raise Error("boom")

    Thing().go()


make()
