# sys.exit(-1): uncaught, the program exits with CPython's status and prints nothing.
import sys
print("before")
sys.exit(-1)
print("not reached")
