package types

import "testing"

// TestSliceIndices compares sliceIndices with CPython's slice(a, b, c).indices(n).
func TestSliceIndices(t *testing.T) {
	p := func(v int64) *int64 { return &v }
	cases := []struct {
		b                 [3]*int64
		n                 int64
		start, stop, step int64
	}{
		{[3]*int64{nil, nil, nil}, 5, 0, 5, 1},
		{[3]*int64{nil, nil, p(-1)}, 5, 4, -1, -1},
		{[3]*int64{p(-100), p(100), p(3)}, 5, 0, 5, 3},
		{[3]*int64{p(100), p(-100), p(-3)}, 5, 4, -1, -3},
		{[3]*int64{p(1), p(-1), nil}, 5, 1, 4, 1},
		{[3]*int64{p(-2), nil, p(-2)}, 0, -1, -1, -2},
		{[3]*int64{p(3), p(1), p(-1)}, 10, 3, 1, -1},
	}
	for _, c := range cases {
		start, stop, step := sliceIndices(c.b, c.n)
		if start != c.start || stop != c.stop || step != c.step {
			t.Errorf("indices(%v, %d) = (%d, %d, %d), want (%d, %d, %d)", c.b, c.n, start, stop, step, c.start, c.stop, c.step)
		}
	}
}
