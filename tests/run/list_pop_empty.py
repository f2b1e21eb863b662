xs: list[int] = []
print("before")
xs.pop()
