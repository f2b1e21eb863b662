# SystemExit.code may be None, an int or a str: it prints and compares as CPython's, but is no
# int to compute with.
import sys

try:
    sys.exit(3)
except SystemExit as e:
    print(e.code + 1)  # ERROR "unsupported operand type\(s\) for \+: '_exit_status' and 'int'"
