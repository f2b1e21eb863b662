# A bare raise keeps the traceback of the exception it raises again.


def inner(n: int) -> int:
    return 100 // n


def outer(n: int) -> int:
    try:
        return inner(n)
    except ZeroDivisionError:
        print("cleaning up")
        raise


print(outer(5))
print(outer(0))
