// Bare container annotations: `def f(xs: list) -> dict:`, `coins: tuple = (1, 2)`. CPython
// accepts them; Kiln types such a parameter, return or variable from its uses, as an
// unannotated one.
package types

import "kiln/syntax"

// bareContainers are the builtin generics a bare annotation may name.
var bareContainers = map[string]bool{"list": true, "dict": true, "set": true, "frozenset": true, "tuple": true}

// bareContainer reports whether annotation e names list, dict, set, frozenset or tuple
// (or typing's List, Dict, ...) without type arguments.
func (c *Checker) bareContainer(scope *Scope, e syntax.Expr) bool {
	switch e := e.(type) {
	case *syntax.Name:
		switch o := scope.lookup(e.Id).(type) {
		case *Class:
			return bareContainers[e.Id] && len(o.TypeParams) > 0 && o.Origin == nil && o == c.builtins.lookup(e.Id)
		case *typingName:
			return bareContainers[typingAliases[o.name]]
		case nil:
			return e.Id == "tuple"
		}
	case *syntax.Attribute:
		if n, ok := e.Value.(*syntax.Name); ok {
			if mod, ok := scope.lookup(n.Id).(*Module); ok {
				if o, ok := mod.member(e.Attr).(*typingName); ok {
					return bareContainers[typingAliases[o.name]]
				}
			}
		}
	}
	return false
}
