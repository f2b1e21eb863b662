# The twin of exceptions_overflow.py: CPython's int grows, so the overflow is raised by hand.
big = 4611686018427387904
for factor in [1, 2, 4]:
    try:
        if big * factor >= 2**63:
            raise OverflowError("int overflow")
        print(big * factor)
    except OverflowError as e:
        print("overflow at", factor, type(e).__name__, isinstance(e, ArithmeticError))
