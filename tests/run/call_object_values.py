# Objects with __call__ called straight from an expression and from a field.
class Scale:
    def __init__(self, k):
        self.k = k

    def __call__(self, x):
        return self.k * x


class Holder:
    def __init__(self):
        self.op = Scale(3)

    def run(self, x):
        return self.op(x)


def make(k):
    return Scale(k)


print(make(2)(21), Holder().run(5), [Scale(k)(10) for k in range(3)])
