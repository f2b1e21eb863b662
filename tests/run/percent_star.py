# % formatting with '*' widths and precisions, a precision with an integer conversion
# (%.3d), and %c of a str.
print("%.3d|%5.3d|%-6.3d|%05.3d|%+.3d|% .3d|%.0d|%.3d|%.1d" % (7, 7, 7, 7, 7, 7, 0, -7, 12345))
print("%.3x|%#.3x|%#.3o|%.4X|%#06.3x|%#010.3x|%-#8.3X|%010.5d" % (255, 255, 8, 255, 9, 255, 255, -42))
print("%.3i %.3u %.3d %.3d %.2d" % (5, 6, 7.9, True, -9223372036854775807 - 1))
print("%*d|%-*d|%*d|%*s|%.*f|%*.*f|%.*s" % (5, 42, 5, 42, -5, 42, 4, "ab", 2, 3.14159, 8, 3, 2.5, 2, "hello"))
print("%.*f|%0*d|%*d|%+*d|%*.3d|%.*d" % (-1, 3.14159, -5, 3, True, 3, 6, 5, 7, 9, 4, 33))
print("%*r|%-*a|%*x|%#*o|%*e|%*c|" % (6, "q", 5, "é", 4, 255, 7, 8, 12, 1.5, 3, 65))
t = (6, 3.5)
print("%*.1f|" % t)
w = 7
for s in ["r", "long text"]:
    print("%*s|%-*s|%.*s|" % (w, s, w, s, 3, s))
print("%c|%3c|%-3c|%.2c|%c|%c" % ("a", "b", "c", "d", 0x1F600, "é"))
ch = "z"
print("[%5c]" % ch, "[%-*c]" % (4, ch))
try:
    print("%c" % "ab")
except TypeError as e:
    print("TypeError:", e)
empty = ""
try:
    print("%*c" % (3, empty))
except TypeError as e:
    print("TypeError:", e)
try:
    print("%*c" % (3, -1))
except OverflowError as e:
    print("OverflowError:", e)
print("%.*f" % (2, 1 / 3))
