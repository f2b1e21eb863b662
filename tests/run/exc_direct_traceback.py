# A traceback longer than the frames an exception holds inline, recorded partly by direct
# raises ($exc versions returning the exception) and partly by unwinding, with its context.


def deep(n: int) -> int:
    if n == 0:
        raise ValueError("bottom")
    return deep(n - 1) + 1


def run(n):
    try:
        return deep(n)
    finally:
        print("finally in run")


def handle():
    try:
        run(6)
    except ValueError as e:
        print("handled", e)
        raise KeyError("while handling")


try:
    run(2)
except ValueError as e:
    print("caught", e)
handle()
