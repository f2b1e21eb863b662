// AST traversal: Walk and Inspect in the style of go/ast.
package syntax

// A Visitor's Visit method is invoked for each node encountered by Walk. If the result
// visitor w is not nil, Walk visits each of the children of n with w, followed by a call
// of w.Visit(nil).
type Visitor interface {
	Visit(n Node) (w Visitor)
}

// Walk traverses an AST in depth-first order, children in source order. Helper nodes
// without a position of their own (Arguments, WithItem, Comprehension, MatchCase) are
// not visited themselves; their children are.
func Walk(v Visitor, n Node) {
	if v = v.Visit(n); v == nil {
		return
	}
	switch n := n.(type) {
	case *Module:
		walkStmts(v, n.Body)
	case *FunctionDef:
		walkExprs(v, n.Decorators)
		walkTypeParams(v, n.TypeParams)
		walkArgs(v, n.Args)
		walkExpr(v, n.Returns)
		walkStmts(v, n.Body)
	case *ClassDef:
		walkExprs(v, n.Decorators)
		walkTypeParams(v, n.TypeParams)
		walkExprs(v, n.Bases)
		for _, k := range n.Keywords {
			Walk(v, k)
		}
		walkStmts(v, n.Body)
	case *Return:
		walkExpr(v, n.Value)
	case *Delete:
		walkExprs(v, n.Targets)
	case *Assign:
		walkExprs(v, n.Targets)
		walkExpr(v, n.Value)
	case *TypeAlias:
		Walk(v, n.Name)
		walkTypeParams(v, n.TypeParams)
		walkExpr(v, n.Value)
	case *AugAssign:
		walkExpr(v, n.Target)
		walkExpr(v, n.Value)
	case *AnnAssign:
		walkExpr(v, n.Target)
		walkExpr(v, n.Annotation)
		walkExpr(v, n.Value)
	case *For:
		walkExpr(v, n.Target)
		walkExpr(v, n.Iter)
		walkStmts(v, n.Body)
		walkStmts(v, n.Orelse)
	case *While:
		walkExpr(v, n.Test)
		walkStmts(v, n.Body)
		walkStmts(v, n.Orelse)
	case *If:
		walkExpr(v, n.Test)
		walkStmts(v, n.Body)
		walkStmts(v, n.Orelse)
	case *With:
		for _, it := range n.Items {
			walkExpr(v, it.ContextExpr)
			walkExpr(v, it.OptionalVars)
		}
		walkStmts(v, n.Body)
	case *Match:
		walkExpr(v, n.Subject)
		for _, c := range n.Cases {
			if c.Pattern != nil {
				Walk(v, c.Pattern)
			}
			walkExpr(v, c.Guard)
			walkStmts(v, c.Body)
		}
	case *Raise:
		walkExpr(v, n.Exc)
		walkExpr(v, n.Cause)
	case *Try:
		walkStmts(v, n.Body)
		for _, h := range n.Handlers {
			Walk(v, h)
		}
		walkStmts(v, n.Orelse)
		walkStmts(v, n.Finalbody)
	case *ExceptHandler:
		walkExpr(v, n.Type)
		walkStmts(v, n.Body)
	case *Assert:
		walkExpr(v, n.Test)
		walkExpr(v, n.Msg)
	case *Import:
		for _, a := range n.Names {
			Walk(v, a)
		}
	case *ImportFrom:
		for _, a := range n.Names {
			Walk(v, a)
		}
	case *ExprStmt:
		walkExpr(v, n.Value)
	case *CImport:
		walkExprs(v, n.Params)
		walkExpr(v, n.Returns)
	case *Global, *Nonlocal, *Pass, *Break, *Continue, *Alias, *Name, *Constant:
		// leaves
	case *BoolOp:
		walkExprs(v, n.Values)
	case *NamedExpr:
		Walk(v, n.Target)
		walkExpr(v, n.Value)
	case *BinOp:
		walkExpr(v, n.Left)
		walkExpr(v, n.Right)
	case *UnaryOp:
		walkExpr(v, n.Operand)
	case *Lambda:
		walkArgs(v, n.Args)
		walkExpr(v, n.Body)
	case *IfExp:
		walkExpr(v, n.Body)
		walkExpr(v, n.Test)
		walkExpr(v, n.Orelse)
	case *Dict:
		for i, val := range n.Values {
			if i < len(n.Keys) {
				walkExpr(v, n.Keys[i])
			}
			walkExpr(v, val)
		}
	case *Set:
		walkExprs(v, n.Elts)
	case *ListComp:
		walkExpr(v, n.Elt)
		walkComps(v, n.Generators)
	case *SetComp:
		walkExpr(v, n.Elt)
		walkComps(v, n.Generators)
	case *DictComp:
		walkExpr(v, n.Key)
		walkExpr(v, n.Value)
		walkComps(v, n.Generators)
	case *GeneratorExp:
		walkExpr(v, n.Elt)
		walkComps(v, n.Generators)
	case *Await:
		walkExpr(v, n.Value)
	case *Yield:
		walkExpr(v, n.Value)
	case *YieldFrom:
		walkExpr(v, n.Value)
	case *Compare:
		walkExpr(v, n.Left)
		walkExprs(v, n.Comparators)
	case *Call:
		walkExpr(v, n.Func)
		walkExprs(v, n.Args)
		for _, k := range n.Keywords {
			Walk(v, k)
		}
	case *Keyword:
		walkExpr(v, n.Value)
	case *FormattedValue:
		walkExpr(v, n.Value)
		if n.FormatSpec != nil {
			Walk(v, n.FormatSpec)
		}
	case *JoinedStr:
		walkExprs(v, n.Values)
	case *Attribute:
		walkExpr(v, n.Value)
	case *Subscript:
		walkExpr(v, n.Value)
		walkExpr(v, n.Slice)
	case *Starred:
		walkExpr(v, n.Value)
	case *List:
		walkExprs(v, n.Elts)
	case *Tuple:
		walkExprs(v, n.Elts)
	case *Slice:
		walkExpr(v, n.Lower)
		walkExpr(v, n.Upper)
		walkExpr(v, n.Step)
	case *MatchValue:
		walkExpr(v, n.Value)
	case *MatchSequence:
		walkPatterns(v, n.Patterns)
	case *MatchMapping:
		for i, pat := range n.Patterns {
			if i < len(n.Keys) {
				walkExpr(v, n.Keys[i])
			}
			Walk(v, pat)
		}
	case *MatchClass:
		walkExpr(v, n.Cls)
		walkPatterns(v, n.Patterns)
		walkPatterns(v, n.KwdPatterns)
	case *MatchAs:
		if n.Pattern != nil {
			Walk(v, n.Pattern)
		}
	case *MatchOr:
		walkPatterns(v, n.Patterns)
	case *MatchSingleton, *MatchStar:
		// leaves
	case *Arg:
		walkExpr(v, n.Annotation)
	case *TypeParam:
		walkExpr(v, n.Bound)
	}
	v.Visit(nil)
}

func walkExpr(v Visitor, e Expr) {
	if e != nil {
		Walk(v, e)
	}
}

func walkExprs(v Visitor, list []Expr) {
	for _, e := range list {
		walkExpr(v, e)
	}
}

func walkStmts(v Visitor, list []Stmt) {
	for _, s := range list {
		if s != nil {
			Walk(v, s)
		}
	}
}

func walkPatterns(v Visitor, list []Pattern) {
	for _, p := range list {
		Walk(v, p)
	}
}

func walkTypeParams(v Visitor, list []*TypeParam) {
	for _, t := range list {
		Walk(v, t)
	}
}

// walkArgs visits parameters in source order: defaults after their parameters' group,
// as CPython's ast.walk order does not matter to Kiln but determinism does.
func walkArgs(v Visitor, a *Arguments) {
	if a == nil {
		return
	}
	for _, x := range a.PosOnly {
		Walk(v, x)
	}
	for _, x := range a.Args {
		Walk(v, x)
	}
	walkExprs(v, a.Defaults)
	if a.Vararg != nil {
		Walk(v, a.Vararg)
	}
	for i, x := range a.KwOnly {
		Walk(v, x)
		if i < len(a.KwDefaults) {
			walkExpr(v, a.KwDefaults[i])
		}
	}
	if a.Kwarg != nil {
		Walk(v, a.Kwarg)
	}
}

func walkComps(v Visitor, gens []*Comprehension) {
	for _, g := range gens {
		walkExpr(v, g.Target)
		walkExpr(v, g.Iter)
		walkExprs(v, g.Ifs)
	}
}

type inspector func(Node) bool

func (f inspector) Visit(n Node) Visitor {
	if f(n) {
		return f
	}
	return nil
}

// Inspect traverses an AST in depth-first order: it calls f(n) for each node; if f
// returns true, Inspect invokes f recursively for each of the children of n, followed by
// a call of f(nil).
func Inspect(n Node, f func(Node) bool) {
	Walk(inspector(f), n)
}
