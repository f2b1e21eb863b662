# An uncaught UnicodeDecodeError: CPython's message.
data = b"ok" + bytes([0xC3])
print(data.decode("utf-8"))
