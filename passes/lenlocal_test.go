package passes_test

import (
	"strings"
	"testing"

	"kiln/driver"
	"kiln/passes"
)

// TestLenLocal checks that a str local only len reads holds its length, so that a
// concatenation assigned to it is never built, and that a str read otherwise is kept.
func TestLenLocal(t *testing.T) {
	src := `
def measured(a: str, n: int) -> int:
    s = a + "." + str(n) + "!"
    return len(s) + len(s)


def kept(a: str, n: int) -> int:
    s = a + "." + str(n) + "!"
    print(s)
    return len(s)


def looped(a: str, n: int) -> int:
    t = 0
    for _ in range(n):
        s = a + a + "x"
        t += len(s)
    return t


print(measured("a", 1), kept("a", 2), looped("b", 3))
`
	m, realizer, err := driver.LowerIR("lenlocal.py", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	if err := passes.Run(m, passes.Options{Release: true, Verify: true, Realizer: realizer}); err != nil {
		t.Fatal(err)
	}
	want := map[string]bool{"measured": true, "kept": false, "looped": true}
	for _, f := range m.Funcs {
		name, _, _ := strings.Cut(f.Name, "[")
		measured, ok := want[name]
		if !ok || f.Body == nil {
			continue
		}
		text := f.String()
		if got := !strings.Contains(text, "_str_cat"); got != measured {
			t.Errorf("%s builds no str: %v, want %v\n%s", name, got, measured, text)
		}
		delete(want, name)
	}
	if len(want) > 0 {
		t.Errorf("functions not found: %v", want)
	}
}
