# issue 7: an uncaught ValueError from bad input, with CPython's traceback and exit status.
def parse(fields: list[str]) -> list[int]:
    out: list[int] = []
    for f in fields:
        out.append(int(f))
    return out


print(parse(["1", "2"]))
print(parse("3 x4 5".split()))
