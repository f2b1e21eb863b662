// Parser tests: CPython conformance of the AST dump and of syntax errors, and fuzzing.
package syntax

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"unicode/utf8"
)

var validSnippets = []string{
	"x = 1\n",
	"x = 1",
	"",
	"\n\n# comment only\n",
	"pass\n",
	"f(a, *b, c=1, **d)\n",
	"x[1:2, ::3]\n",
	"-2**2\n",
	"a if b else c if d else e\n",
	"not a == b\n",
	"a and b or c and not d\n",
	"lambda: (yield)\n",
	"def f(a, /, b, *, c): pass\n",
	"def f(*, a=1, b): pass\n",
	"def f(a, b=1, *c, d, e=2, **f): return a\n",
	"def f[T](x: T) -> T: return x\n"[:0] + "def f(x: 'T') -> 'T': return x\n",
	"class A: pass\n",
	"class A(): pass\n",
	"class A(B, C, **kw): x = 1\n",
	"@a.b\n@c()\nclass A:\n    pass\n",
	"if a:\n    b\nelif c:\n    d\nelif e:\n    f\nelse:\n    g\n",
	"for x in 1, 2:\n    pass\n",
	"for x, in y: pass\n",
	"for (a, b), c in d: pass\n",
	"while x:\n    x -= 1\nelse:\n    pass\n",
	"try:\n    pass\nexcept* ValueError:\n    pass\nexcept* (TypeError, KeyError) as e:\n    pass\n",
	"try:\n    pass\nfinally:\n    pass\n",
	"with a as (b, c), d as [e, f]: pass\n",
	"with (a as b): pass\n",
	"with (a, b) as c: pass\n",
	"with (a): pass\n",
	"with (a)(b) as c: pass\n",
	"del (a, b), [c]\n",
	"del a,\n",
	"import a.b\n",
	"from .a import b as c\n",
	"global a, b\n",
	"x = yield\n",
	"def g():\n    x = yield from y\n    yield a, b\n",
	"x: int\n",
	"(x): int = 1\n",
	"x.y: int = 1\n",
	"x[0]: int = yield\n",
	"a = b = c = d\n",
	"a, b = b, a\n",
	"[a, *b] = c\n",
	"x = (a)(b)\n",
	"x = (a) + (b)\n",
	"x = ((a, b))\n",
	"x = (a).b\n",
	"x = a.b.c.d\n",
	"x = a[b][c]\n",
	"x = a[b, c]\n",
	"x = a[b,]\n",
	"x = a[*b]\n",
	"x = a[:]\n",
	"x = a[::]\n",
	"x = a[1:]\n",
	"x = a[:2]\n",
	"x = a[x:=1]\n",
	"x = {}\n",
	"x = {**a}\n",
	"x = {**a, 'b': 1,}\n",
	"x = {a: b for a, b in c if d}\n",
	"x = [a for b in c for d in e if f if g]\n",
	"x = [(yield) for a in b]\n"[:0] + "x = [a async for a in b]\n",
	"f(a)(b)(c)\n",
	"f(a for a in b)\n",
	"f(*a, *b, c, d=1, *e, **f, g=2)\n",
	"f(x=1)\n",
	"f(a,)\n",
	"x = not not a\n",
	"x = ~~a\n",
	"x = a ** b ** c\n",
	"x = a ** -b\n",
	"x = await a ** b\n"[:0] + "async def f():\n    x = await a ** b\n",
	"x = a @ b\n",
	"x = 1 if 2 else 3\n",
	"x = lambda a, b=1, *c, d, **e: a\n",
	"x = lambda *, a: a\n",
	"x = lambda a, /: a\n",
	"x = 'a' 'b' 'c'\n",
	"x = b'a' b'b'\n",
	"x = u'a' 'b'\n",
	"x = 'a' u'b'\n",
	"x = ''\n",
	"x = '\\x00\\x7f\\x80\\xff\\u0100\\uffff'\n",
	"x = '\\ud800'\n",
	"x = \"it's\"\n",
	"x = 'say \"hi\"'\n",
	"x = 'both \\' and \"'\n",
	"x = b'\\x00\\xff\\'\"'\n",
	"x = 0\n", "x = 00\n", "x = 0_0\n", "x = 1e5\n", "x = 1E-5\n", "x = 1e16\n", "x = 1e15\n",
	"x = 0.0001\n", "x = 0.00001\n", "x = 1.5e300\n", "x = 0j\n", "x = 1e20j\n", "x = .5j\n",
	"x = 0xdead_beef\n", "x = 0O777\n", "x = 0B1\n", "x = 1_0.0_1e+1_0\n",
	"x = 1if y else 2\n",
	"x = ...\n",
	"f'{a}{b}'\n",
	"f'{a!r:{b}{c}}'\n",
	"f'x{a}y' 'z'\n",
	"'a' f'{b}'\n",
	"f'{a}' f'{b}'\n",
	"f'{{}}'\n",
	"f'{a:{{b}}}'\n"[:0] + "f'{a:}'\n",
	"f'{a!r:}'\n",
	"f'{x:=^10}'\n",
	"f'{x==y}'\n",
	"f'{x!=y}'\n",
	"f'a {b=} c {d = !s:>{e}} f'\n",
	"f'''{\nx\n}'''\n",
	"f'{a[\"b\"]}'\n",
	"f'{(lambda x: x)(1)}'\n",
	"x = f'''\n  {a}\n  {b!r}\n'''\n",
	"if x:\n\tpass\n",
	"if x:\n        a\n        if y:\n                b\n        c\n",
	"if x:\n  pass\n\n  \n# c\n  pass\n",
	"x = [1,\n# comment\n  2]\n",
	"x = 1 \\\n  + 2\n",
	"def f():\n    pass\n\n\n\n",
	"def f():\n    pass\n    # trailing comment\n",
	"def f():\n    return (\n        1\n    )\n",
	"def f(): pass; pass\n",
	"if a: b; c;\n",
	"class C:\n    def f(self): pass\n    x = 1\n",
	"x = \\\n 1\n",
	"é = 1\nnaïve = é\n",
	"x = 'é' + \"€\" # ünïcode comment\n",
	"x = a.b(c)[d:e]\n",
	"print(match, type, case, _)\n",
	"match = 1\n",
	"match(x)\n",
	"match[x] = 3\n",
	"type = 1\ntype(x)\n",
	"x = a if b else lambda: c\n",
	"x = [i for i in range(3)][0]\n",
	"x = (i for i in range(3))\n",
	"x = {i for i in range(3)}\n",
	"x = not a in b\n",
	"x = a is not b is c\n",
	"x = a < b\n",
	"x = (a := 1, b := 2)\n",
	"if (n := len(a)) > 10: pass\n",
	"while chunk := f.read(): pass\n",
	"x = [y := 1, y**2]\n",
	"raise\n",
	"raise E\n",
	"return\n"[:0] + "def f():\n    return *a, b\n",
	"assert x\n",
	"x = *a, *b\n",
	"*a, b = c\n",
	"for *a, b in c: pass\n",
	"x = a.b.c(d=e)[f].g\n",
	"@property\ndef f(): pass\n",
	"@(lambda f: f)\ndef f(): pass\n",
	"async def f():\n    async with a as b, c as d: pass\n    async for a in b: pass\n    await x\n",
	"def f(*args, **kwargs): pass\n",
	"def f(a, b, /): pass\n",
	"def f(a=1, /, b=2): pass\n",
	"class C(metaclass=M): pass\n",
	"x = \"\"\"a\n\"\"\" \"b\"\n",
	"x = (\n    'a'\n    'b'\n)\n",
	"x = (  # comment\n    1\n)\n",
	"x = [\n]\n",
	"x =(1)\n",
	"x[a:b, c:d] = e\n",
	"x.y = z\n",
	"x.y.z += 1\n",
	"x[0] **= 2\n",
	"del x.y, x[0]\n",
	"nonlocal_ = 1\n",
	"x = 1;\n",
	"x = 1  \n",
	"x = 1\r\ny = 2\r\n",
	"\x0cx = 1\n",
	"if x:\n    pass\n\x0c\ny = 1\n",
	// match statements and the soft keywords match, case and _
	"match x:\n    case 1:\n        pass\n",
	"match x,:\n    case None | True | False | -1 | 1+2j | -1-2j | a.b.c | 'x' 'y' | f'{a}': pass\n",
	"match x, *y:\n    case [a, *_] | (1, *r) | [] | () | (a,) | [*_, b,]: pass\n",
	"match -x:\n    case {1: _, a.b: c, **rest} | {} | {**r,} | {None: 1, -1: 2, 'a': 3, 1-1j: 4,}: pass\n",
	"match (x):\n    case C() | C(1) | a.C(x, y=[*_], z=(1,)) | C(a, b=c,): pass\n",
	"match [x]:\n    case (x) as y if y:\n        pass\n    case a, *b,:\n        pass\n    case _:\n        pass\n",
	"match x:\n    case [(a | b) as c, ((d)), [e, f], *_,] | ((a, b)) | (a,): pass\n",
	"match x:\n    case a if b := c: pass\n    case {'k': [1, {'j': C(x=1)}]}: pass\n",
	"match match:\n    case case: pass\n",
	"match = 1\nmatch(x)\nmatch[x] = 3\nmatch.x: int = 1\nmatch -x\nmatch, case = _, 1\n",
	"case = match\n_ = case\nmatch * x\n",
	"def f():\n    match x:\n        case 1:\n            return\n    return match\n",
	// \N{...} escapes: names, aliases, any case; CJK and Hangul names are computed
	"x = '\\N{LATIN SMALL LETTER A}\\N{latin small letter a}\\N{Em Dash}\\N{LF}\\N{byte order mark}'\n",
	"x = '\\N{CJK UNIFIED IDEOGRAPH-4E00}\\N{CJK UNIFIED IDEOGRAPH-2A6DF}\\N{CJK COMPATIBILITY IDEOGRAPH-F900}'\n",
	"x = '\\N{HANGUL SYLLABLE GAG}\\N{HANGUL SYLLABLE GGAGG}\\N{HANGUL SYLLABLE A}\\N{DEVANAGARI LETTER A}'\n",
	"x = f'\\N{GREEK CAPITAL LETTER DELTA}{x}\\N{BULLET}', b'\\N{X}', rb'\\N{X}'\n",
	"\ufeffx = 1; y = (2,\n 3)\n",
	"\ufeff# coding: utf-8\nx = 1\n",
	"ｗｉｄｔｈ = µ = ℌ = ﬁ = 1\nprint(ｗｉｄｔｈ, ﬁx)\n",
	"x = u'é\\N{SNOWMAN}' '\\N{ZERO WIDTH SPACE}\\N{ALERT}\\N{END OF TRANSMISSION}'\n",
}

// errorSnippets are sources CPython rejects; the test checks our first error against
// python3's (line, offset, message). The comments give what python3 3.11 printed.
var errorSnippets = []string{
	"if x:\n  a\n    b\n",                    // 3 4 unexpected indent
	"if x:\n    a\n  b\n",                    // 3 4 unindent does not match any outer indentation level
	"(1, 2\n",                                // 1 1 '(' was never closed
	"x = 'abc\n",                             // 1 5 unterminated string literal (detected at line 1)
	"x = '''abc\n\n",                         // 1 5 unterminated triple-quoted string literal (detected at line 2)
	"if x = 1:\n  pass\n",                    // 1 4 invalid syntax. Maybe you meant '==' or ':=' instead of '='?
	"if x\n  pass\n",                         // 1 5 expected ':'
	"if x:\npass\n",                          // 2 1 expected an indented block after 'if' statement on line 1
	"def f():\nreturn\n",                     // 2 1 expected an indented block after function definition on line 1
	"1 = x\n",                                // cannot assign to literal here. Maybe you meant '==' instead of '='?
	"x + 1 = 2\n",                            // cannot assign to expression here...
	"f() = 1\n",                              // cannot assign to function call here...
	"x = = 1\n",                              // invalid syntax
	"x = $\n",                                // invalid syntax
	"a ) \n",                                 // unmatched ')'
	"(a ]\n",                                 // closing parenthesis ']' does not match opening parenthesis '('
	"(a\n]\n",                                // ... on line 1
	"x = 1 +\n",                              // invalid syntax
	"  x = 1\n",                              // unexpected indent
	"x = (1,\ny = 2\n",                       // '(' was never closed
	"x = 1\n(\n",                             // '(' was never closed
	"for x in y\n  pass\n",                   // expected ':'
	"while x = 1:\n  pass\n",                 // invalid syntax. Maybe you meant '==' ...
	"class C\n  pass\n",                      // expected ':'
	"x = 0777\n",                             // leading zeros ...
	"x = 1abc\n",                             // invalid decimal literal
	"x = 0x\n",                               // invalid hexadecimal literal
	"x = 123abc\n",                           // invalid decimal literal
	"x = 0x1g\n",                             // invalid hexadecimal literal
	"x = 0b12\n",                             // invalid digit '2' in binary literal
	"x = 0o8\n",                              // invalid digit '8' in octal literal
	"x = 1_\n",                               // invalid decimal literal
	"x = 1__0\n",                             // invalid decimal literal
	"x = 0_7\n",                              // leading zeros
	"x = 1e\n",                               // invalid decimal literal
	"x = 1.5j2\n",                            // invalid imaginary literal
	"(a, b) += 1\n",                          // 'tuple' is an illegal expression for augmented assignment
	"del 1\n",                                // cannot delete literal
	"f(x=1, y)\n",                            // positional argument follows keyword argument
	"f(**x, *y)\n",                           // iterable argument unpacking follows keyword argument unpacking
	"x = 'a' b'c'\n",                         // cannot mix bytes and nonbytes literals
	"try:\n  pass\nx = 1\n",                  // expected 'except' or 'finally' block
	"else:\n  pass\n",                        // invalid syntax
	"if x:\n  pass\nelse:\nx\n",              // expected an indented block after 'else' statement on line 3
	"x = é€\n",                               // invalid character '€' (U+20AC)
	"x = 1 \\ 2\n",                           // unexpected character after line continuation character
	"x = \\",                                 // unexpected EOF while parsing
	"a := 1\n",                               // invalid syntax
	"def f(a=1, b): pass\n",                  // non-default argument follows default argument
	"x = [1, 2\n\nz = 3\n",                   // '[' was never closed
	"with a as 1:\n  pass\n",                 // cannot assign to literal
	"for 1 in x: pass\n",                     // cannot assign to literal
	"x = f(a for a in b, c)\n",               // Generator expression must be parenthesized
	"\tif x:\n        a\n\tb\n",              // unexpected indent
	"if x:\n\ta\n        b\n",                // inconsistent use of tabs and spaces in indentation
	"x = 5 if y\n",                           // expected 'else' after 'if' expression
	"import\n",                               // invalid syntax
	"from x import\n",                        // invalid syntax
	"def f(:\n  pass\n",                      // invalid syntax
	"x = {1: 2, 3}\n",                        // ':' expected after dictionary key
	"None = 1\n",                             // cannot assign to None
	"True += 1\n",                            // 'True' is an illegal expression for augmented assignment
	"x.y: int, z = 1\n",                      // invalid syntax
	"x = 'a\\\n",                             // unterminated string literal
	"a b\n",                                  // invalid syntax
	"x = (1 2)\n",                            // invalid syntax. Perhaps you forgot a comma?
	"f(a b)\n",                               // ... Perhaps you forgot a comma?
	"x = [a b]\n",                            // ... Perhaps you forgot a comma?
	"x = yield = 3\n",                        // assignment to yield expression not possible
	"x = 1 if 2 else\n",                      // invalid syntax
	"x.1\n",                                  // invalid syntax
	"@\ndef f(): pass\n",                     // invalid syntax
	"a, b += 1\n",                            // 'tuple' is an illegal expression for augmented assignment
	"x = (a for a in b) = 2\n",               // cannot assign to generator expression
	"def f(*): pass\n",                       // named arguments must follow bare *
	"def f(**k, a): pass\n",                  // arguments cannot follow var-keyword argument
	"def f(*, **k): pass\n",                  // named arguments must follow bare *
	"x = not\n",                              // invalid syntax
	"a.b.c = 1 = 2\n",                        // cannot assign to literal
	"(yield) = 1\n",                          // cannot assign to yield expression here...
	"f(1=2)\n",                               // expression cannot contain assignment
	"f(a+1=2)\n",                             // expression cannot contain assignment
	"x: int = 1 = 2\n",                       // invalid syntax
	"[x for x in]\n",                         // invalid syntax
	"async = 1\n",                            // invalid syntax
	"import a.b as c.d\n",                    // invalid syntax
	"from x import (*)\n",                    // invalid syntax
	"x = {**a: 1}\n",                         // invalid syntax
	"x = 1\ny = (\n  a b\n",                  // '(' was never closed
	"if x:\n  pass\n else:\n  pass\n",        // unindent does not match
	"def f():\n  x = 1\n   y\n",              // unexpected indent
	"x = 1 = 2 +\n",                          // invalid syntax
	"f'{x'\n"[:0] + "x = (\n",                // '(' was never closed
	"for x in range(10):\npass\n",            // expected an indented block after 'for' statement on line 1
	"while x:\npass\n",                       // ... 'while' statement
	"class C:\npass\n",                       // ... class definition
	"try:\npass\n",                           // ... 'try' statement
	"try:\n  pass\nexcept:\npass\n",          // ... 'except' statement
	"try:\n  pass\nfinally:\npass\n",         // ... 'finally' statement
	"with x:\npass\n",                        // ... 'with' statement
	"if x:\n  pass\nelif y:\npass\n",         // ... 'elif' statement
	"def f()\n  pass\n",                      // expected ':'
	"x = ((((((((((((((((((((((((((((((",     // '(' was never closed
	"x = )\n",                                // unmatched ')'
	"x = [1, 2)\n",                           // closing parenthesis
	"def f(x):\n  return x\n y = 1\n",        // unindent does not match
	"x = 1\n  y = 2\n",                       // unexpected indent
	"if True:\n    x = (\n",                  // '(' was never closed
	"x = 'abc' 'def\n",                       // unterminated string literal
	"x = \"\"\"\n\n\n",                       // unterminated triple-quoted string literal (detected at line 4)
	"lambda x: yield\n",                      // invalid syntax
	"f(**a, b)\n",                            // positional argument follows keyword argument unpacking
	"x += yield = 1\n",                       // invalid syntax
	"except:\n  pass\n",                      // invalid syntax
	"class\n",                                // invalid syntax
	"def\n",                                  // invalid syntax
	"x = 1 2\n",                              // invalid syntax
	"print 'x'\n"[:0] + "x = a.\n",           // invalid syntax
	"x = [1, 2, 3\ny = 4\n",                  // '[' was never closed
	"if x:\n    pass\n  else:\n    pass\n",   // unindent does not match
	"x = 'ab\ncd'\n",                         // unterminated string literal
	"x = 5 +* 3\n",                           // invalid syntax
	"x = 1; ;\n",                             // invalid syntax
	"f(,)\n",                                 // invalid syntax
	"x = (,)\n",                              // invalid syntax
	"x = {,}\n",                              // invalid syntax
	"from . import a, b,\n",                  // trailing comma not allowed without surrounding parentheses
	"try:\n  pass\nexcept A, B:\n  pass\n",   // multiple exception types must be parenthesized
	"x = 1 if\n",                             // invalid syntax
	"match x\n    case 1: pass\n",            // expected ':'
	"match x y:\n  case 1: pass\n",           // invalid syntax
	"match x:\npass\n",                       // expected an indented block after 'match' statement on line 1
	"match x:\n    case 1\n        pass\n",   // expected ':'
	"match x:\n    case 1:\n    pass\n",      // expected an indented block after 'case' statement on line 2
	"match x:\n    case a as _: pass\n",      // cannot use '_' as a target
	"match x:\n    case a as 1: pass\n",      // invalid pattern target
	"match x:\n    case C(a=1, b): pass\n",   // positional patterns follow keyword patterns
	"match x:\n    case 1+2: pass\n",         // imaginary number required in complex literal
	"match x:\n    case 1j+2j: pass\n",       // real number required in complex literal
	"match x:\n    x = 1\n",                  // invalid syntax
	"match x:\n    case {**a, 1: b}: pass\n", // invalid syntax
	"match x:\n    case *a: pass\n",          // invalid syntax
	"match x:\n    case {a: 1}: pass\n",      // invalid syntax
	"match x:\n    case _.a: pass\n",         // invalid syntax
	"match *x:\n    case 1: pass\n",          // invalid syntax
	"match x: pass\n",                        // invalid syntax
	"match x:\n    case -(1): pass\n",        // invalid syntax
	"match x:\n    case 1 | a as b as c: pass\n",                // invalid syntax
	"match x:\n    case (*a): pass\n",                           // invalid syntax
	"match x:\n    case C(*a): pass\n",                          // invalid syntax
	"match x:\n    case {**_}: pass\n",                          // invalid syntax
	"match x:\n    case a.b = 1: pass\n",                        // invalid syntax
	"x = 'ab\\N{NOPE}'\n",                                       // (unicode error) ... position 2-9: unknown Unicode character name
	"x = ('é' 'ab\\N{LATIN SMALL LETTER Ä}'\n)",                 // unknown Unicode character name
	"x = 'é\\N{latin small letter ä}'\n",                        // positions count é as 10
	"x = '\\N{cjk unified ideograph-4e00}'\n",                   // unknown Unicode character name
	"x = '\\N{CJK UNIFIED IDEOGRAPH-4e00}'\n",                   // unknown Unicode character name
	"x = '\\N{CJK UNIFIED IDEOGRAPH-2A6E0}'\n",                  // unknown Unicode character name
	"x = '\\N{hangul syllable gag}'\n",                          // unknown Unicode character name
	"x = '\\N{LATIN CAPITAL LETTER A WITH MACRON AND GRAVE}'\n", // a named sequence
	"x = '\\N{  LATIN SMALL LETTER A}'\n",                       // unknown Unicode character name
	"x = 'x\\N'\n",                                              // malformed \N character escape
	"x = 'x\\N{'\n",                                             // malformed
	"x = 'x\\N{}'\n",                                            // malformed
	"x = 'x\\Nab'\n",                                            // malformed
	"x = 'x\\N{ABC'\n",                                          // malformed
	"x = f'{x}\\N{NOPE}'\n",                                     // unknown, counted from after the field
	"x = f'a{{\\N{NOPE}'\n",                                     // unknown
	"x = 'é\\x4'\n",                                             // truncated \xXX escape
	"x = 'ab\\U0011ffff'\n",                                     // illegal Unicode character
	"x = b'ab\\x4'\n",                                           // (value error) invalid \x escape at position 2
	"\ufeffx = (1 2)\n",                                         // invalid syntax. Perhaps you forgot a comma?
	"x = 'abc' 'd\\N{NO}'\n",                                    // unknown Unicode character name
}

// charColumn converts our byte column on the 1-based line of src to CPython's character
// offset.
func charColumn(src string, line, col int) int {
	lines := strings.SplitAfter(src, "\n")
	if line < 1 || line > len(lines) {
		return col
	}
	l := lines[line-1]
	if line == 1 {
		l = strings.TrimPrefix(l, "\ufeff") // columns do not count a byte order mark
	}
	if col-1 > len(l) {
		return col
	}
	return utf8.RuneCountInString(l[:col-1]) + 1
}

func testdataSources(t testing.TB) map[string]string {
	files, _ := filepath.Glob("testdata/*.py")
	out := map[string]string{}
	for _, f := range files {
		b, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		out[f] = string(b)
	}
	return out
}

func dumpSource(src string) (string, ErrorList, *FileSet) {
	fset := NewFileSet()
	m, errs := ParseFile(fset, "x.py", []byte(src))
	return Dump(m), errs, fset
}

func TestParseMatchesCPython(t *testing.T) {
	names := []string{}
	srcs := []string{}
	for i, s := range validSnippets {
		names = append(names, "snippet "+string(rune('0'+i%10))+" #"+itoa(i))
		srcs = append(srcs, s)
	}
	for name, s := range testdataSources(t) {
		names = append(names, name)
		srcs = append(srcs, s)
	}
	res, ok, err := python(srcs)
	if !ok {
		t.Skip("python3 not installed")
	}
	if err != nil {
		t.Fatal(err)
	}
	for i, src := range srcs {
		want := res[i]
		got, errs, fset := dumpSource(src)
		if want.Err {
			t.Errorf("%s: python3 rejects %q: %d:%d %s", names[i], src, want.Line, want.Offset, want.Msg)
			continue
		}
		if len(errs) > 0 {
			t.Errorf("%s: %q: unexpected error %s", names[i], src, errs[0].Format(fset))
			continue
		}
		if got != want.Dump {
			t.Errorf("%s: %.200q:\n%s", names[i], src, firstDiff(got, want.Dump))
		}
	}
}

func firstDiff(a, b string) string {
	i := 0
	for i < len(a) && i < len(b) && a[i] == b[i] {
		i++
	}
	from := i - 80
	if from < 0 {
		from = 0
	}
	end := func(s string) string {
		if i+80 < len(s) {
			return s[from : i+80]
		}
		return s[from:]
	}
	return "diff at " + itoa(i) + ":\n got ..." + end(a) + "\nwant ..." + end(b)
}

func itoa(i int) string {
	if i == 0 {
		return "0"
	}
	s := ""
	neg := i < 0
	if neg {
		i = -i
	}
	for i > 0 {
		s = string(rune('0'+i%10)) + s
		i /= 10
	}
	if neg {
		s = "-" + s
	}
	return s
}

func TestSyntaxErrorsMatchCPython(t *testing.T) {
	res, ok, err := python(errorSnippets)
	if !ok {
		t.Skip("python3 not installed")
	}
	if err != nil {
		t.Fatal(err)
	}
	for i, src := range errorSnippets {
		want := res[i]
		if !want.Err {
			t.Errorf("%q: python3 accepts it", src)
			continue
		}
		fset := NewFileSet()
		_, errs := ParseFile(fset, "x.py", []byte(src))
		if len(errs) == 0 {
			t.Errorf("%q: no error; want %d:%d %s", src, want.Line, want.Offset, want.Msg)
			continue
		}
		p := fset.Position(errs[0].Pos)
		col := charColumn(src, p.Line, p.Column)
		if strings.HasPrefix(want.Msg, "(unicode error)") {
			col = p.Column // CPython gives these in bytes, not characters
		}
		if p.Line != want.Line || col != want.Offset || errs[0].Msg != want.Msg {
			t.Errorf("%q:\n got %d:%d %s\nwant %d:%d %s", src, p.Line, col, errs[0].Msg, want.Line, want.Offset, want.Msg)
		}
	}
}

// TestKilnErrors covers errors that are Kiln's own (no CPython counterpart).
func TestKilnErrors(t *testing.T) {
	tests := []struct {
		src       string
		line, col int
		msg       string
	}{
		{strings.Repeat("-", 5000) + "1\n", 1, 1000, "too many nested parentheses"},
	}
	for _, tt := range tests {
		fset := NewFileSet()
		_, errs := ParseFile(fset, "x.py", []byte(tt.src))
		if len(errs) == 0 {
			t.Errorf("%.40q: no error", tt.src)
			continue
		}
		p := fset.Position(errs[0].Pos)
		if p.Line != tt.line || p.Column != tt.col || errs[0].Msg != tt.msg {
			t.Errorf("%.40q: got %d:%d %s, want %d:%d %s", tt.src, p.Line, p.Column, errs[0].Msg, tt.line, tt.col, tt.msg)
		}
	}
}

func TestCImport(t *testing.T) {
	src := "from C import puts(str, int) -> int\nfrom C import abort()\nfrom C import strlen\n"
	fset := NewFileSet()
	m, errs := ParseFile(fset, "x.py", []byte(src))
	if len(errs) > 0 {
		t.Fatal(errs[0].Format(fset))
	}
	c, ok := m.Body[0].(*CImport)
	if !ok || c.Name != "puts" || len(c.Params) != 2 || c.Returns == nil {
		t.Fatalf("bad CImport %#v", m.Body[0])
	}
	if p := fset.Position(c.NamePos); p.Column != 15 {
		t.Errorf("NamePos column %d", p.Column)
	}
	if p := fset.Position(c.End()); p.Column != 36 {
		t.Errorf("End column %d", p.Column)
	}
	c2, ok := m.Body[1].(*CImport)
	if !ok || c2.Name != "abort" || len(c2.Params) != 0 || c2.Returns != nil {
		t.Fatalf("bad CImport %#v", m.Body[1])
	}
	if _, ok := m.Body[2].(*ImportFrom); !ok {
		t.Fatalf("plain from C import is %T", m.Body[2])
	}
}

func TestPEP695(t *testing.T) {
	src := "def f[T: int, *Ts, **P](x: T) -> T: pass\nclass C[T](Base): pass\ntype X[T] = list[T]\ntype Y = int\n"
	fset := NewFileSet()
	m, errs := ParseFile(fset, "x.py", []byte(src))
	if len(errs) > 0 {
		t.Fatal(errs[0].Format(fset))
	}
	f := m.Body[0].(*FunctionDef)
	if len(f.TypeParams) != 3 || f.TypeParams[0].Bound == nil || f.TypeParams[1].Kind != TypeVarTupleParam || f.TypeParams[2].Kind != ParamSpecParam {
		t.Errorf("bad type params %+v", f.TypeParams)
	}
	if p := fset.Position(f.TypeParams[0].End()); p.Column != 13 {
		t.Errorf("T: int ends at %d", p.Column)
	}
	c := m.Body[1].(*ClassDef)
	if len(c.TypeParams) != 1 || len(c.Bases) != 1 {
		t.Errorf("bad class %+v", c)
	}
	ta := m.Body[2].(*TypeAlias)
	if ta.Name.Id != "X" || len(ta.TypeParams) != 1 {
		t.Errorf("bad alias %+v", ta)
	}
	if p := fset.Position(ta.End()); p.Line != 3 || p.Column != 20 {
		t.Errorf("alias end %v", p)
	}
	if _, ok := m.Body[3].(*TypeAlias); !ok {
		t.Errorf("type Y = int is %T", m.Body[3])
	}
}

func TestInspectVisitsAllNames(t *testing.T) {
	src := "def f(a: b = c) -> d:\n    return [e for g in h if i] + j(k=l, *m)\n"
	fset := NewFileSet()
	m, errs := ParseFile(fset, "x.py", []byte(src))
	if len(errs) > 0 {
		t.Fatal(errs[0].Format(fset))
	}
	var names []string
	Inspect(m, func(n Node) bool {
		if n, ok := n.(*Name); ok {
			names = append(names, n.Id)
		}
		return true
	})
	if got := strings.Join(names, " "); got != "b c d e g h i j m l" {
		t.Errorf("names %q", got)
	}
}

func FuzzParse(f *testing.F) {
	for _, s := range validSnippets {
		f.Add([]byte(s))
	}
	for _, s := range errorSnippets {
		f.Add([]byte(s))
	}
	for _, s := range testdataSources(f) {
		f.Add([]byte(s))
	}
	// The compiler's test programs, accepted and refused: every construct the checker knows.
	for _, dir := range []string{"../tests/run", "../tests/errors"} {
		files, _ := filepath.Glob(filepath.Join(dir, "*.py"))
		for _, name := range files {
			if src, err := os.ReadFile(name); err == nil {
				f.Add(src)
			}
		}
	}
	f.Fuzz(func(t *testing.T, src []byte) {
		fset := NewFileSet()
		m, _ := ParseFile(fset, "fuzz.py", src)
		if m == nil {
			t.Fatal("nil module")
		}
		Inspect(m, func(n Node) bool { return true })
	})
}

// TestStdlibSample compares dumps for files of CPython's stdlib. It runs only when
// KILN_STDLIB is set to a glob, e.g. KILN_STDLIB='/usr/lib/python3.11/*.py'.
func TestStdlibSample(t *testing.T) {
	glob := os.Getenv("KILN_STDLIB")
	if glob == "" {
		t.Skip("set KILN_STDLIB to a glob of Python files")
	}
	files, _ := filepath.Glob(glob)
	var srcs []string
	for _, f := range files {
		b, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		srcs = append(srcs, string(b))
	}
	res, ok, err := python(srcs)
	if !ok {
		t.Skip("python3 not installed")
	}
	if err != nil {
		t.Fatal(err)
	}
	agree := 0
	for i, src := range srcs {
		got, errs, fset := dumpSource(src)
		switch {
		case res[i].Err:
			t.Logf("%s: python3 rejects it", files[i])
		case len(errs) > 0:
			t.Errorf("%s: %s", files[i], errs[0].Format(fset))
		case got != res[i].Dump:
			t.Errorf("%s: %s", files[i], firstDiff(got, res[i].Dump))
		default:
			agree++
		}
	}
	t.Logf("%d of %d files agree", agree, len(srcs))
}

func TestInspectVisitsPatterns(t *testing.T) {
	src := "match s:\n    case [a, *b] | {k.x: C(d, e=f)} if g:\n        h\n    case (1 | -2j) as i:\n        pass\n"
	fset := NewFileSet()
	m, errs := ParseFile(fset, "x.py", []byte(src))
	if len(errs) > 0 {
		t.Fatal(errs[0].Format(fset))
	}
	var seen []string
	Inspect(m, func(n Node) bool {
		switch n := n.(type) {
		case *Name:
			seen = append(seen, n.Id)
		case *MatchAs:
			seen = append(seen, "as:"+n.Name)
		case *MatchStar:
			seen = append(seen, "*"+n.Name)
		}
		return true
	})
	if got := strings.Join(seen, " "); got != "s as:a *b k C as:d as:f g h as:i" {
		t.Errorf("visited %q", got)
	}
}
