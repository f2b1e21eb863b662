# A traceback through recursion: CPython shows a line repeated more than three times in a row
# three times, then how many more times it was repeated.


def down(n: int) -> int:
    if n == 0:
        return 1 // n
    return down(n - 1) + 1


def four(n: int) -> int:
    if n == 0:
        return down(2)
    return four(n - 1)


print(four(4))
