from string import Template


class Pct(Template):
    delimiter = "%"  # ERROR "not supported yet: a string.Template subclass with its own delimiter"


print(Pct("%who").substitute(who="tim"))
