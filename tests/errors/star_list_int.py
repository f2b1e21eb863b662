print([0, *5])  # ERROR "Value after \* must be an iterable, not int"
