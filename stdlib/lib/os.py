"""The os module: the environment, the working directory, files and directories (os.path is
stdlib/lib/os.path.py). Errors are CPython's OSError subclasses with its messages."""

from C import kiln_environ() -> Ptr[Ptr[byte]]
from C import kiln_environ_slot() -> Ptr[Ptr[byte]]
from C import kiln_getpid() -> int
from C import kiln_chdir(Ptr[byte]) -> int
from C import kiln_mkdir(Ptr[byte], int) -> int
from C import kiln_rmdir(Ptr[byte]) -> int
from C import kiln_unlink(Ptr[byte]) -> int
from C import kiln_rename(Ptr[byte], Ptr[byte]) -> int
from C import kiln_opendir(Ptr[byte]) -> Ptr[byte]
from C import kiln_readdir(Ptr[byte]) -> Ptr[byte]
from C import kiln_closedir(Ptr[byte]) -> None

name = "posix"
sep = "/"
altsep = None
extsep = "."
pathsep = ":"
linesep = "\n"
curdir = "."
pardir = ".."
devnull = "/dev/null"
environ = _environ()


@llvm
def _is_null_ptr(p: Ptr[byte]) -> bool:
    """
    %0 = icmp eq ptr %p, null
    ret i1 %0
    """


@llvm
def _as_dict(p: Ptr[byte]) -> dict[str, str]:
    "ret ptr %p"


@llvm
def _dict_ptr(d: dict[str, str]) -> Ptr[byte]:
    "ret ptr %d"


def _environ() -> dict[str, str]:
    # Built once from the C environment, so every use of os.environ is the same dict.
    slot = kiln_environ_slot()
    if not _is_null_ptr(slot[0]):
        return _as_dict(slot[0])
    env: dict[str, str] = {}
    vars = kiln_environ()
    i = 0
    while not _is_null_ptr(vars[i]):
        kv = _str_from_cstr(vars[i])
        k = kv.find("=")
        if k > 0:
            env[kv[:k]] = kv[k + 1 :]
        i += 1
    slot[0] = _dict_ptr(env)
    return env


def getenv(key: str, default: str | None = None) -> str | None:
    env = _environ()
    if key in env:
        return env[key]
    return default


def getpid() -> int:
    return kiln_getpid()


def getcwd() -> str:
    return _getcwd()


def _check(r: int, path: str) -> None:
    if r < 0:
        _raise_os(0 - r, path)


def chdir(path: str) -> None:
    _check(kiln_chdir(_cstr(path)), path)


def mkdir(path: str, mode: int = 511) -> None:
    _check(kiln_mkdir(_cstr(path), mode), path)


def makedirs(name: str, mode: int = 511, exist_ok: bool = False) -> None:
    # posixpath's makedirs: make the missing parents first.
    head, tail = _split(name)
    if tail == "":
        head, tail = _split(head)
    if head != "" and tail != "" and not _exists(head):
        try:
            makedirs(head, mode, exist_ok)
        except FileExistsError:
            pass
        if tail == ".":
            return
    r = kiln_mkdir(_cstr(name), mode)
    if r < 0:
        if not exist_ok or not _isdir(name):
            _raise_os(0 - r, name)


def rmdir(path: str) -> None:
    _check(kiln_rmdir(_cstr(path)), path)


def remove(path: str) -> None:
    _check(kiln_unlink(_cstr(path)), path)


def unlink(path: str) -> None:
    _check(kiln_unlink(_cstr(path)), path)


def rename(src: str, dst: str) -> None:
    r = kiln_rename(_cstr(src), _cstr(dst))
    if r < 0:
        raise _os_error2(0 - r, _strerror(0 - r), src, dst)


def listdir(path: str = ".") -> list[str]:
    # In the directory's order, as CPython's; . and .. left out.
    d = kiln_opendir(_cstr(path))
    if _is_null_ptr(d):
        _raise_os(kiln_errno(), path)
    names: list[str] = []
    while True:
        p = kiln_readdir(d)
        if _is_null_ptr(p):
            break
        s = _str_from_cstr(p)
        if s != "." and s != "..":
            names.append(s)
    kiln_closedir(d)
    return names

