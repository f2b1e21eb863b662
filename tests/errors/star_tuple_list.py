xs = [1, 2]
t = (*xs, 3)  # ERROR "not supported yet: \*list\[int\] in a tuple display \(a tuple's length is part of its type"
print(t)
