# id() with two arguments is CPython's TypeError; Kiln refuses it at compile time.
class C:
    pass


a = C()
print(id(a, a))  # ERROR "id\(\) takes exactly one argument \(2 given\)"
