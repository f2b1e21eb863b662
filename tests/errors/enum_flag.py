from enum import Enum, Flag  # ERROR "not supported yet: enum.Flag"
from enum import IntFlag  # ERROR "not supported yet: enum.IntFlag"
from enum import StrEnum  # ERROR "not supported yet: enum.StrEnum"
