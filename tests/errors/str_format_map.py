d = {"a": 1}
print("{} {a}".format_map(d))  # ERROR "Format string contains positional fields"
print("{0}".format_map(d))  # ERROR "Format string contains positional fields"
print("{a".format_map(d))  # ERROR "expected '}' before end of string"
