# random's errors, with CPython's exceptions and messages.
import random

r = random.Random(1)
empty: list[int] = []


def attempt(label, f):
    try:
        print(label, f())
    except ValueError as e:
        print(label, "ValueError:", e)
    except IndexError as e:
        print(label, "IndexError:", e)
    except TypeError as e:
        print(label, "TypeError:", e)
    except ZeroDivisionError as e:
        print(label, "ZeroDivisionError:", e)


attempt("randrange(0)", lambda: r.randrange(0))
attempt("randrange(-3)", lambda: r.randrange(-3))
attempt("randrange(5, 5)", lambda: r.randrange(5, 5))
attempt("randrange(7, 2)", lambda: r.randrange(7, 2))
attempt("randrange(0, 10, 0)", lambda: r.randrange(0, 10, 0))
attempt("randrange(10, 0, 2)", lambda: r.randrange(10, 0, 2))
attempt("randrange(0, 10, -1)", lambda: r.randrange(0, 10, -1))
attempt("randrange(10, step=2)", lambda: r.randrange(10, step=2))
attempt("randint(3, 1)", lambda: r.randint(3, 1))
attempt("choice([])", lambda: r.choice(empty))
attempt("choice('')", lambda: r.choice(""))
attempt("sample 3 of 2", lambda: r.sample([1, 2], 3))
attempt("sample -1", lambda: r.sample([1, 2], -1))
attempt("choices weights", lambda: r.choices([1, 2], [1], k=2))
attempt("choices both", lambda: r.choices([1, 2], [1, 2], cum_weights=[1, 2]))
attempt("choices zero", lambda: r.choices([1, 2], [0, 0]))
attempt("choices inf", lambda: r.choices([1, 2], [1.0, float("inf")]))
attempt("choices empty", lambda: r.choices(empty, k=2))
attempt("getrandbits(-1)", lambda: r.getrandbits(-1))
attempt("expovariate(0)", lambda: r.expovariate(0.0))
attempt("module randrange(0)", lambda: random.randrange(0))
attempt("module choice([])", lambda: random.choice(empty))
attempt("module sample", lambda: random.sample(["a"], 2))
attempt("seed([1])", lambda: r.seed([1]))
attempt("Random((1, 2))", lambda: random.Random((1, 2)).random())
print(r.random())
