// Match-statement patterns, named after CPython's ast pattern nodes.
package syntax

type (
	// MatchValue matches by equality: a literal, a signed or complex number, or a dotted
	// name (`case 1:`, `case -1.5:`, `case 1+2j:`, `case "s":`, `case Color.RED:`).
	MatchValue struct {
		Span
		Value Expr
	}

	// MatchSingleton matches None, True or False by identity; Value is NoneConst,
	// TrueConst or FalseConst.
	MatchSingleton struct {
		Span
		Value ConstKind
	}

	// MatchSequence is `[p1, p2, *rest]`, `(p1, p2)` or a bare `p1, p2` after case.
	MatchSequence struct {
		Span
		Patterns []Pattern
	}

	// MatchMapping is `{k1: p1, k2: p2, **rest}`; Rest is "" if absent.
	MatchMapping struct {
		Span
		Keys     []Expr // Constant, UnaryOp/BinOp numbers, JoinedStr or Attribute
		Patterns []Pattern
		Rest     string
	}

	// MatchClass is `Cls(p1, p2, k1=p3, k2=p4)`.
	MatchClass struct {
		Span
		Cls         Expr // *Name or *Attribute
		Patterns    []Pattern
		KwdAttrs    []string
		KwdPatterns []Pattern
	}

	// MatchStar is `*name` in a sequence pattern; Name is "" for `*_`.
	MatchStar struct {
		Span
		Name string
	}

	// MatchAs is `pattern as name`, a capture `name` (Pattern nil) or the wildcard `_`
	// (Pattern nil and Name "").
	MatchAs struct {
		Span
		Pattern Pattern // nil if absent
		Name    string  // "" if absent
	}

	// MatchOr is `p1 | p2 | ...`.
	MatchOr struct {
		Span
		Patterns []Pattern
	}
)

func (*MatchValue) patternNode()     {}
func (*MatchSingleton) patternNode() {}
func (*MatchSequence) patternNode()  {}
func (*MatchMapping) patternNode()   {}
func (*MatchClass) patternNode()     {}
func (*MatchStar) patternNode()      {}
func (*MatchAs) patternNode()        {}
func (*MatchOr) patternNode()        {}
