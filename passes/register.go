// The plugin API: out-of-tree drivers add their own passes to the pipeline.
package passes

import "fmt"

// Where places a registered pass relative to an existing one.
type Where int

const (
	Before Where = iota
	After
)

// Register inserts p into the pipeline before or after the pass named at. A pass inserted
// between two passes of a group joins the group (it is repeated with them to the fixpoint).
// Registered passes are optional: debug builds skip them unless Required is set, and
// -disable-pass names them. Call it before compiling, from one goroutine (in main or init).
func Register(p Pass, where Where, at string) error {
	if p.Name == "" || p.Run == nil {
		return fmt.Errorf("passes: a registered pass needs a name and a Run function")
	}
	i := index(at)
	if i < 0 {
		return fmt.Errorf("passes: no pass named %q to register %q %s (passes: %v)", at, p.Name, where, Names())
	}
	if where == After {
		i++
	}
	if i > 0 && i < len(pipeline) && pipeline[i-1].Group != "" && pipeline[i-1].Group == pipeline[i].Group {
		p.Group = pipeline[i].Group
	}
	list := append(append(append([]Pass{}, pipeline[:i]...), p), pipeline[i:]...)
	if err := checkOrder(list, constraints); err != nil {
		return err
	}
	pipeline = list
	return nil
}

func (w Where) String() string {
	if w == Before {
		return "before"
	}
	return "after"
}

func index(name string) int {
	for i := range pipeline {
		if pipeline[i].Name == name {
			return i
		}
	}
	return -1
}
