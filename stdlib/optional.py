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
