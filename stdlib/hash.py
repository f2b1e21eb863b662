# hash() and the pieces dict and set are built from: CPython's tuple hash, its probe sequence
# (unsigned arithmetic that Kiln's checked int cannot express) and table allocation.

from C import kiln_float_hash(float) -> int
from C import kiln_str_hash(Ptr[byte], int) -> int


def hash(x):
    # A class reference may be None (Optional[C] is C); for a value type the test folds away.
    if x is None:
        return None.__hash__()
    # A __hash__ returning -1 is taken as -2, as CPython does (-1 is its error code).
    h = x.__hash__()
    return -2 if h == -1 else h


@llvm
def _tuple_hash_step(acc: int, lane: int) -> int:
    """
    %0 = mul i64 %lane, -4417276706812531889
    %1 = add i64 %acc, %0
    %2 = shl i64 %1, 31
    %3 = lshr i64 %1, 33
    %4 = or i64 %2, %3
    %5 = mul i64 %4, -7046029288634856825
    ret i64 %5
    """


@llvm
def _tuple_hash_finish(acc: int, n: int) -> int:
    """
    %0 = xor i64 %n, 2870177450013471926
    %1 = add i64 %acc, %0
    %2 = icmp eq i64 %1, -1
    %3 = select i1 %2, i64 1546275796, i64 %1
    ret i64 %3
    """


def _tuple_hash_start() -> int:
    return 2870177450012600261


@llvm
def _lshr(x: int, n: int) -> int:
    """
    %0 = lshr i64 %x, %n
    ret i64 %0
    """


@llvm
def _probe_next(i: int, perturb: int, mask: int) -> int:
    """
    %0 = mul i64 %i, 5
    %1 = add i64 %0, 1
    %2 = add i64 %1, %perturb
    %3 = and i64 %2, %mask
    ret i64 %3
    """


@llvm
def _alloc_filled(n: int, byte: int) -> Ptr[int]:
    """
    declare ptr @kiln_alloc_atomic(i64)
    declare void @llvm.memset.p0.i64(ptr, i8, i64, i1)
    %0 = shl i64 %n, 3
    %1 = call ptr @kiln_alloc_atomic(i64 %0)
    %2 = trunc i64 %byte to i8
    call void @llvm.memset.p0.i64(ptr %1, i8 %2, i64 %0, i1 false)
    ret ptr %1
    """


@llvm
def _alloc_words(n: int) -> Ptr[int]:
    """
    declare ptr @kiln_alloc_atomic(i64)
    %0 = shl i64 %n, 3
    %1 = call ptr @kiln_alloc_atomic(i64 %0)
    ret ptr %1
    """


@llvm
def _alloc_bytes(n: int) -> Ptr[byte]:
    """
    declare ptr @kiln_alloc_atomic(i64)
    declare void @llvm.memset.p0.i64(ptr, i8, i64, i1)
    %0 = call ptr @kiln_alloc_atomic(i64 %n)
    call void @llvm.memset.p0.i64(ptr %0, i8 0, i64 %n, i1 false)
    ret ptr %0
    """


def _concat(parts: list[str]) -> str:
    # The parts joined, copied once (a repr of n items built by + would copy O(n**2) bytes).
    total = 0
    ascii = True
    for i in range(parts._len):
        total += parts._data[i]._blen()
        ascii = ascii and parts._data[i]._is_ascii()
    p = _str_alloc(total)
    k = 0
    for i in range(parts._len):
        s = parts._data[i]
        n = s._blen()
        memcpy(_ptr_add(p, k), s._ptr(), n)
        k += n
    return _str_raw(p, total, ascii)
