# len(s.replace(old, new).split(...)): counted without the replaced text where it can be (one
# ASCII byte for another in an ASCII text, split by whitespace), made otherwise.


def words(s: str, old: str, new: str) -> int:
    return len(s.replace(old, new).split())


def fields(s: str, old: str, new: str, sep: str) -> int:
    return len(s.replace(old, new).split(sep))


def limited(s: str, old: str, new: str, count: int, maxsplit: int) -> int:
    return len(s.replace(old, new, count).split(None, maxsplit))


texts = ["", " ", ",", ",,,", "a", "a,b", ",a,b,", "a, b ,c", "  a,,b  c,", "x" * 40,
         ("ab,cd ef\t" * 7) + ",", "\x1c,\x1f,\x0b,\x0c\r\n", "é,ü à", "a,é b,ü", "😀,😀 😀"]
for t in texts:
    for n in range(len(t) + 1):
        s = t[:n]
        print(repr(s), words(s, ",", " "), words(s, " ", ","), words(s, ",", "\t"),
              words(s, "a", "b"), words(s, "\t", "x"), words(s, ",", ""), words(s, ",", "  "),
              words(s, ", ", "z"), words(s, ",", "é"), words(s, "", " "), fields(s, ",", " ", " "),
              limited(s, ",", " ", 1, -1), limited(s, ",", " ", -1, 1), limited(s, ",", " ", 0, -1))

long = ("alpha, beta,gamma ,\tdelta" * 50 + "\n") * 20
print(words(long, ",", " "), words(long, " ", ","), words(long, "a", " "), words(long, "\n", "x"))
for k in range(1, 40):
    print(k, words(("," * k + "w") * 3, ",", " "), words(("w" + " " * k) * 3 + ",", " ", ","))

try:
    fields("a,b", ",", " ", "")
except ValueError as e:
    print("ValueError:", e)
print(fields("a,b", ",", " ", ""))
