// Package passes holds the IR pass manager and the passes, one file each.
package passes

import (
	"fmt"
	"time"

	"kiln/ir"
)

// Pass is one transformation of the IR.
type Pass struct {
	Name string
	// Run transforms the module and reports whether it changed anything.
	Run      func(m *ir.Module, ctx *Context) bool
	Required bool // runs in debug builds too, and cannot be disabled
	// Group names a run of consecutive passes repeated, in order, until none of them changes
	// the module (at most maxRounds times).
	Group string
}

// Context is what a pass may use besides the module.
type Context struct {
	// Realizer realizes stdlib functions on request; nil when the module was built by hand
	// (unit tests), in which case the passes that need it do nothing.
	Realizer Realizer

	// The analyses cached per function (analyses.go).
	cache    map[*ir.Func]*funcAnalyses
	reported bool           // the running pass called Changed
	counts   map[string]int // analyses computed, by kind
}

// Realizer asks the type checker for a function it did not realize for the program, and
// returns its lowered IR, added to the module (the bidirectional hook of DESIGN.md).
type Realizer interface {
	// RealizeFunc realizes the stdlib function name for the argument types.
	RealizeFunc(name string, args []ir.Type) (*ir.Func, error)
	// RealizeMethod realizes method name of the receiver's type; args follow the receiver.
	RealizeMethod(recv ir.Type, name string, args []ir.Type) (*ir.Func, error)
	// RealizeType instantiates the stdlib class name with the type arguments (list and [int]
	// give the class list[int]).
	RealizeType(name string, args []ir.Type) (ir.Type, error)
}

// maxRounds bounds the repetitions of a group.
const maxRounds = 10

// order says that pass After must run after pass Before, and why.
type order struct {
	Before, After string
	Why           string
}

// pipeline is the pass list, in order.
var pipeline = []Pass{
	{Name: "constfold", Run: ConstFold, Group: "simplify"},
	{Name: "constprop", Run: ConstProp, Group: "simplify"},
	{Name: "canonicalize", Run: Canonicalize, Group: "simplify"},
	{Name: "dictincr", Run: DictIncr, Group: "simplify"},
	{Name: "printconcat", Run: PrintConcat, Group: "simplify"},
	{Name: "lenlocal", Run: LenLocal, Group: "simplify"},
	{Name: "strconcat", Run: StrConcat, Group: "simplify"},
	{Name: "listconcat", Run: ListConcat, Group: "simplify"},
	{Name: "splititer", Run: SplitIter, Group: "simplify"},
	{Name: "listiter", Run: ListIter, Group: "simplify"},
	{Name: "genreduce", Run: GenReduce, Group: "simplify"},
	{Name: "divtest", Run: DivTest, Group: "simplify"},
	{Name: "charcmp", Run: CharCmp, Group: "simplify"},
	{Name: "fdivpos", Run: FDivPos, Group: "simplify"},
	{Name: "lensplit", Run: LenSplit, Group: "simplify"},
	{Name: "deadcode", Run: DeadCode, Group: "simplify"},
	{Name: "rangereserve", Run: RangeReserve},
	{Name: "basecase", Run: BaseCase},
	{Name: "tailacc", Run: TailAcc},
	{Name: "recclone", Run: RecClone},
	{Name: "jam", Run: Jam},
	{Name: "revswap", Run: RevSwap},
	{Name: "peel", Run: Peel},
	{Name: "boolspec", Run: BoolSpec},
	{Name: "rangever", Run: RangeVer},
	{Name: "rowjam", Run: RowJam},
	{Name: "sumspec", Run: SumSpec},
	{Name: "lazymod", Run: LazyMod},
	{Name: "prefetch", Run: Prefetch},
	{Name: "unroll", Run: Unroll},
	{Name: "splitinto", Run: SplitInto},
	{Name: "retinto", Run: RetInto},
	{Name: "fieldinto", Run: FieldInto},
	{Name: "escape", Run: Escape},
}

// constraints are checked against the pipeline when the package is initialised.
var constraints = []order{
	{"canonicalize", "deadcode", "canonicalize leaves the temporaries it substituted unused for deadcode to drop"},
	{"constfold", "constprop", "propagated constants are folded on the group's next round, and folding first exposes more constants"},
	{"printconcat", "strconcat", "print(a + b + c) writes each part; joining them first into one string would hide the parts"},
	{"canonicalize", "dictincr", "dictincr matches d.__setitem__(k, d.get(k, 0) + 1) as one expression, once canonicalize has substituted the lowering's temporaries"},
	{"canonicalize", "listconcat", "listconcat matches the operands of a chain as expressions, once canonicalize has substituted the lowering's temporaries"},
	{"canonicalize", "lensplit", "lensplit matches len(s.split(...)) as one expression, once canonicalize has substituted the variable holding the list"},
	{"canonicalize", "listiter", "listiter matches the iterator's assignment and loop as the lowering writes them, once canonicalize has run (it leaves the iterator, read twice, in its temporary)"},
	{"canonicalize", "printconcat", "print's str(s) of a str is dropped by canonicalize, exposing the concatenation"},
	{"canonicalize", "tailacc", "tailacc matches return x + f(...) as one expression, once canonicalize has substituted the lowering's temporaries"},
	{"basecase", "tailacc", "basecase reads the guards at the top of a function's body, which tailacc moves into its loop"},
	{"tailacc", "recclone", "recclone copies the function tailacc made a loop, so that every copy loops"},
	{"canonicalize", "boolspec", "boolspec matches a condition's operands as expressions (an index in a local, not in a temporary's flow), once canonicalize has substituted the lowering's temporaries"},
	{"lenlocal", "strconcat", "a str local only len reads is assigned len(x), whose concatenation strconcat then measures without building it"},
	{"lensplit", "splitinto", "a split only len reads is counted, not split into a list"},
	{"retinto", "escape", "retinto makes the objects functions return allocations of their callers, for the escape pass to move into the frame"},
	{"retinto", "fieldinto", "fieldinto matches the new object a function stores into a field as retinto leaves it (`self.d = v.normalized()` made into a new object of the caller's)"},
	{"fieldinto", "escape", "fieldinto makes the objects functions store into their first parameter's fields allocations of the constructions' callers, for the escape pass to move into the frame"},
	{"splitinto", "escape", "splitinto makes the split's list an allocation of the caller, for the escape pass to move into the frame"},
	{"canonicalize", "lazymod", "lazymod matches a step h = (h * a + x) % m as one expression, once canonicalize has substituted the lowering's temporaries"},
	{"canonicalize", "rangereserve", "rangereserve matches the append ending a loop's body as one statement, once canonicalize has substituted the lowering's temporaries"},
	{"rangereserve", "peel", "peel copies a loop's first iteration out of it, after which the loop no longer starts at 0"},
	{"rangever", "rowjam", "rowjam matches the unchecked item reads and stores of rangever's versioned loops"},
	{"jam", "peel", "peel turns the while loop jam matches into an if and a while loop"},
	{"revswap", "peel", "peel turns the swap loop revswap matches into an if and a while loop"},
	{"splititer", "listiter", "splititer matches the iterator of a for loop over a split, which listiter would replace by an index into the list"},
	{"canonicalize", "splititer", "splititer matches the iterator's assignment and loop as the lowering writes them, once canonicalize has run"},
	{"peel", "unroll", "peel copies a loop's first iteration out of it, as an if; an unrolled loop's copies would be peeled with it"},
	{"listiter", "peel", "listiter rewrites a for loop over a list as the while loop it matches; peeling it first would hide the loop"},
}

func init() {
	if err := checkOrder(pipeline, constraints); err != nil {
		panic(err)
	}
}

func checkOrder(list []Pass, cs []order) error {
	index := map[string]int{}
	for i, p := range list {
		if _, dup := index[p.Name]; dup {
			return fmt.Errorf("passes: %q is in the pipeline twice", p.Name)
		}
		index[p.Name] = i
	}
	for _, c := range cs {
		b, okB := index[c.Before]
		a, okA := index[c.After]
		if okB && okA && b >= a {
			return fmt.Errorf("passes: %q must run after %q: %s", c.After, c.Before, c.Why)
		}
	}
	return nil
}

// Options select what runs.
type Options struct {
	Release bool            // run optional passes too
	Disable map[string]bool // optional passes to skip
	Verify  bool            // verify the IR after every pass
	// Only, when set, runs just these passes (their groups still repeat): golden tests.
	Only     map[string]bool
	Realizer Realizer
	Trace    func(pass string, m *ir.Module, took time.Duration)
}

// Names lists the passes of the pipeline.
func Names() []string {
	var out []string
	for _, p := range pipeline {
		out = append(out, p.Name)
	}
	return out
}

// Run runs the pipeline over the module. An error is a compiler bug: a pass left the IR
// malformed, or a disabled pass is unknown or required.
func Run(m *ir.Module, opts Options) error {
	for name := range opts.Disable {
		p := find(name)
		if p == nil {
			return fmt.Errorf("-disable-pass: no pass named %q (passes: %v)", name, Names())
		}
		if p.Required {
			return fmt.Errorf("-disable-pass: pass %q is required", name)
		}
	}
	ctx := &Context{Realizer: opts.Realizer}
	for i := 0; i < len(pipeline); {
		group := groupAt(i)
		for round := 0; round < maxRounds; round++ {
			changed, err := runAll(m, ctx, group, opts)
			if err != nil {
				return err
			}
			if !changed || group[0].Group == "" {
				break
			}
		}
		i += len(group)
	}
	return nil
}

// groupAt returns the passes of the group starting at pipeline[i] (one pass if it has none).
func groupAt(i int) []Pass {
	j := i + 1
	if g := pipeline[i].Group; g != "" {
		for j < len(pipeline) && pipeline[j].Group == g {
			j++
		}
	}
	return pipeline[i:j]
}

// runAll runs the passes of a group once each, and reports whether any changed the module.
func runAll(m *ir.Module, ctx *Context, group []Pass, opts Options) (bool, error) {
	changed := false
	for _, p := range group {
		if !selected(p, opts) {
			continue
		}
		start := time.Now()
		did := p.Run(m, ctx)
		ctx.afterPass(did)
		if did {
			changed = true
		}
		if opts.Trace != nil {
			opts.Trace(p.Name, m, time.Since(start))
		}
		if opts.Verify {
			if errs := ir.Verify(m); len(errs) > 0 {
				return false, fmt.Errorf("IR invalid after pass %s: %v", p.Name, errs[0])
			}
		}
	}
	return changed, nil
}

func selected(p Pass, opts Options) bool {
	if opts.Only != nil {
		return opts.Only[p.Name]
	}
	return (p.Required || opts.Release) && !opts.Disable[p.Name]
}

func find(name string) *Pass {
	for i := range pipeline {
		if pipeline[i].Name == name {
			return &pipeline[i]
		}
	}
	return nil
}
