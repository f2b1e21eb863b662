# passes: canonicalize printconcat strconcat
def plain(name: str, n: int) -> None:
    print("name=" + name + " n=" + str(n))  # written part by part


def effects(name: str) -> None:
    print("id=" + tag(name) + "/" + tag(name))  # tag prints: every part is evaluated first


def tag(s: str) -> str:
    print("tagging", s)
    return "<" + s + ">"


def near_miss(name: str) -> None:
    print(name)  # no concatenation


def joined(n: int) -> None:
    t = "x" + str(n)  # joined by strconcat into _str_cat2 with n as an int part
    print(t)  # once t is substituted: written part by part, the int part with str()


def formats(name: str, n: int) -> None:
    print(f"n={n} name={name}!")  # the joined f-string's parts are written one by one
    print(f"{name}:{n}" + tag(name))  # tag prints: the parts go to temporaries first


plain("a", 1)
formats("f", 3)
joined(-2)
effects("b")
near_miss("c")
