# A starred target that receives no values needs its element type from elsewhere.
first, *rest = (1,)  # ERROR "cannot infer the element type of the starred target, which receives no values"
print(first, rest)
