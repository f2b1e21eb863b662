import re

sep = re.escape(",")
print(re.split(sep, "a,b"))  # ERROR "not supported yet: re.split\(\) of a pattern that is not a string constant"
