"""The re module: a backtracking matcher modelled on CPython's sre (Lib/re/_parser.py for the
syntax and its error messages, Modules/_sre/sre_lib.h for the matching rules), over the subject's
code points, so that spans are code-point offsets and results equal CPython's."""



IGNORECASE = 2
I = 2
LOCALE = 4
L = 4
MULTILINE = 8
M = 8
DOTALL = 16
S = 16
UNICODE = 32
U = 32
VERBOSE = 64
X = 64
ASCII = 256
A = 256
NOFLAG = 0


class error(Exception):
    """A bad pattern: the message, the pattern and the position, as CPython's re.error."""

    def __init__(self, msg: str, pattern: str = "", pos: int = -1) -> None:
        self.msg = msg
        self.pattern = pattern
        self.pos = pos
        text = msg
        if pos >= 0:
            text = msg + " at position " + str(pos)
        super().__init__(text)


# ---------------------------------------------------------------------------
# Nodes of a compiled pattern: parallel lists indexed by node number. Every node but the
# ends names its successor (nxt); a subpattern's last node leads to what follows it.

_SUCCESS = 0      # the whole match ends here
_LIT = 1          # a: code point, b: ignore case
_ANY = 2          # a: DOTALL
_SET = 3          # a: set number, b: ignore case
_CAT = 4          # a: category (below)
_AT = 5           # a: anchor (below)
_MARK = 6         # a: mark number (2g start, 2g+1 end of group g)
_BRANCH = 7       # a: alternatives number
_REPEAT = 8       # a: body, b: min, c: max (-1 none), d: 0 greedy 1 lazy 2 possessive; e: id
_UNTIL = 9        # a: the repeat node
_ONE = 10         # a single-character body repeated: a body, b min, c max, d kind
_GROUPREF = 11    # a: group, b: ignore case
_ASSERT = 12      # a: body, b: 0 ahead 1 behind, c: negated, d: width behind
_SUBEND = 13      # the end of an assertion's or atomic group's body
_ATOMIC = 14      # a: body
_GROUPEXISTS = 15  # a: group, b: yes, c: no
_EMPTY = 16       # nothing: the successor

# Categories.
_DIGIT = 0
_NOT_DIGIT = 1
_SPACE = 2
_NOT_SPACE = 3
_WORD = 4
_NOT_WORD = 5
# ASCII forms are the Unicode ones + 6.

# Anchors.
_BEGIN = 0        # ^
_BEGIN_LINE = 1   # ^ with MULTILINE
_END = 2          # $
_END_LINE = 3     # $ with MULTILINE
_BEGIN_STRING = 4  # \A
_END_STRING = 5   # \Z
_BOUNDARY = 6     # \b
_NON_BOUNDARY = 7  # \B
_ABOUNDARY = 8    # \b with ASCII
_ANON_BOUNDARY = 9


def _is_word(c: int, ascii: bool) -> bool:
    if c < 128:
        return (c >= 97 and c <= 122) or (c >= 65 and c <= 90) or (c >= 48 and c <= 57) or c == 95
    if ascii:
        return False
    return chr(c).isalnum()


def _is_digit(c: int, ascii: bool) -> bool:
    if c < 128:
        return c >= 48 and c <= 57
    if ascii:
        return False
    return chr(c).isdecimal()


def _is_space(c: int, ascii: bool) -> bool:
    if c < 128:
        # Unicode's whitespace has the separators 0x1c-0x1f too
        return c == 32 or (c >= 9 and c <= 13) or (not ascii and c >= 28 and c <= 31)
    if ascii:
        return False
    # CPython's \s is Py_UNICODE_ISSPACE, which includes the separators 0x1c-0x1f.
    return chr(c).isspace()


def _category(cat: int, c: int) -> bool:
    ascii = cat >= 6
    k = cat % 6
    if k == _DIGIT:
        return _is_digit(c, ascii)
    if k == _NOT_DIGIT:
        return not _is_digit(c, ascii)
    if k == _SPACE:
        return _is_space(c, ascii)
    if k == _NOT_SPACE:
        return not _is_space(c, ascii)
    if k == _WORD:
        return _is_word(c, ascii)
    return not _is_word(c, ascii)


def _lower(c: int) -> int:
    if c < 128:
        if c >= 65 and c <= 90:
            return c + 32
        return c
    if c == 304:
        return 105  # İ: the simple mapping, where str.lower() gives two characters
    s = chr(c).lower()
    if len(s) == 1:
        return ord(s)
    return c


def _same_case(x: int, y: int, icase: int) -> bool:
    # Whether x and y are the same letter but for case: with ASCII (icase 2) only ASCII
    # letters; else as CPython's case-insensitive literals, by the simple case mappings.
    if icase == 2:
        if x >= 128 or y >= 128:
            return False
        return _lower(x) == _lower(y)
    lx = _lower(x)
    ly = _lower(y)
    if lx == ly:
        return True
    ux = _upper(x)
    uy = _upper(y)
    return ux == uy or _lower(ux) == ly or lx == _lower(uy) or _lower(ux) == _lower(uy)


def _upper(c: int) -> int:
    if c < 128:
        if c >= 97 and c <= 122:
            return c - 32
        return c
    s = chr(c).upper()
    if len(s) == 1:
        return ord(s)
    return c


class _Set:
    """A character class: ranges (lo, hi pairs), categories, and whether it is negated."""

    def __init__(self) -> None:
        self.ranges: list[int] = []
        self.cats: list[int] = []
        self.negate = False

    def _has(self, c: int) -> bool:
        i = 0
        n = len(self.ranges)
        while i < n:
            if c >= self.ranges[i] and c <= self.ranges[i + 1]:
                return True
            i += 2
        for k in self.cats:
            if _category(k, c):
                return True
        return False

    def test(self, c: int, icase: int) -> bool:
        r = self._has(c)
        if not r and icase == 1:
            u = _upper(c)
            lc = _lower(c)
            r = self._has(lc) or self._has(u) or self._has(_lower(u)) or self._has(_upper(lc))
        elif not r and icase == 2 and c < 128:
            r = self._has(_lower(c)) or self._has(_upper(c))
        return r != self.negate


class _Code:
    """A compiled pattern: its nodes, sets, alternatives and groups."""

    def __init__(self) -> None:
        self.op: list[int] = []
        self.a: list[int] = []
        self.b: list[int] = []
        self.c: list[int] = []
        self.d: list[int] = []
        self.nxt: list[int] = []
        self.sets: list[_Set] = []
        self.alts: list[list[int]] = []
        self.groups = 0
        self.names: dict[str, int] = {}
        self.nrepeats = 0

    def node(self, op: int, a: int, b: int, c: int, d: int) -> int:
        self.op.append(op)
        self.a.append(a)
        self.b.append(b)
        self.c.append(c)
        self.d.append(d)
        self.nxt.append(-1)
        return len(self.op) - 1


# ---------------------------------------------------------------------------
# The parser: Lib/re/_parser.py's grammar and messages. A sequence is built as a chain of
# nodes; _Frag is its first and last node (-1, -1 when empty).

class _Frag:
    def __init__(self, first: int, last: int) -> None:
        self.first = first
        self.last = last
        # width: min and max code points matched (-1: unbounded), for lookbehind and repeats.
        self.lo = 0
        self.hi = 0


_MAXREPEAT = -1

_SPECIAL = ".\\[{()*+?^$|"
_WHITESPACE = " \t\n\r\v\f"
_FLAGCHARS = "aiLmsux"


class _Parser:
    def __init__(self, pattern: str, flags: int) -> None:
        self.pattern = pattern
        self.src: list[int] = [ord(ch) for ch in pattern]
        self.i = 0
        self.flags = flags
        self.code = _Code()
        self.open: list[int] = []  # groups being parsed
        self.closed: list[bool] = [False]
        self.lookbehind = 0
        self.grouprefpos: dict[int, int] = {}

    def fail(self, msg: str, pos: int) -> None:
        raise error(msg, self.pattern, pos)

    def more(self) -> bool:
        return self.i < len(self.src)

    def peek(self) -> int:
        if self.i < len(self.src):
            return self.src[self.i]
        return -1

    def at(self, s: str) -> bool:
        if self.i < len(self.src) and self.src[self.i] == ord(s):
            return True
        return False

    def eat(self, s: str) -> bool:
        if self.at(s):
            self.i += 1
            return True
        return False

    def skip_verbose(self) -> None:
        if self.flags & VERBOSE == 0:
            return
        while self.i < len(self.src):
            c = self.src[self.i]
            if c == 35:  # '#'
                while self.i < len(self.src) and self.src[self.i] != 10:
                    self.i += 1
            elif c == 32 or (c >= 9 and c <= 13):
                self.i += 1
            else:
                return

    def link(self, f: _Frag, g: _Frag) -> _Frag:
        # f followed by g.
        if f.first < 0:
            return g
        if g.first < 0:
            return f
        self.code.nxt[f.last] = g.first
        r = _Frag(f.first, g.last)
        r.lo = f.lo + g.lo
        if f.hi < 0 or g.hi < 0:
            r.hi = -1
        else:
            r.hi = f.hi + g.hi
        return r

    def single(self, op: int, a: int, b: int, c: int, d: int, width: int) -> _Frag:
        n = self.code.node(op, a, b, c, d)
        f = _Frag(n, n)
        f.lo = width
        f.hi = width
        return f

    def closed_frag(self, f: _Frag) -> _Frag:
        # f as a body that ends in an _EMPTY node the caller can point on.
        e = self.single(_EMPTY, 0, 0, 0, 0, 0)
        return self.link(f, e)

    def parse_alt(self) -> _Frag:
        # alternatives separated by |
        start = self.i
        alts: list[_Frag] = [self.parse_seq()]
        while self.eat("|"):
            alts.append(self.parse_seq())
        if len(alts) == 1:
            return alts[0]
        join = self.code.node(_EMPTY, 0, 0, 0, 0)
        heads: list[int] = []
        lo = -1
        hi = 0
        for f in alts:
            g = self.closed_frag(f)
            self.code.nxt[g.last] = join
            heads.append(g.first)
            if lo < 0 or g.lo < lo:
                lo = g.lo
            if hi >= 0 and (g.hi < 0 or g.hi > hi):
                hi = g.hi
            if g.hi < 0:
                hi = -1
        self.code.alts.append(heads)
        b = self.code.node(_BRANCH, len(self.code.alts) - 1, 0, 0, 0)
        r = _Frag(b, join)
        r.lo = lo
        r.hi = hi
        return r

    def parse_seq(self) -> _Frag:
        seq = _Frag(-1, -1)
        while True:
            self.skip_verbose()
            if not self.more() or self.at("|") or self.at(")"):
                return seq
            here = self.i
            item = self.parse_atom()
            if item.first == -2:
                continue  # a comment or flags: nothing to repeat
            item = self.parse_repeat(item, here)
            seq = self.link(seq, item)

    def parse_repeat(self, item: _Frag, here: int) -> _Frag:
        repeated = False
        while True:
            self.skip_verbose()
            c = self.peek()
            start = self.i
            lo = 0
            hi = _MAXREPEAT
            if c == 42:  # *
                self.i += 1
            elif c == 43:  # +
                self.i += 1
                lo = 1
            elif c == 63:  # ?
                self.i += 1
                hi = 1
            elif c == 123:  # {
                r = self.parse_braces()
                if len(r) == 0:
                    return item
                lo = r[0]
                hi = r[1]
            else:
                return item
            if item.first < 0 or (item.first == item.last and self.code.op[item.first] == _AT):
                self.fail("nothing to repeat", start)
            if repeated:
                self.fail("multiple repeat", start)
            repeated = True
            kind = 0
            if self.eat("?"):
                kind = 1
            elif self.eat("+"):
                kind = 2
            item = self.make_repeat(item, lo, hi, kind)

    def parse_braces(self) -> list[int]:
        # {m}, {m,}, {,n}, {m,n}; anything else is a literal '{' (an empty list).
        save = self.i
        self.i += 1
        lo_s = self.digits()
        hi_s = lo_s
        if self.eat(","):
            hi_s = self.digits()
        if not self.eat("}"):
            self.i = save
            none: list[int] = []
            return none
        lo = 0
        hi = _MAXREPEAT
        if len(lo_s) > 0:
            lo = int(lo_s)
        if len(hi_s) > 0:
            hi = int(hi_s)
        if hi >= 0 and hi < lo:
            self.fail("min repeat greater than max repeat", save + 1)
        return [lo, hi]

    def digits(self) -> str:
        start = self.i
        while self.more() and self.peek() >= 48 and self.peek() <= 57:
            self.i += 1
        return self.pattern[start:self.i]

    def make_repeat(self, item: _Frag, lo: int, hi: int, kind: int) -> _Frag:
        code = self.code
        op = code.op[item.first]
        simple = item.first == item.last and (op == _LIT or op == _ANY or op == _SET or op == _CAT)
        if simple:
            n = code.node(_ONE, item.first, lo, hi, kind)
        else:
            body = self.closed_frag(item)
            until = code.node(_UNTIL, 0, 0, 0, 0)
            code.nxt[body.last] = until
            n = code.node(_REPEAT, body.first, lo, hi, 0 if kind == 2 else kind)
            code.a[until] = n
            code.nrepeats += 1
            if kind == 2:
                # possessive: an atomic group around the greedy repeat
                end = code.node(_SUBEND, 0, 0, 0, 0)
                code.nxt[n] = end
                n = code.node(_ATOMIC, n, 0, 0, 0)
        f = _Frag(n, n)
        f.lo = item.lo * lo
        if hi < 0 or item.hi < 0:
            f.hi = -1 if (hi != 0 and item.hi != 0) else 0
        else:
            f.hi = item.hi * hi
        return f

    def parse_atom(self) -> _Frag:
        c = self.src[self.i]
        start = self.i
        self.i += 1
        icase = self.icase()
        if c == 46:  # .
            return self.single(_ANY, 1 if self.flags & DOTALL != 0 else 0, 0, 0, 0, 1)
        if c == 94:  # ^
            return self.single(_AT, _BEGIN_LINE if self.flags & MULTILINE != 0 else _BEGIN, 0, 0, 0, 0)
        if c == 36:  # $
            return self.single(_AT, _END_LINE if self.flags & MULTILINE != 0 else _END, 0, 0, 0, 0)
        if c == 91:  # [
            return self.parse_class(start)
        if c == 40:  # (
            return self.parse_group(start)
        if c == 41:
            self.fail("unbalanced parenthesis", start)
        if c == 42 or c == 43 or c == 63:
            self.fail("nothing to repeat", start)
        if c == 123:  # { that is a repeat has nothing to repeat
            self.i = start
            r = self.parse_braces()
            if len(r) > 0:
                self.fail("nothing to repeat", start)
            self.i = start + 1
            return self.single(_LIT, c, icase, 0, 0, 1)
        if c == 92:  # backslash
            return self.parse_escape(start)
        return self.single(_LIT, c, icase, 0, 0, 1)

    def ascii(self) -> bool:
        return self.flags & ASCII != 0

    def icase(self) -> int:
        # How a node ignores case: 0 not, 1 by Unicode's case mappings, 2 ASCII letters only.
        if self.flags & IGNORECASE == 0:
            return 0
        if self.ascii():
            return 2
        return 1

    def cat(self, k: int) -> int:
        if self.ascii():
            return k + 6
        return k

    def parse_escape(self, start: int) -> _Frag:
        if not self.more():
            self.fail("bad escape (end of pattern)", start)
        c = self.src[self.i]
        self.i += 1
        icase = self.icase()
        if c == 65:  # A
            return self.single(_AT, _BEGIN_STRING, 0, 0, 0, 0)
        if c == 90:  # Z
            return self.single(_AT, _END_STRING, 0, 0, 0, 0)
        if c == 98:  # b
            return self.single(_AT, _ABOUNDARY if self.ascii() else _BOUNDARY, 0, 0, 0, 0)
        if c == 66:  # B
            return self.single(_AT, _ANON_BOUNDARY if self.ascii() else _NON_BOUNDARY, 0, 0, 0, 0)
        k = self.category_escape(c)
        if k >= 0:
            return self.single(_CAT, k, 0, 0, 0, 1)
        if c >= 49 and c <= 57:  # a group reference, or an octal escape
            return self.parse_backref(start, c)
        v = self.char_escape(c, start, False)
        return self.single(_LIT, v, icase, 0, 0, 1)

    def category_escape(self, c: int) -> int:
        if c == 100:
            return self.cat(_DIGIT)
        if c == 68:
            return self.cat(_NOT_DIGIT)
        if c == 115:
            return self.cat(_SPACE)
        if c == 83:
            return self.cat(_NOT_SPACE)
        if c == 119:
            return self.cat(_WORD)
        if c == 87:
            return self.cat(_NOT_WORD)
        return -1

    def parse_backref(self, start: int, c: int) -> _Frag:
        # \1..\99, or an octal escape \1xx.
        s = chr(c)
        if self.more() and self.peek() >= 48 and self.peek() <= 57:
            d = self.peek()
            if c <= 55 and d <= 55 and self.i + 1 < len(self.src) and self.src[self.i + 1] >= 48 and self.src[self.i + 1] <= 55:
                v = (c - 48) * 64 + (d - 48) * 8 + (self.src[self.i + 1] - 48)
                self.i += 2
                if v > 255:
                    self.fail("octal escape value \\" + self.pattern[start + 1:self.i] + " outside of range 0-0o377", start)
                return self.single(_LIT, v, self.icase(), 0, 0, 1)
            s = s + chr(d)
            self.i += 1
        g = int(s)
        if g < len(self.closed):
            if not self.closed[g]:
                self.fail("cannot refer to an open group", start)
        else:
            self.fail("invalid group reference " + str(g), start + 1)
        if self.lookbehind > 0:
            self.fail("cannot refer to group defined in the same lookbehind subpattern", start)
        f = self.single(_GROUPREF, g, self.icase(), 0, 0, 0)
        f.hi = -1
        return f

    def char_escape(self, c: int, start: int, in_class: bool) -> int:
        # The code point of an escape that stands for one character.
        if c == 110:
            return 10
        if c == 116:
            return 9
        if c == 114:
            return 13
        if c == 102:
            return 12
        if c == 118:
            return 11
        if c == 97:
            return 7
        if c == 98 and in_class:
            return 8
        if c == 48:  # \0, up to two more octal digits
            v = 0
            k = 0
            while k < 2 and self.more() and self.peek() >= 48 and self.peek() <= 55:
                v = v * 8 + self.peek() - 48
                self.i += 1
                k += 1
            return v
        if in_class and c >= 49 and c <= 55:
            v = c - 48
            k = 0
            while k < 2 and self.more() and self.peek() >= 48 and self.peek() <= 55:
                v = v * 8 + self.peek() - 48
                self.i += 1
                k += 1
            if v > 255:
                self.fail("octal escape value \\" + self.pattern[start + 1:self.i] + " outside of range 0-0o377", start)
            return v
        if c == 120:
            return self.hex_escape(start, 2)
        if c == 117:
            return self.hex_escape(start, 4)
        if c == 85:
            v = self.hex_escape(start, 8)
            if v > 1114111:
                self.fail("bad escape \\" + self.pattern[start + 1:self.i], start)
            return v
        if c < 128 and ((c >= 65 and c <= 90) or (c >= 97 and c <= 122) or (c >= 48 and c <= 57)):
            self.fail("bad escape \\" + chr(c), start)
        return c

    def hex_escape(self, start: int, n: int) -> int:
        v = 0
        k = 0
        while k < n:
            d = self.peek()
            if d >= 48 and d <= 57:
                v = v * 16 + d - 48
            elif d >= 97 and d <= 102:
                v = v * 16 + d - 87
            elif d >= 65 and d <= 70:
                v = v * 16 + d - 55
            else:
                self.fail("incomplete escape \\" + self.pattern[start + 1:self.i], start)
            self.i += 1
            k += 1
        return v

    def parse_class(self, start: int) -> _Frag:
        st = _Set()
        if self.eat("^"):
            st.negate = True
        first = True
        while True:
            if not self.more():
                self.fail("unterminated character set", start)
            if self.at("]") and not first:
                self.i += 1
                break
            first = False
            here = self.i
            lo = self.class_item(st)
            if lo < 0:
                if self.at("-") and self.i + 1 < len(self.src) and self.src[self.i + 1] != 93:
                    self.i += 1
                    self.class_item(st)
                    self.fail("bad character range " + self.pattern[here:self.i], here)
                continue
            if self.at("-") and self.i + 1 < len(self.src) and self.src[self.i + 1] != 93:
                self.i += 1
                here2 = self.i
                hi = self.class_item(st)
                if hi < 0:
                    self.fail("bad character range " + self.pattern[here:self.i], here)
                if hi < lo:
                    self.fail("bad character range " + self.pattern[here:self.i], here)
                st.ranges.append(lo)
                st.ranges.append(hi)
            else:
                st.ranges.append(lo)
                st.ranges.append(lo)
        self.code.sets.append(st)
        icase = self.icase()
        return self.single(_SET, len(self.code.sets) - 1, icase, 0, 0, 1)

    def class_item(self, st: _Set) -> int:
        # One member of a class: its code point, or -1 for a category (added to st).
        if not self.more():
            self.fail("unterminated character set", self.i)
        c = self.src[self.i]
        start = self.i
        self.i += 1
        if c != 92:
            return c
        if not self.more():
            self.fail("unterminated character set", start)
        e = self.src[self.i]
        self.i += 1
        k = self.category_escape(e)
        if k >= 0:
            st.cats.append(k)
            return -1
        return self.char_escape(e, start, True)

    def group_name(self, term: str, digits: bool = False) -> str:
        start = self.i
        while self.more() and not self.at(term):
            self.i += 1
        if not self.more():
            self.fail("missing " + term + ", unterminated name", start)
        name = self.pattern[start:self.i]
        self.i += 1
        if len(name) == 0:
            self.fail("missing group name", start)
        if not name.isidentifier() and not (digits and name.isdigit() and name.isascii()):
            self.fail("bad character in group name '" + name + "'", start)
        return name

    def parse_group(self, start: int) -> _Frag:
        name = ""
        capture = True
        if self.eat("?"):
            if not self.more():
                self.fail("unexpected end of pattern", self.i)
            c = self.src[self.i]
            self.i += 1
            if c == 80:  # P
                if self.eat("<"):
                    name = self.group_name(">")
                elif self.eat("="):
                    gs = self.i
                    ref = self.group_name(")")
                    if ref not in self.code.names:
                        self.fail("unknown group name '" + ref + "'", gs)
                    g = self.code.names[ref]
                    if not self.closed[g]:
                        self.fail("cannot refer to an open group", gs)
                    f = self.single(_GROUPREF, g, self.icase(), 0, 0, 0)
                    f.hi = -1
                    return f
                else:
                    if self.more():
                        self.fail("unknown extension ?P" + chr(self.peek()), start + 1)
                    self.fail("unexpected end of pattern", self.i)
            elif c == 58:  # :
                capture = False
            elif c == 35:  # #
                while self.more() and not self.at(")"):
                    self.i += 1
                if not self.more():
                    self.fail("missing ), unterminated comment", start)
                self.i += 1
                return _Frag(-2, -2)
            elif c == 61 or c == 33:  # = !
                return self.parse_assert(start, 0, c == 33)
            elif c == 60:  # <
                if self.eat("="):
                    return self.parse_assert(start, 1, False)
                if self.eat("!"):
                    return self.parse_assert(start, 1, True)
                if self.more():
                    self.fail("unknown extension ?<" + chr(self.peek()), start + 1)
                self.fail("unexpected end of pattern", self.i)
            elif c == 62:  # >
                body = self.parse_body(start)
                b = self.closed_frag(body)
                end = self.code.node(_SUBEND, 0, 0, 0, 0)
                self.code.nxt[b.last] = end
                f = self.single(_ATOMIC, b.first, 0, 0, 0, 0)
                f.lo = body.lo
                f.hi = body.hi
                return f
            elif c == 40:  # (?(group)yes|no)
                return self.parse_conditional(start)
            elif c == 45 or (c < 128 and chr(c) in _FLAGCHARS):
                self.i -= 1
                return self.parse_flags(start)
            else:
                self.fail("unknown extension ?" + chr(c), start + 1)
        if not capture:
            return self.closed_frag(self.parse_body(start))
        g = self.code.groups + 1
        self.code.groups = g
        self.closed.append(False)
        if name != "":
            if name in self.code.names:
                self.fail("redefinition of group name '" + name + "' as group " + str(g) + "; was group " + str(self.code.names[name]), start + 4)
            self.code.names[name] = g
        body = self.parse_body(start)
        self.closed[g] = True
        open_ = self.single(_MARK, 2 * g, 0, 0, 0, 0)
        close = self.single(_MARK, 2 * g + 1, 0, 0, 0, 0)
        return self.link(self.link(open_, body), close)

    def parse_body(self, start: int) -> _Frag:
        body = self.parse_alt()
        if not self.eat(")"):
            self.fail("missing ), unterminated subpattern", start)
        return body

    def parse_assert(self, start: int, behind: int, neg: bool) -> _Frag:
        if behind == 1:
            self.lookbehind += 1
        body = self.parse_body(start)
        if behind == 1:
            self.lookbehind -= 1
            if body.hi != body.lo or body.hi < 0:
                self.fail("look-behind requires fixed-width pattern", -1)
        b = self.closed_frag(body)
        end = self.code.node(_SUBEND, 0, 0, 0, 0)
        self.code.nxt[b.last] = end
        return self.single(_ASSERT, b.first, behind, 1 if neg else 0, body.lo, 0)

    def parse_conditional(self, start: int) -> _Frag:
        ns = self.i
        ref = self.group_name(")", True)
        g = 0
        if ref.isdigit():
            g = int(ref)
            if g == 0:
                self.fail("bad group number", ns)
            if g > self.code.groups:
                self.fail("invalid group reference " + ref, ns)
        elif ref in self.code.names:
            g = self.code.names[ref]
        else:
            self.fail("unknown group name '" + ref + "'", ns)
        yes = self.parse_seq()
        no = _Frag(-1, -1)
        if self.eat("|"):
            no = self.parse_seq()
            if self.at("|"):
                self.fail("conditional backref with more than two branches", self.i)
        if not self.eat(")"):
            self.fail("missing ), unterminated subpattern", start)
        join = self.code.node(_EMPTY, 0, 0, 0, 0)
        y = self.closed_frag(yes)
        n = self.closed_frag(no)
        self.code.nxt[y.last] = join
        self.code.nxt[n.last] = join
        node = self.code.node(_GROUPEXISTS, g, y.first, n.first, 0)
        f = _Frag(node, join)
        f.lo = y.lo if y.lo < n.lo else n.lo
        f.hi = y.hi if y.hi == n.hi else -1
        return f

    def flag_bit(self, c: int) -> int:
        if c == 105:
            return IGNORECASE
        if c == 109:
            return MULTILINE
        if c == 115:
            return DOTALL
        if c == 120:
            return VERBOSE
        if c == 97:
            return ASCII
        if c == 117:
            return UNICODE
        if c == 76:
            return LOCALE
        return 0

    def parse_flags(self, start: int) -> _Frag:
        on = 0
        off = 0
        while self.more() and self.flag_bit(self.peek()) != 0:
            on |= self.flag_bit(self.peek())
            self.i += 1
        if self.eat("-"):
            if not self.more():
                self.fail("missing flag", self.i)
            if self.flag_bit(self.peek()) == 0:
                self.fail("missing flag", self.i)
            while self.more() and self.flag_bit(self.peek()) != 0:
                off |= self.flag_bit(self.peek())
                self.i += 1
        if self.eat(")"):
            if off != 0:
                self.fail("missing :", self.i - 1)
            if start != 0:
                self.fail("global flags not at the start of the expression", start)
            self.flags |= on
            return _Frag(-2, -2)
        if not self.eat(":"):
            if not self.more():
                self.fail("missing -, : or )", self.i)
            self.fail("unknown flag", self.i)
        saved = self.flags
        self.flags = (self.flags | on) & ~off
        body = self.parse_body(start)
        self.flags = saved
        return self.closed_frag(body)


def _compile(pattern: str, flags: int) -> _Code:
    p = _Parser(pattern, flags)
    body = p.parse_alt()
    if p.more():
        p.fail("unbalanced parenthesis", p.i)
    f = p.closed_frag(body)
    end = p.code.node(_SUCCESS, 0, 0, 0, 0)
    p.code.nxt[f.last] = end
    p.code.a[end] = f.first  # the start node
    p.code.d[end] = p.flags
    code = p.code
    for n in range(len(code.op)):
        if code.op[n] == _REPEAT and _simple_body(code, code.a[n]):
            code.d[n] += 4
            k = code.a[n]
            while code.op[k] != _UNTIL:
                if code.op[k] == _MARK:
                    code.d[n] = code.d[n] % 8 + 8  # the body sets marks
                if code.op[k] == _BRANCH:
                    k = code.nxt[code.nxt[code.alts[code.a[k]][0]]]
                else:
                    k = code.nxt[k]
    return code


def _simple_body(code: _Code, n: int) -> bool:
    # Whether a repeat's body (up to its _UNTIL) matches in one way only, with no groups:
    # single characters, anchors, fixed repeats of a character, alternatives of single
    # characters, groups of those. Such a repeat is matched in a loop rather than by recursion.
    while code.op[n] != _UNTIL:
        op = code.op[n]
        if op == _LIT or op == _SET or op == _CAT or op == _ANY or op == _AT or op == _EMPTY or op == _MARK:
            n = code.nxt[n]
        elif op == _ONE and code.b[n] == code.c[n]:
            n = code.nxt[n]
        elif op == _BRANCH:
            join = -1
            for alt in code.alts[code.a[n]]:
                k = code.op[alt]
                if not (k == _LIT or k == _SET or k == _CAT or k == _ANY):
                    return False
                close = code.nxt[alt]
                if code.op[close] != _EMPTY:
                    return False
                if join >= 0 and code.nxt[close] != join:
                    return False
                join = code.nxt[close]
            n = join
        else:
            return False
    return True


# ---------------------------------------------------------------------------
# The matcher: each node matches at pos, then its successor; a failure undoes what the node
# set (marks, repeat counts) and returns False, so that the caller tries the next choice.

class _State:
    def __init__(self, code: _Code, s: list[int], start: int, end: int) -> None:
        self.code = code
        self.s = s
        self.end = end
        self.start = start
        self.marks: list[int] = [-1] * (2 * code.groups + 2)
        self.lastindex = -1
        size = len(code.op) if code.nrepeats > 0 else 0
        self.counts: list[int] = [0] * size
        self.lastpos: list[int] = [0] * size
        self.fullmatch = False
        self.must_advance = False
        self.match_end = -1
        self.sub_end = -1
        self.next_pos = 0
        self.advance = False

    def one(self, n: int, pos: int) -> bool:
        # Whether the single-character node n matches at pos (< end).
        code = self.code
        op = code.op[n]
        c = self.s[pos]
        if op == _LIT:
            if c == code.a[n]:
                return True
            if code.b[n] != 0:
                return _same_case(c, code.a[n], code.b[n])
            return False
        if op == _ANY:
            return code.a[n] != 0 or c != 10
        if op == _SET:
            return code.sets[code.a[n]].test(c, code.b[n])
        return _category(code.a[n], c)

    def at(self, kind: int, pos: int) -> bool:
        s = self.s
        end = self.end
        if kind == _BEGIN or kind == _BEGIN_STRING:
            return pos == 0
        if kind == _BEGIN_LINE:
            return pos == 0 or s[pos - 1] == 10
        if kind == _END:
            return pos == end or (pos == end - 1 and s[pos] == 10)
        if kind == _END_LINE:
            return pos == end or s[pos] == 10
        if kind == _END_STRING:
            return pos == end
        ascii = kind == _ABOUNDARY or kind == _ANON_BOUNDARY
        if self.start >= end and end == 0:
            return False
        before = pos > 0 and _is_word(s[pos - 1], ascii)
        after = pos < end and _is_word(s[pos], ascii)
        if kind == _BOUNDARY or kind == _ABOUNDARY:
            return before != after
        return before == after

    def match(self, n: int, pos: int) -> bool:
        code = self.code
        while True:
            op = code.op[n]
            if op == _EMPTY:
                n = code.nxt[n]
                continue
            if op == _LIT or op == _ANY or op == _SET or op == _CAT:
                if pos >= self.end or not self.one(n, pos):
                    return False
                pos += 1
                n = code.nxt[n]
                continue
            if op == _AT:
                if not self.at(code.a[n], pos):
                    return False
                n = code.nxt[n]
                continue
            if op == _SUCCESS:
                if self.fullmatch and pos != self.end:
                    return False
                if self.must_advance and pos == self.start:
                    return False
                self.match_end = pos
                return True
            if op == _SUBEND:
                self.sub_end = pos
                return True
            if op == _MARK:
                return self.mark(n, pos)
            if op == _BRANCH:
                for alt in code.alts[code.a[n]]:
                    if self.match(alt, pos):
                        return True
                return False
            if op == _ONE:
                return self.repeat_one(n, pos)
            if op == _REPEAT and code.d[n] >= 4:
                return self.simple_repeat(n, pos)
            if op == _REPEAT:
                r = n
                old_count = self.counts[r]
                old_last = self.lastpos[r]
                self.counts[r] = -1
                self.lastpos[r] = -1
                if self.until(r, pos):
                    return True
                self.counts[r] = old_count
                self.lastpos[r] = old_last
                return False
            if op == _UNTIL:
                return self.until(code.a[n], pos)
            if op == _GROUPREF:
                g = code.a[n]
                b = self.marks[2 * g]
                e = self.marks[2 * g + 1]
                if b < 0 or e < 0:
                    return False
                k = e - b
                if pos + k > self.end:
                    return False
                icase = code.b[n]
                for j in range(k):
                    x = self.s[b + j]
                    y = self.s[pos + j]
                    if x != y and (icase == 0 or not _same_case(x, y, icase)):
                        return False
                pos += k
                n = code.nxt[n]
                continue
            if op == _ASSERT or op == _ATOMIC:
                # The body's marks stay when it succeeds; they are undone when what
                # follows fails, or when a negative assertion fails.
                saved = self.marks[:]
                saved_last = self.lastindex
                after = pos
                if op == _ATOMIC:
                    ok = self.sub(code.a[n], pos, False, 0)
                    after = self.sub_end
                else:
                    p = pos
                    if code.b[n] == 1:
                        p = pos - code.d[n]
                    ok = p >= 0 and self.sub(code.a[n], p, code.b[n] == 1, pos)
                    if code.c[n] != 0:
                        ok = not ok
                if ok and self.match(code.nxt[n], after):
                    return True
                self.marks = saved
                self.lastindex = saved_last
                return False
            if op == _GROUPEXISTS:
                g = code.a[n]
                if self.marks[2 * g] >= 0 and self.marks[2 * g + 1] >= 0:
                    n = code.b[n]
                else:
                    n = code.c[n]
                continue
            return False

    def sub(self, n: int, pos: int, behind: bool, want: int) -> bool:
        # Matches an assertion's or atomic group's body on its own: its marks are kept when it
        # succeeds (as sre keeps them), its inner choices are not retried.
        saved_end = self.sub_end
        saved_full = self.fullmatch
        saved_adv = self.must_advance
        self.fullmatch = False
        self.must_advance = False
        old_end = self.end
        if behind:
            # the body must end where the assertion stands
            ok = self.sub_behind(n, pos, want)
        else:
            ok = self.match(n, pos)
        self.fullmatch = saved_full
        self.must_advance = saved_adv
        if not ok:
            self.sub_end = saved_end
        return ok

    def sub_behind(self, n: int, pos: int, want: int) -> bool:
        old_end = self.end
        self.end = want
        ok = self.match(n, pos)
        self.end = old_end
        return ok and self.sub_end == want

    def mark(self, n: int, pos: int) -> bool:
        m = self.code.a[n]
        old = self.marks[m]
        old_last = self.lastindex
        self.marks[m] = pos
        if m % 2 == 1:
            self.lastindex = m // 2
        if self.match(self.code.nxt[n], pos):
            return True
        self.marks[m] = old
        self.lastindex = old_last
        return False

    def simple(self, n: int, pos: int, record: bool) -> int:
        # Matches a simple repeat body (_simple_body) at pos: the end, or -1. record sets the
        # marks of its groups.
        code = self.code
        while code.op[n] != _UNTIL:
            op = code.op[n]
            if op == _EMPTY:
                n = code.nxt[n]
            elif op == _MARK:
                if record:
                    m = code.a[n]
                    self.marks[m] = pos
                    if m % 2 == 1:
                        self.lastindex = m // 2
                n = code.nxt[n]
            elif op == _AT:
                if not self.at(code.a[n], pos):
                    return -1
                n = code.nxt[n]
            elif op == _ONE:
                for k in range(code.b[n]):
                    if pos >= self.end or not self.one(code.a[n], pos):
                        return -1
                    pos += 1
                n = code.nxt[n]
            elif op == _BRANCH:
                if pos >= self.end:
                    return -1
                ok = False
                alts = code.alts[code.a[n]]
                for alt in alts:
                    if self.one(alt, pos):
                        ok = True
                        break
                if not ok:
                    return -1
                pos += 1
                n = code.nxt[code.nxt[alts[0]]]
            else:
                if pos >= self.end or not self.one(n, pos):
                    return -1
                pos += 1
                n = code.nxt[n]
        return pos

    def simple_repeat(self, r: int, pos: int) -> bool:
        # A repeat of a simple body: its passes in a loop, then what follows from the longest
        # (greedy) or the shortest (lazy), as the recursive form would try them.
        code = self.code
        body = code.a[r]
        lo = code.b[r]
        hi = code.c[r]
        lazy = code.d[r] % 4 == 1
        marks = code.d[r] >= 8
        ends: list[int] = [pos]
        p = pos
        while hi < 0 or len(ends) - 1 < hi:
            if lazy and len(ends) - 1 >= lo:
                if self.after_passes(r, ends, len(ends) - 1, marks):
                    return True
            e = self.simple(body, p, False)
            if e < 0:
                break
            ends.append(e)
            if e == p and len(ends) - 1 > lo:
                break  # one empty pass counts, as in sre; another would find nothing new
            p = e
        count = len(ends) - 1
        if count < lo:
            return False
        if lazy:
            return self.after_passes(r, ends, count, marks)
        while count >= lo:
            if self.after_passes(r, ends, count, marks):
                return True
            count -= 1
        return False

    def after_passes(self, r: int, ends: list[int], count: int, marks: bool) -> bool:
        # What follows a simple repeat after count passes, its groups set by the last pass.
        if not marks or count == 0:
            return self.match(self.code.nxt[r], ends[count])
        saved = self.marks[:]
        saved_last = self.lastindex
        self.simple(self.code.a[r], ends[count - 1], True)
        if self.match(self.code.nxt[r], ends[count]):
            return True
        self.marks = saved
        self.lastindex = saved_last
        return False

    def until(self, r: int, pos: int) -> bool:
        # After each pass through a repeat's body (and before the first): another pass, or
        # what follows the repeat, in the order the repeat's kind prefers.
        code = self.code
        count = self.counts[r] + 1
        lo = code.b[r]
        hi = code.c[r]
        kind = code.d[r] % 4
        body = code.a[r]
        if count < lo:
            self.counts[r] = count
            if self.match(body, pos):
                return True
            self.counts[r] = count - 1
            return False
        can_more = (hi < 0 or count < hi) and pos != self.lastpos[r]
        if kind == 1:
            if self.match(code.nxt[r], pos):
                return True
            if not can_more:
                return False
            old_last = self.lastpos[r]
            self.counts[r] = count
            self.lastpos[r] = pos
            if self.match(body, pos):
                return True
            self.counts[r] = count - 1
            self.lastpos[r] = old_last
            return False
        if can_more:
            old_last = self.lastpos[r]
            self.counts[r] = count
            self.lastpos[r] = pos
            if self.match(body, pos):
                return True
            self.counts[r] = count - 1
            self.lastpos[r] = old_last
        return self.match(code.nxt[r], pos)

    def repeat_one(self, n: int, pos: int) -> bool:
        code = self.code
        item = code.a[n]
        lo = code.b[n]
        hi = code.c[n]
        kind = code.d[n]
        nxt = code.nxt[n]
        limit = self.end - pos
        if hi >= 0 and hi < limit:
            limit = hi
        if kind == 1:
            k = 0
            while k < lo:
                if k >= limit or not self.one(item, pos + k):
                    return False
                k += 1
            while True:
                if self.match(nxt, pos + k):
                    return True
                if k >= limit or not self.one(item, pos + k):
                    return False
                k += 1
        count = 0
        while count < limit and self.one(item, pos + count):
            count += 1
        if count < lo:
            return False
        if kind == 2:
            return self.match(nxt, pos + count)
        while count >= lo:
            if self.match(nxt, pos + count):
                return True
            count -= 1
        return False


# ---------------------------------------------------------------------------
# The API.

class Match[G]:
    """The result of a successful match: the spans of the groups in the subject. G, the
    type of a tuple of as many elements as the pattern has groups (NoneType when the checker
    could not count them), lets the checker type groups(), findall() and split()."""

    def __init__(self, pattern: "Pattern[G]", string: str, marks: list[int], pos: int, endpos: int, lastindex: int) -> None:
        self.re = pattern
        self.string = string
        self._marks = marks
        self.pos = pos
        self.endpos = endpos
        self._lastindex = lastindex

    @property
    def lastindex(self) -> int | None:
        if self._lastindex < 0:
            return None
        return self._lastindex

    @property
    def lastgroup(self) -> str | None:
        if self._lastindex < 0:
            return None
        for name in self.re.groupindex:
            if self.re.groupindex[name] == self._lastindex:
                return name
        return None

    def _index(self, name: str) -> int:
        if name in self.re.groupindex:
            return self.re.groupindex[name]
        raise IndexError("no such group")

    def _check(self, g: int) -> int:
        if g < 0 or g > self.re.groups:
            raise IndexError("no such group")
        return g

    def _get(self, g: int) -> str | None:
        b = self._marks[2 * g]
        e = self._marks[2 * g + 1]
        if b < 0 or e < 0:
            return None
        return self.string[b:e]

    def _str(self, g: int, default: str) -> str:
        b = self._marks[2 * g]
        e = self._marks[2 * g + 1]
        if b < 0 or e < 0:
            return default
        return self.string[b:e]

    def group(self) -> str:
        return self._str(0, "")

    def group(self, g: int) -> str | None:
        return self._get(self._check(g))

    def group(self, name: str) -> str | None:
        return self._get(self._index(name))

    def group(self, g1: int, g2: int) -> tuple[str | None, str | None]:
        return (self._get(self._check(g1)), self._get(self._check(g2)))

    def group(self, g1: int, g2: int, g3: int) -> tuple[str | None, str | None, str | None]:
        return (self._get(self._check(g1)), self._get(self._check(g2)), self._get(self._check(g3)))

    def group(self, n1: str, n2: str) -> tuple[str | None, str | None]:
        return (self._get(self._index(n1)), self._get(self._index(n2)))

    def __getitem__(self, g: int) -> str | None:
        return self._get(self._check(g))

    def __getitem__(self, name: str) -> str | None:
        return self._get(self._index(name))

    def groupdict(self) -> dict[str, str | None]:
        d: dict[str, str | None] = {}
        for name in self.re.groupindex:
            d[name] = self._get(self.re.groupindex[name])
        return d

    def groupdict(self, default: str) -> dict[str, str]:
        d: dict[str, str] = {}
        for name in self.re.groupindex:
            d[name] = self._str(self.re.groupindex[name], default)
        return d

    def start(self) -> int:
        return self.start(0)

    def start(self, g: int) -> int:
        return self._marks[2 * self._check(g)]

    def start(self, name: str) -> int:
        return self._marks[2 * self._index(name)]

    def end(self) -> int:
        return self.end(0)

    def end(self, g: int) -> int:
        return self._marks[2 * self._check(g) + 1]

    def end(self, name: str) -> int:
        return self._marks[2 * self._index(name) + 1]

    def span(self) -> tuple[int, int]:
        return self.span(0)

    def span(self, g: int) -> tuple[int, int]:
        k = self._check(g)
        return (self._marks[2 * k], self._marks[2 * k + 1])

    def span(self, name: str) -> tuple[int, int]:
        k = self._index(name)
        return (self._marks[2 * k], self._marks[2 * k + 1])

    def expand(self, template: str) -> str:
        return _Template(self.re.groups, self.re.groupindex, template).expand(self.string, self._marks)

    def __bool__(self) -> bool:
        return True

    def __repr__(self) -> str:
        return "<re.Match object; span=(" + str(self._marks[0]) + ", " + str(self._marks[1]) + "), match=" + _cut(repr(self.group()), 0, 50) + ">"


class Pattern[G]:
    """A compiled regular expression; G as for Match."""

    def __init__(self, pattern: str, flags: int, g: G) -> None:
        self.pattern = pattern
        self._code = _compile(pattern, flags)
        self.flags = self._code.d[len(self._code.op) - 1] | UNICODE
        if self.flags & ASCII != 0:
            self.flags = self.flags & ~UNICODE
        self.groups = self._code.groups
        self.groupindex: dict[str, int] = self._code.names
        self._lead = _lead(self._code)

    def _run(self, string: str, pos: int, endpos: int, how: int) -> Match[G] | None:
        # how: 0 match, 1 fullmatch, 2 search
        s: list[int] = [ord(ch) for ch in string]
        endpos = _clamp(endpos, len(s))
        pos = _clamp(pos, len(s))
        if pos > endpos:
            return None
        st = _State(self._code, s, pos, endpos)
        st.fullmatch = how == 1
        if not self._find(st, pos, how, False):
            return None
        return Match[G](self, string, st.marks, pos, endpos, st.lastindex)

    def _find(self, st: _State, pos: int, how: int, must_advance: bool) -> bool:
        # Matches at pos (or searches from it): on success the spans are in st.marks.
        for i in range(len(st.marks)):
            st.marks[i] = -1
        st.lastindex = -1
        first = self._code.a[len(self._code.op) - 1]
        endpos = st.end
        p = pos
        lead = self._lead
        while p <= endpos:
            if lead >= 0 and how == 2:
                # skip the places where the first character cannot match
                while p < endpos and not st.one(lead, p):
                    p += 1
                if p >= endpos:
                    return False
            st.start = p
            st.must_advance = must_advance and p == pos
            if st.match(first, p):
                st.marks[0] = p
                st.marks[1] = st.match_end
                return True
            if how != 2:
                return False
            p += 1
        return False

    def match(self, string: str, pos: int = 0, endpos: int = 9223372036854775807) -> Match[G] | None:
        return self._run(string, pos, endpos, 0)

    def fullmatch(self, string: str, pos: int = 0, endpos: int = 9223372036854775807) -> Match[G] | None:
        return self._run(string, pos, endpos, 1)

    def search(self, string: str, pos: int = 0, endpos: int = 9223372036854775807) -> Match[G] | None:
        return self._run(string, pos, endpos, 2)

    def _scan(self, string: str, pos: int, endpos: int) -> _State:
        # The state successive matches (findall, finditer, sub, split) are found in by _next.
        s: list[int] = [ord(ch) for ch in string]
        endpos = _clamp(endpos, len(s))
        pos = _clamp(pos, len(s))
        st = _State(self._code, s, pos, endpos)
        st.next_pos = pos
        if pos > endpos:
            st.next_pos = -1
        return st

    def _next(self, st: _State) -> bool:
        # The next match: after an empty match, the next one may not be empty at the same
        # place (CPython 3.7+).
        if st.next_pos < 0 or not self._find(st, st.next_pos, 2, st.advance):
            st.next_pos = -1
            return False
        st.advance = st.marks[0] == st.marks[1]
        st.next_pos = st.marks[1]
        return True

    def finditer(self, string: str, pos: int = 0, endpos: int = 9223372036854775807) -> list[Match[G]]:
        st = self._scan(string, pos, endpos)
        out: list[Match[G]] = []
        while self._next(st):
            out.append(Match[G](self, string, st.marks[:], pos, st.end, st.lastindex))
        return out

    def findall(self, string: str, pos: int = 0, endpos: int = 9223372036854775807) -> list[str]:
        # With two groups or more, the checker calls a comprehension making tuples instead.
        return self._findall(string, pos, endpos)

    def _findall(self, string: str, pos: int, endpos: int) -> list[str]:
        out: list[str] = []
        st = self._scan(string, pos, endpos)
        g = 2 * self.groups
        while self._next(st):
            b = st.marks[g]
            e = st.marks[g + 1]
            if b >= 0 and e >= 0:
                out.append(string[b:e])
            else:
                out.append("")
        return out

    def split(self, string: str, maxsplit: int = 0) -> list[str]:
        # With groups, the checker calls _split_groups instead.
        return self._split(string, maxsplit)

    def _split(self, string: str, maxsplit: int) -> list[str]:
        out: list[str] = []
        last = 0
        st = self._scan(string, 0, len(string))
        while (maxsplit <= 0 or len(out) < maxsplit) and self._next(st):
            out.append(string[last:st.marks[0]])
            last = st.marks[1]
        out.append(string[last:])
        return out

    def _split_groups(self, string: str, maxsplit: int = 0) -> list[str | None]:
        # split() of a pattern with groups: an unmatched group is None.
        out: list[str | None] = []
        last = 0
        n = 0
        st = self._scan(string, 0, len(string))
        while (maxsplit <= 0 or n < maxsplit) and self._next(st):
            out.append(string[last:st.marks[0]])
            for g in range(1, self.groups + 1):
                b = st.marks[2 * g]
                e = st.marks[2 * g + 1]
                if b >= 0 and e >= 0:
                    out.append(string[b:e])
                else:
                    out.append(None)
            last = st.marks[1]
            n += 1
        out.append(string[last:])
        return out

    def _subn(self, repl: str, string: str, count: int) -> tuple[str, int]:
        parts: list[str] = []
        last = 0
        n = 0
        t = _Template(self.groups, self.groupindex, repl)
        st = self._scan(string, 0, len(string))
        while (count <= 0 or n < count) and self._next(st):
            parts.append(string[last:st.marks[0]])
            parts.append(t.expand(string, st.marks))
            last = st.marks[1]
            n += 1
        parts.append(string[last:])
        return ("".join(parts), n)

    def _subn(self, repl, string: str, count: int) -> tuple[str, int]:
        parts: list[str] = []
        last = 0
        n = 0
        st = self._scan(string, 0, len(string))
        while (count <= 0 or n < count) and self._next(st):
            parts.append(string[last:st.marks[0]])
            parts.append(repl(Match[G](self, string, st.marks[:], 0, st.end, st.lastindex)))
            last = st.marks[1]
            n += 1
        parts.append(string[last:])
        return ("".join(parts), n)

    def sub(self, repl, string: str, count: int = 0) -> str:
        return self._subn(repl, string, count)[0]

    def subn(self, repl, string: str, count: int = 0) -> tuple[str, int]:
        return self._subn(repl, string, count)

    def __repr__(self) -> str:
        r = repr(self.pattern)
        if len(r) > 200:
            r = r[:200]
        f = self.flags & ~UNICODE
        if f == 0:
            return "re.compile(" + r + ")"
        return "re.compile(" + r + ", " + _flag_names(f) + ")"

    def __eq__(self, other: "Pattern[G]") -> bool:
        return self.pattern == other.pattern and self.flags == other.flags


def _clamp(i: int, n: int) -> int:
    if i < 0:
        return 0
    if i > n:
        return n
    return i


def _lead(code: _Code) -> int:
    # The single-character node every match starts with, or -1: search skips to where it
    # matches.
    n = code.a[len(code.op) - 1]
    while True:
        op = code.op[n]
        if op == _EMPTY or (op == _MARK and code.a[n] % 2 == 0):
            n = code.nxt[n]
        elif op == _LIT or op == _SET or op == _CAT or op == _ANY:
            return n
        elif op == _ONE and code.b[n] >= 1:
            return code.a[n]
        else:
            return -1


def _flag_names(f: int) -> str:
    names: list[str] = []
    if f & IGNORECASE != 0:
        names.append("re.IGNORECASE")
    if f & LOCALE != 0:
        names.append("re.LOCALE")
    if f & MULTILINE != 0:
        names.append("re.MULTILINE")
    if f & DOTALL != 0:
        names.append("re.DOTALL")
    if f & VERBOSE != 0:
        names.append("re.VERBOSE")
    if f & ASCII != 0:
        names.append("re.ASCII")
    return "|".join(names)


class _Template:
    """A sub() replacement string, parsed once: literal pieces and group numbers (-1 for a
    literal piece), as CPython's re._parser.parse_template."""

    def __init__(self, groups: int, names: dict[str, int], repl: str) -> None:
        self.lits: list[str] = []
        self.refs: list[int] = []
        src = repl
        n = len(src)
        i = 0
        lit: list[str] = []
        while i < n:
            ch = src[i]
            if ch != "\\":
                lit.append(ch)
                i += 1
                continue
            start = i
            i += 1
            if i >= n:
                raise error("bad escape (end of pattern)", repl, start)
            c = src[i]
            i += 1
            if c == "g":
                if i >= n or src[i] != "<":
                    raise error("missing <", repl, i)
                j = i + 1
                while j < n and src[j] != ">":
                    j += 1
                if j >= n:
                    raise error("missing >, unterminated name", repl, i + 1)
                name = _cut(src, i + 1, j)
                if name == "":
                    raise error("missing group name", repl, i + 1)
                g = 0
                if name.isdigit() and name.isascii():
                    g = int(name)
                    if g > groups:
                        raise error("invalid group reference " + name, repl, i + 1)
                elif name.isidentifier():
                    if name not in names:
                        raise IndexError("unknown group name '" + name + "'")
                    g = names[name]
                else:
                    raise error("bad character in group name '" + name + "'", repl, i + 1)
                i = j + 1
                self._ref(lit, g)
                lit = []
            elif c == "0":
                v = 0
                k = 0
                while k < 2 and i < n and src[i] >= "0" and src[i] <= "7":
                    v = v * 8 + ord(src[i]) - 48
                    i += 1
                    k += 1
                lit.append(chr(v))
            elif c >= "1" and c <= "9":
                if i + 1 < n and c <= "7" and src[i] >= "0" and src[i] <= "7" and src[i + 1] >= "0" and src[i + 1] <= "7":
                    v = (ord(c) - 48) * 64 + (ord(src[i]) - 48) * 8 + ord(src[i + 1]) - 48
                    i += 2
                    if v > 255:
                        raise error("octal escape value " + _cut(src, start, i) + " outside of range 0-0o377", repl, start)
                    lit.append(chr(v))
                    continue
                g = ord(c) - 48
                if i < n and src[i] >= "0" and src[i] <= "9":
                    g = g * 10 + ord(src[i]) - 48
                    i += 1
                if g > groups:
                    raise error("invalid group reference " + str(g), repl, start + 1)
                self._ref(lit, g)
                lit = []
            elif c == "n":
                lit.append("\n")
            elif c == "t":
                lit.append("\t")
            elif c == "r":
                lit.append("\r")
            elif c == "f":
                lit.append("\f")
            elif c == "v":
                lit.append("\v")
            elif c == "a":
                lit.append("\a")
            elif c == "b":
                lit.append("\b")
            elif c == "\\":
                lit.append("\\")
            elif c.isascii() and c.isalnum():
                raise error("bad escape \\" + c, repl, start)
            else:
                lit.append("\\")
                lit.append(c)
        self.lits.append("".join(lit))
        self.refs.append(-1)

    def _ref(self, lit: list[str], g: int) -> None:
        self.lits.append("".join(lit))
        self.refs.append(-1)
        self.lits.append("")
        self.refs.append(g)

    def expand(self, string: str, marks: list[int]) -> str:
        out: list[str] = []
        for i in range(len(self.refs)):
            g = self.refs[i]
            if g < 0:
                out.append(self.lits[i])
            elif marks[2 * g] >= 0 and marks[2 * g + 1] >= 0:
                out.append(string[marks[2 * g]:marks[2 * g + 1]])
        return "".join(out)


# The module's functions. A call whose pattern is a string constant calls the _NAME_t variant
# instead, given a tuple with as many elements as the pattern has groups (types/re.go), so
# that its Pattern and Match types know the group count; otherwise they know none (NoneType).

def compile(pattern: str, flags: int = 0) -> Pattern[None]:
    return Pattern(pattern, flags, None)


def _compile_t(pattern: str, g, flags: int = 0):
    return Pattern(pattern, flags, g)


def match(pattern: str, string: str, flags: int = 0) -> Match[None] | None:
    return compile(pattern, flags).match(string)


def _match_t(pattern: str, g, string: str, flags: int = 0):
    return _compile_t(pattern, g, flags).match(string)


def fullmatch(pattern: str, string: str, flags: int = 0) -> Match[None] | None:
    return compile(pattern, flags).fullmatch(string)


def _fullmatch_t(pattern: str, g, string: str, flags: int = 0):
    return _compile_t(pattern, g, flags).fullmatch(string)


def search(pattern: str, string: str, flags: int = 0) -> Match[None] | None:
    return compile(pattern, flags).search(string)


def _search_t(pattern: str, g, string: str, flags: int = 0):
    return _compile_t(pattern, g, flags).search(string)


def finditer(pattern: str, string: str, flags: int = 0) -> list[Match[None]]:
    return compile(pattern, flags).finditer(string)


def _finditer_t(pattern: str, g, string: str, flags: int = 0):
    return _compile_t(pattern, g, flags).finditer(string)


def _findall_t(pattern: str, g, string: str, flags: int = 0):
    return _compile_t(pattern, g, flags).findall(string)


def _split_t(pattern: str, g, string: str, maxsplit: int = 0, flags: int = 0):
    return _compile_t(pattern, g, flags).split(string, maxsplit)


def sub(pattern: str, repl, string: str, count: int = 0, flags: int = 0) -> str:
    return compile(pattern, flags).sub(repl, string, count)


def _sub_t(pattern: str, g, repl, string: str, count: int = 0, flags: int = 0) -> str:
    return _compile_t(pattern, g, flags).sub(repl, string, count)


def subn(pattern: str, repl, string: str, count: int = 0, flags: int = 0) -> tuple[str, int]:
    return compile(pattern, flags).subn(repl, string, count)


def _subn_t(pattern: str, g, repl, string: str, count: int = 0, flags: int = 0) -> tuple[str, int]:
    return _compile_t(pattern, g, flags).subn(repl, string, count)


def findall(pattern: str, string: str, flags: int = 0) -> list[str]:
    # Only through _findall_t: the checker refuses a pattern it cannot count the groups of.
    return compile(pattern, flags)._findall(string, 0, len(string))


def split(pattern: str, string: str, maxsplit: int = 0, flags: int = 0) -> list[str]:
    # Only through _split_t, as findall.
    return compile(pattern, flags)._split(string, maxsplit)


def escape(pattern: str) -> str:
    # CPython escapes the characters special in a pattern, and whitespace.
    out: list[str] = []
    for ch in pattern:
        if ch in "()[]{}?*+-|^$\\.&~# \t\n\r\v\f":
            out.append("\\")
        out.append(ch)
    return "".join(out)


def purge() -> None:
    pass


def _cut(s: str, b: int, e: int) -> str:
    return s[b:e]
