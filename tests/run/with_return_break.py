# return, break and continue leaving a with body call __exit__ with three Nones first, through
# nested with and try statements; an exception in __exit__ replaces the return.


class Tracker:
    def __init__(self, name: str):
        self.name = name

    def __enter__(self):
        print("enter", self.name)
        return self.name

    def __exit__(self, exc_type, exc, tb):
        print("exit", self.name, exc_type is None, exc is None)


def find(items: list[str], target: str) -> int:
    for i, item in enumerate(items):
        with Tracker("item " + item):
            if item == target:
                return i
    return -1


print(find(["a", "b", "c"], "b"))
print(find(["a"], "z"))

for n in range(5):
    with Tracker("n=" + str(n)) as name:
        if n == 1:
            print("continue at", name)
            continue
        if n == 3:
            print("break at", name)
            break
        print("body", name)
print("loop done")

i = 0
while True:
    with Tracker("outer " + str(i)):
        with Tracker("inner " + str(i)):
            i += 1
            if i < 2:
                continue
            break
print("while done", i)


def with_finally() -> str:
    try:
        with Tracker("in try"):
            return "returned"
    finally:
        print("finally runs after __exit__")


print(with_finally())


def finally_in_with() -> int:
    with Tracker("around try"):
        try:
            return 1
        finally:
            print("finally runs first")


print(finally_in_with())


class Failing:
    def __enter__(self):
        return self

    def __exit__(self, exc_type, exc, tb):
        if exc_type is None:
            raise RuntimeError("exit failed")


def lost_return() -> int:
    with Failing():
        return 5


try:
    print(lost_return())
except RuntimeError as e:
    print("caught", e)

total = 0
for k in range(4):
    with Tracker("sum " + str(k)) as name:
        if k % 2 == 0:
            continue
        total += k
print("total", total)
