// @export: module-level functions a shared library (kiln build -emit=lib) gives a C ABI
// symbol named after the function. Their parameters and return are annotated with int, float
// or bool (a return may also be None), so that each has exactly one realization, made here.
package types

import "kiln/syntax"

// Export is a function of the user's module with a C ABI symbol in shared libraries.
type Export struct {
	Name string    // the C symbol: the function's Python name
	Inst *Instance // its realization for the annotated types
}

// isExport reports whether a decorator is Kiln's @export.
func isExport(dec syntax.Expr) bool { return isName(dec, "export") }

// exportDecl checks the decorators of a module-level def that uses @export: @export must be
// its only decorator. It reports whether the def is exported.
func (c *Checker) exportDecl(d *syntax.FunctionDef) bool {
	exported := false
	for _, dec := range d.Decorators {
		if isExport(dec) {
			exported = true
		}
	}
	if exported && len(d.Decorators) > 1 {
		c.declErrs.Addf(d.Decorators[0].Pos(), "@export cannot be combined with other decorators")
	}
	return exported
}

// realizeExports realizes each exported function for its annotated parameter types, after the
// module's code is checked (the functions may read module variables).
func (c *Checker) realizeExports() {
	for _, f := range c.exported {
		args, ok := c.exportSignature(f)
		if !ok {
			continue
		}
		c.prog.Exports = append(c.prog.Exports, Export{Name: f.PyName, Inst: c.realize(f, args)})
	}
}

// exportSignature returns the C-compatible parameter types of an exported function, reporting
// what keeps it from having a C signature.
func (c *Checker) exportSignature(f *Func) ([]Type, bool) {
	c.resolveSignature(f)
	d := f.Def
	a := d.Args
	if a.Vararg != nil || a.Kwarg != nil || len(a.KwOnly) > 0 || len(f.typeParams) > 0 {
		c.declErrs.Addf(d.NamePos, "@export function %s() takes only plain parameters (no *args, **kwargs, keyword-only or type parameters)", f.PyName)
		return nil, false
	}
	var args []Type
	for _, p := range f.params {
		if p.ann == nil || !c.cType(p.ann) {
			c.declErrs.Addf(p.pos, "@export function %s(): parameter %q must be annotated int, float or bool", f.PyName, p.name)
			return nil, false
		}
		args = append(args, p.ann)
	}
	if d.Returns == nil || !f.retSet || (f.ret != c.u.None && !c.cType(f.ret)) {
		c.declErrs.Addf(d.NamePos, "@export function %s() needs a return annotation: int, float, bool or None", f.PyName)
		return nil, false
	}
	return args, true
}

// cType reports whether values of t cross the C ABI as they are: int (int64_t), float
// (double) and bool (_Bool).
func (c *Checker) cType(t Type) bool {
	return t == c.u.Int || t == c.u.Float || t == c.u.Bool
}
