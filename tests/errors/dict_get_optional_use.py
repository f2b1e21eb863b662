# d.get(k) without a default may be None: it must be tested before arithmetic.
counts = {"a": 1}
n = counts.get("b")
print(n + 1)  # ERROR "\"n\" may be None here \(its type is Optional\[int\]\)"
m = counts.get("a") and 5  # ERROR "operands of \"and\" have different types Optional\[int\] and int"
