# @extend extends an existing class.
@extend
class Vector:  # ERROR "@extend: there is no class named \"Vector\" to extend"
    def norm(self) -> float:
        return 0.0
