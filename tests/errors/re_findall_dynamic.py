import re

pattern = "(a)(b)" if len("xy") == 2 else "c"
print(re.findall(pattern, "abab"))  # ERROR "not supported yet: re.findall\(\) of a pattern that is not a string constant"
