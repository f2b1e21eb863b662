# A stdlib function that cannot take the argument types is reported at the program's call,
# with the stdlib's position in the hint, not inside the stdlib's own file.
import itertools
xs = [1, 2]
print(list(itertools.zip_longest(xs, "abc", fillvalue=0)))  # ERROR "conditional expression branches have different types str and int"
