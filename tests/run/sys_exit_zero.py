# sys.exit() exits with status 0 at once.
import sys


def finish():
    print("finishing")
    sys.exit()


finish()
print("not reached")
