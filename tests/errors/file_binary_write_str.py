# A binary file takes bytes: CPython's TypeError at run time is a compile error in Kiln.
f = open("/tmp/kiln_never_written.bin", "wb")
f.write("text")  # ERROR "write\(\) argument 'b' must be bytes, not str"
