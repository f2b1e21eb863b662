# Imports are declarations at module level; inside blocks they are not built yet.
if __name__ == "__main__":
    import math  # ERROR "not supported yet: imports inside blocks"
    print(math.pi)
