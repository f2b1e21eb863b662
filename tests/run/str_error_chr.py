# chr takes a code point in range(0x110000).
print(chr(0x10FFFF) == "\U0010ffff")
print(chr(-1))
