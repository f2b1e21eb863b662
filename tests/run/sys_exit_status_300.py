# sys.exit(300): uncaught, the program exits with CPython's status and prints nothing.
import sys
print("before")
sys.exit(300)
print("not reached")
