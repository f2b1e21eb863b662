# print's sep=None and end=None mean the defaults, a space and a newline, as in CPython (Kiln
# refused them, saying "sep must be None or a string, not NoneType").
print("a", "b", sep=None, end=None)
print("c", "d", end=None, sep="-")
print(1, 2.5, sep=None)
print("e", end=None)
print(sep=None, end=None)
print("f", sep="", end="!\n")
