# Set methods given an empty literal ([], (), {}, set(), dict()): it takes the set's element type.


def show(label: str, s: set[str]) -> None:
    print(label, sorted(s), len(s))


words = {"pear", "fig", "apple", "kiwi", "plum"}
words.discard("fig")
print(words.union([]) == words, words.union(()) == words)
show("union", words.union({}))
show("intersection", words.intersection([]))
show("difference", words.difference(()))
show("symdiff", words.symmetric_difference(set()))
print(words.issubset([]), words.issuperset(()), words.isdisjoint({}))
nums = {3, 1, 4, 1, 5, 9, 2, 6}
print(nums.union([]), nums.difference([]), nums.symmetric_difference([]))
nums.update([])
nums.update(())
nums.difference_update({})
nums.symmetric_difference_update(dict())
print(nums)
nums.intersection_update([])
print(nums, len(nums))
empty: set[int] = set()
print(empty.issubset([]), empty.issuperset(()), empty.isdisjoint([]))
frozen = frozenset([10, 20, 30])
print(frozen.union([]), frozen.intersection(()), frozen.difference([]))
print(frozen.issuperset([]), frozen.symmetric_difference({}))


def grow(s: set[float]) -> set[float]:
    s.update([])
    return s.union(())


print(grow({1.5, 2.5}))
