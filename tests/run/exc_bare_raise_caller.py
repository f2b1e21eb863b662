# A bare raise in a function called (directly or not) from an except clause, or from a finally
# clause an exception entered, re-raises the exception being handled, keeping its traceback;
# with none being handled it raises RuntimeError.


def log_and_reraise(where: str) -> None:
    print("handling in", where)
    raise


def risky(n: int) -> int:
    if n < 0:
        raise ValueError("negative: " + str(n))
    return n * 2


def process(values: list[int]) -> int:
    total = 0
    for v in values:
        try:
            total += risky(v)
        except ValueError as e:
            if v == -1:
                try:
                    log_and_reraise("process")
                except ValueError as again:
                    print("same object:", again is e, again)
            else:
                log_and_reraise("process")
    return total


class Guard:
    def __enter__(self):
        return self

    def __exit__(self, exc_type, exc, tb):
        return False


def nested_handlers() -> None:
    try:
        raise KeyError("outer")
    except KeyError:
        try:
            raise IndexError("inner")
        except IndexError:
            pass
        try:
            log_and_reraise("after inner handler")
        except KeyError as k:
            print("outer again:", repr(k))


def in_finally() -> None:
    try:
        try:
            raise IndexError("through finally")
        finally:
            log_and_reraise("finally")
    except IndexError as e:
        print("finally re-raised:", e)


print(process([1, 2, -1, 3]))
nested_handlers()
in_finally()
try:
    log_and_reraise("nothing")
except RuntimeError as e:
    print("no active exception:", e)
print(process([1, -2]))
