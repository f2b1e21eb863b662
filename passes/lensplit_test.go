package passes_test

import (
	"strings"
	"testing"

	"kiln/driver"
	"kiln/passes"
)

// TestLenSplit checks that len(s.split(...)) counts, whether the list is written inline or held
// by a variable only len reads, that a split of a replace counts without the replaced text, and
// that a list read otherwise is still built.
func TestLenSplit(t *testing.T) {
	src := `
def words(s: str) -> int:
    return len(s.split())


def fields(s: str) -> int:
    parts = s.split(",")
    return len(parts)


def replaced(s: str) -> int:
    return len(s.replace(",", " ").split())


def kept(s: str) -> int:
    parts = s.split(",")
    print(parts)
    return len(parts)


print(words("a b"), fields("a,b"), replaced("a,b"), kept("a,b"))
`
	m, realizer, err := driver.LowerIR("lensplit.py", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	if err := passes.Run(m, passes.Options{Release: true, Verify: true, Realizer: realizer}); err != nil {
		t.Fatal(err)
	}
	want := map[string]bool{"words": true, "fields": true, "replaced": true, "kept": false}
	for _, f := range m.Funcs {
		name, _, _ := strings.Cut(f.Name, "[")
		counts, ok := want[name]
		if !ok || f.Body == nil {
			continue
		}
		text := f.String()
		if name == "replaced" && !strings.Contains(text, "str._replace_split_count") {
			t.Errorf("replaced does not count the replace's split\n%s", text)
		}
		if got := strings.Contains(text, "_split_count"); got != counts {
			t.Errorf("%s counts the split: %v, want %v\n%s", name, got, counts, text)
		}
		delete(want, name)
	}
	if len(want) > 0 {
		t.Errorf("functions not found: %v", want)
	}
}
