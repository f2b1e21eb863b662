# A context manager needs __exit__ as well as __enter__ (CPython raises TypeError).
class Half:
    def __enter__(self):
        return self


with Half():  # ERROR "'Half' object does not support the context manager protocol \(missed __exit__ method\)"
    print("inside")
