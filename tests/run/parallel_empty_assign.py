# `out, ops = [], []`: each variable of a parallel assignment of empty literals takes its
# element type from its own later use.


def to_rpn(tokens):
    prec = {"+": 1, "-": 1, "*": 2, "/": 2}
    out, ops = [], []
    for t in tokens:
        if t in prec:
            while ops and ops[-1] != "(" and prec[ops[-1]] >= prec[t]:
                out.append(ops.pop())
            ops.append(t)
        elif t == "(":
            ops.append(t)
        elif t == ")":
            while ops[-1] != "(":
                out.append(ops.pop())
            ops.pop()
        else:
            out.append(t)
    while ops:
        out.append(ops.pop())
    return out


print(to_rpn("( 1 + 2 ) * 3 - 4 / 2".split()))
seen, order, total, name = set(), [], 0, "x"
for w in "b a b c a".split():
    if w not in seen:
        seen.add(w)
        order.append(w)
        total += 1
print(order, sorted(seen), total, name)
[counts, first] = {}, 1.5
counts["k"] = 2
print(counts, first)
