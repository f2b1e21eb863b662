# open() in binary modes (rb wb ab r+b): bytes read and written, lines, the buffered
# classes' reprs, and their errors (closed, wrong direction, encoding given).
import os

d = os.path.join("/tmp", "kiln_file_binary_" + str(os.getpid()))
os.mkdir(d)
path = os.path.join(d, "b.bin")
with open(path, "wb") as f:
    print(f.write(b"\x00\x01\xff line\n"), f.mode, f.closed)
    print(f.write(bytes([1, 2, 3])))
    f.writelines([b"second\n", b"third"])
    print(repr(f).replace(d, "D"))
print(f.closed)
with open(path, "rb") as f:
    data = f.read()
    print(data, len(data), repr(f).replace(d, "D"))
with open(path, mode="rb") as f:
    print(f.read(3), f.readline(), f.readlines(), f.read())
for line in open(path, "rb"):
    print(line)
with open(path, "ab") as f:
    f.write("é\n".encode())
with open(path, "r+b") as f:
    print(repr(f).replace(d, "D"), f.read(1))
    f.write(b"Z")
print(open(path, "rb").read())
try:
    print(open(path).readlines()[-1])
except UnicodeDecodeError as e:
    print(e)
print(os.path.getsize(path))
f = open(path, "rb")
try:
    f.write(b"x")
except OSError as e:
    print(type(e).__name__, e)
f.close()
try:
    f.read()
except ValueError as e:
    print(e)
f = open(path, "wb")
try:
    f.read()
except OSError as e:
    print(repr(e))
f.close()
try:
    open(path, "rb", encoding="utf-8")
except ValueError as e:
    print(e)
try:
    open(path, "r", 0)
except ValueError as e:
    print(e)
try:
    open(path, "rbt")
except ValueError as e:
    print(e)
try:
    open(os.path.join(d, "missing.bin"), "rb")
except FileNotFoundError as e:
    print(e.errno, e.strerror)
os.remove(path)
f = open(path + "2", "wb")
f.close()
for op in ["write", "flush", "readline", "read", "readlines", "writelines", "iter"]:
    try:
        if op == "write":
            f.write(b"x")
        elif op == "flush":
            f.flush()
        elif op == "readline":
            f.readline()
        elif op == "read":
            f.read(2)
        elif op == "readlines":
            f.readlines()
        elif op == "writelines":
            f.writelines([b"a"])
        else:
            for x in f:
                pass
    except OSError as e:
        print(op, type(e).__name__, e)
    except ValueError as e:
        print(op, "ValueError", e)
g = open(path + "2", "rb")
g.close()
for op in ["read", "readline", "readlines"]:
    try:
        if op == "read":
            g.read()
        elif op == "readline":
            g.readline()
        else:
            g.readlines()
    except ValueError as e:
        print(op, e)
h = open(path + "2")
h.close()
for op in ["read", "readline", "readlines", "write", "flush", "writelines"]:
    try:
        if op == "read":
            h.read()
        elif op == "readline":
            h.readline()
        elif op == "readlines":
            h.readlines()
        elif op == "write":
            h.write("a")
        elif op == "flush":
            h.flush()
        else:
            h.writelines(["a"])
    except ValueError as e:
        print(op, e)
os.remove(path + "2")
print(os.listdir(d))
os.rmdir(d)
