# slice(stop) with one argument is not built yet; slice(start, stop, step) is.
s = slice(3)  # ERROR "missing 2 required positional arguments"
print("abcdef"[s])
