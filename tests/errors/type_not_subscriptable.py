# Subscripting an object whose class has no __getitem__.
class Bag:
    pass


b = Bag()
print(b[0])  # ERROR "'Bag' object is not subscriptable"
