# Kiln's 64-bit int overflow raises OverflowError, which except catches (the twin raises it
# where CPython's int would grow).
big = 4611686018427387904
for factor in [1, 2, 4]:
    try:
        print(big * factor)
    except OverflowError as e:
        print("overflow at", factor, type(e).__name__, isinstance(e, ArithmeticError))
