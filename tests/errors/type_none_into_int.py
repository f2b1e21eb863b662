# An annotated int variable cannot take None; Optional[int] can.
count: int = 0
count = None  # ERROR "cannot assign NoneType to \"count\", which holds int"
