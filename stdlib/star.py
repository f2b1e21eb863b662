# Calls with a list as *argument (types/star.go): print(*xs) joins the items' strs, and f(*xs)
# spreads a list over f's parameters after checking its length as CPython does.


def _star_strs(xs) -> list[str]:
    # The strs print(*xs) writes for an iterable xs.
    return [str(x) for x in xs]


def _star_str(x) -> list[str]:
    # The str print(a, *xs) writes for a.
    return [str(x)]


def _star_join(sep: str, parts: list[str]) -> str:
    return sep.join(parts)


def _star_arg(xs, i: int, k: int, before: int, fname: str, names: str):
    # Item i of the list xs spread over the k parameters of fname that follow before positional
    # arguments; names are all of fname's positional parameters, separated by spaces.
    if i == 0:
        n = len(xs)
        if n != k:
            _star_count_error(before + n, before + k, fname, names)
    return xs[i]


def _star_count_error(given: int, want: int, fname: str, names: str) -> None:
    if given > want:
        s = "" if want == 1 else "s"
        was = " was given" if given == 1 else " were given"
        _raise("TypeError", fname + "() takes " + str(want) + " positional argument" + s + " but " + str(given) + was)
    missing = names.split(" ")[given:]
    quoted = ["'" + m + "'" for m in missing]
    if len(quoted) == 1:
        _raise("TypeError", fname + "() missing 1 required positional argument: " + quoted[0])
    if len(quoted) == 2:
        listed = quoted[0] + " and " + quoted[1]
    else:
        listed = ", ".join(quoted[:-1]) + ", and " + quoted[-1]
    _raise("TypeError", fname + "() missing " + str(len(quoted)) + " required positional arguments: " + listed)
