# `and`/`or` used as a value return one of their operands, which must then share a type.
x = 0
y = x or 2.5  # ERROR "operands of \"or\" have different types int and float"
print(y)
