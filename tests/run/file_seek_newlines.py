# seek() and tell() on text and binary files, universal newlines when reading text, and
# flush() making buffered writes visible to another reader.
import os

path = os.path.join("/tmp", "kiln_file_seek_" + str(os.getpid()))
with open(path, "wb") as w:
    w.write(b"one\r\ntwo\rthree\nfour")
    print(w.tell())
with open(path) as f:
    print(repr(f.read()))
with open(path) as f:
    print(repr(f.readline()))
with open(path, "rb") as b:
    print(b.seek(5), b.read(3), b.tell(), b.seek(-4, 2), b.read(), b.seek(-2, 1), b.read())
with open(path) as f:
    print(f.seek(5), repr(f.read(3)), f.tell(), f.seek(0, 2), repr(f.read()))
    try:
        f.seek(-1, 2)
    except OSError as e:
        print(type(e).__name__, e)
    try:
        f.seek(-1)
    except ValueError as e:
        print(e)
g = open(path, "a")
g.write("tail")
h = open(path)
print(repr(h.read()[-4:]))
g.flush()
h.seek(0)
print(repr(h.read()[-8:]))
g.close()
h.close()
os.remove(path)
