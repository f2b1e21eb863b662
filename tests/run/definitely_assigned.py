# Every path assigns: no check and no error (while True with break, if/else, loop else).
def first_square_over(limit):
    n = 0
    while True:
        n += 1
        if n * n > limit:
            found = n
            break
    return found


def classify(n):
    if n < 0:
        kind = "negative"
    elif n == 0:
        kind = "zero"
    else:
        kind = "positive"
    return kind


def search(n):
    for i in range(n):
        if i * i == 49:
            result = i
            break
    else:
        result = -1
    return result


print(first_square_over(50), classify(-3), classify(0), classify(8), search(10), search(5))
