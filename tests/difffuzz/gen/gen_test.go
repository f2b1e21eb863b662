package gen

import (
	"bytes"
	"testing"
)

// A seed always gives the same program, and different seeds different ones.
func TestDeterministic(t *testing.T) {
	for seed := int64(1); seed <= 20; seed++ {
		a, b := Generate(seed), Generate(seed)
		if !bytes.Equal(a, b) {
			t.Fatalf("seed %d: two different programs", seed)
		}
		if bytes.Equal(a, Generate(seed+1)) {
			t.Fatalf("seeds %d and %d: the same program", seed, seed+1)
		}
	}
}

// The bounds arithmetic saturates, and the roots are exact.
func TestBounds(t *testing.T) {
	if add(maxInt, maxInt+2) != ^uint64(0) || mul(1<<32, 1<<32) != ^uint64(0) {
		t.Error("add or mul does not saturate")
	}
	for _, n := range []uint64{0, 1, 3, 4, 8, 26, 27, maxInt, 1 << 62} {
		for k := 2; k <= 3; k++ {
			r := iroot(n, k)
			pow := func(x uint64) uint64 {
				p := uint64(1)
				for i := 0; i < k; i++ {
					p = mul(p, x)
				}
				return p
			}
			if pow(r) > n || pow(r+1) <= n {
				t.Errorf("iroot(%d, %d) = %d", n, k, r)
			}
		}
	}
}
