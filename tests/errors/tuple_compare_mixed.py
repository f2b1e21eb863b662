# CPython raises TypeError comparing 'a' with 2 here; Kiln refuses it at compile time.
print((1, "a") < (1, 2))  # ERROR "'<' not supported between instances of 'tuple\[int, str\]' and 'tuple\[int, int\]'"
