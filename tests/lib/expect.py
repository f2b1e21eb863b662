# The expected output of host.c: the same calls of mylib.py's functions, under CPython, where
# @export is the identity. Usage: python3 expect.py PATH/mylib.py
import builtins
import sys

builtins.export = lambda f: f
path = sys.argv[1]
ns = {"__name__": "mylib"}
with open(path) as f:
    exec(compile(f.read(), path, "exec"), ns)
m = type("mylib", (), ns)


def out(line):
    print(line, flush=True)


out("add %d %d" % (m.add(40, 2), m.add(-7, 3)))
out("fib %d" % m.fib(20))
out("hyp %.17g" % m.hyp(3.0, 4.5))
out("is_even %d %d" % (m.is_even(10), m.is_even(7)))
out("scale %.17g %.17g" % (m.scale(1.5, 3, False), m.scale(0.1, 7, True)))
m.shout(4)
out("divide %d" % m.divide(7, -2))
out("divide %d" % m.divide(1, 0))
