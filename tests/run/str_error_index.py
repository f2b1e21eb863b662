# Indexing past the end of a str raises IndexError.
s = "héllo"
print(s[4], s[-5])
i = 5
print(s[i])
