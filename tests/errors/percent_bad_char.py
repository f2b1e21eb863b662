# An unknown conversion character: CPython raises ValueError.
print("%y" % 1)  # ERROR "unsupported format character 'y' \(0x79\) at index 1"
