// The deterministic S-expression text form of the IR (kiln build -emit=ir, golden tests).
package ir

import (
	"fmt"
	"strconv"
	"strings"
)

// String returns the module's text form.
func (m *Module) String() string {
	var p printer
	for _, c := range m.Classes {
		var fields []string
		for _, f := range c.Fields {
			fields = append(fields, fmt.Sprintf("(%s %s)", f.Name, f.T))
		}
		base := ""
		if c.Base != nil {
			base = " (base " + c.Base.Name + ")"
		}
		p.linef("(class %s%s %s)", c.Name, base, strings.Join(fields, " "))
	}
	for _, g := range m.Globals {
		p.linef("(global %s %s)", varName(g), g.T)
	}
	for _, f := range m.Funcs {
		p.fn(f)
	}
	return p.b.String()
}

// String returns the function's text form.
func (f *Func) String() string {
	var p printer
	p.fn(f)
	return p.b.String()
}

type printer struct {
	b      strings.Builder
	indent int
}

func (p *printer) linef(format string, args ...any) {
	p.b.WriteString(strings.Repeat("  ", p.indent))
	fmt.Fprintf(&p.b, format, args...)
	p.b.WriteByte('\n')
}

func varName(v *Var) string { return fmt.Sprintf("%s.%d", v.Name, v.ID) }

func (p *printer) fn(f *Func) {
	var params []string
	for _, v := range f.Params {
		params = append(params, fmt.Sprintf("(%s %s)", varName(v), v.T))
	}
	kind := map[FuncKind]string{Bodied: "func", External: "extern", LLVM: "llvm"}[f.Kind]
	p.linef("(%s %q (%s) %s", kind, f.Name, strings.Join(params, " "), f.Ret)
	p.indent++
	if f.Cold {
		p.linef("(cold)")
	}
	if f.Outline {
		p.linef("(outline)")
	}
	if f.Elided != nil {
		p.linef("(elided %s)", varName(f.Elided))
	}
	switch f.Kind {
	case Bodied:
		for _, v := range f.Locals {
			p.linef("(local %s %s)", varName(v), v.T)
		}
		p.series(f.Body)
	case LLVM:
		p.linef("%q", strings.TrimSpace(f.LLVM))
	}
	p.indent--
	p.linef(")")
}

func (p *printer) series(s *Series) {
	for _, n := range s.Items {
		p.node(n)
	}
}

func (p *printer) block(head string, s *Series) {
	p.linef("(%s", head)
	p.indent++
	p.series(s)
	p.indent--
	p.linef(")")
}

func (p *printer) node(n Node) {
	switch n := n.(type) {
	case *If:
		if n.Unpredictable {
			p.linef("(if unpredictable %s", Format(n.Cond))
		} else {
			p.linef("(if %s", Format(n.Cond))
		}
		p.indent++
		p.block("then", n.Then)
		if len(n.Else.Items) > 0 {
			p.block("else", n.Else)
		}
		p.indent--
		p.linef(")")
	case *While:
		head := "while "
		if n.Unpredictable {
			head += "unpredictable "
		}
		if n.Unroll > 1 {
			head += fmt.Sprintf("unroll %d ", n.Unroll)
		}
		p.block(head+Format(n.Cond), n.Body)
	case *ImperativeFor:
		p.block(fmt.Sprintf("imperative-for %s %s %s %s", varName(n.Var),
			Format(n.Start), Format(n.Stop), Format(n.Step)), n.Body)
	case *Series:
		p.block("series", n)
	case *TryCatch:
		p.tryCatch(n) // exc.go
	case Value:
		p.linef("%s", Format(n))
	default:
		panic(fmt.Sprintf("ir: cannot print %T", n))
	}
}

// Format returns the one-line text form of a value.
func Format(v Value) string {
	switch v := v.(type) {
	case *Const:
		switch v.T {
		case Int:
			return strconv.FormatInt(v.Int, 10)
		case Float:
			return strconv.FormatFloat(v.Float, 'g', -1, 64) + "f"
		case Bool:
			return strconv.FormatBool(v.Bool)
		case Str:
			return strconv.Quote(v.Str)
		case None:
			return "none"
		}
		if _, ok := v.T.(*Tuple); ok {
			return "()"
		}
		return "?const"
	case *VarValue:
		return varName(v.Var)
	case *Call:
		parts := []string{"call", strconv.Quote(v.Func.Name)}
		for _, a := range v.Args {
			parts = append(parts, Format(a))
		}
		return "(" + strings.Join(parts, " ") + ")"
	case *Ternary:
		return fmt.Sprintf("(ternary %s %s %s)", Format(v.Cond), Format(v.True), Format(v.False))
	case *Extract:
		return fmt.Sprintf("(extract %s %d)", Format(v.Value), v.Index)
	case *Insert:
		agg := "zero"
		if v.Agg != nil {
			agg = Format(v.Agg)
		}
		return fmt.Sprintf("(insert %s %d %s)", agg, v.Index, Format(v.Elem))
	case *New:
		if v.Room > 0 {
			return fmt.Sprintf("(new-stack %s room %d)", v.Class.Name, v.Room)
		}
		if v.Stack {
			return fmt.Sprintf("(new-stack %s)", v.Class.Name)
		}
		return fmt.Sprintf("(new %s)", v.Class.Name)
	case *SetField:
		return fmt.Sprintf("(set-field %s %d %s)", Format(v.Obj), v.Index, Format(v.Value))
	case *Is:
		return fmt.Sprintf("(is %s %s)", Format(v.X), Format(v.Y))
	case *Addr:
		return fmt.Sprintf("(addr %s)", Format(v.Value))
	case *InstanceOf:
		return fmt.Sprintf("(instance-of %s %s)", Format(v.Value), v.Class.Name)
	case *VirtualCall:
		parts := []string{"vcall", strconv.Itoa(v.Slot), strconv.Quote(v.Sig.Name)}
		for _, a := range v.Args {
			parts = append(parts, Format(a))
		}
		return "(" + strings.Join(parts, " ") + ")"
	case *FlowInstr:
		var p printer
		p.indent = 1
		p.series(v.Flow)
		return fmt.Sprintf("(flow\n%s  %s)", p.b.String(), Format(v.Result))
	case *Assign:
		return fmt.Sprintf("(assign %s %s)", varName(v.Var), Format(v.Value))
	case *Return:
		if v.Value == nil {
			return "(return)"
		}
		return fmt.Sprintf("(return %s)", Format(v.Value))
	case *FuncAddr, *Cast, *IndirectCall:
		return formatCallable(v)
	case *Yield:
		return formatYield(v)
	case *Wrap, *IsSome, *Unwrap:
		return formatOptional(v) // optional.go
	case *Throw, *TypeName:
		return formatExc(v) // exc.go
	case *Break:
		return "(break)"
	case *Continue:
		return "(continue)"
	}
	return fmt.Sprintf("(? %T)", v)
}
