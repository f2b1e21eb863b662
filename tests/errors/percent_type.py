# %d needs a number: CPython raises TypeError.
name = "x"
print("%d items" % name)  # ERROR "%d format: a real number is required, not str"
