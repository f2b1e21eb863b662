print(slice())  # ERROR "slice expected at least 1 argument, got 0"
