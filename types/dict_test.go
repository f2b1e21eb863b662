package types

import (
	"strings"
	"testing"
)

// Empty dicts and sets take their types from later use or the target's annotation; keys
// must be hashable.
func TestDictSetTypes(t *testing.T) {
	tests := []struct {
		src  string
		want string // the type of the module variable d, or an error message fragment
	}{
		{"d = {}\nd['a'] = 1\n", "dict[str,int]"},
		{"d = {}\nd[(1, 2)] = 2.5\n", "dict[tuple[int,int],float]"},
		{"d = dict()\nx = d.get(1, 'a')\n", "dict[int,str]"},
		{"d = set()\nd.add(1.5)\n", "set[float]"},
		{"d: set[int] = set()\n", "set[int]"},
		{"d = {i: [i] for i in range(3)}\n", "dict[int,list[int]]"},
		{"d = set([1, 2])\n", "set[int]"},
		{"d = dict([(1, 'a')])\n", "dict[int,str]"},
		{"d = {}\n", "error: cannot infer the key and value types of this empty dict"},
		{"d = set()\nd.add([1])\n", "error: unhashable type: 'list'"},
		{"d = {}\nd[[1]] = 1\n", "error: unhashable type: 'list'"},
		{"d = {((1, [2]), 3): 1}\n", "error: unhashable type: 'list'"},
		{"d = {{1}}\n", "error: unhashable type: 'set'"},
		{"class A:\n    pass\nd = {A()}\n", "error: not supported yet: hashing A objects by identity"},
	}
	for _, tt := range tests {
		prog, errs, fset := check(t, tt.src)
		if strings.HasPrefix(tt.want, "error: ") {
			if len(errs) == 0 || !strings.Contains(errs[0].Msg, strings.TrimPrefix(tt.want, "error: ")) {
				t.Errorf("%q: want error %q, got %v", tt.src, tt.want, errs)
			}
			continue
		}
		if len(errs) > 0 {
			t.Errorf("%q: %s", tt.src, errs[0].Format(fset))
			continue
		}
		var got string
		for _, g := range prog.Globals {
			if g.Name == "d" {
				got = g.Type.String()
			}
		}
		if got != tt.want {
			t.Errorf("%q: d has type %s, want %s", tt.src, got, tt.want)
		}
	}
}
