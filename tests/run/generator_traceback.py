def raiser(n):
    yield 1
    yield 10 // n


def main():
    total = 0
    for v in raiser(0):
        total += v
    print(total)


main()
