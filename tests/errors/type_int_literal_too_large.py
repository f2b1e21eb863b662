# Kiln's int is 64-bit.
big = 123456789012345678901234567890  # ERROR "integer literal is too large for int"
print(big)
