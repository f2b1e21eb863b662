import string


class Lower(string.Template):
    idpattern: str = "[a-z]+"  # ERROR "not supported yet: a string.Template subclass with its own idpattern"


print(Lower("$who").substitute(who="tim"))
