from enum import Enum, IntEnum


class Suit(Enum):
    CLUBS = "c"
    DIAMONDS = "d"
    HEARTS = "h"
    SPADES = "s"

    @classmethod
    def red(cls) -> list["Suit"]:
        return [s for s in cls if s.color() == "red"]

    @staticmethod
    def parse(ch: str) -> "Suit":
        return Suit(ch)

    def color(self) -> str:
        if self is Suit.HEARTS or self is Suit.DIAMONDS:
            return "red"
        return "black"

    def __str__(self) -> str:
        return self.name.title()


class Empty(Enum):
    pass


class Card:
    def __init__(self, rank: int, suit: Suit = Suit.SPADES):
        self.rank = rank
        self.suit = suit

    def __repr__(self) -> str:
        return f"{self.rank}{self.suit.value}"


def count(suit: Suit, cards: list[Card]) -> int:
    return sum(1 for c in cards if c.suit == suit)


cards = [Card(3, Suit.parse("h")), Card(12), Card(1, Suit.HEARTS), Card(7, Suit["CLUBS"])]
print(cards, Suit.red(), [str(s) for s in Suit], Suit.HEARTS)
print({s.name: count(s, cards) for s in Suit})
print(len(Empty), list(Empty), Empty)
print(Suit.CLUBS in Suit, f"{Suit.HEARTS!s:>8}|{Suit.HEARTS!r}")
by_suit: dict[Suit, list[int]] = {}
for c in cards:
    by_suit.setdefault(c.suit, []).append(c.rank)
print(by_suit)
print(Suit.SPADES.name < Suit.CLUBS.name, sorted(Suit, key=lambda s: s.value)[-1])


class Size(IntEnum):
    S = 1
    M = 2
    L = 3


def fits(a: Size, b: Size) -> bool:
    return a <= b


print(fits(Size.S, Size.L), fits(Size.L, Size.M), [s * 10 for s in Size], Size.M == Size(2))
print(max(Size.S, Size.L), Size.L - 1 == Size.M)
