# f-strings: conversions, self-documenting expressions, nested format specs, any expression,
# literal braces, unicode, and objects with __format__, __str__ and __repr__.
from typing import Optional


class P:
    def __init__(self, x: int):
        self.x = x

    def __repr__(self) -> str:
        return f"P({self.x})"


class Named:
    def __init__(self, name: str):
        self.name = name

    def __str__(self) -> str:
        return "Named " + self.name

    def __repr__(self) -> str:
        return f"Named({self.name!r})"


class Money:
    def __init__(self, cents: int):
        self.cents = cents

    def __format__(self, spec: str) -> str:
        if spec == "":
            return f"${self.cents // 100}.{self.cents % 100:02d}"
        return "$" + format(self.cents / 100, spec)


class Plain:
    pass


def shout(s: str) -> str:
    print("shout called with", s)
    return s + "!"


x = 42
pi = 3.14159
name = "héllo wörld"
w = 12
p = 3
print(f"x={x} pi={pi:.2f} name={name!r} ascii={name!a} str={name!s}")
print(f"{x!r:>6}|{x!s:<6}|{name!r:^20}|{name!a:.5}|")
print(f"{x=} {pi = :.3} {name=!s} {x = }")
print(f"{x=:>8} {pi=!r:>10} {1 + 2=}")
print(f"{{literal}} {{{x}}} }}{{")
print(f"{pi:{w}.{p}f}|{x:#0{w}x}|{name:*^{w + 4}}|{pi:{'>' if x else '<'}{w}}|")
print(f"{P(3)} {P(4)!r} {Named('a')} {Named('b')!r} {Named('c')!s:>12}")
print(f"{Money(12345)} {Money(12345):,.2f} {Money(5):>10.3f} {Money(7)!s:.0}")
print(f"{x + 1} {[1, 2, 3][1]} {'yes' if x > 40 else 'no'} {(1, 'a')} {None} {True} {-0.0}")
print(f"{len('abc')} {x * 2:+d} {x:b} {x:o} {x:e} {x:%}")
print(f"{shout('a')} and {shout('b')}")
d = {"k": 1}
xs = [1.5, 2.25]
print(f"{d['k']} {d} {xs} {xs[0]:.3f} {[v * 2 for v in xs]}")
print(f"日本語 {'€'} {name:→^20} ☺{x}☺")
print(f"" == "", f"plain", f"{x}{x}{x}", f"{x}" f"{pi}" "tail")
print(f"""triple {x}
line two {name!r}""")
print(f'{"nested " + f"{x:>4}"}')
label = f"{Plain()}"
print(len(label) > 10)
n = 7
print(f"{n:3d}|{n:<3d}|{n:^3d}|{n:03d}|{-n:03d}|{n:+03d}")
for i in range(3):
    print(f"row {i}: {i * i:>3} {i / 3:.4f}")
maybe: Optional[int] = None
print(f"{maybe} {maybe!r}")
maybe = 5
print(f"{maybe} {maybe!r}")
