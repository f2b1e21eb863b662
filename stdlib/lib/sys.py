"""The sys module: the program's arguments, its exit, the standard streams."""

from C import kiln_argc() -> int
from C import kiln_sys_argv() -> Ptr[byte]
from C import kiln_set_sys_argv(Ptr[byte]) -> None
from C import kiln_exit(int) -> None
from C import kiln_write_stderr(Ptr[byte], int) -> None
from C import kiln_stdin() -> Ptr[byte]

maxsize = 9223372036854775807
argv = _argv()
stdout = _stdout()
stderr = _stderr()
stdin = _stdin()


@llvm
def _arg(i: int) -> Ptr[byte]:
    """
    declare ptr @kiln_argv()
    %a = call ptr @kiln_argv()
    %p = getelementptr ptr, ptr %a, i64 %i
    %s = load ptr, ptr %p
    ret ptr %s
    """


@llvm
def _list_as_ptr(xs: list[str]) -> Ptr[byte]:
    "ret ptr %xs"


@llvm
def _ptr_as_list(p: Ptr[byte]) -> list[str]:
    "ret ptr %p"


def _argv() -> list[str]:
    # Built once, so that every use of sys.argv is the same list, as in CPython.
    p = kiln_sys_argv()
    if not _is_null(p):
        return _ptr_as_list(p)
    args: list[str] = []
    for i in range(kiln_argc()):
        args.append(_str_from_cstr(_arg(i)))
    kiln_set_sys_argv(_list_as_ptr(args))
    return args


def exit(status=None) -> None:
    # SystemExit, as CPython raises it: finally blocks run and `except SystemExit` catches it;
    # uncaught, it exits with the status, an int, or prints any other value (a message) to
    # stderr and exits with 1 (exceptions.py, _uncaught). exit() and exit(None) raise
    # SystemExit() and exit with 0.
    if status is None:
        raise SystemExit()
    else:
        raise SystemExit(status)


class _TextIO:
    """A standard stream: sys.stdout (fd 1, buffered with print) or sys.stderr (fd 2)."""

    def __init__(self, fd: int) -> None:
        self.fd = fd

    def write(self, s: str) -> int:
        if self.fd == 1:
            _write(s)
        else:
            kiln_write_stderr(s._ptr(), s._blen())
        return len(s)

    def flush(self) -> None:
        if self.fd == 1:
            kiln_flush()


def _stdout() -> _TextIO:
    return _TextIO(1)


def _stderr() -> _TextIO:
    return _TextIO(2)


def _stdin() -> TextIOWrapper:
    # A text file over C's stdin, which input() reads too: the two share its buffer.
    return TextIOWrapper(kiln_stdin(), "<stdin>", "r", _Mode("r"))
