import enum


@enum.unique  # ERROR "duplicate values found in <enum 'Color'>: CRIMSON -> RED, SCARLET -> RED, LIME -> GREEN"
class Color(enum.Enum):
    RED = 1
    GREEN = 2
    CRIMSON = 1
    SCARLET = RED
    LIME = 2
