# raise X from Y prints Y's traceback first, then "The above exception was the direct cause of
# the following exception:" and X's; a cause that was never raised has no traceback.


class ParseError(Exception):
    pass


def digit(ch: str) -> int:
    digits = {"0": 0, "1": 1, "2": 2}
    return digits[ch]


def parse(text: str) -> int:
    n = 0
    for ch in text:
        try:
            n = n * 10 + digit(ch)
        except KeyError as e:
            raise ParseError("bad digit in " + text) from e
    return n


try:
    parse("1x")
except ParseError as e:
    print("cause", repr(e.__cause__))

try:
    raise ParseError("made up") from ValueError("never raised")
except ParseError as e:
    print("cause", repr(e.__cause__))

try:
    try:
        parse("21")
        parse("3")
    except ParseError:
        raise RuntimeError("giving up") from None
except RuntimeError as e:
    print("suppressed", e.__suppress_context__, e.__cause__)

print(parse("12"))
print(parse("120"))
print(parse("1202"))
print(parse("13"))
