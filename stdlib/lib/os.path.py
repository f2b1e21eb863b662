"""os.path, CPython's posixpath: path names (join, split, ...) and what stat(2) tells of them."""

sep = "/"


def join(a: str, *p: str) -> str:
    path = a
    for b in p:
        if b.startswith("/"):
            path = b
        elif path == "" or path.endswith("/"):
            path = path + b
        else:
            path = path + "/" + b
    return path


def split(p: str) -> tuple[str, str]:
    return _split(p)


def basename(p: str) -> str:
    return p[p.rfind("/") + 1 :]


def dirname(p: str) -> str:
    return _split(p)[0]


def splitext(p: str) -> tuple[str, str]:
    # genericpath._splitext: a leading run of dots is not an extension.
    sep_i = p.rfind("/")
    dot_i = p.rfind(".")
    if dot_i > sep_i:
        i = sep_i + 1
        while i < dot_i:
            if p[i] != ".":
                return p[:dot_i], p[dot_i:]
            i += 1
    return p, ""


def isabs(s: str) -> bool:
    return s.startswith("/")


def normpath(path: str) -> str:
    if path == "":
        return "."
    initial = 0
    if path.startswith("/"):
        initial = 1
        if path.startswith("//") and not path.startswith("///"):
            initial = 2
    comps = path.split("/")
    new: list[str] = []
    for comp in comps:
        if comp == "" or comp == ".":
            continue
        if comp != ".." or (initial == 0 and len(new) == 0) or (len(new) > 0 and new[-1] == ".."):
            new.append(comp)
        elif len(new) > 0:
            new.pop()
    out = "/".join(new)
    if initial > 0:
        out = "/" * initial + out
    return out if out != "" else "."


def abspath(path: str) -> str:
    if not path.startswith("/"):
        path = join(_getcwd(), path)
    return normpath(path)


def exists(path: str) -> bool:
    return _exists(path)


def isdir(s: str) -> bool:
    return _isdir(s)


def isfile(path: str) -> bool:
    r, mode, size = _stat(path)
    return r == 0 and mode & 0o170000 == 0o100000


def getsize(filename: str) -> int:
    r, mode, size = _stat(filename)
    if r < 0:
        _raise_os(0 - r, filename)
    return size
