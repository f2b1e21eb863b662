# An exception raised deep in a recursive sum that release builds turn into a loop (the
# tailacc pass) has the recursion's traceback: one frame for each call the loop replaced.


def down(n: int) -> int:
    if n == 0:
        return 1 // n
    return down(n - 1) + 1


def tree(n: int) -> int:
    if n == 3:
        return down(100)
    if n < 3:
        return n
    return tree(n - 1) + tree(n - 2)


print(down(5) if False else 0)
print(tree(9))
