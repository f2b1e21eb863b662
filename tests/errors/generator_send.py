def echo():
    while True:
        x = yield 1
        print(x)


a = echo()
next(a)
print(a.send(10))  # ERROR "not supported yet: send\(\) of int to a generator whose yields receive None"
a.send(None)
