# format()'s spec is a str.
print(format(3.5, 2))  # ERROR "format\(\) argument 2 must be str, not int"
