# A with statement needs an object with __enter__ and __exit__ (CPython raises TypeError).
class Plain:
    def close(self) -> None:
        print("closed")


with Plain() as p:  # ERROR "'Plain' object does not support the context manager protocol"
    p.close()
