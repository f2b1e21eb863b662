# printf-style formatting with a constant format string.
name = "wörld"
n = 42
x = 3.14159
print("Hello, %s!" % name)
print("%d %s %.2f %5.1f|%-5s|%x %r %%" % (n, name, 2.5, x, "ab", 255, name))
print("%5d|%-5d|%05d|%+d|% d|%+05d|%i|%u" % (n, n, -n, n, n, n, n, n))
print("%x %X %#x %#X %o %#o %08x" % (255, 255, 255, 255, 8, 8, 48879))
print("%e %E %.3e %g %G %.3g %10.4f|%-10.2f|%010.3f" % (x, x, 12345.678, 1e-5, 1e20, x, x, x, -x))
print("%s %s %s %r" % (True, None, 1.5, "q'uote"))
print("%d %d %.1f" % (3.99, True, 2))
print("%c%c%5c" % (72, 0x263A, 105))
print("%10s|%-10s|%.3s|%8.2s|" % (name, name, name, name))
print("%a %s" % ("é", [1, 2]))
t = (1, "two", 3.0)
print("%d-%s-%.1f" % t)
print("%s" % 12, "%s" % x, "%r" % "s", "no args %%" % ())
print("%5.1f%%" % 99.55)
for i in range(3):
    print("%3d: %-4s|" % (i, "*" * i))
