# random seeded with a str: version 2 (the UTF-8 bytes and their SHA-512 digest as one integer),
# version 1 (a 64-bit hash of the code points), as CPython seeds them; and with a bool.
import random
for s in ["", "a", "hello", "kiln é ü 日本", "x" * 111, "y" * 112, "z" * 300, "\x00\x00ab"]:
    r = random.Random(s)
    print(repr(s[:12]), r.random(), r.randrange(1000))
    r.seed(s, version=1)
    print(r.random())
random.seed("spam")
print(random.random())
random.seed("spam", 1)
print(random.random())
print(random.Random(True).random() == random.Random(1).random(), random.Random(False).random())
