# A str takes no sign.
s = "abc"
print(f"{s:>5}")
print(f"{s:+}")
