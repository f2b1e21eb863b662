"""The string module: its constants and capwords, as CPython's Lib/string.py."""

whitespace = ' \t\n\r\x0b\x0c'
ascii_lowercase = 'abcdefghijklmnopqrstuvwxyz'
ascii_uppercase = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'
ascii_letters = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ'
digits = '0123456789'
hexdigits = '0123456789abcdefABCDEF'
octdigits = '01234567'
punctuation = '!"#$%&\'()*+,-./:;<=>?@[\\]^_`{|}~'
printable = '0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ!"#$%&\'()*+,-./:;<=>?@[\\]^_`{|}~ \t\n\r\x0b\x0c'


def capwords(s: str, sep: str | None = None) -> str:
    # (sep or ' ').join(map(str.capitalize, s.split(sep)))
    words = s.split(sep)
    out: list[str] = []
    for w in words:
        out.append(w.capitalize())
    if sep is None or sep == "":
        return " ".join(out)
    return sep.join(out)
