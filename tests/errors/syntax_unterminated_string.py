# A string literal that never ends.
print('hello)  # ERROR "unterminated string literal \(detected at line 2\)"
