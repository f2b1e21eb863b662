// Functions as values: module functions, nested defs and lambdas are values of a type of their
// own, closures capture the variables of enclosing functions in cells, and decorators are calls
// the checker realizes like any other.
package types

import (
	"fmt"

	"kiln/syntax"
)

// FuncType is the type of a function value. Every def and lambda has a type of its own (a
// nested def one per realization of the function around it), so calling a function value is a
// static call, realized for the argument types like a call by name. At run time the value is
// the closure's environment: the cells of the variables it captures (nothing when it captures
// none).
type FuncType struct {
	Func *Func
}

func (t *FuncType) String() string { return "function[" + t.Func.Name + "]" }

// funcTypesHint explains why two functions do not share a variable or a list.
const funcTypesHint = "each def and lambda is a type of its own in Kiln; to hold different functions, annotate the variable or list with a Callable type, e.g. list[Callable[[int], int]]"

// funcValue returns the type of f's values.
func funcValue(f *Func) *FuncType {
	if f.value == nil {
		f.value = &FuncType{Func: f}
	}
	return f.value
}

// DefInfo is a def statement inside a function, or a decorated one anywhere: Value (a Name
// denoting the function, or the outermost decorator call) is stored into Var.
type DefInfo struct {
	Var   *Var
	Value syntax.Expr
}

// nestedFunc returns the function a def or lambda inside inst's body makes, creating it on
// the first pass. Its names resolve through inst's variables.
func (c *Checker) nestedFunc(inst *Instance, key syntax.Node, d *syntax.FunctionDef) *Func {
	if f := inst.nested[key]; f != nil {
		return f
	}
	f := c.declareFunc(d, nil, inst.Func.scope, false)
	if f == nil {
		return nil
	}
	f.outer = inst
	f.Name = inst.Name + "." + d.Name
	if _, isLambda := key.(*syntax.Lambda); isLambda || inst.nestedNamed(f.Name) {
		at := c.fset.Position(key.Pos())
		f.Name = fmt.Sprintf("%s@%d:%d", f.Name, at.Line, at.Column)
	}
	f.QualName = inst.Func.qualName() + ".<locals>." + d.Name
	if inst.module {
		f.QualName = d.Name
	}
	if inst.nested == nil {
		inst.nested = map[syntax.Node]*Func{}
	}
	inst.nested[key] = f
	return f
}

// nestedNamed reports whether another def in inst's body makes a function called name.
func (inst *Instance) nestedNamed(name string) bool {
	for _, f := range inst.nested {
		if f.Name == name {
			return true
		}
	}
	return false
}

// qualName is the name CPython's messages give the function (`outer.<locals>.inner`).
func (f *Func) qualName() string {
	if f.QualName != "" {
		return f.QualName
	}
	return f.PyName
}

// lambda checks `lambda args: body`: a function whose body returns the expression.
func (c *Checker) lambda(inst *Instance, e *syntax.Lambda) Type {
	if t, ok := c.lambdaDefaults(inst, e); ok {
		return t
	}
	d := c.lambdaDefs[e]
	if d == nil {
		d = &syntax.FunctionDef{Span: e.Span, Name: "<lambda>", NamePos: e.Pos(), Args: e.Args,
			Body: []syntax.Stmt{&syntax.Return{Span: syntax.Span{From: e.Body.Pos(), To: e.Body.End()}, Value: e.Body}}}
		c.lambdaDefs[e] = d
	}
	f := c.nestedFunc(inst, e, d)
	if f == nil {
		return invalid
	}
	f.Hidden = c.hidden[e]
	f.boundDefaults = c.boundDefaults[e]
	inst.Info.FuncValues[e] = f
	return funcValue(f)
}

// defStmt checks a def statement that runs as code: a def inside a function, or a decorated
// def. The name is a variable, assigned the function or what the decorators make of it.
func (c *Checker) defStmt(inst *Instance, s *syntax.FunctionDef) {
	for _, dec := range s.Decorators {
		if isExport(dec) && !inst.module {
			c.errorf(inst, dec.Pos(), "@export applies only to functions defined at the top level of the module")
			return
		}
	}
	var f *Func
	if inst.module {
		f = c.decorated[s]
	} else {
		f = c.nestedFunc(inst, s, s)
	}
	if f == nil {
		return
	}
	value := c.defValues[s]
	if value == nil {
		// The function itself is a Name only the checker makes; the decorators wrap it in calls,
		// innermost first, as CPython applies them. The nodes are shared by every realization.
		ref := &syntax.Name{Span: syntax.Span{From: s.NamePos, To: s.NamePos}, Id: s.Name}
		value = ref
		for i := len(s.Decorators) - 1; i >= 0; i-- {
			dec := s.Decorators[i]
			value = &syntax.Call{Span: syntax.Span{From: dec.Pos(), To: dec.End()}, Func: dec, Args: []syntax.Expr{value}}
		}
		c.defValues[s] = value
		c.defRefs[ref] = s
	}
	name := &syntax.Name{Span: syntax.Span{From: s.NamePos, To: s.NamePos}, Id: s.Name}
	di := &DefInfo{Var: c.variable(inst, name), Value: value}
	inst.Info.Defs[s] = di
	t := c.expr(inst, di.Value)
	if di.Var == nil || !known(t) {
		if t == pending {
			c.markPending(inst, s.NamePos)
		}
		return
	}
	c.setVarType(inst, di.Var, t, s.NamePos)
}

// defRef is the type of the Name a def statement makes for its own function.
func (c *Checker) defRef(inst *Instance, n *syntax.Name, s *syntax.FunctionDef) Type {
	f := inst.nested[s]
	if inst.module {
		f = c.decorated[s]
	}
	if f == nil {
		return invalid
	}
	inst.Info.FuncValues[n] = f
	return funcValue(f)
}

// enclosing finds a variable of a function around inst's (not the module) and records that
// every function from inst's outwards captures it.
func (c *Checker) enclosing(inst *Instance, id string) *Var {
	for o := inst.Func.outer; o != nil; o = o.Func.outer {
		// A generator expression or lambda in a comprehension reads the comprehension's
		// variables, at module level too.
		v := compEnclosing(o, inst.Func, id)
		if v == nil && !o.module {
			v = o.locals[id]
		}
		if v == nil {
			continue
		}
		v.Cell = true
		for f := inst.Func; f != o.Func; f = f.outer.Func {
			f.capture(v)
		}
		return v
	}
	return nil
}

// compEnclosing returns the variable called id of the innermost comprehension of o that
// holds f, a lambda or generator expression, or nil.
func compEnclosing(o *Instance, f *Func, id string) *Var {
	var best *Var
	for _, v := range o.compVars {
		if v.Name == id && f.Def != nil && v.CompIn.From <= f.Def.Pos() && f.Def.End() <= v.CompIn.To &&
			(best == nil || best.CompIn.From <= v.CompIn.From) {
			best = v
		}
	}
	return best
}

// capture adds v to the variables f's closures carry.
func (f *Func) capture(v *Var) {
	if f.capIndex == nil {
		f.capIndex = map[*Var]int{}
	}
	if _, ok := f.capIndex[v]; !ok {
		f.capIndex[v] = len(f.Captures)
		f.Captures = append(f.Captures, v)
	}
}

// CaptureIndex returns v's position in the environment of f's closures, or -1.
func (f *Func) CaptureIndex(v *Var) int {
	if i, ok := f.capIndex[v]; ok {
		return i
	}
	return -1
}

// nonlocalDecls returns the names a function body declares nonlocal.
func nonlocalDecls(body []syntax.Stmt) map[string]bool {
	out := map[string]bool{}
	for _, s := range body {
		syntax.Inspect(s, func(n syntax.Node) bool {
			switch n := n.(type) {
			case *syntax.Nonlocal:
				for _, id := range n.Names {
					out[id] = true
				}
			case *syntax.FunctionDef, *syntax.ClassDef, *syntax.Lambda:
				return false
			}
			return true
		})
	}
	return out
}

// nonlocalStmt checks that each name of `nonlocal` is a variable of an enclosing function.
func (c *Checker) nonlocalStmt(inst *Instance, s *syntax.Nonlocal) {
	if inst.module {
		c.errorf(inst, s.Pos(), "nonlocal declaration not allowed at module level")
		return
	}
	for _, id := range s.Names {
		if c.enclosing(inst, id) == nil {
			c.errorf(inst, s.Pos(), "no binding for nonlocal '%s' found", id)
		}
	}
}

// closureCall checks a call of a function value: a static call of its function.
func (c *Checker) closureCall(inst *Instance, e *syntax.Call, ft *FuncType) Type {
	t := c.funcCall(inst, e, ft.Func, nil, nil)
	if ci := inst.Info.Calls[e]; ci != nil {
		ci.Kind = ClosureCall
	}
	return t
}
