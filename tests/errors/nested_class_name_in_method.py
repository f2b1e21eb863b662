# A method body does not see the enclosing class's nested classes by their own names (CPython
# raises NameError when it runs): they are reached as Outer.Inner.
class Outer:
    class Inner:
        pass

    def make(self) -> None:
        x = Inner()  # ERROR "name \"Inner\" is not defined"
        print(x)


Outer().make()
