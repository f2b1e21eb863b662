# id() of a str: Kiln holds strs by value, without an identity.
s = "abc"
print(id(s))  # ERROR "not supported yet: id\(\) of a str value"
