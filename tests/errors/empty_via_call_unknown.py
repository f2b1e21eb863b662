def show(v) -> None:
    print(len(v))


xs = []  # ERROR "cannot infer the element type of this empty list"
show(xs)
