# Exceptions come with code generation's next step.
try:  # ERROR "not supported yet: try statements"
    print(1)
except ValueError:
    print(2)
