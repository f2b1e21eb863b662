import re

p = re.compile("(" + "a" + ")")
m = p.match("a")
if m:
    print(m.groups())  # ERROR "not supported yet: groups\(\) of a pattern that is not a string constant"
print(p.findall("aa"))  # ERROR "not supported yet: findall\(\) of a pattern that is not a string constant"
