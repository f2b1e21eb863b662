print(str.maketrans("ab"))  # ERROR "no overload of str.maketrans\(\) accepts \(str\)"
print("ab".translate({"a": "b"}))  # ERROR "no overload of str.translate\(\) accepts \(dict\[str,str\]\)"
