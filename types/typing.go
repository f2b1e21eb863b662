// The typing module, as far as annotations need it: `from typing import Optional, List, ...`,
// `T = TypeVar("T")` and `class Box(Generic[T]):`, so programs that run on CPython 3.11 can
// write generic classes.
package types

import "kiln/syntax"

// typingName is a name imported from typing: an alias of a built-in generic, or a marker
// (Optional, Generic, TypeVar, Union).
type typingName struct{ name string }

// typeVar is a type variable declared with TypeVar("T"): a class parameter once a class lists
// it in Generic[...].
type typeVar struct{ name string }

// typingAliases maps typing's names for built-in generics to the builtins.
var typingAliases = map[string]string{"List": "list", "Dict": "dict", "Set": "set", "Tuple": "tuple", "FrozenSet": "frozenset", "Type": "type"}

var typingMarkers = map[string]bool{"Optional": true, "Generic": true, "TypeVar": true, "Union": true, "Callable": true, "Iterator": true, "Generator": true, "NamedTuple": true}

// importFrom handles a module-level `from typing import ...`, and `from m import ...` for the
// other modules (module.go).
func (c *Checker) importFrom(s *syntax.ImportFrom) {
	if s.Module != "typing" || s.Level != 0 {
		c.importNames(s)
		return
	}
	for _, a := range s.Names {
		if _, ok := typingAliases[a.Name]; !ok && !typingMarkers[a.Name] {
			c.declErrs.Addf(a.Pos(), "not supported yet: typing.%s", a.Name)
			continue
		}
		name := a.Name
		if a.Asname != "" {
			name = a.Asname
		}
		c.user.objects[name] = &typingName{name: a.Name}
	}
}

// isTypeVarDecl reports whether s is `T = TypeVar("T")`, and returns the name.
func isTypeVarDecl(s syntax.Stmt) (string, bool) {
	a, ok := s.(*syntax.Assign)
	if !ok || len(a.Targets) != 1 {
		return "", false
	}
	n, ok := a.Targets[0].(*syntax.Name)
	call, ok2 := a.Value.(*syntax.Call)
	if !ok || !ok2 || !isName(call.Func, "TypeVar") || len(call.Args) != 1 {
		return "", false
	}
	k, ok := call.Args[0].(*syntax.Constant)
	if !ok || k.Kind != syntax.StrConst || k.Str != n.Id {
		return "", false
	}
	return n.Id, true
}

// genericParams returns the type variables a class lists in Generic[...] among its bases.
func (c *Checker) genericParams(s *syntax.ClassDef, scope *Scope) ([]string, bool) {
	for _, b := range s.Bases {
		sub, ok := b.(*syntax.Subscript)
		if !ok {
			continue
		}
		n, ok := sub.Value.(*syntax.Name)
		if !ok {
			continue
		}
		if tn, ok := scope.lookup(n.Id).(*typingName); !ok || tn.name != "Generic" {
			continue
		}
		elts := []syntax.Expr{sub.Slice}
		if t, ok := sub.Slice.(*syntax.Tuple); ok {
			elts = t.Elts
		}
		var params []string
		for _, e := range elts {
			tv, ok := e.(*syntax.Name)
			if !ok {
				c.declErrs.Addf(e.Pos(), "Generic[...] takes type variables")
				return nil, true
			}
			if _, ok := scope.lookup(tv.Id).(*typeVar); !ok {
				c.declErrs.Addf(e.Pos(), "%s is not a TypeVar", tv.Id)
				return nil, true
			}
			params = append(params, tv.Id)
		}
		return params, true
	}
	return nil, false
}

// isGenericBase reports whether a base expression is Generic[...].
func isGenericBase(scope *Scope, b syntax.Expr) bool {
	sub, ok := b.(*syntax.Subscript)
	if !ok {
		return false
	}
	n, ok := sub.Value.(*syntax.Name)
	if !ok {
		return false
	}
	tn, ok := scope.lookup(n.Id).(*typingName)
	return ok && tn.name == "Generic"
}
