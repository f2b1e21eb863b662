# `=` where `==` was meant.
x = 3
if x = 3:  # ERROR "Maybe you meant '==' or ':=' instead of '='"
    print(x)
