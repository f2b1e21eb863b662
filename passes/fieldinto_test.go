package passes_test

import (
	"strings"
	"testing"

	"kiln/driver"
	"kiln/passes"
)

// TestFieldInto checks which objects stored into fields stay in the frame: an object an
// __init__ makes into a field of a Ray the caller keeps there (made by the caller), and an
// object the caller stores into a field of its own Ray; not when the Ray escapes (kept in a
// list: the construction goes back to the original __init__), when the holder is not the
// function's object, when a callee lets what the fields hold escape, or when a variable
// reaching the previous object of the site is live when the site runs again.
func TestFieldInto(t *testing.T) {
	src := `
from typing import List


class V:
    def __init__(self, x: float, y: float):
        self.x = x
        self.y = y

    def half(self) -> "V":
        return V(self.x / 2.0, self.y / 2.0)


class Ray:
    def __init__(self, p: V, d: V):
        self.p = p
        self.d = d.half()


kept: List[Ray] = []
out: List[V] = []


def make() -> Ray:
    return Ray(V(0.0, 0.0), V(1.0, 1.0))


def leak(r: Ray) -> None:
    out.append(r.p)


def local(a: V) -> float:
    p = V(a.x, 1.0)
    r = Ray(p, a)
    return r.d.x + r.p.y


def stored(a: V) -> float:
    r = Ray(a, a)
    kept.append(r)
    return r.d.x


def foreign(a: V) -> float:
    r = make()
    p = V(a.x, 2.0)
    r.p = p
    return r.p.x


def leaked(a: V) -> float:
    p = V(a.y, 3.0)
    r = Ray(p, a)
    leak(r)
    return r.d.y


def previous(n: int) -> float:
    r = Ray(V(0.0, 0.0), V(0.0, 0.0))
    t = 0.0
    for i in range(n):
        q = V(1.0, 2.0)
        if i % 2 == 0:
            r.p = q
        t += r.p.x
    return t


print(local(V(1.0, 2.0)), stored(V(1.0, 2.0)), foreign(V(1.0, 2.0)), leaked(V(1.0, 2.0)), previous(3))
`
	m, realizer, err := driver.LowerIR("fieldinto.py", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	if err := passes.Run(m, passes.Options{Release: true, Verify: true, Realizer: realizer}); err != nil {
		t.Fatal(err)
	}
	type want struct{ has, lacks []string }
	wants := map[string]want{
		"local[V]":      {has: []string{`(call "Ray.__init__[Ray,V,V]#field"`, "(assign p.", "(new-stack V)", "(new-stack Ray)"}, lacks: []string{"(new V)"}},
		"stored[V]":     {has: []string{`(call "Ray.__init__[Ray,V,V]" `}, lacks: []string{"#field", "new-stack"}},
		"foreign[V]":    {lacks: []string{"new-stack"}},
		"leaked[V]":     {has: []string{"(new V)"}},
		"previous[int]": {has: []string{"(new V)"}},
	}
	for _, f := range m.Funcs {
		w, ok := wants[f.Name]
		if !ok {
			continue
		}
		text := f.String()
		for _, s := range w.has {
			if !strings.Contains(text, s) {
				t.Errorf("%s: want %s in\n%s", f.Name, s, text)
			}
		}
		for _, s := range w.lacks {
			if strings.Contains(text, s) {
				t.Errorf("%s: want no %s in\n%s", f.Name, s, text)
			}
		}
		delete(wants, f.Name)
	}
	if len(wants) > 0 {
		t.Errorf("functions not found: %v", wants)
	}
}
