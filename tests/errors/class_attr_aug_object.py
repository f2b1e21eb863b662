class A:
    n = 1


a = A()
a.n += 1  # ERROR "not supported yet: augmented assignment to class attribute `n` through an object"
print(a.n, A.n)
