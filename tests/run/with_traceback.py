# An exception leaving a with body prints CPython's traceback: the frames of the body, not of
# __exit__, which ran and let it through.


class Session:
    def __init__(self, user: str):
        self.user = user

    def __enter__(self):
        print("login", self.user)
        return self

    def __exit__(self, exc_type, exc, tb):
        print("logout", self.user, exc_type)
        return False

    def fetch(self, key: str) -> int:
        table = {"a": 1}
        return table[key]


def lookup(keys: list[str]) -> int:
    total = 0
    with Session("ann") as s:
        for k in keys:
            total += s.fetch(k)
    return total


print(lookup(["a", "a"]))
print(lookup(["a", "b"]))
