# sum/any/all/min/max over generator expressions (plain loops with the genreduce pass in
# release builds): empty inputs, start values, filters, nested loops, captured variables,
# early exit (the elements after the first deciding one are not computed), ties, strings.


def noisy(x: int) -> int:
    print("at", x)
    return x


def main() -> None:
    xs = [3, 1, 4, 1, 5, 9, 2, 6]
    empty: list[int] = []
    words = ["pear", "fig", "banana", "kiwi", "plum"]
    k = 3
    print(sum(x * x for x in xs), sum(x for x in empty), sum((x for x in xs), 100))
    print(sum((x * 0.5 for x in xs), 1), sum((x * 0.25 for x in empty), 0.0), sum((x for x in xs), 0.5))
    print(sum(x * k for x in xs if x > k), sum(x * y for x in xs for y in range(x) if y % 2 == 0))
    print(any(x > 8 for x in xs), any(x > 9 for x in xs), any(x > 0 for x in empty))
    print(all(x > 0 for x in xs), all(x > 1 for x in xs), all(x > 0 for x in empty))
    print(any(x for x in [0, 0, 2]), all(w for w in ["a", ""]), any(w for w in words if len(w) > 5))
    print(any(noisy(x) > 3 for x in xs))
    print(all(noisy(x) < 4 for x in xs))
    print(any(x == y for x in xs for y in xs if y > x + 6))
    print(min(len(w) for w in words), max(len(w) for w in words))
    print(min(w for w in words), max(w for w in words if "i" in w))
    print(min(x - k for x in xs), max(x * 1.5 for x in xs), min(x for x in [2.5, -0.0, 0.0]))
    print(max(x - y for x in xs for y in xs if y < x))
    try:
        print(min(x for x in empty))
    except ValueError as e:
        print("ValueError:", e)
    try:
        print(max(len(w) for w in words if len(w) > 10))
    except ValueError as e:
        print("ValueError:", e)
    print(min((x for x in empty), default=-1), max((len(w) for w in words), key=lambda n: -n))
    print(sum([x for x in xs]), min([len(w) for w in words]))
    d = {"a": 1, "b": 2}
    print(sum(x > 2 for x in xs), sum(x for x in range(10) if x % 3), any([x] for x in xs))
    print(max(c for c in "hello"), min(k for k in d), sum(d[k] for k in d), all(xs[:0] for x in xs))
    print(max((x, -x) for x in xs), min((len(w), w) for w in words), any(x > 3 for x in range(10**9)))


main()
