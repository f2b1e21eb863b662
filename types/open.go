// open() with a binary mode: `open(path, "rb")` returns a binary file (bytes in and out), a
// text mode a text file, so a constant mode holding 'b' makes the call stand for
// _open_binary(...) of stdlib/bytes.py.
package types

import (
	"strings"

	"kiln/syntax"
)

// binaryOpen checks e as _open_binary(...) when it calls the builtin open with a constant
// binary mode, and reports whether it did.
func (c *Checker) binaryOpen(inst *Instance, e *syntax.Call) (Type, bool) {
	n, ok := e.Func.(*syntax.Name)
	if !ok || n.Id != "open" || c.lookup(inst, n) != c.builtins.objects["open"] {
		return nil, false
	}
	var mode syntax.Expr
	if len(e.Args) > 1 {
		mode = e.Args[1]
	}
	for _, k := range e.Keywords {
		if k.Name == "mode" {
			mode = k.Value
		}
	}
	k, ok := mode.(*syntax.Constant)
	if !ok || k.Kind != syntax.StrConst || !strings.Contains(k.Str, "b") {
		return nil, false
	}
	return c.standIn(inst, e, func() syntax.Expr {
		return &syntax.Call{Span: e.Span, Func: &syntax.Name{Span: n.Span, Id: "_open_binary"},
			Args: e.Args, Keywords: e.Keywords}
	}), true
}
