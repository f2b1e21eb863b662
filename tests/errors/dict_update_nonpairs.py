d = {"a": 1}
d.update([1, 2])  # ERROR "cannot convert dictionary update sequence element #0 to a sequence"
