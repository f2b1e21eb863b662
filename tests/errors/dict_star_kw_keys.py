d = {1: "one"}
e = dict(**d)  # ERROR "keywords must be strings"
print(e)
