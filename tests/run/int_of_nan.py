# int() of NaN raises ValueError; int() of infinity raises OverflowError.
x = 1e308 * 10
print(x, x - x)
print(int(x - x))
