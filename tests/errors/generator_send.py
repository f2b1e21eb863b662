def echo():
    while True:
        x = yield 1
        print(x)


a = echo()
next(a)
print(a.send(10))  # ERROR "not supported yet: send\(\) to a generator"
f = a.send  # ERROR "not supported yet: send\(\) to a generator"
