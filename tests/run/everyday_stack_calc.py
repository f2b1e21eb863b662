def tokenize(expr):
    tokens = []
    num = ""
    for ch in expr:
        if ch.isdigit() or ch == ".":
            num += ch
        else:
            if num:
                tokens.append(num)
                num = ""
            if ch in "+-*/()":
                tokens.append(ch)
    if num:
        tokens.append(num)
    return tokens

PREC = {"+": 1, "-": 1, "*": 2, "/": 2}

def to_rpn(tokens):
    out, ops = [], []
    for t in tokens:
        if t in PREC:
            while ops and ops[-1] != "(" and PREC[ops[-1]] >= PREC[t]:
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

def evaluate(rpn):
    stack = []
    for t in rpn:
        if t in PREC:
            b, a = stack.pop(), stack.pop()
            if t == "+": stack.append(a + b)
            elif t == "-": stack.append(a - b)
            elif t == "*": stack.append(a * b)
            else: stack.append(a / b)
        else:
            stack.append(float(t))
    return stack[0]

for e in ["1 + 2 * 3", "(1 + 2) * 3", "10 / 4 - 1", "2 * (3 + 4) * 5", "8 / (3 - 3)"]:
    try:
        rpn = to_rpn(tokenize(e))
        print(e, "=>", " ".join(rpn), "=", evaluate(rpn))
    except ZeroDivisionError as err:
        print(e, "error:", err)
