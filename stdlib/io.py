# input(): a line of standard input, after the prompt (stdout is flushed first, as CPython's
# interactive input does).

from C import kiln_readline() -> Ptr[byte]
from C import kiln_readline_len() -> int


@llvm
def _is_null(p: Ptr[byte]) -> bool:
    # Shared by the stdlib (sys.argv's cache too).
    """
    %0 = icmp eq ptr %p, null
    ret i1 %0
    """


def input(prompt: str = "") -> str:
    if prompt._blen() > 0:
        _write(prompt)
    kiln_flush()
    p = kiln_readline()
    if _is_null(p):
        _raise("EOFError", "EOF when reading a line")
    return _make_str(p, kiln_readline_len())
