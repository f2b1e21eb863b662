def step(cells, w, h):
    new = set()
    counts = {}
    for (x, y) in cells:
        for dx in (-1, 0, 1):
            for dy in (-1, 0, 1):
                if dx or dy:
                    p = ((x + dx) % w, (y + dy) % h)
                    counts[p] = counts.get(p, 0) + 1
    for p, n in counts.items():
        if n == 3 or (n == 2 and p in cells):
            new.add(p)
    return new

def show(cells, w, h):
    for y in range(h):
        print("".join("#" if (x, y) in cells else "." for x in range(w)))

glider = {(1, 0), (2, 1), (0, 2), (1, 2), (2, 2)}
cells = glider
for gen in range(4):
    cells = step(cells, 6, 6)
print(sorted(cells))
rows = []
for y in range(6):
    rows.append("".join(["#" if (x, y) in cells else "." for x in range(6)]))
print("\n".join(rows))
