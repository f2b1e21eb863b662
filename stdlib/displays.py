# Displays with * and ** unpacking, dict(d, k=v) and d.update(k=v): the checker checks them as
# calls of these (types/displays.go), the steps CPython's LIST_EXTEND, LIST_APPEND,
# SET_UPDATE, SET_ADD, DICT_UPDATE and MAP_ADD take.


def _list_extend(xs, it):
    xs.extend(it)
    return xs


def _list_append(xs, x):
    xs.append(x)
    return xs


def _set_update(s, it):
    s.update(it)
    return s


def _set_add(s, x):
    s.add(x)
    return s


def _dict_update(d, m):
    d.update(m)
    return d


def _dict_put(d, k, v):
    d[k] = v
    return d


def _dict_done(d) -> None:
    pass
