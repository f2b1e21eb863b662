# The finally state machine: return, break and continue through finally clauses.


def foo():
    try:
        return 1
    finally:
        return 2


def bar():
    for i in range(10):
        print(i)
        try:
            if i == 5:
                break
        finally:
            continue


def baz():
    for i in range(5):
        try:
            try:
                if i == 3:
                    return i
            finally:
                if i > 2:
                    break
        finally:
            if i < 4:
                continue
    return i


def order():
    out = []
    try:
        out.append(1)
        try:
            out.append(2)
            return out
        finally:
            out.append(3)
    finally:
        out.append(4)


def swallow():
    try:
        raise ValueError("lost")
    finally:
        return "finally wins"


def nested_loops():
    total = 0
    for i in range(3):
        for j in range(3):
            try:
                if j == 1:
                    continue
                if i == 2:
                    break
                total += 10 * i + j
            finally:
                total += 100
    return total


def finally_after_except():
    log = []
    for i in range(4):
        try:
            if i == 1:
                raise KeyError(i)
            if i == 3:
                return log
            log.append("body" + str(i))
        except KeyError:
            log.append("except" + str(i))
            continue
        else:
            log.append("else" + str(i))
        finally:
            log.append("finally" + str(i))
    return log


def propagate():
    try:
        try:
            raise IndexError("deep")
        finally:
            print("inner finally")
    finally:
        print("outer finally")


print(foo())
bar()
print(baz())
print(order())
print(swallow())
print(nested_loops())
print(finally_after_except())
try:
    propagate()
except IndexError as e:
    print("caught", e)
i = 0
while True:
    try:
        i += 1
        if i > 3:
            break
    finally:
        print("while finally", i)
print("end")
