# sys.exit(None): uncaught, the program exits with CPython's status and prints nothing.
import sys
print("before")
sys.exit(None)
print("not reached")
