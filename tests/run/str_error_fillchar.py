# The fill character of center, ljust and rjust is one character.
print("a".center(3, "é"))
print("a".center(5, "ab"))
