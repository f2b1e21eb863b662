# sys.exit(3): what print buffered is written, then the program exits with status 3.
import sys

print("before")
sys.stderr.write("exiting with 3\n")
sys.exit(3)
print("not reached")
