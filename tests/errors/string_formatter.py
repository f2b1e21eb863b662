# string.Formatter is CPython's, not Kiln's yet.
from string import Formatter  # ERROR "not supported yet: string\.Formatter"
