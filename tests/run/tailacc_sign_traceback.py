# An exception raised deep in a recursive sum whose terms tailacc proves non-negative (its
# loop then leaves out their sign test) has the recursion's traceback: one frame for each
# call the loop replaced.


def tree(n: int) -> int:
    if n < 2:
        return n
    if n == 4:
        raise ValueError("four")
    return tree(n - 1) + tree(n - 2)


print(tree(3))
print(tree(12))
