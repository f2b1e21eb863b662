# The string module's constants and capwords.
import string
from string import ascii_letters, capwords

print(string.ascii_lowercase, string.ascii_uppercase, ascii_letters)
print(string.digits, string.hexdigits, string.octdigits, string.punctuation)
print(repr(string.whitespace), repr(string.printable), len(string.printable))
print([c for c in "a1 B.\tz" if c in string.ascii_letters], "f" in string.hexdigits, "8" in string.octdigits)
print(capwords("hello world"), capwords("  the   quick\tbrown\nfox  "), capwords(""), capwords("ALL CAPS here"))
print(capwords("a-b--c", "-"), capwords("x, y, z", ", "), capwords("one two", None), capwords("élan vital"))
try:
    capwords("a b", "")
except ValueError as e:
    print("ValueError:", e)
