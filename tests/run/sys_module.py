# The sys module: argv (the program's path first), maxsize, the standard streams.
import sys
from sys import argv, maxsize

print(len(sys.argv), len(argv), sys.argv[0] == argv[0], len(sys.argv[0]) > 0)
print(maxsize, sys.maxsize == 9223372036854775807, -sys.maxsize - 1)
sys.argv.append("extra")
print(len(sys.argv), argv[-1], sys.argv[-1], argv is sys.argv)
n = sys.stdout.write("written\n")
print(n, sys.stdout.write(""))
sys.stderr.write("to stderr\n")
sys.stdout.flush()
print("done")
