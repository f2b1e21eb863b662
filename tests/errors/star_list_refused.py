# A list as *argument of a function with *args, defaults or keyword arguments is refused.
def total(*args):
    return sum(args)


def scaled(x, k=2):
    return x * k


xs = [1, 2]
print(total(*xs))  # ERROR "not supported yet: \*arguments other than tuples \(here list\[int\]\) in a call of total"
print(scaled(*xs))  # ERROR "not supported yet: \*arguments other than tuples .* in a call of scaled, which has parameters"
print(scaled(*xs[:1]))  # ERROR "other than a variable"
m = [[1, 2], [3, 4]]
print(list(zip(xs, *m)))  # ERROR "not supported yet: \*arguments other than tuples \(here list\[list\[int\]\]\) in calls other than print\(\)"
