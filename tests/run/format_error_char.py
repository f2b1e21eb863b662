# The c presentation type needs a code point.
print(format(0x1F600, "c"))
print(format(-1, "c"))
