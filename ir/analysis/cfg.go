// The control-flow graph of a function, built over its structured flows: one block per
// statement (an If or loop header is the block evaluating its condition or bounds).
package analysis

import "kiln/ir"

// Block is one node of the graph: a statement, a condition, a loop header, or an empty join.
type Block struct {
	ID     int
	Node   ir.Node    // the statement, If, While, ImperativeFor or TryCatch; nil for a join
	Values []ir.Value // what the block evaluates: the statement, or the condition or bounds
	Succs  []*Block
	Preds  []*Block
}

// CFG is a function's control-flow graph. Exceptions are modelled as edges from every block
// of a try body to the handlers and the finally clause, and a return to the exit; a jump out
// of a try with a finally clause goes straight to its target, which only removes paths that
// pass through the finally clause and so never makes a dominance claim wrong.
type CFG struct {
	Blocks      []*Block
	Entry, Exit *Block
	// Known is false when the function holds a node kind this package does not know, or a
	// jump inside an expression: the graph may then miss edges, and nothing should rely on it.
	Known bool
	of    map[ir.Node]*Block
}

// BlockOf returns the block of a statement, If, loop or TryCatch node (nil for others).
func (g *CFG) BlockOf(n ir.Node) *Block { return g.of[n] }

type loopTargets struct{ head, exit *Block }

type cfgBuilder struct {
	g     *CFG
	loops []loopTargets
}

// BuildCFG builds the control-flow graph of a bodied function.
func BuildCFG(f *ir.Func) *CFG {
	g := &CFG{Known: true, of: map[ir.Node]*Block{}}
	b := &cfgBuilder{g: g}
	g.Entry = b.block(nil)
	g.Exit = b.block(nil)
	end := b.series(f.Body, g.Entry)
	b.link(end, g.Exit)
	return g
}

func (b *cfgBuilder) block(n ir.Node, vals ...ir.Value) *Block {
	blk := &Block{ID: len(b.g.Blocks), Node: n, Values: vals}
	b.g.Blocks = append(b.g.Blocks, blk)
	if n != nil {
		b.g.of[n] = blk
	}
	return blk
}

// link adds an edge; from may be nil (control cannot fall through to here).
func (b *cfgBuilder) link(from, to *Block) {
	if from == nil {
		return
	}
	from.Succs = append(from.Succs, to)
	to.Preds = append(to.Preds, from)
}

// series adds the blocks of s after cur and returns the block control falls out of, or nil.
func (b *cfgBuilder) series(s *ir.Series, cur *Block) *Block {
	for _, n := range s.Items {
		cur = b.node(n, cur)
	}
	return cur
}

func (b *cfgBuilder) node(n ir.Node, cur *Block) *Block {
	switch n := n.(type) {
	case *ir.Series:
		return b.series(n, cur)
	case *ir.If:
		head := b.block(n, n.Cond)
		b.link(cur, head)
		join := b.block(nil)
		b.link(b.series(n.Then, head), join)
		b.link(b.series(n.Else, head), join)
		return join
	case *ir.While:
		return b.loop(n, cur, n.Body, n.Cond)
	case *ir.ImperativeFor:
		return b.loop(n, cur, n.Body, n.Start, n.Stop, n.Step)
	case *ir.TryCatch:
		return b.try(n, cur)
	case *ir.Return, *ir.Throw:
		blk := b.stmt(n, cur)
		b.link(blk, b.g.Exit)
		return nil
	case *ir.Break, *ir.Continue:
		blk := b.stmt(n, cur)
		if len(b.loops) == 0 {
			b.g.Known = false
			return nil
		}
		l := b.loops[len(b.loops)-1]
		if _, ok := n.(*ir.Break); ok {
			b.link(blk, l.exit)
		} else {
			b.link(blk, l.head)
		}
		return nil
	}
	return b.stmt(n, cur)
}

// stmt adds the block of a statement that falls through.
func (b *cfgBuilder) stmt(n ir.Node, cur *Block) *Block {
	v, isValue := n.(ir.Value)
	if !isValue {
		b.g.Known = false
		blk := b.block(n)
		b.link(cur, blk)
		return blk
	}
	blk := b.block(n, v)
	b.link(cur, blk)
	if !b.plainExpr(v) {
		b.g.Known = false
	}
	return blk
}

// plainExpr reports whether an expression is made of known nodes and holds no jump in its
// FlowInstrs (those jumps would need edges of their own).
func (b *cfgBuilder) plainExpr(v ir.Value) bool {
	plain := true
	known := Visit(v, func(n ir.Node) bool {
		switch n.(type) {
		case *ir.Return, *ir.Break, *ir.Continue:
			plain = plain && n == ir.Node(v)
		}
		return true
	})
	return known && plain
}

// loop adds a loop whose header evaluates vals each time round.
func (b *cfgBuilder) loop(n ir.Node, cur *Block, body *ir.Series, vals ...ir.Value) *Block {
	head := b.block(n, vals...)
	b.link(cur, head)
	exit := b.block(nil)
	b.loops = append(b.loops, loopTargets{head, exit})
	b.link(b.series(body, head), head)
	b.loops = b.loops[:len(b.loops)-1]
	b.link(head, exit)
	return exit
}

// try adds a TryCatch: every block of the body may raise into every handler, and every block
// of the statement may leave through the finally clause.
func (b *cfgBuilder) try(t *ir.TryCatch, cur *Block) *Block {
	head := b.block(t)
	b.link(cur, head)
	after := b.block(nil)
	first := len(b.g.Blocks)
	bodyEnd := b.series(t.Body, head)
	raising := append([]*Block{head}, b.g.Blocks[first:]...)
	var ends []*Block
	ends = append(ends, b.series(t.Else, bodyEnd))
	for _, c := range t.Catches {
		entry := b.block(nil)
		for _, r := range raising {
			b.link(r, entry)
		}
		ends = append(ends, b.series(c.Body, entry))
	}
	if t.Finally == nil {
		for _, e := range ends {
			b.link(e, after)
		}
		return after
	}
	fin := b.block(nil)
	for _, blk := range append([]*Block{head}, b.g.Blocks[first:len(b.g.Blocks)-1]...) {
		b.link(blk, fin)
	}
	finEnd := b.series(t.Finally, fin)
	b.link(finEnd, after)
	b.link(finEnd, b.g.Exit)
	return after
}
