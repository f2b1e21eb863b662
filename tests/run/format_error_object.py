# An object without __format__ refuses a non-empty spec (TypeError), after accepting an empty one.
class Box:
    def __str__(self) -> str:
        return "box"


spec = ""
print(f"{Box():{spec}}")
spec = ">5"
print(f"{Box():{spec}}")
