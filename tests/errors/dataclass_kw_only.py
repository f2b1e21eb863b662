from dataclasses import dataclass


@dataclass(kw_only=True)  # ERROR "not supported yet: dataclass\(kw_only=...\)"
class P:
    x: int


print(P(x=1))
