# t += (x,) makes a longer tuple, of another type than t's.
t = (1, 2)
t += (3,)  # ERROR "cannot assign tuple\[int, int, int\] to \"t\", which holds tuple\[int, int\]"
print(t)
