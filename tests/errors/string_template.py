# string.Template is CPython's, not Kiln's yet.
from string import Template  # ERROR "not supported yet: string\.Template"
