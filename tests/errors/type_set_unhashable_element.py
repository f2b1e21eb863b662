# An empty set takes its element type from its first use; a list cannot be an element.
seen = set()
seen.add([1, 2])  # ERROR "unhashable type: 'list'"
print(seen)
