# passes: canonicalize strconcat
def greet(first: str, last: str) -> str:
    return "Hello, " + first + " " + last + "!"  # five parts: two allocations, _str_cat4 and one +


def three(a: str, b: str, c: str) -> str:
    return a + b + c


def two(a: str, b: str) -> str:
    return a + b  # one + already allocates once: not rewritten


print(greet("Ada", "Lovelace"), three("x", "y", "z"), two("p", "q"))
