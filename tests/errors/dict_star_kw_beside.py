d = {"a": 1}
e = dict(**d, b=2)  # ERROR "not supported yet: \*\* arguments in calls of the name dict"
print(e)
