# min() of an empty generator expression raises ValueError from min itself: no <genexpr>
# frame in the traceback.

words = ["a", "bb"]
print(min(len(w) for w in words))
print(min(len(w) for w in words if len(w) > 5))
