# The os module: files and directories, their errors, the environment, the working
# directory; os.path imported in each way.
import os
import os.path
from os.path import join, splitext
from os import path

d = os.path.join("/tmp", "kiln_os_" + str(os.getpid()))
print(os.path.exists(d))
os.makedirs(os.path.join(d, "a", "b"))
os.makedirs(os.path.join(d, "a", "b"), exist_ok=True)
with open(join(d, "f.txt"), "w") as f:
    f.write("12345")
print(os.path.getsize(join(d, "f.txt")), path.isfile(join(d, "f.txt")), os.path.isdir(join(d, "a")))
print(sorted(os.listdir(d)))
os.rename(join(d, "f.txt"), join(d, "g.txt"))
print(sorted(os.listdir(d)))
try:
    os.rename(join(d, "f.txt"), join(d, "h.txt"))
except FileNotFoundError as e:
    print(str(e).replace(d, "D"))
try:
    os.mkdir(d)
except FileExistsError as e:
    print(str(e).replace(d, "D"))
os.remove(join(d, "g.txt"))
os.rmdir(join(d, "a", "b"))
os.rmdir(join(d, "a"))
os.rmdir(d)
print(os.path.exists(d))
try:
    os.remove("nope.txt")
except OSError as e:
    print(e)
try:
    os.listdir("nope_dir")
except FileNotFoundError as e:
    print(e)
print(os.sep, repr(os.linesep), os.name)
print(splitext("a/b.tar.gz"), splitext(".bashrc"), os.path.split("/a/b/c"), os.path.basename("x/y.py"), os.path.dirname("x/y.py"))
print(os.path.normpath("a//b/../c/./d"), os.path.normpath("/../x"), os.path.join("a", "/b", "c"))
print("HOME" in os.environ, os.environ.get("NOPE_X", "dflt"), os.getenv("NOPE_X"), os.getenv("NOPE_X", "d2"))
print(os.environ["PATH"] == os.getenv("PATH"))
cwd = os.getcwd()
os.chdir("/tmp")
print(os.getcwd(), os.path.abspath("x/../y"))
os.chdir(cwd)
print(os.getcwd() == cwd)
try:
    os.path.getsize("missing_file.bin")
except FileNotFoundError as e:
    print(e)
try:
    os.rmdir("missing_dir")
except FileNotFoundError as e:
    print(e)
try:
    os.chdir("missing_dir")
except FileNotFoundError as e:
    print(e)
try:
    print(os.environ["KILN_NO_SUCH_VAR"])
except KeyError as e:
    print("KeyError", e)
print(isinstance(os.getpid(), int), os.path.isabs("/x"), os.path.isabs("x"))
try:
    os.remove("/proc/version")
except PermissionError as e:
    print(type(e).__name__, e.filename, isinstance(e, OSError))
try:
    open("/etc/passwd/x")
except NotADirectoryError as e:
    print(e)
try:
    os.listdir("/etc/passwd")
except OSError as e:
    print(type(e).__name__, e.errno, e)
e = OSError("made")
print(e, repr(e), e.args)
n = 0
for key in os.environ:
    if os.environ[key] == os.getenv(key):
        n += 1
print(n == len(os.environ), n > 0)
