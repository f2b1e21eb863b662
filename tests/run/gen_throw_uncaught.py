# An exception thrown in and not caught propagates to the caller of throw(), with the
# generator's frame in the traceback; its finally clause runs first.


def worker(items):
    for item in items:
        try:
            yield item * 2
        finally:
            print("cleanup", item)


w = worker([1, 2, 3])
print(next(w))
print(next(w))
w.throw(ValueError("cancelled"))
