# for loops iterate over range() only, for now.
for ch in "abc":  # ERROR "not supported yet: for loops over anything but range"
    print(ch)
