# Conditional expressions evaluate only the chosen branch.
def loud(x):
    print("computing", x)
    return x


for i in range(4):
    print(i, "even" if i % 2 == 0 else "odd", loud(i * 1.5) if i > 1 else 0.0)
