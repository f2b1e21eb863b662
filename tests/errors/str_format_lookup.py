# Malformed lookups in str.format fields: CPython raises ValueError when the call runs.
class P:
    def __init__(self, x: int):
        self.x = x


p = P(1)
print("{0.}".format(p))  # ERROR "Empty attribute in format string"
print("{0[}".format([1]))  # ERROR "expected '}' before end of string"
print("{0[]}".format([1]))  # ERROR "Empty attribute in format string"
print("{0[0]x}".format([1]))  # ERROR "Only '\.' or '\[' may follow '\]' in format field specifier"
print("{0.z}".format(p))  # ERROR "'P' object has no attribute 'z'"
print("{0[a]}".format_map({"a": [1]}))  # ERROR "Format string contains positional fields"
print("{0[0]".format([1]))  # ERROR "expected '}' before end of string"
print("{0:".format(1))  # ERROR "unmatched '{' in format spec"
print("{0!r".format(1))  # ERROR "unmatched '{' in format spec"
print("{a{b}".format(a=1))  # ERROR "unexpected '{' in field name"
print("{0[99999999999999999999]}".format([1]))  # ERROR "Too many decimal digits in format string"
