// Default values that are not constants: `def f(x, acc: list[int] = [])`, `def g(sep=SEP)`.
// As in CPython, such a default is evaluated once, where its def statement runs, and every
// call that omits the argument gets that same object (a list default is shared between calls).
// It lives in a hidden module variable; calls read the variable. Only module-level functions
// and the methods of module-level classes may have them: a nested def would need its defaults
// in its closure.
package types

import (
	"fmt"

	"kiln/syntax"
)

// Default is a default value evaluated when its def runs: Value is stored in Var.
type Default struct {
	Var   *Var
	Value syntax.Expr
}

// defaultVar makes the hidden module variable holding the default of p, a parameter of f.
func (c *Checker) defaultVar(f *Func, p *param) {
	name := fmt.Sprintf("%s.<default %s>", f.Name, p.name)
	v := &Var{Name: name, Global: true, Pos: p.def.Pos()}
	c.user.objects[name] = v
	c.defaultVars = append(c.defaultVars, v)
	c.addDefaultVars()
	p.defVar = v
	p.defRef = &syntax.Name{Span: syntax.Span{From: p.def.Pos(), To: p.def.End()}, Id: name}
}

// defaultsOf checks the defaults the def statement s evaluates (at module level: those of a
// function, or of the methods of a class) and records them for lowering.
func (c *Checker) defaultsOf(inst *Instance, s syntax.Stmt, funcs []*Func) {
	for _, f := range funcs {
		c.resolveSignature(f)
		for _, p := range f.params {
			if p.defVar == nil {
				continue
			}
			t := c.exprWant(inst, p.def, p.ann)
			switch {
			case t == pending || isPartial(t):
				c.markPending(inst, p.def.Pos())
				continue
			case !known(t):
				continue
			case p.ann != nil && known(p.ann) && !c.assignable(p.ann, t):
				c.errorf(inst, p.def.Pos(), "the default of parameter '%s' must be %s, not %s", p.name, p.ann, t)
				continue
			}
			c.setVarType(inst, p.defVar, t, p.def.Pos())
			inst.Info.Defaults[s] = append(inst.Info.Defaults[s], Default{Var: p.defVar, Value: p.def})
		}
	}
}

// methodsDefined returns the functions a class statement defines, in order.
func methodsDefined(cls *Class, s *syntax.ClassDef) []*Func {
	var out []*Func
	for _, item := range s.Body {
		d, ok := item.(*syntax.FunctionDef)
		if !ok {
			continue
		}
		for _, f := range cls.own[d.Name] {
			if f.Def == d {
				out = append(out, f)
			}
		}
	}
	return out
}

// definedAtModuleLevel reports whether d is a module-level function, or a method in the body
// of the module-level class recv: where a default that is not a constant is supported.
func (c *Checker) definedAtModuleLevel(d *syntax.FunctionDef, recv *Class) bool {
	if recv == nil {
		return c.topLevel[d]
	}
	if recv.Def == nil || !c.topLevelClass[recv.Def] {
		return false
	}
	for _, item := range recv.Def.Body {
		if item == syntax.Stmt(d) {
			return true
		}
	}
	return false
}

// moduleFuncs returns the function a module-level def statement declares, if any.
func (c *Checker) moduleFuncs(s *syntax.FunctionDef) []*Func {
	if f := c.decorated[s]; f != nil {
		return []*Func{f}
	}
	if f, ok := c.user.objects[s.Name].(*Func); ok && f.Def == s {
		return []*Func{f}
	}
	return nil
}

// addDefaultVars makes the default variables made so far module variables, once the module's
// variables are known (signatures may be resolved before).
func (c *Checker) addDefaultVars() {
	if c.prog == nil || c.funcGlobals == nil {
		return
	}
	for _, v := range c.defaultVars {
		c.funcGlobals[v.Name] = true // read by calls: not a variable flow analysis tracks
		c.prog.Globals = append(c.prog.Globals, v)
	}
	c.defaultVars = nil
}
