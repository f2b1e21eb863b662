# An uncaught UnicodeEncodeError: CPython's message for one character.
print("naïve".encode("ascii"))
