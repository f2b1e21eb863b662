# The global statement: functions assign module variables, and may create them.
counter = 0
total = 0.0


def bump(by):
    global counter, total
    counter += by
    total = total + by * 0.5


def make_limit():
    global limit
    limit = 42


for i in range(5):
    bump(i)
print(counter, total)
make_limit()
print(limit)


def shadow():
    counter = 100  # a local: no global statement here
    return counter


print(shadow(), counter)
