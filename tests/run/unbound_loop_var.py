# The variable of a loop that ran zero times is unassigned after it.
def after_loop(n):
    for i in range(n):
        pass
    return i


print(after_loop(2))
print(after_loop(0))
