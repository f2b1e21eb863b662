# __init__ must return None.
class Weird:
    def __init__(self) -> int:
        return 1


w = Weird()  # ERROR "__init__\(\) should return None, not 'int'"
