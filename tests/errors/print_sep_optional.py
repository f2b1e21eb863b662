from typing import Optional


def show(s: Optional[str]) -> None:
    print("a", "b", sep=s)  # ERROR "not supported yet: sep= of a value that may be None"


show(None)
