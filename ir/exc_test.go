package ir

import (
	"strings"
	"testing"
)

// excModule is a function with a try statement whose except clause raises again.
func excModule(excType Type) *Module {
	base := &Class{Name: "BaseException", Header: true}
	exc := &Var{Name: "exc", ID: 1, T: excType}
	f := &Func{Name: "f", Kind: Bodied, Ret: Int, Locals: []*Var{exc}, Body: &Series{Items: []Node{
		&TryCatch{
			Body: &Series{Items: []Node{&Throw{Value: &New{Class: base}}}},
			Catches: []*Catch{{Classes: []*Class{base}, Exc: exc,
				Body: &Series{Items: []Node{&Throw{Value: &VarValue{Var: exc}, Reraise: true}}}}},
			Else:    &Series{},
			Finally: &Series{Items: []Node{&Return{Value: &Const{T: Int, Int: 2}}}},
		},
	}}}
	return &Module{Funcs: []*Func{f}, Classes: []*Class{base}}
}

func TestPrintTryCatch(t *testing.T) {
	m := excModule(&Class{Name: "BaseException", Header: true})
	want := `(func "f" () int
  (local exc.1 BaseException)
  (try
    (body
      (throw (new BaseException))
    )
    (catch (BaseException) exc.1
      (reraise exc.1)
    )
    (finally
      (return 2)
    )
  )
)
`
	if got := m.Funcs[0].String(); got != want {
		t.Errorf("got:\n%s\nwant:\n%s", got, want)
	}
	if errs := Verify(m); len(errs) > 0 {
		t.Errorf("verify: %v", errs)
	}
}

func TestVerifyCatchVariableMustBeAClass(t *testing.T) {
	errs := Verify(excModule(Int))
	if len(errs) == 0 || !strings.Contains(errs[0].Error(), "not a class reference") {
		t.Errorf("got %v, want an error about the catch variable", errs)
	}
}
