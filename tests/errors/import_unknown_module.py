# A module that is not in CPython's standard library either.
import numpy  # ERROR "No module named 'numpy'"
