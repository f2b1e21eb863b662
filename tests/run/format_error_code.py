# A float has no 'd' presentation type: ValueError at run time.
x = 2.5
print(f"{x:.1f}")
print(f"{x:d}")
