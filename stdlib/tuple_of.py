# Tuples of a constant length k built from a pool and k indices into it: the checker passes
# _tuple_of<k> to itertools' product(repeat=k), permutations, combinations and
# combinations_with_replacement of a constant r (types/variants.go).


def _tuple_of0(pool, ix):
    return ()


def _tuple_of1(pool, ix):
    return (pool[ix[0]],)


def _tuple_of2(pool, ix):
    return pool[ix[0]], pool[ix[1]]


def _tuple_of3(pool, ix):
    return pool[ix[0]], pool[ix[1]], pool[ix[2]]


def _tuple_of4(pool, ix):
    return pool[ix[0]], pool[ix[1]], pool[ix[2]], pool[ix[3]]


def _tuple_of5(pool, ix):
    return pool[ix[0]], pool[ix[1]], pool[ix[2]], pool[ix[3]], pool[ix[4]]


def _tuple_of6(pool, ix):
    return pool[ix[0]], pool[ix[1]], pool[ix[2]], pool[ix[3]], pool[ix[4]], pool[ix[5]]


def _tuple_of7(pool, ix):
    return pool[ix[0]], pool[ix[1]], pool[ix[2]], pool[ix[3]], pool[ix[4]], pool[ix[5]], pool[ix[6]]


def _tuple_of8(pool, ix):
    return pool[ix[0]], pool[ix[1]], pool[ix[2]], pool[ix[3]], pool[ix[4]], pool[ix[5]], pool[ix[6]], pool[ix[7]]
