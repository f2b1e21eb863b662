print({"a": 1, **[1]})  # ERROR "'list\[int\]' object is not a mapping"
