// Package passes holds the IR pass manager and the passes, one file each.
package passes

import (
	"fmt"
	"time"

	"kiln/ir"
)

// Pass is one transformation of the IR.
type Pass struct {
	Name     string
	Run      func(m *ir.Module)
	Required bool // runs in debug builds too, and cannot be disabled
}

// order says that pass After must run after pass Before, and why.
type order struct {
	Before, After string
	Why           string
}

// pipeline is the pass list, in order.
var pipeline = []Pass{
	{Name: "deadcode", Run: DeadCode, Required: false},
}

// constraints are checked against the pipeline when the package is initialised.
var constraints = []order{}

func init() {
	if err := checkOrder(pipeline, constraints); err != nil {
		panic(err)
	}
}

func checkOrder(list []Pass, cs []order) error {
	index := map[string]int{}
	for i, p := range list {
		if _, dup := index[p.Name]; dup {
			return fmt.Errorf("passes: %q is in the pipeline twice", p.Name)
		}
		index[p.Name] = i
	}
	for _, c := range cs {
		b, okB := index[c.Before]
		a, okA := index[c.After]
		if okB && okA && b >= a {
			return fmt.Errorf("passes: %q must run after %q: %s", c.After, c.Before, c.Why)
		}
	}
	return nil
}

// Options select what runs.
type Options struct {
	Release bool            // run optional passes too
	Disable map[string]bool // optional passes to skip
	Verify  bool            // verify the IR after every pass
	Trace   func(pass string, m *ir.Module, took time.Duration)
}

// Names lists the passes of the pipeline.
func Names() []string {
	var out []string
	for _, p := range pipeline {
		out = append(out, p.Name)
	}
	return out
}

// Run runs the pipeline over the module. An error is a compiler bug: a pass left the IR
// malformed, or a disabled pass is unknown or required.
func Run(m *ir.Module, opts Options) error {
	for name := range opts.Disable {
		p := find(name)
		if p == nil {
			return fmt.Errorf("-disable-pass: no pass named %q (passes: %v)", name, Names())
		}
		if p.Required {
			return fmt.Errorf("-disable-pass: pass %q is required", name)
		}
	}
	for _, p := range pipeline {
		if (!p.Required && !opts.Release) || opts.Disable[p.Name] {
			continue
		}
		start := time.Now()
		p.Run(m)
		if opts.Trace != nil {
			opts.Trace(p.Name, m, time.Since(start))
		}
		if opts.Verify {
			if errs := ir.Verify(m); len(errs) > 0 {
				return fmt.Errorf("IR invalid after pass %s: %v", p.Name, errs[0])
			}
		}
	}
	return nil
}

func find(name string) *Pass {
	for i := range pipeline {
		if pipeline[i].Name == name {
			return &pipeline[i]
		}
	}
	return nil
}
