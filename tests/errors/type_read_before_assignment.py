# A local that no path assigns before it is read.
def f(n):
    print(total)  # ERROR "local variable \"total\" is read before any assignment to it"
    total = n
    return total


f(1)
