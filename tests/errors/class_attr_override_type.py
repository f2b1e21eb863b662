class A:
    x = 1


class B(A):
    x = 2.5


a: A = B()
print(a.x)  # ERROR "not supported yet: class attribute `x` overridden with a different type \(int in A, float in B\)"
