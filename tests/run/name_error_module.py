# At module level, reading a variable some path left unassigned raises NameError.
flag = 1 > 2
if flag:
    y = 1
print("before")
print(y)
