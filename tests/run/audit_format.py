# issue 7: %-formatting, str.format and f-strings with the full format-spec mini-language.
n = 255
x = 3.14159
print(f"{n:b} {n:o} {n:x} {n:X} {n:#b} {n:#o} {n:#x} {n:#X} {n:d}")
print(f"{n:08b} {n:#010x} {-n:#x} {n:+d} {n: d} {-n: d} {n:-d}")
print(f"[{n:<8}] [{n:>8}] [{n:^8}] [{n:*^9}] [{-n:=8}] [{n:0=8}] [{'ab':>5}] [{'ab':_<5}] [{'ab':^5}]")
print(f"{1234567:,} {1234567:_} {1234567.891:,.2f} {-1234567:,} {0xDEADBEEF:_x} {255:_b} {12345:010,}")
print(f"{x:.2f} {x:10.3f} {x:<10.1f}| {x:e} {x:.3E} {x:g} {1e-7:g} {1e20:g} {123456789.0:g} {x:%} {0.256:.1%} {x:G}")
print(f"{x:+.2f} {-x: .2f} {x:012.4f} {-x:012.4f} {0.0:.0f} {2.5:.0f} {3.5:.0f} {1.005:.2f}")
print(f"{float('inf'):f} {float('-inf'):.2f} {float('nan'):f} {float('inf'):F} {float('nan'):E} {1e300:.3g}")
print(f"{x} {1e16} {1e-7} {x!r} {'s'!r} {'s'!s} {'é'!a} {10:c}" if False else f"{x} {1e16} {1e-7} {x!r} {'s'!r} {'s'!s}")
print(f"{123.456:#g} {1.0:#.0f} {5:#.3g} {100:.2e} {0.000123:.2g} {1.5:g} {True} {True:d} {None}")
w, p = 10, 3
print(f"{x:{w}.{p}f}|{'hi':>{w}}|")
print("{} {} {}".format(1, "a", 2.5), "{0} {1} {0}".format("x", "y"), "{a}-{b}".format(a=1, b=2), "{:>6.2f}".format(x), "{{}}".format())
print("{0:^10}|{1:x}|{2:,}".format("mid", 255, 10**9))
print("%d %i %s %r %f %.2f %e %g %x %X %o %%" % (42, 7, "s", "r", x, x, x, x, 255, 255, 8))
print("%5d|%-5d|%05d|%+d|% d|%.3f|%10.2f|%-10.2f|%#x|%#o|%c" % (42, 42, 42, 42, 42, x, x, x, 255, 8, 65))
print("%s and %s" % ("a", [1, 2]), "%s" % (1,), "%s" % "solo", "%5s|%-5s|" % ("ab", "cd"), "%.2s" % "abcdef")
print("%g %g %g %G" % (1e-5, 123456789.0, 0.5, 1e-10))
print(format(255, "x"), format(3.5, ".1f"), format("s", ">3"), format(12), format(0.1 + 0.2))
