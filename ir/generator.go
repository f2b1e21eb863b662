// Generators: a Func with Generator set is the body of a generator function, compiled as a
// coroutine that returns its handle (the generator object) when called; Yield hands a value
// to whoever resumed it and suspends until the next resumption. A Return in such a function
// finishes the generator; its value, if any, is ignored.
package ir

import (
	"fmt"

	"kiln/syntax"
)

// Yield hands Value (of the function's YieldType) to the resumer and suspends. Its own value
// is what the resumer sends, of type Recv, the function's SendType, when the value is used
// (nil: None).
type Yield struct {
	Value Value
	Recv  Type
	Pos   syntax.Pos // where an exception close() or throw() brings is raised
	// Forward, for the yield of a `yield from` loop over a generator, is the inner
	// generator's _forward, called with Delegate (the inner generator) and the exception
	// close() or throw() brings, instead of raising it here.
	Forward  *Func
	Delegate Value
}

func (y *Yield) Type() Type {
	if y.Recv != nil {
		return y.Recv
	}
	return None
}
func (*Yield) irNode() {}

// generator verifies a Yield: inside a generator, of its element type.
func (v *verifier) generator(x *Yield) {
	v.value(x.Value)
	switch {
	case !v.f.Generator:
		v.errorf("yield in %q, which is not a generator", v.f.Name)
	case x.Value != nil && !Assignable(v.f.YieldType, x.Value.Type()):
		v.errorf("yield of %s in a generator of %s", x.Value.Type(), v.f.YieldType)
	}
}

func formatYield(x *Yield) string {
	if x.Recv != nil {
		return fmt.Sprintf("(yield %s -> %s)", Format(x.Value), x.Recv)
	}
	return fmt.Sprintf("(yield %s)", Format(x.Value))
}
