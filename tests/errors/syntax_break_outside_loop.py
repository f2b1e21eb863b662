# break belongs in a loop (CPython's compiler reports this as a SyntaxError).
x = 1
if x > 0:
    break  # ERROR "'break' outside loop"
