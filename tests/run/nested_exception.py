class Parser:
    class Error(Exception):
        pass

    def parse(self, s: str) -> int:
        if not s.isdigit():
            raise Parser.Error("bad input: " + s)
        return int(s)


p = Parser()
try:
    p.parse("x1")
except Parser.Error as e:
    print("caught", type(e).__name__, type(e).__qualname__, type(e).__module__, e)
    print(repr(e), e.args)
print(p.parse("12"))
p.parse("zz")
