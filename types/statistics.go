// The statistics module's functions whose result is an int or a float by the data's values in
// CPython (mean([2, 4]) is 3, mean([1, 2]) is 1.5): of floats they are checked as the module's
// _-prefixed function; of ints they are refused, as a static type cannot follow them.
package types

import "kiln/syntax"

// statisticsVariant returns the chooser for statistics' function name.
func statisticsVariant(name string) func(c *Checker, inst *Instance, e *syntax.Call) (string, []syntax.Expr) {
	return func(c *Checker, inst *Instance, e *syntax.Call) (string, []syntax.Expr) {
		pos, _, ok := c.argTypes(inst, e)
		if !ok || len(pos) == 0 {
			return "_" + name, e.Args
		}
		elem := c.iterElem(inst, e.Args[0], pos[0])
		if elem == c.u.Int || elem == c.u.Bool {
			c.unsupported(inst, e, "statistics."+name+"() of ints (CPython's result is an int or a float by the values: convert the data with float())")
			return "", nil
		}
		return "_" + name, e.Args
	}
}
