xs = list(map(int, ["1", "x"]))
