# bytes: literals and their repr, indexing, slicing, iteration, operators, hash, the
# constructors, str.encode and decode with their errors, and the methods.
b = b'a\x00\n\'"\\\xff'
print(b, len(b), b[0], b[-1], b[1:3], b[::2], list(b))
print(b'abc' + b'de', b'ab' * 3, 2 * b'x', b'abc' == b'abc', b'abc' < b'abd', b'b' > b'abc')
print(97 in b'abc', b'bc' in b'abc', b'x' in b'abc', hash(b'abc') == hash(b'abc'), b'' , bool(b''))
print(bytes(3), bytes([65, 66, 255]), bytes(), bytes("hé", "utf-8"))
print("héllo".encode(), "abc".encode("ascii"), b'h\xc3\xa9'.decode(), b'abc'.decode("ascii"))
print(b'\x01\xab'.hex(), bytes.fromhex("01 ab ff"), b"it's")
print(b'a,b,,c'.split(b','), b'  a b  c '.split(), b'  xy \n'.strip(), b'xxaxx'.strip(b'x'))
print(b'-'.join([b'a', b'b']), b'aXbX'.replace(b'X', b'yy'), b'Hello'.upper(), b'Hello'.lower())
print(b'hello'.find(b'l'), b'hello'.count(b'l'), b'hello'.startswith(b'he'), b'hello'.endswith(b'lo'))
d = {b'k': 1}
print(d[b'k'], repr(b'"'), str(b'q'))
for x in b'hi':
    print(x)
for bad in [b'\xff', b'a\xe2\x82', b'\xe2\x28\xa1', b'\xe2\x82\x28', b'\xe2']:
    try:
        bad.decode()
    except UnicodeDecodeError as e:
        print(e)
try:
    "aébc\u20acd".encode("ascii")
except UnicodeEncodeError as e:
    print(e)
try:
    "aéé".encode("ascii")
except UnicodeError as e:
    print(e)
try:
    bytes([1, 256])
except ValueError as e:
    print(e)
try:
    b'abc'[5]
except IndexError as e:
    print(e)
try:
    b'\x80'.decode("ascii")
except UnicodeDecodeError as e:
    print(e)
print(hash(b"abc") == hash("abc"), hash(b"") == hash(""), hash(b"x") == hash(bytes([120])))
for h in ["0g", "a", "00 1"]:
    try:
        bytes.fromhex(h)
    except ValueError as e:
        print(e)
print(bytes(b"copy"), b"a\tb\rc" , b"\x7f\x80", b"'", b"'\"")
