package passes_test

import (
	"os"
	"path/filepath"
	"reflect"
	"testing"

	"kiln/driver"
	"kiln/ir"
	"kiln/ir/analysis"
	"kiln/passes"
)

// TestExcReuse checks which raises the escape pass marks Fresh and which except clauses
// Release, function by function, in order.
func TestExcReuse(t *testing.T) {
	src := `
G: list[ValueError] = []


class Kept(ValueError):
    def __init__(self, code: int):
        super().__init__("kept")
        G.append(self)


def fresh_released(n):
    c = 0
    for i in range(n):
        try:
            raise ValueError("x")
        except ValueError as e:
            c += len(str(e))
    return c


def stored_global(n):
    for i in range(n):
        try:
            raise ValueError("x")
        except ValueError as e:
            G.append(e)


def alias_outside(n):
    last = None
    for i in range(n):
        try:
            raise ValueError("x")
        except ValueError as e:
            last = e
    return last


def read_before_write(n):
    out = []
    for i in range(n):
        try:
            raise ValueError("x")
        except ValueError as e:
            if i > 0:
                out.append(str(prev))
            prev = e
    return out


def kept_by_init(n):
    for i in range(n):
        try:
            raise Kept(i)
        except Kept:
            pass


def raise_variable(n):
    x = ValueError("x")
    try:
        raise x
    except ValueError:
        pass
    return x


def reraise(n):
    try:
        raise ValueError("x")
    except ValueError:
        raise


fresh_released(1)
stored_global(1)
print(alias_outside(1))
print(read_before_write(2))
kept_by_init(1)
print(raise_variable(1))
try:
    reraise(1)
except ValueError:
    pass
`
	py := filepath.Join(t.TempDir(), "excreuse.py")
	if err := os.WriteFile(py, []byte(src), 0o644); err != nil {
		t.Fatal(err)
	}
	m, realizer, err := driver.LowerIR(py, []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	if err := passes.Run(m, passes.Options{Release: true, Verify: true, Realizer: realizer,
		Only: map[string]bool{"escape": true}}); err != nil {
		t.Fatal(err)
	}
	want := map[string][2][]bool{ // fresh raises, released clauses
		"fresh_released":    {{true}, {true}},
		"stored_global":     {{true}, {false}},
		"alias_outside":     {{true}, {false}},
		"read_before_write": {{true}, {false}},
		"kept_by_init":      {{false}, {true}},
		"raise_variable":    {{false}, {true}},
		"reraise":           {{true, false}, {false}},
	}
	seen := 0
	for _, f := range m.Funcs {
		w, ok := want[f.PyName]
		if !ok || f.Body == nil {
			continue
		}
		seen++
		var fresh, release []bool
		analysis.Visit(f.Body, func(n ir.Node) bool {
			switch n := n.(type) {
			case *ir.Throw:
				fresh = append(fresh, n.Fresh)
			case *ir.TryCatch:
				for _, c := range n.Catches {
					release = append(release, c.Release)
				}
			}
			return true
		})
		if !reflect.DeepEqual(fresh, w[0]) || !reflect.DeepEqual(release, w[1]) {
			t.Errorf("%s: fresh %v, release %v; want %v, %v", f.PyName, fresh, release, w[0], w[1])
		}
	}
	if seen != len(want) {
		t.Errorf("found %d of the %d functions", seen, len(want))
	}
}

// TestExcFrame checks which raises the escape pass puts in the frame (ir.Throw.Frame) and
// which clauses may handle a frame object (ir.Catch.Frame), function by function, in order.
func TestExcFrame(t *testing.T) {
	src := `
class Base(Exception):
    pass


class Sub(Base):
    pass


def framed(n):
    c = 0
    for i in range(n):
        try:
            if i % 2 == 0:
                raise Sub()
            raise KeyError(i)
        except ValueError:
            c += 1
        except (KeyError, Base):
            c += 2
    return c


def named(n):
    try:
        raise KeyError(n)
    except KeyError as e:
        return 1


def no_handler(n):
    try:
        raise KeyError(n)
    except ValueError:
        return 1


def with_finally(n):
    try:
        raise KeyError(n)
    except KeyError:
        return 1
    finally:
        print(n)


def nested(n):
    try:
        try:
            raise KeyError(n)
        except ValueError:
            pass
    except KeyError:
        return 1
    return 0


def reraises(n):
    try:
        raise KeyError(n)
    except KeyError:
        raise


def in_clause(n):
    try:
        raise KeyError(n)
    except KeyError:
        try:
            raise ValueError("v")
        except Base:
            pass
    return 0


print(framed(3), named(1), with_finally(1), nested(1), in_clause(1))
try:
    no_handler(1)
except KeyError:
    pass
try:
    reraises(1)
except KeyError:
    pass
`
	m, realizer, err := driver.LowerIR("excframe.py", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	if err := passes.Run(m, passes.Options{Release: true, Verify: true, Realizer: realizer,
		Only: map[string]bool{"escape": true}}); err != nil {
		t.Fatal(err)
	}
	want := map[string][2][]bool{ // raises in the frame, clauses handling frame objects
		"framed":       {{true, true}, {false, true}},
		"named":        {{false}, {false}},
		"no_handler":   {{false}, {false}},
		"with_finally": {{false}, {false}},
		"nested":       {{false}, {false, false}},
		"reraises":     {{false, false}, {false}},
		"in_clause":    {{true, false}, {true, false}},
	}
	seen := 0
	for _, f := range m.Funcs {
		w, ok := want[f.PyName]
		if !ok || f.Body == nil {
			continue
		}
		seen++
		var raises, clauses []bool
		analysis.Visit(f.Body, func(n ir.Node) bool {
			switch n := n.(type) {
			case *ir.Throw:
				raises = append(raises, n.Frame)
			case *ir.TryCatch:
				for _, c := range n.Catches {
					clauses = append(clauses, c.Frame)
				}
			}
			return true
		})
		if !reflect.DeepEqual(raises, w[0]) || !reflect.DeepEqual(clauses, w[1]) {
			t.Errorf("%s: frame raises %v, clauses %v; want %v, %v", f.PyName, raises, clauses, w[0], w[1])
		}
	}
	if seen != len(want) {
		t.Errorf("found %d of the %d functions", seen, len(want))
	}
}
