# A name the module does not define, as CPython's ImportError says.
from math import sqrt, nosuch  # ERROR "cannot import name 'nosuch' from 'math'"
