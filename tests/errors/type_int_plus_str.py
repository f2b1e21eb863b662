# An operator the operand types do not define, with CPython's TypeError wording.
count = 3
label = "items: " + count  # ERROR "unsupported operand type\(s\) for \+: 'str' and 'int'"
print(label)
