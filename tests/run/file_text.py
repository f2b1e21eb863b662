# open() of text files: modes r, w, a, x, r+, reads by size, lines and iteration, print(file=),
# with, and the errors of a closed file, a missing one and the wrong direction.
import os

d = os.path.join("/tmp", "kiln_file_text_" + str(os.getpid()))
os.mkdir(d)
path = os.path.join(d, "t.txt")
f = open(path, "w")
print(f.write("hello\n"), f.closed, f.mode, f.name == path)
print(f.write("wörld ✓\nthird"))
f.flush()
f.close()
f.close()
print(f.closed)
with open(path) as g:
    print(repr(g.read()))
with open(path, "r", encoding="utf-8") as g:
    print(repr(g.readline()), repr(g.read(3)), repr(g.read(2)), g.readlines())
    print(repr(g.read()), repr(g.readline()))
with open(path, "a") as g:
    print("appended", 1, 2.5, sep="|", file=g)
    g.writelines(["x\n", "y\n"])
for line in open(path):
    print(repr(line))
with open(path) as g:
    print([len(line) for line in g])
with open(path, "r+") as g:
    print(repr(g.read(5)))
    g.write("!")
print(open(path).read().count("!"))
with open(path, "w") as g:
    print(g.write(""))
print(repr(open(path).read()))
try:
    open("nope.txt")
except FileNotFoundError as e:
    print(e, e.errno, e.strerror, e.filename, e.args, isinstance(e, OSError))
try:
    open(path, "x")
except FileExistsError as e:
    print(type(e).__name__, e.errno, e.strerror)
with open(os.path.join(d, "new.txt"), "x") as g:
    g.write("made")
print(open(os.path.join(d, "new.txt")).read())
try:
    open(d)
except IsADirectoryError as e:
    print(type(e).__name__, e.errno, e.strerror)
try:
    open(d, "w")
except OSError as e:
    print(type(e).__name__, e.errno)
try:
    f.read()
except ValueError as e:
    print(e)
try:
    f.write("x")
except ValueError as e:
    print(e)
g = open(path, "w")
try:
    g.read()
except OSError as e:
    print(type(e).__name__, e)
g.close()
g = open(path)
try:
    g.write("x")
except OSError as e:
    print(type(e).__name__, e)
g.close()
for bad in ["rw", "q", "rr", "r+b+"]:
    try:
        open(path, bad)
    except ValueError as e:
        print(e)
try:
    open(path, encoding="klingon")
except LookupError as e:
    print(e)
os.remove(path)
os.remove(os.path.join(d, "new.txt"))
os.rmdir(d)
print(os.path.exists(d))
# Text read from a file is decoded as UTF-8.
bad = os.path.join("/tmp", "kiln_file_text_bad_" + str(os.getpid()))
with open(bad, "wb") as bf:
    bf.write(b"ok\n\xff\n")
try:
    open(bad).read()
except UnicodeDecodeError as e:
    print(e)
os.remove(bad)
print(repr(open("/dev/null").read()), open("/dev/null").readlines())
f = open("/dev/null", "w")
print(f.readable(), f.writable(), repr(f))
try:
    open("/dev/null", "w", 0)
except ValueError as e:
    print(e)
