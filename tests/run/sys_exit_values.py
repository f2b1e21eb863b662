# sys.exit with each kind of status: None and nothing (SystemExit(), status 0), ints (their
# low 8 bits: -1 exits with 255, True with 1), and a message, which is printed to stderr with
# status 1. Caught, each is SystemExit with CPython's args; uncaught, the last one's message.
import sys


def show(e: SystemExit) -> None:
    print(repr(e), e.args, repr(str(e)))


try:
    sys.exit()
except SystemExit as e:
    show(e)
try:
    sys.exit(None)
except SystemExit as e:
    show(e)
for n in [0, 3, -1, 256, 300]:
    try:
        sys.exit(n)
    except SystemExit as e:
        show(e)
try:
    sys.exit(True)
except SystemExit as e:
    show(e)
try:
    sys.exit("bye")
except SystemExit as e:
    show(e)
try:
    sys.exit(2.5)
except SystemExit as e:
    show(e)


def leave(msg: str) -> None:
    try:
        sys.exit(msg)
    finally:
        print("finally runs first")


print("before")
leave("fatal: giving up")
print("not reached")
