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


def _is_id_start(c: str) -> bool:
    # idpattern (?a:[_a-z][_a-z0-9]*) under re.IGNORECASE: ASCII letters and _
    return c == "_" or "a" <= c <= "z" or "A" <= c <= "Z"


def _is_id_char(c: str) -> bool:
    return _is_id_start(c) or "0" <= c <= "9"


def _lookup(mapping, name: str) -> str | None:
    if mapping is None:
        return None
    else:
        if name in mapping:
            return str(mapping[name])
        return None


class Template:
    """A string class for $-substitutions, as CPython's string.Template: $$ is a $, $name and
    ${name} are placeholders (ASCII identifiers)."""

    def __init__(self, template: str) -> None:
        self.template = template

    def _invalid(self, i: int) -> None:
        # i is where the placeholder after the $ should have been (CPython's start('invalid'))
        lines = self.template[:i].splitlines(keepends=True)
        colno = 1
        lineno = 1
        if len(lines) > 0:
            colno = i - len("".join(lines[:-1]))
            lineno = len(lines)
        raise ValueError("Invalid placeholder in string: line " + str(lineno) + ", col " + str(colno))

    def _name_at(self, i: int) -> tuple[str, int, bool]:
        # The placeholder after the $ at i: its name, where it ends and whether it is one; a
        # name of "$" for $$.
        s = self.template
        n = len(s)
        j = i + 1
        if j < n and s[j] == "$":
            return "$", j + 1, True
        if j < n and _is_id_start(s[j]):
            k = j + 1
            while k < n and _is_id_char(s[k]):
                k += 1
            return s[j:k], k, True
        if j + 1 < n and s[j] == "{" and _is_id_start(s[j + 1]):
            k = j + 2
            while k < n and _is_id_char(s[k]):
                k += 1
            if k < n and s[k] == "}":
                return s[j + 1:k], k + 1, True
        return "", j, False

    def _substitute(self, mapping, kws, safe: bool) -> str:
        s = self.template
        out: list[str] = []
        start = 0
        i = s.find("$")
        while i >= 0:
            out.append(s[start:i])
            name, end, ok = self._name_at(i)
            if not ok:
                if not safe:
                    self._invalid(i + 1)
                out.append("$")
            elif name == "$":
                out.append("$")
            elif name in kws:
                # keywords first, then the mapping (CPython's ChainMap(kws, mapping))
                out.append(str(kws[name]))
            else:
                v = _lookup(mapping, name)
                if v is not None:
                    out.append(v)
                elif safe:
                    out.append(s[i:end])
                else:
                    raise KeyError(name)
            start = end
            i = s.find("$", start)
        out.append(s[start:])
        return "".join(out)

    def substitute(self, mapping=None, **kws) -> str:
        return self._substitute(mapping, kws, False)

    def safe_substitute(self, mapping=None, **kws) -> str:
        return self._substitute(mapping, kws, True)

    def is_valid(self) -> bool:
        i = self.template.find("$")
        while i >= 0:
            name, end, ok = self._name_at(i)
            if not ok:
                return False
            i = self.template.find("$", end)
        return True

    def get_identifiers(self) -> list[str]:
        ids: list[str] = []
        i = self.template.find("$")
        while i >= 0:
            name, end, ok = self._name_at(i)
            if ok and name != "$" and name not in ids:
                ids.append(name)
            i = self.template.find("$", end)
        return ids
