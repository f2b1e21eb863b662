# An Optional[int] needs a None check before it is used as an int.
from typing import Optional


def next_id(last: Optional[int]) -> int:
    return last + 1  # ERROR "\"last\" may be None here \(its type is Optional\[int\]\)"


print(next_id(None))
