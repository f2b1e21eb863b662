# str.index raises ValueError when the substring is absent.
s = "abc"
print(s.index("c"))
print(s.index("b", 2))
