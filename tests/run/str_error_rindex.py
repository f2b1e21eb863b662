# str.rindex raises ValueError too.
print("héllo".rindex("l"))
print("héllo".rindex("é", 2))
