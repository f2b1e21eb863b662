# A bracket left open is reported where it opens.
x = 1
y = (x +  # ERROR "'\(' was never closed"
