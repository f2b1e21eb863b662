package gen

// cellClass is the class the object functions allocate; escape decides which of its objects
// live in the frame.
const cellClass = `class Cell:
    def __init__(self, v: int) -> None:
        self.v = v
        self.w = 0.5
`

// objects writes a function allocating Cells in a loop, some of which escape (kept in a
// list, held past the iteration, returned through a field read, captured by a lambda) and
// some of which do not (escape's new-stack).
func (g *generator) objects() {
	f := &function{name: g.fresh("o"), ret: kInt, bound: 1 << 50}
	g.vars, g.times, g.noTry, g.appends = nil, 1, false, listSlack
	n := &variable{name: g.fresh("p"), k: kInt, bound: 50, readonly: true, param: true}
	xs := &variable{name: g.fresh("p"), k: kListInt, bound: 8, elem: listItems, readonly: true, param: true}
	f.params = []*variable{n, xs}
	g.vars = append(g.vars, n, xs)
	g.line("def %s(%s: int, %s: list[int]) -> int:", f.name, n.name, xs.name)
	g.indent++
	g.line("keep: list[Cell] = []")
	g.line("head = Cell(1)")
	g.line("s = 0")
	iv := g.fresh("i")
	g.line("for %s in range(%s):", iv, n.name)
	g.indent++
	g.vars = append(g.vars, &variable{name: iv, k: kInt, bound: 50, readonly: true})
	e, _ := g.intExpr(2, 1<<31)
	g.line("c = Cell(%s)", e)
	for i, k := 0, 1+g.pick(5); i < k; i++ {
		switch g.pick(8) {
		case 0:
			g.line("keep.append(c)")
		case 1:
			g.line("head = c")
		case 2:
			inc, _ := g.intExpr(1, 1<<10)
			g.line("c.v += %s", inc)
		case 3:
			g.line("c.w = c.w * %s", g.floatLeaf())
		case 4:
			g.line("if %s:", g.cond(1))
			g.indent++
			g.line("keep.append(c)")
			g.indent--
		case 5:
			g.line("t = Cell(c.v %% 1000)")
			g.line("s += t.v")
		case 6:
			g.line("s += (lambda: c.v %% 7)()")
		default:
			g.line("s += c.v %% 1000")
		}
	}
	g.indent--
	g.vars = g.vars[:len(g.vars)-1]
	g.line("print(head.w, len(keep))")
	g.line("return s + head.v + sum(k.v for k in keep)")
	g.indent--
	g.funcs = append(g.funcs, f)
}
