# Reading a file opened for writing: io.UnsupportedOperation, named with its module.
import os

path = os.path.join("/tmp", "kiln_not_readable_" + str(os.getpid()) + ".txt")
f = open(path, "w")
os.remove(path)
f.read()
