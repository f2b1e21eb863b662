package types

import (
	"strings"
	"testing"

	"kiln/stdlib"
	"kiln/syntax"
)

func check(t *testing.T, src string) (*Program, syntax.ErrorList, *syntax.FileSet) {
	t.Helper()
	return checkWith(t, nil, src)
}

// checkWith checks src against the stdlib and the extra stdlib files.
func checkWith(t *testing.T, extra []stdlib.File, src string) (*Program, syntax.ErrorList, *syntax.FileSet) {
	t.Helper()
	fset := syntax.NewFileSet()
	var mods []*syntax.Module
	for _, f := range append(stdlib.Files(), extra...) {
		m, errs := syntax.ParseFile(fset, f.Name, f.Src)
		if len(errs) > 0 {
			t.Fatalf("stdlib %s: %v", f.Name, errs[0].Format(fset))
		}
		mods = append(mods, m)
	}
	user, errs := syntax.ParseFile(fset, "t.py", []byte(src))
	if len(errs) > 0 {
		t.Fatalf("parse: %s", errs[0].Format(fset))
	}
	prog, errs := Check(fset, mods, user)
	return prog, errs, fset
}

// Programs that check, with the instances their realization must produce.
func TestRealization(t *testing.T) {
	tests := []struct {
		src   string
		insts []string // must all be realized, with these return types
	}{
		{"def fib(n):\n    if n < 2:\n        return n\n    return fib(n - 1) + fib(n - 2)\nprint(fib(10))\n",
			[]string{"fib[int] int"}},
		// The recursive return comes first: the fixpoint needs a second pass.
		{"def f(n):\n    if n > 0:\n        return f(n - 1) * 2\n    return 1\nprint(f(3))\n",
			[]string{"f[int] int"}},
		{"def even(n):\n    if n == 0:\n        return True\n    return odd(n - 1)\ndef odd(n):\n    if n == 0:\n        return False\n    return even(n - 1)\nprint(even(4))\n",
			[]string{"even[int] bool", "odd[int] bool"}},
		{"def twice(x):\n    return x + x\nprint(twice(1), twice(1.5))\n",
			[]string{"twice[int] int", "twice[float] float"}},
		{"def g(a, b=2.5):\n    return a * b\nprint(g(2), g(b=1.0, a=3.0))\n",
			[]string{"g[int,float] float", "g[float,float] float"}},
		{"def h() -> None:\n    print(1)\nh()\n", []string{"h[] NoneType"}},
		{"def k(x):\n    print(x)\nk(1)\n", []string{"k[int] NoneType"}},
		// Optional values: a None default, None and an int returned, a narrowed read.
		{"from typing import Optional\ndef f(x: Optional[int] = None) -> int:\n    if x is None:\n        return 0\n    return x + 1\nprint(f(), f(2))\n",
			[]string{"f[Optional[int]] int", "int.__add__[int,int] int"}},
		{"def g(n):\n    if n > 0:\n        return n\n    return None\nprint(g(1))\n",
			[]string{"g[int] Optional[int]", "_optional_str[Optional[int]] str"}},
		{"def h(n):\n    if n > 0:\n        return None\n    return 1.5\nprint(h(1) == 1.5)\n",
			[]string{"h[int] Optional[float]", "_optional_eq[Optional[float],float] bool"}},
		{"x = None\nfor i in range(3):\n    x = i\nif x:\n    print(x)\n",
			[]string{"_optional_bool[Optional[int]] bool"}},
		// @extend adds methods to a primitive.
		{"@extend\nclass int:\n    def double(self):\n        return self * 2\nprint((2).double())\n",
			[]string{"int.double[int] int"}},
	}
	for _, tt := range tests {
		prog, errs, fset := check(t, tt.src)
		if len(errs) > 0 {
			t.Errorf("%q: %s", tt.src, errs[0].Format(fset))
			continue
		}
		have := map[string]bool{}
		for _, inst := range prog.Instances {
			have[inst.Name+" "+inst.Ret.String()] = true
		}
		for _, want := range tt.insts {
			if !have[want] {
				t.Errorf("%q: no instance %q", tt.src, want)
			}
		}
	}
}

// Programs that must be refused, with the line:col and message of the first error.
func TestDiagnostics(t *testing.T) {
	tests := []struct{ src, want string }{
		{"x = 1 + 'a'\n", "1:5: unsupported operand type(s) for +: 'int' and 'str'"},
		{"x = -'a'\n", "1:5: bad operand type for unary -: 'str'"},
		{"x = 1\nx = 1.5\n", "2:5: cannot assign float to \"x\", which holds int"},
		{"print(y)\n", "1:7: name \"y\" is not defined"},
		{"def f(a):\n    return a\nf()\n", "3:1: f() missing 1 required positional argument: 'a'"},
		{"def f(a, b, c):\n    return a\nf()\n", "3:1: f() missing 3 required positional arguments: 'a', 'b', and 'c'"},
		{"def f():\n    return 1\nf(1)\n", "3:1: f() takes 0 positional arguments but 1 was given"},
		{"def f(a):\n    return a\nf(1, a=2)\n", "3:6: f() got multiple values for argument 'a'"},
		{"def f(n):\n    if n:\n        return 1\n    return 2.0\nf(1)\n", "4:12: f() returns float here but int elsewhere"},
		{"def f(n) -> int:\n    return 1.5\nf(1)\n", "2:12: f() must return int, not float"},
		{"x = 1 < 'a'\n", "1:5: '<' not supported between instances of 'int' and 'str'"},
		{"x = 1 if True else 2.5\n", "1:5: conditional expression branches have different types int and float"},
		{"class C:\n    pass\n\n@C\ndef f(): pass\n", "4:2: C() takes no arguments"},
		{"x = [1, 'a']\n", "1:9: list elements have different types int and str"},
		{"import json\n", "1:8: not supported yet: module 'json'"},
		{"import os.nosuch\n", "1:8: not supported yet: module 'os.nosuch'"},
		{"import os\nos.walk('.')\n", "2:4: module 'os' has no attribute 'walk'"},
		{"f = open('x', 'rb')\nf.write('s')\n", "2:9: write() argument 'b' must be bytes, not str"},
		{"import numpy\n", "1:8: No module named 'numpy'"},
		{"from math import nosuch\n", "1:18: cannot import name 'nosuch' from 'math'"},
		{"import math\nmath.nosuch\n", "2:6: module 'math' has no attribute 'nosuch'"},
		{"def f():\n    import math\n", "2:5: not supported yet: imports inside functions"},
		{"x = 'a'.frobnicate()\n", "1:9: 'str' object has no attribute 'frobnicate'"},
		{"return 1\n", "1:1: 'return' outside function"},
		{"x = 1\nbreak\n", "2:1: 'break' outside loop"},
		{"def f(n):\n    for i in range(n):\n        print(x)\n    x = 1\nf(1)\n", "3:15: local variable \"x\" is read before any assignment to it"},
		{"def f():\n    continue\n", "2:5: 'continue' not properly in loop"},
		{"while True:\n    def f():\n        break\n", "2:5: not supported yet: defs inside blocks at module level"},
		{"for i in range(1, 2, 3, 4):\n    pass\n", "1:10: range expected at most 3 arguments, got 4"},
		{"for i in range(1.5):\n    pass\n", "1:16: 'float' object cannot be interpreted as an integer"},
		{"print(1, sep=2)\n", "1:14: sep must be None or a string, not int"},
		{"def f(x=[]):\n    return x\n", "1:9: cannot infer the element type of this empty list"},
		{"def g():\n    def f(x=[]):\n        return x\n    return f\ng()\n", "2:13: not supported yet: default values other than constants in nested functions"},
		{"@dec\ndef f():\n    pass\n", "1:2: name \"dec\" is not defined"},
		{"from typing import Optional\ndef f(x: Optional[int]):\n    return x * 2\nf(1)\n", "3:12: \"x\" may be None here (its type is Optional[int])"},
		{"from typing import Optional\ndef f(x: Optional[int]):\n    if x is not None:\n        x = None\n        return -x\nf(1)\n", "5:17: \"x\" may be None here (its type is Optional[int])"},
		{"from typing import Optional\ndef f(x: Optional[int]):\n    return x < 2\nf(1)\n", "3:12: \"x\" may be None here (its type is Optional[int])"},
		{"from typing import Optional\ndef f(x: Optional[str]) -> str:\n    return x\nf('a')\n", "3:12: \"x\" may be None here (its type is Optional[str])"},
		{"x: int = 1\nx = None\n", "2:5: cannot assign NoneType to \"x\", which holds int"},
		{"@extend\nclass int:\n    n: int\n", "3:5: @extend adds methods only, not fields or class attributes"},
		{"@extend\nclass Nope:\n    pass\n", "2:7: @extend: there is no class named \"Nope\" to extend"},
		{"@extend\nclass int:\n    def __add__(self, o: int) -> int:\n        return 0\n", "3:9: int already has an attribute \"__add__\""},
	}
	for _, tt := range tests {
		_, errs, fset := check(t, tt.src)
		if len(errs) == 0 {
			t.Errorf("%q: accepted, want error %q", tt.src, tt.want)
			continue
		}
		p := fset.Position(errs[0].Pos)
		got := strings.TrimPrefix(p.String(), "t.py:") + ": " + errs[0].Msg
		if got != tt.want {
			t.Errorf("%q:\n got %s\nwant %s", tt.src, got, tt.want)
		}
	}
}

// At most MaxErrors diagnostics, one per line.
func TestErrorCap(t *testing.T) {
	var b strings.Builder
	for i := 0; i < 30; i++ {
		b.WriteString("x = 1 + 'a'\n")
	}
	_, errs, _ := check(t, b.String())
	if len(errs) != MaxErrors {
		t.Errorf("%d errors, want %d", len(errs), MaxErrors)
	}
}
