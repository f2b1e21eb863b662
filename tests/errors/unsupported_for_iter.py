# Iterating over a str comes with the str methods.
for ch in "abc":  # ERROR "not supported yet: iterating over str"
    print(ch)
