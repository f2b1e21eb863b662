# @extend adds methods only.
@extend
class int:
    unit: str = "m"  # ERROR "@extend adds methods only, not fields or class attributes"

    def meters(self) -> str:
        return str(self) + "m"
