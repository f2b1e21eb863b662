# passes: recclone
def fib(n: int) -> int:
    if n < 2:
        return n
    return fib(n - 1) + fib(n - 2)  # the first call goes round the ring, the second to fib


def countdown(n: int) -> None:
    if n > 0:
        print(n)
        countdown(n - 1)


def not_recursive(n: int) -> int:
    return fib(n) + 1  # calls fib, but not itself: not copied


def big(n: int) -> int:
    # too large to copy
    if n < 2:
        return n
    a = n * 2 + 1
    b = a * 3 + n
    c = a + b * 5
    d = c - a + b
    e = d * d + c
    f = e + a + b + c + d
    g = f * 2 + e
    h = g - f + e - d
    i = h * 7 + g
    j = i + h + g + f + e + d + c + b + a
    k = j * j + i * h + g * f + e * d + c * b + a
    if k % 3 == 0:
        return big(n - 1) + a + b + c + d + e + f + g + h + i + j + k
    if k % 3 == 1:
        return big(n - 2) + a * b * c * d + e * f * g * h + i * j * k
    return big(n - 1) - a - b - c - d - e - f - g - h - i - j - k


countdown(2)
print(fib(10), not_recursive(5), big(4))
