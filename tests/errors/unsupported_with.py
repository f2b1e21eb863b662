# with statements come with context managers.
class Managed:
    pass


with Managed() as m:  # ERROR "not supported yet: with statements"
    print(1)
