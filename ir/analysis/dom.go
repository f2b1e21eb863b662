// Dominators of the control-flow graph (Cooper, Harvey and Kennedy's iterative algorithm).
package analysis

// Dominators holds the immediate dominator of every block reachable from the entry.
type Dominators struct {
	idom  []int // by block ID; -1 for the entry and for unreachable blocks
	order []int // reverse postorder number by block ID; -1 when unreachable
}

// Dominate computes the dominators of g.
func Dominate(g *CFG) *Dominators {
	n := len(g.Blocks)
	d := &Dominators{idom: make([]int, n), order: make([]int, n)}
	for i := range d.idom {
		d.idom[i], d.order[i] = -1, -1
	}
	rpo := reversePostorder(g)
	for i, blk := range rpo {
		d.order[blk.ID] = i
	}
	entry := g.Entry.ID
	d.idom[entry] = entry
	for changed := true; changed; {
		changed = false
		for _, blk := range rpo[1:] {
			next := -1
			for _, p := range blk.Preds {
				if d.idom[p.ID] < 0 {
					continue // not processed yet, or unreachable
				}
				if next < 0 {
					next = p.ID
				} else {
					next = d.intersect(p.ID, next)
				}
			}
			if next >= 0 && d.idom[blk.ID] != next {
				d.idom[blk.ID] = next
				changed = true
			}
		}
	}
	d.idom[entry] = -1
	return d
}

func (d *Dominators) intersect(a, b int) int {
	for a != b {
		for d.order[a] > d.order[b] {
			a = d.idom[a]
		}
		for d.order[b] > d.order[a] {
			b = d.idom[b]
		}
	}
	return a
}

// Reachable reports whether the block can be reached from the entry.
func (d *Dominators) Reachable(b *Block) bool { return d.order[b.ID] >= 0 }

// Dominates reports whether every path from the entry to b passes through a (a block
// dominates itself). Unreachable blocks are dominated by nothing.
func (d *Dominators) Dominates(a, b *Block) bool {
	if !d.Reachable(a) || !d.Reachable(b) {
		return false
	}
	for x := b.ID; x >= 0; x = d.idom[x] {
		if x == a.ID {
			return true
		}
	}
	return false
}

// reversePostorder lists the blocks reachable from the entry, in reverse postorder.
func reversePostorder(g *CFG) []*Block {
	seen := make([]bool, len(g.Blocks))
	var post []*Block
	var walk func(b *Block)
	walk = func(b *Block) {
		seen[b.ID] = true
		for _, s := range b.Succs {
			if !seen[s.ID] {
				walk(s)
			}
		}
		post = append(post, b)
	}
	walk(g.Entry)
	for i, j := 0, len(post)-1; i < j; i, j = i+1, j-1 {
		post[i], post[j] = post[j], post[i]
	}
	return post
}
