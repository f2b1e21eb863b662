# The built-in exception classes, with CPython's names and hierarchy, and the functions the
# compiler's exception machinery calls: _raise (runtime errors by class name), _uncaught (the
# traceback of an exception nothing caught).
#
# An exception holds at most one argument, kept as its str and its repr: ValueError("bad"),
# ValueError(), KeyError(key). _tb and the traceback fields after it must stay the first
# fields: the generated code adds the frames of the traceback there (kiln_tb_add in
# runtime/kiln.c).

from C import kiln_tb_print(Ptr[byte]) -> None
from C import kiln_write_err(Ptr[byte], int) -> None
from C import kiln_exit(int) -> None
from C import kiln_handled_slot() -> Ptr[BaseException]


class BaseException:
    # The traceback (kiln_tb_add in runtime/kiln.c): a heap array of the frames once more
    # than four, their number, the first four frames.
    _tb: Ptr[byte]
    _tbn: int
    _tb0: Ptr[byte]
    _tb1: Ptr[byte]
    _tb2: Ptr[byte]
    _tb3: Ptr[byte]
    _n: int
    _s: str
    _r: str
    # _lazy says what _str and _repr make _s and _r from when first asked: 0 nothing (they
    # are set), 1 the int argument _i, 2 the str argument _s. Raising and catching an
    # exception whose message nobody reads then formats nothing.
    _lazy: int
    _i: int
    __cause__: BaseException
    __context__: BaseException
    __suppress_context__: bool

    def __init__(self, arg=None) -> None:
        if arg is None:
            self._n = 0
            self._s = ""
            self._r = ""
        else:
            self._n = 1
            self._arg(arg)

    @overload
    def _arg(self, arg: int) -> None:
        self._lazy = 1
        self._i = arg

    @overload
    def _arg(self, arg: str) -> None:
        self._lazy = 2
        self._s = arg

    @overload
    def _arg(self, arg) -> None:
        self._s = str(arg)
        self._r = repr(arg)

    def _str(self) -> str:
        if self._lazy == 1:
            self._s = str(self._i)
            self._r = self._s
            self._lazy = 0
        return self._s

    def _repr(self) -> str:
        if self._lazy == 1:
            return self._str()
        if self._lazy == 2:
            self._r = repr(self._s)
            self._lazy = 0
        return self._r

    def __str__(self) -> str:
        return self._str()

    @llvm
    def _tb_slot(self) -> Ptr[byte]:
        """
        %p = getelementptr %"class.BaseException", ptr %self, i32 0, i32 1
        ret ptr %p
        """

    def __repr__(self) -> str:
        return type(self).__name__ + "(" + self._repr() + ")"

    @property
    def args(self) -> _exc_args:
        return _exc_args(self._n, self._repr())


class _exc_args:
    """An exception's args, shown as the tuple CPython shows."""

    _n: int
    _r: str

    def __init__(self, n: int, r: str):
        self._n = n
        self._r = r

    def __len__(self) -> int:
        return self._n

    def __repr__(self) -> str:
        if self._n == 0:
            return "()"
        if self._n > 1:
            return "(" + self._r + ")"
        return "(" + self._r + ",)"

    def __str__(self) -> str:
        return self.__repr__()


class Exception(BaseException):
    pass


class ArithmeticError(Exception):
    pass


class ZeroDivisionError(ArithmeticError):
    pass


class OverflowError(ArithmeticError):
    pass


class FloatingPointError(ArithmeticError):
    pass


class LookupError(Exception):
    pass


class IndexError(LookupError):
    pass


class KeyError(LookupError):
    def __str__(self) -> str:
        # CPython shows a KeyError's key by its repr.
        return self._repr()


class ValueError(Exception):
    pass


class UnicodeError(ValueError):
    pass


class UnicodeDecodeError(UnicodeError):
    pass


class UnicodeEncodeError(UnicodeError):
    pass


class TypeError(Exception):
    pass


class AttributeError(Exception):
    pass


class NameError(Exception):
    pass


class UnboundLocalError(NameError):
    pass


class RuntimeError(Exception):
    pass


class RecursionError(RuntimeError):
    pass


class NotImplementedError(RuntimeError):
    pass


class StopIteration(Exception):
    pass


class AssertionError(Exception):
    pass


class MemoryError(Exception):
    pass


class EOFError(Exception):
    pass


class OSError(Exception):
    """An error of the system: errno, strerror and filename when the stdlib raises it
    (_os_error); made by a program, OSError(msg) holds only its message (errno 0)."""

    errno: int
    strerror: str
    filename: str
    filename2: str
    _has_name: bool
    _has_name2: bool

    def __str__(self) -> str:
        if self.errno == 0:
            return self._s
        s = "[Errno " + str(self.errno) + "] " + self.strerror
        if self._has_name2:
            return s + ": " + repr(self.filename) + " -> " + repr(self.filename2)
        if self._has_name:
            return s + ": " + repr(self.filename)
        return s


class FileNotFoundError(OSError):
    pass


class FileExistsError(OSError):
    pass


class IsADirectoryError(OSError):
    pass


class NotADirectoryError(OSError):
    pass


class PermissionError(OSError):
    pass


class UnsupportedOperation(OSError):
    """io.UnsupportedOperation (CPython's derives from ValueError too)."""

    __module__ = "io"


def _os_error(errno: int, strerror: str, filename: str, has_name: bool) -> OSError:
    # The OSError subclass CPython raises for errno, as OSError(errno, strerror, filename) does.
    e: OSError = OSError()
    if errno == 2:
        e = FileNotFoundError()
    elif errno == 17:
        e = FileExistsError()
    elif errno == 21:
        e = IsADirectoryError()
    elif errno == 20:
        e = NotADirectoryError()
    elif errno == 1 or errno == 13:
        e = PermissionError()
    e._n = 2
    e._r = str(errno) + ", " + repr(strerror)
    e.errno = errno
    e.strerror = strerror
    e.filename = filename
    e._has_name = has_name
    return e


def _os_error2(errno: int, strerror: str, filename: str, filename2: str) -> OSError:
    # OSError(errno, strerror, filename, None, filename2): os.rename's.
    e = _os_error(errno, strerror, filename, True)
    e.filename2 = filename2
    e._has_name2 = True
    return e


class BufferError(Exception):
    pass


class KeyboardInterrupt(BaseException):
    pass


class GeneratorExit(BaseException):
    pass


class SystemExit(BaseException):
    @property
    def code(self) -> _exit_status:
        # CPython's code is the argument: None, an int or a str (any value, shown by its str).
        if self._n == 0:
            return None
        return _exit_status(self)


class _exit_status:
    """SystemExit.code when not None: it prints, compares and converts as the int or str
    given to SystemExit (sys.exit) does."""

    _lazy: int
    _i: int
    _s: str
    _r: str

    def __init__(self, e: SystemExit):
        self._lazy = e._lazy
        self._i = e._i
        self._s = e._s
        self._r = e._r

    def __str__(self) -> str:
        if self._lazy == 1:
            return str(self._i)
        return self._s

    def __repr__(self) -> str:
        if self._lazy == 1:
            return str(self._i)
        if self._lazy == 2:
            return repr(self._s)
        return self._r

    @overload
    def __eq__(self, other: int) -> bool:
        # None (no argument) equals no int; self is None then, through the property.
        if self is None:
            return False
        if self._lazy == 0 and (self._r == "True" or self._r == "False"):
            return other == (1 if self._r == "True" else 0)
        return self._lazy == 1 and self._i == other

    @overload
    def __eq__(self, other: str) -> bool:
        if self is None:
            return False
        return self._lazy == 2 and self._s == other


def _with_msg(e: BaseException, msg: str) -> BaseException:
    # Sets the message without BaseException.__init__, which the runtime errors its own code
    # may raise would realize recursively.
    e._n = 1
    e._s = msg
    e._lazy = 2
    return e


def _exception(kind: str, msg: str) -> BaseException:
    if kind == "KeyError":
        e = _with_msg(KeyError(), msg)
        e._r = msg  # the stdlib passes the key's repr
        e._lazy = 0
        return e
    if kind == "ValueError":
        return _with_msg(ValueError(), msg)
    if kind == "IndexError":
        return _with_msg(IndexError(), msg)
    if kind == "ZeroDivisionError":
        return _with_msg(ZeroDivisionError(), msg)
    if kind == "OverflowError":
        return _with_msg(OverflowError(), msg)
    if kind == "TypeError":
        return _with_msg(TypeError(), msg)
    if kind == "AttributeError":
        return _with_msg(AttributeError(), msg)
    if kind == "RuntimeError":
        return _with_msg(RuntimeError(), msg)
    if kind == "UnboundLocalError":
        return _with_msg(UnboundLocalError(), msg)
    if kind == "NameError":
        return _with_msg(NameError(), msg)
    if kind == "AssertionError":
        return _with_msg(AssertionError(), msg)
    if kind == "NotImplementedError":
        return _with_msg(NotImplementedError(), msg)
    if kind == "StopIteration":
        return _with_msg(StopIteration(), msg)
    if kind == "LookupError":
        return _with_msg(LookupError(), msg)
    if kind == "ArithmeticError":
        return _with_msg(ArithmeticError(), msg)
    if kind == "MemoryError":
        return _with_msg(MemoryError(), msg)
    if kind == "RecursionError":
        return _with_msg(RecursionError(), msg)
    if kind == "EOFError":
        return _with_msg(EOFError(), msg)
    if kind == "OSError":
        return _with_msg(OSError(), msg)
    if kind == "UnicodeError":
        return _with_msg(UnicodeError(), msg)
    if kind == "FloatingPointError":
        return _with_msg(FloatingPointError(), msg)
    if kind == "BufferError":
        return _with_msg(BufferError(), msg)
    # Every kind the stdlib raises is above (stdlib/stdlib_test.go, TestRaiseKinds).
    return _with_msg(Exception(), msg)


def _raise(kind: str, msg: str) -> None:
    # Runtime errors of the stdlib and the C runtime, by class name.
    raise _exception(kind, msg)


def _err(s: str) -> None:
    kiln_write_err(s._ptr(), s._blen())


def _exit_code(r: str) -> int:
    # The exit status of SystemExit(n) from n's repr, as C's exit() gives it (the low 8 bits:
    # -1 is 255; True is 1); -1 when the argument is not an int.
    if r == "True":
        return 1
    if r == "False":
        return 0
    n = r._blen()
    if n == 0:
        return -1
    neg = _load_byte(r._ptr(), 0) == 45
    code = 0
    for i in range(1 if neg else 0, n):
        d = _load_byte(r._ptr(), i) - 48
        if d < 0 or d > 9:
            return -1
        code = (code * 10 + d) & 255
    return (0 - code if neg else code) & 255


def _active_exception() -> BaseException:
    # What a bare raise outside an except clause raises: the exception the except clause
    # that (indirectly) called this function handles.
    e = kiln_handled_slot()[0]
    if e is None:
        raise RuntimeError("No active exception to reraise")
    return e


def _set_context(e: BaseException, handled: BaseException) -> None:
    # The implicit chaining: e was raised while handled was being handled (in an except
    # clause, or a finally clause an exception entered). The code generated for the clause
    # calls this where an exception arrives; the innermost clause comes first and wins.
    if handled is None or e is handled or e.__context__ is not None:
        return
    # Break a cycle, as CPython does: e may already be in handled's chain.
    o = handled
    while o.__context__ is not None:
        if o.__context__ is e:
            o.__context__ = None
            break
        o = o.__context__
    e.__context__ = handled


def _print_one(e: BaseException) -> None:
    kiln_tb_print(e._tb_slot())
    s = e.__str__()
    name = type(e).__qualname__
    m = type(e).__module__
    if m != "builtins" and m != "__main__":
        name = m + "." + name
    if s.__len__() == 0:
        _err(name + "\n")
    else:
        _err(name + ": " + s + "\n")


def _print_chain(e: BaseException) -> None:
    # The chain from the outermost cause or context in, as CPython prints it: each exception
    # once, the one whose cause or context it is after it.
    chain: list[BaseException] = [e]
    links: list[str] = []
    cur = e
    while True:
        nxt = cur.__cause__
        how = "The above exception was the direct cause of the following exception:"
        if nxt is None and not cur.__suppress_context__:
            nxt = cur.__context__
            how = "During handling of the above exception, another exception occurred:"
        if nxt is None or _seen(chain, nxt):
            break
        chain.append(nxt)
        links.append(how)
        cur = nxt
    i = chain.__len__() - 1
    while i > 0:
        _print_one(chain[i])
        _err("\n" + links[i - 1] + "\n\n")
        i -= 1
    _print_one(e)


def _seen(chain: list[BaseException], e: BaseException) -> bool:
    for x in chain:
        if x is e:
            return True
    return False


def _uncaught(e: BaseException) -> None:
    # What CPython prints for an exception nothing caught; the program exits with status 1.
    # SystemExit() exits with status 0, SystemExit(n) with n, SystemExit(msg) prints msg.
    if isinstance(e, SystemExit):
        if e._n == 0:
            kiln_exit(0)
        code = _exit_code(e._repr())
        if code >= 0:
            kiln_exit(code & 255)
        _err(e._str() + "\n")
        kiln_exit(1)
    _print_chain(e)
    kiln_exit(1)


class _exc_type:
    """The class of an exception, as a with statement passes it to __exit__: it prints as
    CPython's class repr (<class 'ValueError'>, <class '__main__.MyError'>)."""

    _e: BaseException

    def __init__(self, e: BaseException):
        self._e = e

    @property
    def __name__(self) -> str:
        return type(self._e).__name__

    @property
    def __module__(self) -> str:
        return type(self._e).__module__

    def __repr__(self) -> str:
        m = type(self._e).__module__
        if m == "builtins":
            return "<class '" + type(self._e).__qualname__ + "'>"
        return "<class '" + m + "." + type(self._e).__qualname__ + "'>"


class _traceback:
    """The traceback a with statement passes to __exit__ with an exception: opaque."""

    _tb: Ptr[byte]

    def __init__(self, e: BaseException):
        self._tb = e._tb
