from enum import Enum, Flag  # ERROR "not supported yet: enum.Flag"
