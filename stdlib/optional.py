# Values that may be None: the methods of Optional[T] for value types T (str, repr, hash, truth, ==),
# and the truth of a class reference that may be None. The checker realizes them for the
# Optional or class type at hand (types/optional.go); inside, `x is None` narrows x to a T.


def _optional_str(x) -> str:
    if x is None:
        return "None"
    return x.__str__()


def _optional_repr(x) -> str:
    if x is None:
        return "None"
    return x.__repr__()


def _optional_hash(x) -> int:
    if x is None:
        return None.__hash__()
    return hash(x)


def _optional_bool(x) -> bool:
    if x is None:
        return False
    return bool(x)


def _optional_eq(a, b) -> bool:
    # a is an Optional[T]; b a T or an Optional[T]. None equals only None.
    if a is None:
        return b is None
    if b is None:
        return False
    return a == b


def _object_truth(x) -> bool:
    # An object without __bool__ or __len__ is true; None is false.
    return x is not None


def _object_bool(x) -> bool:
    if x is None:
        return False
    return x.__bool__()


def _object_len_truth(x) -> bool:
    if x is None:
        return False
    return x.__len__() != 0


# Orderings of values that may be None, which the stdlib's min, max and sorted reach through
# a key function such as d.get (types/optional.go): None orders with nothing, as in CPython.
def _optional_lt(a, b) -> bool:
    if a is not None:
        if b is not None:
            return a < b
    _optional_order_error("<", a, b)
    return False


def _optional_le(a, b) -> bool:
    if a is not None:
        if b is not None:
            return a <= b
    _optional_order_error("<=", a, b)
    return False


def _optional_gt(a, b) -> bool:
    if a is not None:
        if b is not None:
            return a > b
    _optional_order_error(">", a, b)
    return False


def _optional_ge(a, b) -> bool:
    if a is not None:
        if b is not None:
            return a >= b
    _optional_order_error(">=", a, b)
    return False


def _optional_type_name(x) -> str:
    if x is None:
        return "NoneType"
    return type(x).__name__


def _optional_order_error(op: str, a, b) -> None:
    _raise("TypeError", "'" + op + "' not supported between instances of '" + _optional_type_name(a) + "' and '" + _optional_type_name(b) + "'")
