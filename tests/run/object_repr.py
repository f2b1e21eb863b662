# repr() of an object whose class defines no __repr__ is object.__repr__, <__main__.C object at
# 0x...>, as print and str() give it (the address differs from run to run: only its shape is
# printed).
from typing import Optional


class C:
    pass


class E:
    def __str__(self) -> str:
        return "an E"


c = C()
r = repr(c)
print(r[:19], r.endswith(">"), repr(c) == str(c), repr(c) == repr(c), repr(c) == f"{c!r}")
print(repr(E())[:19], str(E()), [repr(x)[:11] for x in [C(), C()]])
m: Optional[C] = None
print(repr(m))
m = C()
print(repr(m)[:11])
