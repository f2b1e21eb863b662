# Classes come with the type checker's next step.
class Point:  # ERROR "not supported yet: class definitions"
    pass
