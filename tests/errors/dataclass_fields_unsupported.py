from dataclasses import dataclass, fields  # ERROR "not supported yet: dataclasses.fields"


@dataclass
class P:
    x: int


print(P(1))
