// Exceptions: Throw raises an object, TryCatch is try/except/else/finally, TypeName reads the
// name of an object's dynamic class (for tracebacks and type(x).__name__).
package ir

import (
	"fmt"
	"strings"

	"kiln/syntax"
)

// Throw raises Value, a reference to a BaseException object; its own type is None and control
// never continues after it. Reraise marks the bare `raise` of an except clause: the exception
// keeps its traceback and this line adds no frame to it. Fresh (set by the escape pass) says
// Value is an object made for this raise that nothing else refers to: a handler may hand it
// back to the allocator (Catch.Release). Frame (set by the escape pass) says Value's object is
// a New in the frame (New.Stack) that only a Catch.Frame clause of the try statement around
// the raise handles: it moves to the heap where something may keep it (codegen/exc.go).
type Throw struct {
	Value   Value
	Reraise bool
	Fresh   bool
	Frame   bool
	Pos     syntax.Pos
}

// RaisedNew returns the allocation of the object `raise C(args)` makes, as the lowering
// writes it (the New itself, or the first assignment of its flow), or nil.
func (t *Throw) RaisedNew() *New {
	switch v := t.Value.(type) {
	case *New:
		return v
	case *FlowInstr:
		if a, ok := v.Flow.Items[0].(*Assign); ok {
			if n, ok := a.Value.(*New); ok {
				return n
			}
		}
	}
	return nil
}

// FreshNew returns RaisedNew of a Fresh raise, and nil for any other.
func (t *Throw) FreshNew() *New {
	if !t.Fresh {
		return nil
	}
	return t.RaisedNew()
}

// TryCatch runs Body. An exception raised in it is tested against the Catches in order and
// handled by the first that matches; none matching, it propagates. Else runs when Body finishes
// without an exception; Finally (nil if absent) runs however the statement is left: normally,
// by an exception, or by a return, break or continue, which then go on after it unless the
// Finally leaves by a jump of its own.
type TryCatch struct {
	Body    *Series
	Catches []*Catch
	Else    *Series
	Finally *Series
}

// Catch is one except clause. Classes empty matches every exception (a bare except). Exc
// receives the exception (a bare raise in Body raises it again); Var, if not nil, is the
// clause's `as` name. Release (set by the escape pass) says no reference to the exception
// outlives the clause through its variables or the objects it reaches: where the clause ends
// normally, an exception a Fresh raise made goes back to the allocator. Frame (set by the
// escape pass) says the clause may handle the frame object of a Throw.Frame.
type Catch struct {
	Classes []*Class
	Exc     *Var
	Var     *Var
	Body    *Series
	Release bool
	Frame   bool
}

// TypeName is the name of the class of an object (not None), or with Module the name of the
// module defining the class (type(x).__module__: "builtins" or "__main__").
type TypeName struct {
	Value  Value
	Module bool
	Qual   bool // __qualname__: Outer.Inner for a nested class
}

func (*Throw) Type() Type    { return None }
func (*TypeName) Type() Type { return Str }
func (*Throw) irNode()       {}
func (*TypeName) irNode()    {}
func (*TryCatch) irNode()    {}
func (*TryCatch) flowNode()  {}

// tryCatch prints a TryCatch.
func (p *printer) tryCatch(t *TryCatch) {
	p.linef("(try")
	p.indent++
	p.block("body", t.Body)
	for _, c := range t.Catches {
		var names []string
		for _, k := range c.Classes {
			names = append(names, k.Name)
		}
		head := fmt.Sprintf("catch (%s) %s", strings.Join(names, " "), varName(c.Exc))
		if c.Var != nil {
			head += " " + varName(c.Var)
		}
		p.block(head, c.Body)
	}
	if len(t.Else.Items) > 0 {
		p.block("else", t.Else)
	}
	if t.Finally != nil {
		p.block("finally", t.Finally)
	}
	p.indent--
	p.linef(")")
}

// formatExc prints the exception values.
func formatExc(v Value) string {
	switch v := v.(type) {
	case *Throw:
		if v.Reraise {
			return fmt.Sprintf("(reraise %s)", Format(v.Value))
		}
		return fmt.Sprintf("(throw %s)", Format(v.Value))
	case *TypeName:
		if v.Module {
			return fmt.Sprintf("(type-module %s)", Format(v.Value))
		}
		return fmt.Sprintf("(type-name %s)", Format(v.Value))
	}
	return "(? exc)"
}

// tryCatch verifies a TryCatch.
func (v *verifier) tryCatch(t *TryCatch) {
	v.series(t.Body)
	for _, c := range t.Catches {
		v.useVar(c.Exc)
		if _, ok := c.Exc.T.(*Class); !ok {
			v.errorf("catch variable %s is not a class reference", varName(c.Exc))
		}
		if c.Var != nil {
			v.useVar(c.Var)
		}
		v.series(c.Body)
	}
	v.series(t.Else)
	if t.Finally != nil {
		v.series(t.Finally)
	}
}

// exc verifies the exception values.
func (v *verifier) exc(x Value) {
	switch x := x.(type) {
	case *Throw:
		v.classOperand("throw", x.Value)
	case *TypeName:
		v.classOperand("type-name", x.Value)
	}
}

func (v *verifier) classOperand(what string, x Value) {
	v.value(x)
	if x == nil {
		return
	}
	if _, ok := x.Type().(*Class); !ok {
		v.errorf("%s of %s, which is not a class reference", what, x.Type())
	}
}
