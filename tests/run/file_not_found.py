# An uncaught FileNotFoundError: CPython's traceback line.
with open("no_such_file.txt") as f:
    print(f.read())
