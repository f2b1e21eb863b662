# Module-level variables read from functions, and print with several arguments, sep, end.
LIMIT = 5
SCALE = 2.5
NAME = "kiln"


def scaled(i):
    return i * SCALE


def under_limit(i):
    return i < LIMIT


counter = 0
while under_limit(counter):
    print(counter, scaled(counter))
    counter += 1
print("name:", NAME, "limit:", LIMIT)
print()
print("a", "b", "c", sep="-")
print("no newline", end="")
print(" ... continued", end="!\n")
print(1, 2.0, True, None, "str", sep=", ", end=".\n")
print("flush", flush=True)
print(str(42), str(1.5), str(False), str("s"), bool(0), bool(3), bool(0.0), bool(""), bool("x"))
print(len("hello"), len(""), "abc" == "abc", "abc" != "abd", "" == "")
if __name__ == "__main__":
    print("running as __main__")
