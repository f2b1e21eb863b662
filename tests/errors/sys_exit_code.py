import sys

try:
    sys.exit(3)
except SystemExit as e:
    print(e.code)  # ERROR "not supported yet: SystemExit\.code"
