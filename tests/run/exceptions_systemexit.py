# SystemExit is not an error: uncaught, it exits with its status and no traceback.


def finish(code: int) -> None:
    try:
        raise SystemExit(code)
    finally:
        print("finally runs first")


try:
    raise SystemExit("caught like any exception")
except SystemExit as e:
    print("caught:", e)
print("before exit")
finish(3)
print("not printed")
