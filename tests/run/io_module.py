# The io module: except io.UnsupportedOperation, from io import.
import io
from io import UnsupportedOperation
import sys

path = sys.argv[0] + ".t7"
f = open(path, "w")
try:
    f.read()
except io.UnsupportedOperation as e:
    print("caught", e, isinstance(e, OSError), isinstance(e, UnsupportedOperation))
f.close()
import os
os.remove(path)
