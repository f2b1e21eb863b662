package passes_test

import (
	"strings"
	"testing"

	"kiln/driver"
	"kiln/passes"
)

// TestRetInto checks which results become objects of the caller's: a new object returned,
// directly or through another such function, that the caller keeps in its frame; not an object
// the caller stores away, one with reference fields, one returned as its base class, or one
// that is not new.
func TestRetInto(t *testing.T) {
	src := `
from typing import List, Optional


class V:
    def __init__(self, x: float, y: float):
        self.x = x
        self.y = y

    def add(self, o: "V") -> "V":
        return V(self.x + o.x, self.y + o.y)

    def twice(self) -> "V":
        return self.add(self)

    def same(self) -> "V":
        return self


class B:
    def __init__(self, n: Optional["B"]):
        self.n = n


class D(B):
    pass


def link(n: Optional[B]) -> B:
    return B(n)


def base() -> B:
    return D(None)


kept: List[V] = []


def local(a: V) -> float:
    return a.twice().x + a.same().y


def stored(a: V) -> None:
    kept.append(a.add(a))


def chained(b: B) -> bool:
    return link(b).n is b and base().n is None


print(local(V(1.0, 2.0)))
stored(V(1.0, 2.0))
print(chained(B(None)))
`
	m, realizer, err := driver.LowerIR("retinto.py", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	if err := passes.Run(m, passes.Options{Release: true, Verify: true, Realizer: realizer}); err != nil {
		t.Fatal(err)
	}
	want := map[string]string{
		"local[V]":        `(call "V.twice[V]#into"`,
		"stored[V]":       `(call "V.add[V,V]" `,
		"chained[B]":      `(call "link[B]" `,
		"V.twice[V]#into": `(call "V.add[V,V]#into" self`,
	}
	for _, f := range m.Funcs {
		if f.Name == "base[]#into" || f.Name == "V.same[V]#into" {
			t.Errorf("%s should not have been made", f.Name)
		}
		w, ok := want[f.Name]
		if !ok {
			continue
		}
		text := f.String()
		if !strings.Contains(text, w) {
			t.Errorf("%s: want %s in\n%s", f.Name, w, text)
		}
		if f.Name == "local[V]" && !strings.Contains(text, "new-stack V") {
			t.Errorf("local: the result is not in the frame\n%s", text)
		}
		delete(want, f.Name)
	}
	if len(want) > 0 {
		t.Errorf("functions not found: %v", want)
	}
}
