from typing import List, Optional

class Item:
    def __init__(self, name: str, price: float, qty: int = 1):
        self.name = name
        self.price = price
        self.qty = qty

    @property
    def total(self) -> float:
        return self.price * self.qty

    def __repr__(self) -> str:
        return f"Item(name={self.name!r}, price={self.price!r}, qty={self.qty!r})"

    def __eq__(self, other: "Item") -> bool:
        return (self.name, self.price, self.qty) == (other.name, other.price, other.qty)

class Cart:
    def __init__(self) -> None:
        self.items: List[Item] = []

    def add(self, item: Item) -> "Cart":
        self.items.append(item)
        return self

    def find(self, name: str) -> Optional[Item]:
        for it in self.items:
            if it.name == name:
                return it
        return None

    def total(self) -> float:
        return round(sum(i.total for i in self.items), 2)

    def __len__(self) -> int:
        return len(self.items)

cart = Cart()
cart.add(Item("apple", 0.5, 6)).add(Item("bread", 2.25)).add(Item("milk", 1.1, 2))
print(cart.items)
print(len(cart), cart.total())
x = cart.find("bread")
if x is not None:
    print("found", x, x.total)
print(cart.find("cheese"))
print(Item("a", 1.0) == Item("a", 1.0), Item("a", 1.0) == Item("a", 2.0))
