# A bare raise with no exception being handled raises RuntimeError, with the traceback through
# the functions that called it.


def again() -> None:
    raise


def helper() -> None:
    again()


try:
    helper()
except RuntimeError as e:
    print("caught:", e)
helper()
