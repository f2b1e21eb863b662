# passes: canonicalize printconcat
def plain(name: str, n: int) -> None:
    print("name=" + name + " n=" + str(n))  # written part by part


def effects(name: str) -> None:
    print("id=" + tag(name) + "/" + tag(name))  # tag prints: every part is evaluated first


def tag(s: str) -> str:
    print("tagging", s)
    return "<" + s + ">"


def near_miss(name: str) -> None:
    print(name)  # no concatenation


plain("a", 1)
effects("b")
near_miss("c")
